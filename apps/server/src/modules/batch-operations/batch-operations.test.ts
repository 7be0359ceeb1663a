import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';
import { customType, type Merchant, signedInMerchant } from '../../test/devices/device-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { bind, createStation } from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { BatchRunner } from './batch-runner';

// A batch operation over 100 real MQTT devices on the embedded broker, 5 of them offline.

let database: Database;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let m: Merchant;
let typeId: string;
let runner: BatchRunner;
const clock = new ManualClock();
const clients = new Map<string, mqtt.MqttClient>();
const received = new Map<string, string[]>();
const ids = Array.from({ length: 100 }, (_, i) => `batch-${String(i).padStart(3, '0')}`);
const OFFLINE = ['batch-003', 'batch-010', 'batch-047', 'batch-068', 'batch-099'];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    clock,
    deviceData: { commandSweepIntervalMs: 0 },
    timedStrategies: { tickIntervalMs: 0 },
    batchOperations: { tickIntervalMs: 0, expose: (r) => (runner = r) },
  });
  ({ database, broker, app } = server);
  m = await signedInMerchant(app, database.db);
  const type = await m.call(
    'POST',
    '/api/device-types',
    customType('BATCH_TYPE', {
      timeout_seconds: 600,
      operations: [
        {
          name: 'set_power',
          zh: '设置功率',
          objectid: 1,
          methodid: 1,
          params: [{ name: 'power', type: 'float', required: true, min: 0, max: 100 }],
        },
      ],
    }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
  const keys = new Map<string, string>();
  for (const id of ids) {
    const res = await m.call('POST', '/api/devices', { id, name: `批量_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    keys.set(id, (res.json() as { key: string }).key);
  }
  for (let i = 0; i < ids.length; i += 20) {
    await Promise.all(
      ids.slice(i, i + 20).map(async (id) => {
        const client = await connectDevice(broker.url!, id, keys.get(id)!, { connectTimeout: 10_000 });
        clients.set(id, client);
        received.set(id, []);
        await client.subscribeAsync(`ies/v1/${id}/cmd/req`, { qos: 1 });
        await client.subscribeAsync(`ies/v1/${id}/config/push`, { qos: 1 });
        client.on('message', (topic, payload) => {
          received.get(id)!.push(topic);
          const req = JSON.parse(payload.toString()) as { request_id: string };
          if (topic.endsWith('cmd/req'))
            void client.publishAsync(
              `ies/v1/${id}/cmd/resp`,
              JSON.stringify({ request_id: req.request_id, code: 0 }),
              {
                qos: 1,
              },
            );
        });
      }),
    );
  }
  // Five go offline: they connected once, then left.
  for (const id of OFFLINE) await clients.get(id)!.endAsync(true);
  await waitFor(async () => {
    const rows = await database.rows<{ status: string; n: number }>(
      `select status, count(*)::int as n from devices where id like 'batch-%' group by status`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    return by.online_normal === 95 && by.offline === 5;
  }, 30_000);
}, 180_000);

afterAll(async () => {
  await Promise.all([...clients.values()].map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

type Detail = {
  id: string;
  summary: {
    total: number;
    succeeded: number;
    refused: number;
    failed: number;
    in_progress: number;
    progress: number;
  };
  items: Array<{
    device_id: string;
    result: string;
    error_code: string | null;
    error_message: string | null;
  }>;
};

describe(`batch operations on ${testDatabaseKind()}`, () => {
  it('a command to 100 devices, 5 offline: 95 succeed, 5 are refused, nothing else is published', async () => {
    const res = await m.call('POST', '/api/batch-operations', {
      kind: 'command',
      target: { type_ids: [typeId] },
      operation: 'set_power',
      params: { power: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Detail;
    // The request only stores the batch: the job sends, so nothing has been published yet.
    expect(created.summary).toMatchObject({ total: 100, in_progress: 100, progress: 0 });
    expect([...received.values()].flat()).toEqual([]);
    await runner.tick();
    const sent = (await m.call('GET', `/api/batch-operations/${created.id}`)).json() as Detail;
    expect(sent.summary).toMatchObject({ total: 100, refused: 5 });
    const refused = sent.items.filter((i) => i.result === 'refused');
    expect(refused.map((i) => i.device_id).sort()).toEqual(OFFLINE);
    expect(new Set(refused.map((i) => i.error_code))).toEqual(new Set(['iot-device.10015']));
    expect(refused[0]!.error_message).toBe('设备离线，无法下发指令');
    const done = await waitFor(async () => {
      await runner.tick();
      const detail = (await m.call('GET', `/api/batch-operations/${created.id}`)).json() as Detail;
      return detail.summary.in_progress === 0 ? detail : undefined;
    }, 30_000);
    expect(done.summary).toEqual({
      total: 100,
      succeeded: 95,
      refused: 5,
      failed: 0,
      in_progress: 0,
      progress: 100,
    });
    // Each online device got exactly one request; the offline ones none, and no command of theirs exists.
    for (const id of ids)
      expect(received.get(id), id).toEqual(OFFLINE.includes(id) ? [] : [`ies/v1/${id}/cmd/req`]);
    const [stored] = await database.rows<{ n: number; devices: number }>(
      `select count(*)::int as n, count(distinct device_id)::int as devices from device_commands where device_id like 'batch-%'`,
    );
    expect(stored).toEqual({ n: 95, devices: 95 });
    // The list shows the same summary.
    const list = (await m.call('GET', '/api/batch-operations')).json() as { list: Detail[] };
    expect(list.list.find((b) => b.id === created.id)?.summary.succeeded).toBe(95);
  }, 120_000);

  it('exports the results as CSV and xlsx in the caller language', async () => {
    const { list } = (await m.call('GET', '/api/batch-operations')).json() as { list: Detail[] };
    const id = list[0]!.id;
    const csv = await app.inject({
      method: 'GET',
      url: `/api/batch-operations/${id}/export?format=csv`,
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'en' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe('Device ID,Device name,Result,Reason,Finished at');
    expect(lines.find((l) => l.startsWith('batch-003,'))).toContain(
      'Refused,"The device is offline, the command cannot be sent"',
    );
    expect(lines.filter((l) => l.includes(',Succeeded,'))).toHaveLength(95);
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/batch-operations/${id}/export?format=xlsx`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(101);
    expect(sheet.getRow(1).getCell(3).value).toBe('结果');
    expect(sheet.getRow(5).values).toContain('已拒绝'); // batch-003
  });

  it('a configuration push chosen by station and filter: offline devices refused, the rest pushed', async () => {
    const station = await createStation(m.call);
    const chosen = ['batch-010', 'batch-011', 'batch-012', 'batch-020'];
    expect((await bind(m, station.id, chosen)).statusCode).toBe(200);
    const res = await m.call('POST', '/api/batch-operations', {
      kind: 'config_push',
      target: { station_ids: [station.id], keyword: 'batch-01' },
      config: { report_interval: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runner.tick();
    const detail = (
      await m.call('GET', `/api/batch-operations/${(res.json() as Detail).id}`)
    ).json() as Detail;
    expect(detail.items.map((i) => [i.device_id, i.result, i.error_code])).toEqual([
      ['batch-010', 'refused', 'iot-device.10001'],
      ['batch-011', 'succeeded', null],
      ['batch-012', 'succeeded', null],
    ]);
    await waitFor(() => received.get('batch-011')!.includes('ies/v1/batch-011/config/push'));
    expect(received.get('batch-020')!.some((t) => t.endsWith('config/push'))).toBe(false);
  });

  it('refuses an empty selection, unknown commands per device, and another tenant', async () => {
    const none = await m.call('POST', '/api/batch-operations', {
      kind: 'command',
      target: { keyword: 'no-such-device' },
      operation: 'set_power',
      params: { power: 1 },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'iot-batch.10001' });
    const missing = await m.call('POST', '/api/batch-operations', {
      kind: 'command',
      target: {},
      params: {},
    });
    expect(missing.statusCode).toBe(422);
    const unknown = await m.call('POST', '/api/batch-operations', {
      kind: 'command',
      target: { device_ids: ['batch-050'] },
      operation: 'reboot',
    });
    expect(unknown.statusCode, unknown.body).toBe(201);
    await runner.tick();
    const unknownDetail = await m.call('GET', `/api/batch-operations/${(unknown.json() as Detail).id}`);
    expect((unknownDetail.json() as Detail).items[0]).toMatchObject({
      result: 'refused',
      error_code: 'iot-batch.10003',
    });
    expect(received.get('batch-050')).toHaveLength(1);
    const other = await signedInMerchant(app, database.db);
    const id = (unknown.json() as Detail).id;
    expect((await other.call('GET', `/api/batch-operations/${id}`)).statusCode).toBe(404);
    const foreign = await other.call('POST', '/api/batch-operations', {
      kind: 'command',
      target: { device_ids: ['batch-050'] },
      operation: 'set_power',
      params: { power: 1 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
