import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { IngestService } from '../ingest/ingest.service';
import { waitFor } from '../test/ingest/test-fixtures';
import { customType, signedInMerchant } from '../test/devices/device-test-helpers';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { decodeLivePayload, LIVE_CHANNEL } from './live-payload';
import { LiveWatchesRepository } from './live-watches.repository';
import { PgLiveListener } from './pg-live-listener';
import { PgLivePublisher } from './pg-live-publisher';

// Two "processes" on one PostgreSQL database: an ingest with its own pool and publisher, and an
// API without ingest whose WebSocket followers get samples through LISTEN/NOTIFY only. The bus is
// PostgreSQL's, so this file runs on PostgreSQL in both database runs; CI always has it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';

let database: Database & { url?: string };
let ingestDatabase: Database;
let ingest: IngestService;
let publisher: PgLivePublisher;
let listener: PgLiveListener;
let app: FastifyInstance;
let base: string;
let token: string;
let watches: LiveWatchesRepository;
let raw: pg.Client;
const notified: string[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase({ kind: 'postgres' });
  ingestDatabase = await openDatabase({ databaseUrl: database.url!, poolSize: 3 });
  ingest = new IngestService(ingestDatabase, {
    rollupIntervalMs: 3_600_000,
    sweepIntervalMs: 3_600_000,
  }).start();
  publisher = await new PgLivePublisher({
    db: ingestDatabase.db,
    source: ingest.events,
    watches: new LiveWatchesRepository(ingestDatabase.db),
    pollMs: 3_600_000,
  }).start();
  watches = new LiveWatchesRepository(database.db);
  listener = await new PgLiveListener({
    databaseUrl: database.url!,
    watches,
    refreshMs: 3_600_000,
    reconnectMs: 50,
  }).start();
  app = await buildApp(testConfig({ testHooks: true }), { database, liveBus: listener });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`;
  const merchant = await signedInMerchant(app, database.db);
  token = merchant.token;
  const type = await merchant.call('POST', '/api/device-types', customType('BUS_TYPE'));
  const typeId = (type.json() as { id: string }).id;
  for (const id of ['bus-1', 'bus-2']) {
    const res = await merchant.call('POST', '/api/devices', { id, name: id, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
  }
  // What goes over the channel, seen from a third connection.
  raw = new pg.Client({ connectionString: database.url });
  await raw.connect();
  raw.on('notification', (message) => {
    const decoded = decodeLivePayload(message.payload);
    if (decoded) notified.push(decoded.deviceId);
  });
  await raw.query(`LISTEN ${LIVE_CHANNEL}`);
});

afterAll(async () => {
  if (!onPostgres) return;
  for (const socket of sockets) socket.terminate();
  await raw?.end().catch(() => {});
  await app?.close();
  await listener?.close();
  await publisher?.close();
  await ingest?.close();
  await ingestDatabase?.close();
  await database?.close();
});

async function follow(deviceId: string) {
  const socket = new WebSocket(base, { headers: { authorization: `Bearer ${token}` } });
  sockets.push(socket);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await waitFor(() => messages.some((m) => m.type === 'ready'));
  socket.send(JSON.stringify({ type: 'subscribe', devices: [deviceId] }));
  await waitFor(() => messages.some((m) => m.type === 'subscribed'));
  // The watch is recorded in the database; the ingest side reads it on its next poll.
  await waitFor(async () => (await watches.watched(new Date())).has(deviceId));
  await publisher.poll();
  const samples = () => messages.filter((m) => m.type === 'samples');
  return { socket, messages, samples };
}

function send(deviceId: string, values: Record<string, unknown>, ts = Date.now()) {
  return ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), Date.now());
}

describe.runIf(onPostgres)('the PostgreSQL live bus', () => {
  it('brings samples ingested by another process to a follower, and only followed devices travel', async () => {
    const follower = await follow('bus-1');
    const ts = Date.now();
    await send('bus-2', { power: 1 });
    await send('bus-1', { power: 12.5 }, ts);
    const [first] = await waitFor(() => follower.samples().length > 0 && follower.samples());
    expect(first).toEqual({
      type: 'samples',
      device_id: 'bus-1',
      samples: [{ ts, values: { power: 12.5 } }],
    });
    // bus-2 went first: had it been published, the channel would show it before bus-1.
    await waitFor(() => notified.includes('bus-1'));
    expect(notified).toEqual(['bus-1']);

    // Unfollowed, bus-1 no longer travels; bus-2, followed now, does.
    follower.socket.send(JSON.stringify({ type: 'unsubscribe', devices: ['bus-1'] }));
    await waitFor(() => follower.messages.some((m) => m.type === 'unsubscribed'));
    await waitFor(async () => !(await watches.watched(new Date())).has('bus-1'));
    await publisher.poll();
    await send('bus-1', { power: 13 });
    const second = await follow('bus-2');
    await send('bus-2', { power: 2 });
    await waitFor(() => second.samples().length > 0);
    await waitFor(() => notified.includes('bus-2'));
    expect(notified).toEqual(['bus-1', 'bus-2']);
    expect(follower.samples()).toHaveLength(1);
  });

  it('listens again after its connection is cut, and watches of a closed listener go away', async () => {
    const follower = await follow('bus-1');
    const cut = new pg.Client({ connectionString: database.url });
    await cut.connect();
    const terminated = await cut.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()
         and pid <> $1`,
      [(raw as unknown as { processID: number }).processID],
    );
    await cut.end();
    // The listener's own connection, and only it, was cut.
    expect(terminated.rows).toEqual([{ done: true }]);
    // Notifications sent while it is away are lost (live views only): keep sending until one lands.
    let value = 0;
    await waitFor(
      async () => {
        await send('bus-1', { power: ++value });
        return follower.samples().length > 0;
      },
      10_000,
      100,
    );
    expect(follower.samples().at(-1)).toMatchObject({ device_id: 'bus-1' });

    const other = await new PgLiveListener({ databaseUrl: database.url!, watches }).start();
    other.watch(['bus-2']);
    // Its own watch row (another listener of this file may watch bus-2 too).
    const rowsOfOther = async () =>
      (
        await database.rows<{ n: number }>(
          `select count(*)::int as n from live_watches where listener_id = '${other.id}'`,
        )
      )[0]!.n;
    await waitFor(async () => (await rowsOfOther()) === 1);
    expect((await watches.watched(new Date())).has('bus-2')).toBe(true);
    await other.close();
    expect(await rowsOfOther()).toBe(0);
  });
});
