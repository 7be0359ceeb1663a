import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { connectDevice, refusedDeviceCode } from '../../test/broker/mqtt-test-helpers';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { waitFor } from '../../test/ingest/test-fixtures';
import { testConfig } from '../../test/test-app';
import { type Caller, signedInMerchant, standardTypeId } from '../../test/devices/device-test-helpers';

// Devices made through the API against a real embedded broker and ingest on the same database.

let database: Database;
let ingest: IngestService;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let call: Caller;
const clients: mqtt.MqttClient[] = [];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {}, { appIngest: false });
  ({ database, ingest, broker, app } = server);
  ({ call } = await signedInMerchant(app, database.db));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

async function connect(deviceId: string, key: string): Promise<mqtt.MqttClient> {
  const client = await connectDevice(broker.url!, deviceId, key, { connectTimeout: 5000 });
  clients.push(client);
  return client;
}

const refusedCode = (deviceId: string, key: string) => refusedDeviceCode(broker.url!, deviceId, key);

function closed(client: mqtt.MqttClient): Promise<void> {
  return new Promise((resolve) => {
    if (!client.connected) resolve();
    client.once('close', () => resolve());
  });
}

describe('devices made through the API speak MQTT', () => {
  it('a device of a standard type connects with its key and its values validate against the type', async () => {
    const type = await standardTypeId(call, 'ES_BMS');
    const created = await call('POST', '/api/devices', { id: 'api-bms-1', name: 'BMS_1', type_id: type });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json() as { key: string };
    const client = await connect('api-bms-1', key);
    await client.publishAsync(
      'ies/v1/api-bms-1/telemetry',
      JSON.stringify({ ts: Date.now(), values: { soc: 55.5, cell_voltages: [3.3, 3.31], soh: 140 } }),
      { qos: 1 },
    );
    const latest = await waitFor(() => ingest.latest('api-bms-1'));
    expect(latest.values).toMatchObject({ soc: 55.5, cell_voltages: [3.3, 3.31] });
    // soh above the type's max of 100 is refused.
    expect(latest.values).not.toHaveProperty('soh');
    await client.endAsync();
  });

  it("shows rejected values and status changes in the device's log, to the device's tenant only", async () => {
    const type = await standardTypeId(call, 'ES_BMS');
    const created = await call('POST', '/api/devices', { id: 'api-log-1', name: 'LOG_1', type_id: type });
    const { key } = created.json() as { key: string };
    const client = await connect('api-log-1', key);
    await client.publishAsync(
      'ies/v1/api-log-1/telemetry',
      JSON.stringify({ ts: Date.now(), values: { soc: 40, soh: 140, nope: 1 } }),
      { qos: 1 },
    );
    await client.endAsync();
    await ingest.drain();
    const logs = await waitFor(async () => {
      const answer = (await call('GET', '/api/devices/api-log-1/logs')).json() as {
        list: Array<{ kind: string; code: string | null; data: { point?: string } | null }>;
        rejected: Array<{ reason: string; count: number }>;
      };
      return answer.list.some((entry) => entry.code === 'offline') ? answer : undefined;
    });
    const rejectedPoints = logs.list
      .filter((entry) => entry.kind === 'ingest_error')
      .map((entry) => entry.data?.point);
    expect(rejectedPoints.sort()).toEqual(['nope', 'soh']);
    expect(logs.list.filter((entry) => entry.kind === 'status').map((entry) => entry.code)).toEqual([
      'offline',
      'online',
    ]);
    expect(logs.rejected.reduce((sum, row) => sum + row.count, 0)).toBe(2);
    const stranger = await signedInMerchant(app, database.db);
    expect((await stranger.call('GET', '/api/devices/api-log-1/logs')).statusCode).toBe(404);
  });

  it('pushes configuration to an online device, logs the push and its ack, and refuses an offline one', async () => {
    const type = await standardTypeId(call, 'EMS_GATEWAY');
    const created = await call('POST', '/api/devices', { id: 'api-cfg-1', name: 'CFG_1', type_id: type });
    const { key } = created.json() as { key: string };
    // Never connected: nothing can hear the push.
    const refused = await call('POST', '/api/devices/api-cfg-1/config', {
      config: { report_interval_s: 10 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('iot-device.10001');
    expect((await call('POST', '/api/devices/api-cfg-1/config', { config: {} })).statusCode).toBe(422);

    const client = await connect('api-cfg-1', key);
    await client.subscribeAsync('ies/v1/api-cfg-1/config/push', { qos: 1 });
    const received = new Promise<{ request_id: string; config: unknown }>((resolve) =>
      client.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
    );
    await client.publishAsync('ies/v1/api-cfg-1/status', 'online', { qos: 1 });
    const pushed = await waitFor(async () => {
      const answer = await call('POST', '/api/devices/api-cfg-1/config', {
        config: { report_interval_s: 10 },
      });
      return answer.statusCode === 200 ? (answer.json() as { request_id: string }) : undefined;
    });
    const message = await received;
    expect(message).toEqual({ request_id: pushed.request_id, config: { report_interval_s: 10 } });
    await client.publishAsync(
      'ies/v1/api-cfg-1/config/ack',
      JSON.stringify({ request_id: pushed.request_id, code: 0 }),
      { qos: 1 },
    );
    await ingest.drain();
    const logs = await waitFor(async () => {
      const answer = (await call('GET', '/api/devices/api-cfg-1/logs')).json() as {
        list: Array<{ kind: string; data: { request_id?: string } | null }>;
      };
      return answer.list.some((entry) => entry.kind === 'config/ack') ? answer : undefined;
    });
    const byKind = (kind: string) => logs.list.find((entry) => entry.kind === kind)?.data?.request_id;
    expect(byKind('config/push')).toBe(pushed.request_id);
    expect(byKind('config/ack')).toBe(pushed.request_id);
    await client.endAsync();
  });

  it('changing the key disconnects the device; only the new key opens a connection', async () => {
    const type = await standardTypeId(call, 'ES_PCS');
    const created = await call('POST', '/api/devices', {
      id: 'api-rekey',
      name: 'rekey',
      type_id: type,
      key: 'old-key-123',
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = await connect('api-rekey', 'old-key-123');
    const gone = closed(client);
    const changed = await call('POST', '/api/devices/api-rekey/key', { key: 'new-key-456' });
    expect(changed.statusCode, changed.body).toBe(200);
    await gone;
    expect(await refusedCode('api-rekey', 'old-key-123')).toBe(4);
    const again = await connect('api-rekey', 'new-key-456');
    expect(again.connected).toBe(true);
    await again.endAsync();
  });

  it('deleting a device disconnects it and its key stops working', async () => {
    const type = await standardTypeId(call, 'GRID_METER');
    const created = await call('POST', '/api/devices', { id: 'api-gone', name: 'gone', type_id: type });
    const { key } = created.json() as { key: string };
    const client = await connect('api-gone', key);
    const gone = closed(client);
    expect((await call('DELETE', '/api/devices/api-gone')).statusCode).toBe(204);
    await gone;
    expect(await refusedCode('api-gone', key)).toBe(4);
  });

  it('a gateway speaks for a sub-device added through the API, without reconnecting', async () => {
    const type = await standardTypeId(call, 'DTU_LORA_GATEWAY');
    const meter = await standardTypeId(call, 'LOAD_METER');
    const gateway = (
      await call('POST', '/api/devices', { id: 'api-gw', name: 'gw', type_id: type })
    ).json() as {
      key: string;
    };
    await call('POST', '/api/devices', { id: 'api-sub', name: 'sub', type_id: meter });
    const client = await connect('api-gw', gateway.key);
    expect(
      (await call('POST', '/api/devices/api-gw/sub-devices', { device_ids: ['api-sub'] })).statusCode,
    ).toBe(204);
    await client.publishAsync('ies/v1/api-sub/telemetry', JSON.stringify({ values: { load_power: 12.5 } }), {
      qos: 1,
    });
    const latest = await waitFor(() => ingest.latest('api-sub'));
    expect(latest.values).toMatchObject({ load_power: 12.5 });
    await client.endAsync();
  });

  it('a changed type applies to the next values at once', async () => {
    const pcs = await standardTypeId(call, 'ES_PCS');
    const meter = await standardTypeId(call, 'GRID_METER');
    const created = (
      await call('POST', '/api/devices', { id: 'api-retype', name: 'retype', type_id: pcs })
    ).json() as { key: string };
    const client = await connect('api-retype', created.key);
    await client.publishAsync(
      'ies/v1/api-retype/telemetry',
      JSON.stringify({ values: { active_power: 5 } }),
      {
        qos: 1,
      },
    );
    await waitFor(() => ingest.latest('api-retype'));
    expect((await call('PATCH', '/api/devices/api-retype', { type_id: meter })).statusCode).toBe(200);
    await client.publishAsync('ies/v1/api-retype/telemetry', JSON.stringify({ values: { grid_power: 7 } }), {
      qos: 1,
    });
    const latest = await waitFor(() => {
      const values = ingest.latest('api-retype')?.values;
      return values && 'grid_power' in values ? values : undefined;
    });
    expect(latest).toMatchObject({ grid_power: 7 });
    await client.endAsync();
  });

  it("answers a device's latest values to its tenant only; before its first sample, none", async () => {
    const type = await standardTypeId(call, 'ES_BMS');
    const created = await call('POST', '/api/devices', {
      id: 'api-latest-1',
      name: 'LATEST_1',
      type_id: type,
    });
    const { key } = created.json() as { key: string };
    expect((await call('GET', '/api/devices/api-latest-1/latest')).json()).toEqual({
      device_id: 'api-latest-1',
      ts: null,
      values: {},
    });
    const client = await connect('api-latest-1', key);
    const ts = Date.now() - 2000;
    await client.publishAsync(
      'ies/v1/api-latest-1/telemetry',
      JSON.stringify({
        samples: [
          { ts: ts - 1000, values: { soc: 40, soh: 98 } },
          { ts, values: { soc: 41 } },
        ],
      }),
      { qos: 1 },
    );
    await client.endAsync();
    // Ingest writes latest values about once a second; the drain writes them now.
    await ingest.drain();
    const latest = await call('GET', '/api/devices/api-latest-1/latest');
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toEqual({ device_id: 'api-latest-1', ts, values: { soc: 41, soh: 98 } });
    const stranger = await signedInMerchant(app, database.db);
    const foreign = await stranger.call('GET', '/api/devices/api-latest-1/latest');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await stranger.call('GET', '/api/devices/no-such-device/latest')).json());
  });
});
