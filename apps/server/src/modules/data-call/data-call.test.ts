import { DATA_CALL_PER_DEVICE_PER_MINUTE } from '@ies/contracts';
import type mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRollups, readSamples } from '../../telemetry/telemetry.repository';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The spec's HTTP data call (B §7) against the real ingest path, beside a real MQTT device.

let server: BrokerApp;
let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
let other: Awaited<ReturnType<typeof signedInMerchant>>;
const keys = new Map<string, string>();
const clients: mqtt.MqttClient[] = [];
let seq = 0;
const id = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;
const devices = { http: '', mqtt: '', rate: '', foreign: '' };

const dataPath = (m: typeof merchant) => `/api/data-mgmt/tenants/${m.tenant.id}/users/${m.manager.id}/data`;

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    deviceData: { commandSweepIntervalMs: 0 },
  });
  merchant = await signedInMerchant(server.app, server.database.db);
  other = await signedInMerchant(server.app, server.database.db);
  const type = await merchant.call('POST', '/api/device-types', customType(id('DC_TYPE')));
  expect(type.statusCode, type.body).toBe(201);
  const typeId = (type.json() as { id: string }).id;
  for (const key of ['http', 'mqtt', 'rate'] as const) {
    devices[key] = id(`dc${key}`);
    const res = await merchant.call('POST', '/api/devices', {
      id: devices[key],
      name: devices[key],
      type_id: typeId,
    });
    expect(res.statusCode, res.body).toBe(201);
    keys.set(devices[key], (res.json() as { key: string }).key);
  }
  const otherType = await other.call('POST', '/api/device-types', customType(id('DC_TYPE')));
  devices.foreign = id('dcforeign');
  const created = await other.call('POST', '/api/devices', {
    id: devices.foreign,
    name: devices.foreign,
    type_id: (otherType.json() as { id: string }).id,
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

async function errorCounts(deviceId: string): Promise<Record<string, number>> {
  const rows = await server.database.rows<{ reason: string; count: number }>(
    `select reason, count::int as count from device_ingest_errors where device_id = '${deviceId}'`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.count]));
}

