import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { ensurePartitions } from '../../telemetry/telemetry.repository';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  type Caller,
  customType,
  fieldCodes,
  signedInMerchant,
} from '../../test/devices/device-test-helpers';
import type { HistoryService } from './history.service';

// Samples go through the real ingest pipeline (the same path as MQTT and the HTTP data call).

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let server: IngestApp;
let call: Caller;
let history: HistoryService;
let typeId: string;
const STEP = 30_000;
const COUNT = 12_000;
const start = Math.floor((Date.now() - COUNT * STEP - 3_600_000) / 3_600_000) * 3_600_000;
const t = (i: number) => start + i * STEP;

beforeAll(async () => {
  server = await startIngestApp(testConfig({ testHooks: true }), {
    deviceData: { commandSweepIntervalMs: 0, exposeHistory: (s) => (history = s) },
  });
  ({ database, ingest, app } = server);
  ({ call } = await signedInMerchant(app, database.db));
  const type = await call(
    'POST',
    '/api/device-types',
    customType('HIST_TYPE', {
      points: [
        { name: 'power', zh: '功率', type: 'float', unit: 'kW', min: -100, max: 100 },
        { name: 'temp', zh: '温度', type: 'float', unit: '°C' },
        { name: 'mode', zh: '模式', type: 'string' },
        { name: 'soc', zh: 'SOC', type: 'float' },
      ],
    }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
  for (const id of ['hist-1', 'hist-big']) {
    const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (let b = 0; b < COUNT; b += 500) {
    const samples = Array.from({ length: 500 }, (_, k) => ({
      ts: t(b + k),
      values: { power: (b + k) % 100, temp: 20, mode: '=run' },
    }));
    await ingest.uplink('hist-1', 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
  }
  await ingest.drain();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Series = Array<{ point: string; data: unknown[][] }>;

describe(`device history on ${testDatabaseKind()}`, () => {
  it('answers the recent 100 records and raw data of a short range', async () => {
    const recent = await call('GET', '/api/devices/hist-1/history?points=power,temp&recent=100');
    expect(recent.statusCode, recent.body).toBe(200);
    const body = recent.json() as { resolution: string; series: Series };
    expect(body.resolution).toBe('raw');
    expect(body.series[0]!.data).toHaveLength(100);
    expect(body.series[0]!.data.at(-1)).toEqual([t(COUNT - 1), (COUNT - 1) % 100]);

    const range = await call('GET', `/api/devices/hist-1/history?points=power&from=${t(10)}&to=${t(19)}`);
    const raw = range.json() as { resolution: string; series: Series };
    expect(raw.resolution).toBe('raw');
    expect(raw.series[0]!.data.map((d) => d[1])).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('buckets ranges above 10,000 points from the rollups', async () => {
    const res = await call('GET', `/api/devices/hist-1/history?points=power&from=${t(0)}&to=${t(COUNT - 1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { resolution: string; series: Series };
    expect(body.resolution).toBe('5m');
    const data = body.series[0]!.data;
    expect(data).toHaveLength(COUNT / 10); // 10 samples of 30 s per 5 minutes
    expect(data[0]).toEqual([t(0), 4.5, 0, 9]);
  });

  it('wants 1–3 known points', async () => {
    const four = await call('GET', '/api/devices/hist-1/history?points=power,temp,mode,soc&recent=10');
    expect(fieldCodes(four)).toEqual({ points: 'iot-data.10010' });
    const unknown = await call('GET', '/api/devices/hist-1/history?points=nope&recent=10');
    expect(fieldCodes(unknown)).toEqual({ points: 'iot-validation.10007' });
  });

  it('builds a download through the B §4 states, as xlsx or zipped, and can cancel one', async () => {
    const created = await call('POST', '/api/devices/hist-1/history/downloads', {
      points: ['power', 'mode'],
      from: t(0),
      to: t(99),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, state } = created.json() as { id: string; state: string };
    expect(state).toBe('initialising');
    await history.settled();
    const task = await call('GET', `/api/devices/hist-1/history/downloads/${id}`);
    expect(task.json()).toMatchObject({ state: 'waiting_for_download', records: 100 });
    const file = await call('GET', `/api/devices/hist-1/history/downloads/${id}/file`);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(101);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '时间 / Time (UTC)',
      '功率 [power] (kW)',
      '模式 [mode]',
    ]);
    // A formula-looking value is escaped.
    expect(sheet.getRow(2).getCell(3).value).toBe("'=run");
    const done = await call('GET', `/api/devices/hist-1/history/downloads/${id}`);
    expect((done.json() as { state: string }).state).toBe('finished');

    const zipped = await call('POST', '/api/devices/hist-1/history/downloads', {
      from: t(0),
      to: t(9),
      zip: true,
    });
    const zipId = (zipped.json() as { id: string }).id;
    await history.settled();
    const zip = await call('GET', `/api/devices/hist-1/history/downloads/${zipId}/file`);
    expect(zip.headers['content-type']).toBe('application/zip');
    const bytes = zip.rawPayload;
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = bytes.readUInt16LE(26);
    const inner = inflateRawSync(bytes.subarray(30 + nameLength, 30 + nameLength + bytes.readUInt32LE(18)));
    const unzipped = new ExcelJS.Workbook();
    await unzipped.xlsx.load(inner as unknown as ArrayBuffer);
    expect(unzipped.worksheets[0]!.rowCount).toBe(11);

    const big = await call('POST', '/api/devices/hist-1/history/downloads', { from: t(0), to: t(COUNT - 1) });
    const bigId = (big.json() as { id: string }).id;
    const cancelled = await call('POST', `/api/devices/hist-1/history/downloads/${bigId}/cancel`);
    expect((cancelled.json() as { state: string }).state).toBe('cancelled');
    await history.settled();
    const after = await call('GET', `/api/devices/hist-1/history/downloads/${bigId}`);
    expect((after.json() as { state: string }).state).toBe('cancelled');
    const notReady = await call('GET', `/api/devices/hist-1/history/downloads/${bigId}/file`);
    expect(notReady.json()).toMatchObject({ code: 'iot-data.10011' });
  });

  it('deletes a range, rebuilds the rollups it touched, and is audited', async () => {
    const res = await call('POST', '/api/devices/hist-1/history/delete', { from: t(0), to: t(4) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 5, remaining: 0 });
    const long = await call(
      'GET',
      `/api/devices/hist-1/history?points=power&from=${t(0)}&to=${t(COUNT - 1)}`,
    );
    const first = (long.json() as { series: Series }).series[0]!.data[0];
    expect(first).toEqual([t(0), 7, 5, 9]);
    await app.auditSettled();
    const [log] = await database.rows<{ n: number }>(
      "select count(*)::int as n from operation_log where path = '/api/devices/:id/history/delete' and params->'params'->>'id' = 'hist-1'",
    );
    expect(log?.n).toBe(1);
  });

  it('refuses to delete more than 150,000 records at a time', async () => {
    const from = Date.now() - 3 * 86_400_000;
    await ensurePartitions(database.db, from, from + 200_000 * 1000);
    await database.db.execute(sql`insert into ingest_batches (id, instance) values (999999999, 'test')`);
    await database.db.execute(sql`insert into telemetry (device_id, ts, batch_id, values)
      select 'hist-big', timestamptz 'epoch' + (${from}::float8 + g * 1000) * interval '1 millisecond', 999999999, '{"power": 1}'::jsonb
      from generate_series(0, 150000) g`);
    const res = await call('POST', '/api/devices/hist-big/history/delete', {
      from,
      to: from + 200_000 * 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'iot-data.10003' });
  }, 60_000);
});
