import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import { waitFor } from '../../test/ingest/test-fixtures';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { uniqueMobile } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';

// A listening app, a real `ws` client and a real MQTT device publishing through ingest.

let database: Database;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let base: string;
let token: string;
let otherToken: string;
let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
const keys = new Map<string, string>();
const sockets: WebSocket[] = [];
const devicesClients: mqtt.MqttClient[] = [];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    deviceData: {
      commandSweepIntervalMs: 0,
      stationDevices: async (_tenant, station) => (station === 'st-1' ? ['live-2', 'live-x'] : undefined),
    },
  });
  ({ database, broker, app } = server);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`;
  merchant = await signedInMerchant(app, database.db);
  token = merchant.token;
  const type = await merchant.call('POST', '/api/device-types', customType('LIVE_TYPE'));
  const typeId = (type.json() as { id: string }).id;
  for (const id of ['live-1', 'live-2', 'live-3']) {
    const res = await merchant.call('POST', '/api/devices', { id, name: id, type_id: typeId });
    keys.set(id, (res.json() as { key: string }).key);
  }
  const other = await signedInMerchant(app, database.db);
  otherToken = other.token;
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  await Promise.all(devicesClients.map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

interface Client {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  next(type: string): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  closed: Promise<number>;
}

async function open(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  const messages: Array<Record<string, unknown>> = [];
  let seen = 0;
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    // The next message of a type after the ones already taken.
    next: (type) =>
      waitFor(() => {
        const index = messages.findIndex((m, i) => i >= seen && m.type === type);
        if (index === -1) return undefined;
        seen = index + 1;
        return messages[index];
      }),
  };
}

/** Opens the socket and sends the token as its first message, as the web does. */
async function openAs(sessionToken: string): Promise<Client> {
  const client = await open(base);
  client.send({ type: 'auth', token: sessionToken });
  return client;
}

/** What the server answered instead of upgrading: status and body. */
function refusedUpgrade(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => reject(new Error('upgraded')));
    socket.on('error', () => undefined);
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
  });
}

async function publish(deviceId: string, values: Record<string, unknown>, ts = Date.now()) {
  let client = devicesClients.find((c) => c.options.clientId === deviceId);
  if (!client) {
    client = await connectDevice(broker.url!, deviceId, keys.get(deviceId)!);
    devicesClients.push(client);
  }
  await client.publishAsync(`ies/v1/${deviceId}/telemetry`, JSON.stringify({ ts, values }), { qos: 1 });
}

describe(`live data over WebSocket on ${testDatabaseKind()}`, () => {
  it('pushes committed samples of subscribed devices (token in the first message)', async () => {
    const client = await openAs(token);
    await client.next('ready');
    client.send({ type: 'subscribe', devices: ['live-1'] });
    expect(await client.next('subscribed')).toMatchObject({ devices: ['live-1'], refused: [] });
    const ts = Date.now();
    await publish('live-1', { power: 42.5 }, ts);
    await publish('live-2', { power: 1 });
    expect(await client.next('samples')).toEqual({
      type: 'samples',
      device_id: 'live-1',
      samples: [{ ts, values: { power: 42.5 } }],
    });
    client.send({ type: 'unsubscribe', devices: ['live-1'] });
    await client.next('unsubscribed');
    await publish('live-1', { power: 43 });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.messages.filter((m) => m.type === 'samples')).toHaveLength(1);
  });

  it('authorises like the REST calls: another tenant cannot follow the device', async () => {
    const client = await open(base, { authorization: `Bearer ${otherToken}` });
    await client.next('ready');
    client.send({ type: 'subscribe', devices: ['live-1'] });
    expect(await client.next('subscribed')).toMatchObject({ devices: [], refused: ['live-1'] });
  });

  it('takes the token in a first message; without one nothing is served; a bad token closes', async () => {
    const client = await open(base);
    client.send({ type: 'subscribe', devices: ['live-1'] });
    expect(await client.next('error')).toMatchObject({ code: 'iot-http.401' });
    client.send({ type: 'auth', token });
    await client.next('ready');
    // Stations resolve through the pluggable resolver; devices of other tenants are refused.
    client.send({ type: 'subscribe', stations: ['st-1'] });
    expect(await client.next('subscribed')).toMatchObject({ devices: ['live-2'], refused: ['live-x'] });

    const bad = await openAs('not-a-token');
    expect(await bad.closed).toBe(1008);
  });

  it("follows only the devices of a sub-user's authority, and needs the real-time permission", async () => {
    const subUser = async (name: string, apis: string[], deviceIds: string[]) => {
      const role = await merchant.call('POST', '/api/tenant/roles', {
        name: `${name}Role`,
        description: 'live',
        apis,
      });
      expect(role.statusCode, role.body).toBeLessThan(300);
      const sub = await merchant.call('POST', `/api/tenant/tenants/${merchant.tenant.id}/users`, {
        username: name,
        password: 'SubPass99',
        mobile: uniqueMobile(),
        email: `${name}@example.com`,
        parent_user_id: merchant.manager.id,
        role_ids: [role.json().id],
      });
      expect(sub.statusCode, sub.body).toBeLessThan(300);
      const scope = await merchant.call(
        'PUT',
        `/api/tenant/tenants/${merchant.tenant.id}/users/${sub.json().id}/scope`,
        {
          all_stations: false,
          station_ids: [],
          all_devices: false,
          device_ids: deviceIds,
        },
      );
      expect(scope.statusCode, scope.body).toBeLessThan(300);
      return tokenFor(app, `${name}@${merchant.tenant.namespace}`, 'SubPass99');
    };
    const viewer = await subUser('liveviewer', ['device:view', 'device:data:realtime'], ['live-1']);
    const client = await openAs(viewer);
    await client.next('ready');
    client.send({ type: 'subscribe', devices: ['live-1', 'live-2'] });
    expect(await client.next('subscribed')).toMatchObject({ devices: ['live-1'], refused: ['live-2'] });

    const blind = await subUser('liveblind', ['device:view'], ['live-1']);
    const refused = await openAs(blind);
    expect(await refused.closed).toBe(1008);
  });

  it('refuses a token in the address with its envelope, before the upgrade, valid or not', async () => {
    const valid = await refusedUpgrade(`${base}?token=${token}`, { 'accept-language': 'en' });
    expect(valid.status).toBe(400);
    expect(valid.body).toEqual({
      code: 'iot-data.10012',
      message: 'The session token must not be in the address; send it in the first message after connecting',
    });
    // With a bearer header as well: the address is refused all the same.
    const both = await refusedUpgrade(`${base}?token=x`, { authorization: `Bearer ${token}` });
    expect(both.body.code).toBe('iot-data.10012');
  });

  it('answers a plain GET (no upgrade) with the 426 envelope, not an empty 404', async () => {
    for (const url of ['/api/live', '/api/stations/00000000-0000-4000-8000-000000000000/live']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(426);
      expect(res.json(), url).toEqual({
        code: 'iot-http.426',
        message: 'This address only accepts WebSocket connections',
      });
    }
  });

  it('refuses messages beyond the per-connection rate limit (B §8)', async () => {
    // The bearer header, so that every message of the window is a ping.
    const client = await open(base, { authorization: `Bearer ${token}` });
    await client.next('ready');
    for (let i = 0; i < 25; i++) client.send({ type: 'ping' });
    const error = await client.next('error');
    expect(error).toMatchObject({ code: 'iot-data.10006' });
    await waitFor(() => client.messages.filter((m) => m.type === 'error').length === 5);
    expect(client.messages.filter((m) => m.type === 'pong')).toHaveLength(20);
  });

  it('sends a snapshot of the latest values of the devices a subscription starts following', async () => {
    // Newer than the sample an earlier test sent to live-2 (within the last second on a fast run).
    const ts = Date.now();
    await publish('live-2', { power: 7.25 }, ts);
    // Ingest writes the latest values about once a second; here the drain writes them.
    await server.ingest.drain();
    const client = await open(base);
    client.send({ type: 'auth', token });
    await client.next('ready');
    client.send({ type: 'subscribe', devices: ['live-2'] });
    expect(await client.next('subscribed')).toMatchObject({ devices: ['live-2'] });
    expect(await client.next('snapshot')).toEqual({
      type: 'snapshot',
      devices: [{ device_id: 'live-2', ts, values: { power: 7.25 } }],
    });
    // Only newly followed devices are sent again; one without values yet is left out.
    client.send({ type: 'subscribe', devices: ['live-2', 'live-1', 'live-3'] });
    await client.next('subscribed');
    const snapshot = (await client.next('snapshot')) as { devices: Array<{ device_id: string }> };
    expect(snapshot.devices.map((d) => d.device_id)).toEqual(['live-1']);
  });
});
