import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import type { StationLiveFeeds } from './station-live-feed';
import {
  ALL_STATION_APIS,
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * The station live feed (issue 17 item 5): one computation per change shared by every socket on
 * the station, driven by ingest's committed samples through the live hub; followers re-checked on
 * the slow tick, which the tests run themselves (liveIntervalMs 0).
 */

const HOUR = 3_600_000;
let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let feeds: StationLiveFeeds;
let m: Merchant;
let url: (stationId: string) => string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    ingest,
    deviceCache: ingest.registry,
    stationLive: {
      liveIntervalMs: 0,
      exposeLive: (f) => {
        feeds = f;
      },
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = (stationId) => `${address.replace('http', 'ws')}/api/stations/${stationId}/live`;
  m = await signedInMerchant(app, database.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await app?.close();
  await ingest?.close();
  await database?.close();
});

interface Follower {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<number>;
  /** Resolves at the n-th message (1-based). */
  nth(n: number): Promise<Record<string, unknown>>;
}

function follow(stationId: string, token: string): Promise<Follower> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(stationId));
    sockets.push(socket);
    const messages: Array<Record<string, unknown>> = [];
    const waiting: Array<{ n: number; done: (m: Record<string, unknown>) => void }> = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      for (const w of waiting.filter((w) => w.n === messages.length)) w.done(messages[w.n - 1]!);
    });
    const nth = (n: number) =>
      new Promise<Record<string, unknown>>((done) =>
        messages.length >= n ? done(messages[n - 1]!) : waiting.push({ n, done }),
      );
    socket.on('open', () => {
      socket.send(JSON.stringify({ token }));
      resolve({ socket, messages, closed, nth });
    });
    socket.on('error', reject);
  });
}

async function meteredStation() {
  const station = await createStation(m.call);
  const [meter] = await createDevices(m.call, 'GRID_METER', 1);
  expect((await bind(m, station.id, [meter!])).statusCode).toBe(200);
  return { stationId: station.id, meter: meter! };
}

async function sample(deviceId: string, values: Record<string, unknown>, ts = Date.now()) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples: [{ ts, values }] })), ts);
}

describe(`station live feed on ${testDatabaseKind()}`, () => {
  it('sends one computed message to every socket on the station after a sample is committed', async () => {
    const { stationId, meter } = await meteredStation();
    const a = await follow(stationId, m.token);
    const b = await follow(stationId, m.token);
    const [firstA, firstB] = await Promise.all([a.nth(1), b.nth(1)]);
    expect(firstA).toEqual(firstB);
    expect(firstA).toMatchObject({ type: 'live', station_id: stationId, updated_at: null });
    // The first socket's join computed the message; the second received the same one.
    expect(feeds.computations.get(stationId)).toBe(1);

    const ts = Date.now() - 1000;
    await sample(meter, { grid_power: 12.34 }, ts);
    const [nextA, nextB] = await Promise.all([a.nth(2), b.nth(2)]);
    expect(nextA).toEqual(nextB);
    expect(nextA).toMatchObject({
      type: 'live',
      station_id: stationId,
      power: { grid_kw: 12.34 },
      updated_at: new Date(ts).toISOString(),
    });
    expect(feeds.computations.get(stationId)).toBe(2);

    // The slow tick reads the stored values again: the same figures once ingest has flushed them.
    await ingest.drain();
    await feeds.tick();
    const [tickA, tickB] = await Promise.all([a.nth(3), b.nth(3)]);
    expect(tickA).toEqual(nextA);
    expect(tickB).toEqual(nextA);
    expect(feeds.computations.get(stationId)).toBe(3);
    a.socket.close();
    b.socket.close();
  });

  it('refuses a socket without authority over the station with the same close codes as the REST calls', async () => {
    const { stationId } = await meteredStation();
    const stranger = await signedInMerchant(app, database.db);
    const foreign = await follow(stationId, stranger.token);
    expect(await foreign.closed).toBe(4404);
    expect(foreign.messages).toEqual([{ type: 'error', code: 'iot-http.404' }]);
    // A sub-user with the permission but neither the station in its authority nor a share: 404.
    const unlisted = await subUserOf(app, m, ALL_STATION_APIS);
    expect(await (await follow(stationId, unlisted.token)).closed).toBe(4404);
    // A sub-user with the station but without `station:view`: 403.
    const withoutView = await subUserOf(
      app,
      m,
      ALL_STATION_APIS.filter((api) => api !== 'station:view'),
    );
    await withoutView.grant([stationId]);
    expect(await (await follow(stationId, withoutView.token)).closed).toBe(4403);
    const anonymous = await follow(stationId, 'not-a-token');
    expect(await anonymous.closed).toBe(4401);
  });

  it('stops the pushes of a signed-out session at the next tick; other followers go on', async () => {
    const { stationId, meter } = await meteredStation();
    const sub = await subUserOf(app, m, ALL_STATION_APIS);
    await sub.grant([stationId]);
    const leaving = await follow(stationId, sub.token);
    const staying = await follow(stationId, m.token);
    await Promise.all([leaving.nth(1), staying.nth(1)]);
    const logout = await app.inject({
      method: 'DELETE',
      url: `/api/control/sessions?session_id=${sub.token}`,
    });
    expect(logout.statusCode, logout.body).toBe(204);
    await feeds.tick();
    expect(await leaving.closed).toBe(4401);
    expect(leaving.messages.at(-1)).toEqual({ type: 'error', code: 'iot-http.401' });
    const seen = leaving.messages.length;
    await sample(meter, { grid_power: 7 });
    expect(await staying.nth(3)).toMatchObject({ power: { grid_kw: 7 } });
    expect(leaving.messages).toHaveLength(seen);
  });

  it('stops the pushes when the share that let the user follow the station is deleted', async () => {
    const { stationId, meter } = await meteredStation();
    const friend = await subUserOf(app, m, ALL_STATION_APIS);
    const share = await m.call('POST', `/api/stations/${stationId}/shares`, {
      user_id: friend.id,
      permission: 'view',
    });
    expect(share.statusCode, share.body).toBe(200);
    const shared = await follow(stationId, friend.token);
    const owner = await follow(stationId, m.token);
    await Promise.all([shared.nth(1), owner.nth(1)]);
    // Still shared: the tick lets it go on.
    await feeds.tick();
    await shared.nth(2);
    const unshare = await m.call('DELETE', `/api/stations/${stationId}/shares/${friend.id}`);
    expect(unshare.statusCode, unshare.body).toBe(204);
    await feeds.tick();
    expect(await shared.closed).toBe(4404);
    expect(shared.messages.at(-1)).toEqual({ type: 'error', code: 'iot-http.404' });
    const seen = shared.messages.length;
    await sample(meter, { grid_power: 3.5 });
    expect(await owner.nth(4)).toMatchObject({ power: { grid_kw: 3.5 } });
    expect(shared.messages).toHaveLength(seen);
    owner.socket.close();
  });
});