describe(`the HTTP data call on ${testDatabaseKind()}`, () => {
  it('stores a sample, answers after commit, and rolls it up with live values as MQTT does', async () => {
    const ts = Date.now() - 120_000;
    const res = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.http,
      info_model_id: 'ES_PCS',
      event_type: 'telemetry',
      data_list: [
        { ts, seq: 7, values: { power: 12.5 } },
        { ts: ts + 1000, values: { power: 14.5 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, rejected: [] });
    // Answered only after commit: the rows are there without waiting.
    const rows = await readSamples(server.database.db, devices.http);
    expect(rows.map((r) => [r.ts, r.seq, r.values])).toEqual([
      [ts, 7, { power: 12.5 }],
      [ts + 1000, null, { power: 14.5 }],
    ]);
    expect(server.ingest.latest(devices.http)?.values).toEqual({ power: 14.5 });
    await server.ingest.flushRollups();
    const rollups = await readRollups(server.database.db, '1h', devices.http, 'power');
    expect(rollups.map((r) => [r.stats.count, r.stats.sum])).toEqual([[2, 27]]);
    const [latest] = await server.database.rows<{ v: Record<string, unknown> }>(
      `select values as v from device_latest where device_id = '${devices.http}'`,
    );
    expect(latest?.v).toEqual({ power: 14.5 });
  });

  it('refuses and counts exactly what an MQTT message with the same entries has refused', async () => {
    const now = Date.now();
    const entries = [
      { ts: now - 5000, values: { power: 500, nope: 1 } },
      { ts: now - 4000, values: { power: 'high' } },
      { ts: now - 40 * 24 * 3600 * 1000, values: { power: 1 } },
      { ts: now - 3000 },
      { ts: now - 2000, values: { power: 3 } },
    ];
    const client = await connectDevice(server.broker.url!, devices.mqtt, keys.get(devices.mqtt)!);
    clients.push(client);
    await client.publishAsync(`ies/v1/${devices.mqtt}/telemetry`, JSON.stringify({ samples: entries }), {
      qos: 1,
    });
    const res = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.http,
      data_list: entries,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { accepted: number; rejected: Array<{ reason: string; point?: string }> };
    expect(answer.accepted).toBe(1);
    expect(answer.rejected.map((r) => r.reason).sort()).toEqual(
      ['malformed', 'out_of_range', 'ts_out_of_window', 'unknown_point', 'wrong_type'].sort(),
    );
    await server.ingest.flushRollups();
    expect(await errorCounts(devices.http)).toEqual(await errorCounts(devices.mqtt));
    expect(await errorCounts(devices.http)).toEqual({
      out_of_range: 1,
      unknown_point: 1,
      wrong_type: 1,
      ts_out_of_window: 1,
      malformed: 1,
    });
    const stored = await readSamples(server.database.db, devices.http);
    expect(stored.at(-1)?.values).toEqual({ power: 3 });
  });

  it('refuses events a device type does not declare, as the events topic does', async () => {
    const res = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.http,
      event_type: 'events',
      data_list: [{ type: 'no_such_event', level: 'fault' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 0, rejected: [{ reason: 'unknown_event' }] });
  });

  it('checks its fields, the caller and the device: another tenant or device is 404', async () => {
    const bad = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.http,
      event_type: 'weather',
      data_list: [],
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const fields = (bad.json() as { data: { fields: Array<{ field: string }> } }).data.fields.map(
      (f) => f.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['event_type', 'data_list']));
    const sample = { data_list: [{ values: { power: 1 } }] };
    const foreignDevice = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.foreign,
      ...sample,
    });
    expect(foreignDevice.statusCode).toBe(404);
    const missing = await merchant.call('POST', dataPath(merchant), {
      third_things_id: 'no-such-dev',
      ...sample,
    });
    expect(missing.statusCode).toBe(404);
    const foreignPath = await merchant.call('POST', dataPath(other), {
      third_things_id: devices.http,
      ...sample,
    });
    expect(foreignPath.statusCode).toBe(404);
    expect(await readSamples(server.database.db, devices.foreign)).toEqual([]);
  });

  it('limits calls per device: above the rate it answers 429 with the wait', async () => {
    const body = { third_things_id: devices.rate, data_list: [{ values: {} }] };
    for (let i = 0; i < DATA_CALL_PER_DEVICE_PER_MINUTE; i++) {
      const res = await merchant.call('POST', dataPath(merchant), body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await merchant.call('POST', dataPath(merchant), body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'iot-http.429', data: { retryAfter: expect.any(Number) } });
    // Another device is not held back.
    const otherDevice = await merchant.call('POST', dataPath(merchant), {
      ...body,
      third_things_id: devices.http,
    });
    expect(otherDevice.statusCode).toBe(200);
  });

  // Last: the merchant's samples go to its own store from here on (docs/storage-capacity.md).
  it('writes a user-exclusive tenant’s samples into its own store', async () => {
    const switched = await merchant.call('PUT', '/api/tenant/storage-settings', {
      mode: 'user_exclusive',
      on_full: 'refuse',
      retention_days: 365,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await server.ingest.storage.refresh();
    const ts = Date.now() - 30_000;
    const res = await merchant.call('POST', dataPath(merchant), {
      third_things_id: devices.http,
      data_list: [{ ts, values: { power: 3 } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await server.database.rows<{ tree: string }>(
      `select i.inhparent::regclass::text as tree from telemetry t join pg_inherits i on i.inhrelid = t.tableoid
        where t.device_id = '${devices.http}' and t.ts = '${new Date(ts).toISOString()}'`,
    );
    expect(row?.tree).toBe(`telemetry_x_${merchant.tenant.id.replaceAll('-', '')}`);
  });
});
