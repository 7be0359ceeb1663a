import type { FastifyInstance } from 'fastify';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { type Caller, customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import type { HistoryService } from './history.service';

// The B §8 answers beyond the B §5 volumes, reached with lowered limits (the real ones are
// 150,000 / 1,000,000 deletions and 5,000,000 records a file; history.test.ts tests 150,000 itself).

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let server: IngestApp;
let call: Caller;
let history: HistoryService;
const t = (i: number) => Date.now() - 3_600_000 + i * 1000;
const base = t(0);

beforeAll(async () => {
  server = await startIngestApp(testConfig({ testHooks: true }), {
    deviceData: {
      commandSweepIntervalMs: 0,
      exposeHistory: (s) => (history = s),
      historyLimits: { deleteMax: 10, deleteBulkMax: 20, downloadRecordsMax: 15 },
    },
  });
  ({ database, ingest, app } = server);
  ({ call } = await signedInMerchant(app, database.db));
  const type = await call('POST', '/api/device-types', customType('LIMIT_TYPE'));
  await call('POST', '/api/devices', {
    id: 'lim-1',
    name: 'lim-1',
    type_id: (type.json() as { id: string }).id,
  });
  const samples = Array.from({ length: 25 }, (_, i) => ({ ts: base + i * 1000, values: { power: i } }));
  await ingest.uplink('lim-1', 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
  await ingest.drain();
});

afterAll(async () => {
  await server?.close();
});

describe(`history volume limits on ${testDatabaseKind()}`, () => {
  it('refuses a deletion above the bulk limit and above the per-request limit, deletes within them', async () => {
    const all = await call('POST', '/api/devices/lim-1/history/delete', { from: base, to: base + 24_000 });
    expect(all.json()).toMatchObject({ code: 'iot-data.10004' });
    const many = await call('POST', '/api/devices/lim-1/history/delete', { from: base, to: base + 14_000 });
    expect(many.json()).toMatchObject({ code: 'iot-data.10003' });
    const few = await call('POST', '/api/devices/lim-1/history/delete', { from: base, to: base + 7000 });
    expect(few.json()).toEqual({ deleted: 8, remaining: 0 });
  });

  it('fails a download task beyond the records of a file with the B §8 code', async () => {
    const res = await call('POST', '/api/devices/lim-1/history/downloads', { from: base, to: base + 24_000 });
    expect(res.statusCode, res.body).toBe(201);
    await history.settled();
    const task = await call(
      'GET',
      `/api/devices/lim-1/history/downloads/${(res.json() as { id: string }).id}`,
    );
    expect(task.json()).toMatchObject({ state: 'failed', error_code: 'iot-data.10001' });
  });
});
