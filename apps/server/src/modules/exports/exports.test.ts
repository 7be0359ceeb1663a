import type { EnergyReport, ExportTask } from '@ies/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { DAY, HOUR, telemetry } from '../../test/energy-reports/energy-report-samples';
import { FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { startMailCapture } from '../../test/mail-capture';
import { ManualClock } from '../../test/manual-clock';
import { createTemplate } from '../../test/prices/prices-test-helpers';
import { sendSamples } from '../../test/revenue/revenue-test-bench';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { BANDS } from '../../test/energy-reports/energy-report-samples';
import type { RevenueEngine } from '../revenue/revenue-engine';
import { localDateOf } from '../prices/prices.service';

/*
 * Exports on a backfilled station whose name is markup: the xlsx holds the API's figures (as the
 * screen rounds them) and the name as text, the PDF is drawn with the CJK font; download tasks
 * walk B §4's states on the job runtime, survive a restart, refuse too many rows and expire after
 * 7 days; a scheduled delivery mails the file once per due time, across a restart.
 */

/** Station and report names allow no markup (B §5): markup in a file is checked on the writers (export-files.test.ts). */
const REPORT = `日报_${Math.random().toString(36).slice(2, 8)}`;
const STATION = `储能电站_${Math.random().toString(36).slice(2, 8)}`;
const clock = new ManualClock();
const mail = { server: undefined as unknown as Awaited<ReturnType<typeof startMailCapture>> };
let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let jobs: JobRuntime;
let engine: RevenueEngine;
let m: Merchant & { token: string };
let stationId: string;
let dates: string[];

async function build(): Promise<{ app: FastifyInstance; jobs: JobRuntime }> {
  let runtime: JobRuntime | undefined;
  const built = await buildApp(testConfig({ testHooks: true, smtpUrl: mail.server.url }), {
    database,
    ingest,
    clock,
    revenue: { expose: (e) => (engine = e) },
    jobs: { expose: (j) => (runtime = j) },
    // Small limits so a few days of data reach them: 30 rows at once, 60 in a task.
    exports: { limits: { directRowsMax: 30, rowsMax: 60 } },
  });
  await built.ready();
  return { app: built, jobs: runtime! };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  locale = 'zh',
  token = m.token,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const electricity = (bucket: string) => ({
  kind: 'energy_report',
  report: 'electricity',
  query: { station_ids: [stationId], start: dates[0], end: dates[2], bucket },
});

/** Moves the clock; the session would lapse over days, so the merchant signs in again. */
async function advance(ms: number) {
  clock.advance(ms);
  m.token = await tokenFor(app, m.manager.username, FACTORY_PASSWORD);
}

async function sheetOf(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  mail.server = await startMailCapture();
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
  ({ app, jobs } = await build());
  m = await signedInMerchant(app, database.db);
  const station = await createStation(m.call, { name: STATION, tz_offset_hours: 8, total_cost: 500 });
  stationId = station.id;
  const [pcs] = await createDevices(m.call, 'ES_PCS', 1);
  const [meter] = await createDevices(m.call, 'GRID_METER', 1);
  const [pv] = await createDevices(m.call, 'RS_INVERT_25KW', 1);
  const [load] = await createDevices(m.call, 'LOAD_METER', 1);
  expect((await bind(m, stationId, [pcs!, meter!, pv!, load!])).statusCode).toBe(200);
  dates = [6, 5, 4].map((n) => localDateOf(new Date(Date.now() - n * DAY), 8));
  const start = Date.parse(`${dates[0]}T00:00:00Z`) - 8 * HOUR;
  const samples = telemetry(start - HOUR, start + 3 * DAY + HOUR, 8);
  await sendSamples(ingest, pcs!, samples.pcs);
  await sendSamples(ingest, meter!, samples.meter);
  await sendSamples(ingest, pv!, samples.pv);
  await sendSamples(ingest, load!, samples.load);
  await engine.settled();
  const template = await createTemplate(
    m.call,
    m.tenant.id,
    {},
    { periods: BANDS, grid_connection_price: 0.4 },
  );
  const res = await m.call('POST', `/api/stations/${stationId}/tariffs`, {
    template_id: template.id,
    effective_from: '2020-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  await engine.settled();
  await engine.sweep();
}, 300_000);

afterAll(async () => {
  await app?.close();
  await ingest?.close();
  await database?.close();
  await mail.server?.close();
});

describe(`exports on ${testDatabaseKind()}`, () => {
  it("writes the screen's figures to xlsx in the caller's language, free text as text", async () => {
    const api = await call('POST', '/api/energy-reports/electricity', electricity('day').query);
    expect(api.statusCode, api.body).toBe(200);
    const report = api.json() as EnergyReport;
    const station = report.stations[0]!;
    expect(station.total.values.charge).toBeGreaterThan(0);
    for (const locale of ['zh', 'en'] as const) {
      const res = await call(
        'POST',
        '/api/exports/file',
        { format: 'xlsx', source: electricity('day') },
        locale,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename=".+\.xlsx"; filename\*=UTF-8''/,
      );
      const rows = await sheetOf(res.rawPayload);
      expect(rows[0]![0]).toBe(locale === 'zh' ? '电量统计' : 'Electricity statistics');
      expect(rows.some((r) => r[0] === STATION)).toBe(true);
      const header = rows.findIndex((r) => r[0] === (locale === 'zh' ? '时间' : 'Time'));
      expect(header).toBeGreaterThan(0);
      const titles = rows[header] as string[];
      expect(titles[1]).toBe(locale === 'zh' ? '充电量 (kWh)' : 'Charge (kWh)');
      const body = rows.slice(header + 1);
      expect(body.map((r) => r[0])).toEqual([...dates, locale === 'zh' ? '合计' : 'Total']);
      report.columns.forEach((c, i) => {
        [...station.rows, station.total].forEach((row, r) => {
          const digits = c.unit === 'ton' ? 4 : 2;
          expect(body[r]![i + 1], `${c.key} ${r}`).toBeCloseTo(row.values[c.key] ?? 0, digits);
        });
      });
    }
  });

  it('draws a PDF with the CJK font, and exports custom reports and analysis tables', async () => {
    const res = await call('POST', '/api/exports/file', { format: 'pdf', source: electricity('day') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('NotoSansCJK');
    expect(pdf).not.toMatch(/\/JavaScript|\/JS\s|<script/);

    for (const kind of ['lagging_cells', 'battery', 'meters'] as const) {
      const source = { kind, station_id: stationId, query: { from: dates[0], to: dates[2] } };
      for (const format of ['xlsx', 'pdf'] as const) {
        const out = await call('POST', '/api/exports/file', { format, source }, 'en');
        expect(out.statusCode, `${kind} ${format} ${out.body.slice(0, 200)}`).toBe(200);
      }
    }
    const created = await m.call('POST', '/api/custom-reports', {
      name: REPORT,
      dimension: 'station',
      cycle: 'day',
      points: ['import_kwh'],
      method: 'diff',
      all_stations: true,
      station_ids: [],
      shared_user_ids: [],
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const query = { start_time: `${dates[0]}T00:00:00Z`, end_time: `${dates[2]}T00:00:00Z` };
    const run = await m.call(
      'GET',
      `/api/custom-reports/${created.json().id}/run?start_time=${query.start_time}&end_time=${query.end_time}`,
    );
    expect(run.statusCode, run.body).toBe(200);
    const overall = run.json().points[0].overall;
    const out = await call('POST', '/api/exports/file', {
      format: 'xlsx',
      source: { kind: 'custom_report', report_id: created.json().id, query },
    });
    expect(out.statusCode, out.body).toBe(200);
    const rows = await sheetOf(out.rawPayload);
    expect(rows[0]![0]).toBe(REPORT);
    const pdf2 = await call('POST', '/api/exports/file', {
      format: 'pdf',
      source: { kind: 'custom_report', report_id: created.json().id, query },
    });
    expect(pdf2.statusCode).toBe(200);
    expect(pdf2.rawPayload.toString('latin1')).not.toMatch(/<script|\/JavaScript/);
    // The "all" row: each bucket and the total as the screen rounds them (3 decimals).
    const all = rows.find((r) => r[0] === '合计')!;
    const want = [...overall.buckets.map((b: { value: number | null }) => b.value), overall.total];
    want.forEach((v: number | null, i: number) => {
      if (v === null) expect(all[i + 1]).toBe('—');
      else expect(all[i + 1]).toBeCloseTo(v, 3);
    });
  });

  it('refuses a direct export above its limit and checks the station authority', async () => {
    const big = await call('POST', '/api/exports/file', { format: 'xlsx', source: electricity('hour') });
    expect(big.statusCode, big.body).toBe(422);
    expect(big.json().code).toBe('iot-export.10001');
    const other = await signedInMerchant(app, database.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/exports/file',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { format: 'xlsx', source: electricity('day') },
    });
    expect(res.statusCode).toBe(404);
    const task = await app.inject({
      method: 'POST',
      url: '/api/exports/tasks',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { format: 'xlsx', source: electricity('day') },
    });
    expect(task.statusCode).toBe(404);
  });

  it('runs a download task on the job runtime through its states; its file is the direct one', async () => {
    const created = await call(
      'POST',
      '/api/exports/tasks',
      { format: 'xlsx', source: electricity('day') },
      'en',
    );
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json() as ExportTask;
    expect(task.state).toBe('initialising');
    expect(task.title).toContain('Electricity statistics');
    const early = await call('GET', `/api/exports/tasks/${task.id}/file`);
    expect(early.json().code).toBe('iot-data.10011');
    await jobs.tick();
    const ready = (await call('GET', `/api/exports/tasks/${task.id}`)).json() as ExportTask;
    expect(ready.state).toBe('waiting_for_download');
    expect(ready.rows).toBe(4);
    expect(ready.expires_at).not.toBeNull();
    const file = await call('GET', `/api/exports/tasks/${task.id}/file`);
    expect(file.statusCode).toBe(200);
    const direct = await call(
      'POST',
      '/api/exports/file',
      { format: 'xlsx', source: electricity('day') },
      'en',
    );
    expect(await sheetOf(file.rawPayload)).toEqual(await sheetOf(direct.rawPayload));
    const list = (await call('GET', '/api/exports/tasks')).json().list as ExportTask[];
    expect(list.find((t) => t.id === task.id)?.state).toBe('finished');
    // Another user of the tenant does not see it.
    const sub = await subUserOf(app, m, ['report:export', 'report:view']);
    expect((await sub.as('GET', `/api/exports/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('fails a task above the row cap, cancels one, and finishes one queued before a restart', async () => {
    const big = (
      await call('POST', '/api/exports/tasks', { format: 'xlsx', source: electricity('hour') })
    ).json();
    const cancelled = (
      await call('POST', '/api/exports/tasks', { format: 'pdf', source: electricity('day') })
    ).json();
    const res = await call('POST', `/api/exports/tasks/${cancelled.id}/cancel`);
    expect(res.json().state).toBe('cancelled');
    expect((await call('POST', `/api/exports/tasks/${cancelled.id}/cancel`)).json().code).toBe(
      'iot-export.10003',
    );
    await jobs.tick();
    const failed = (await call('GET', `/api/exports/tasks/${big.id}`, undefined, 'en')).json() as ExportTask;
    expect(failed.state).toBe('failed');
    expect(failed.error_code).toBe('iot-data.10001');
    expect(failed.error_message).toContain('5 million');
    expect((await call('GET', `/api/exports/tasks/${cancelled.id}`)).json().state).toBe('cancelled');

    // Queued, then the process stops before any poll: a new process makes it.
    const queued = (
      await call('POST', '/api/exports/tasks', { format: 'pdf', source: electricity('day') })
    ).json();
    await app.close();
    ({ app, jobs } = await build());
    await jobs.tick();
    const done = (await call('GET', `/api/exports/tasks/${queued.id}`)).json() as ExportTask;
    expect(done.state).toBe('waiting_for_download');
    const file = await call('GET', `/api/exports/tasks/${queued.id}/file`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mails a scheduled report once per due time in the station zone, across a restart', async () => {
    const bad = await call('POST', '/api/exports/deliveries', {
      name: 'weekly',
      source: electricity('day'),
      format: 'xlsx',
      frequency: 'weekly',
      time: '07:00',
      zone_station_id: stationId,
      recipients: ['ops@example.com'],
      language: 'en',
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('weekday');
    const created = await call('POST', '/api/exports/deliveries', {
      name: 'Daily <i>report</i>',
      source: electricity('day'),
      format: 'xlsx',
      frequency: 'daily',
      time: '07:00',
      zone_station_id: stationId,
      recipients: ['ops@example.com', 'boss@example.com'],
      language: 'en',
    });
    expect(created.statusCode, created.body).toBe(201);
    const delivery = created.json();
    const due = Date.parse(delivery.next_run_at);
    // 07:00 at UTC+8 is 23:00 UTC.
    expect(new Date(due).getUTCHours()).toBe(23);
    expect(due).toBeGreaterThan(clock.now().getTime());
    await jobs.tick();
    const before = mail.server.mails.length;
    expect(before).toBe(0);

    await advance(due - clock.now().getTime() + 2 * 60_000);
    await jobs.tick();
    await jobs.tick();
    const sent = mail.server.mails.slice(before);
    expect(sent.map((x) => x.to[0]).sort()).toEqual(['boss@example.com', 'ops@example.com']);
    expect(sent[0]!.raw).toContain('Scheduled report: Daily <i>report</i>');
    expect(sent[0]!.raw).toContain('spreadsheetml');
    const listed = (await call('GET', '/api/exports/deliveries')).json().list[0];
    expect(listed.last_sent_at).not.toBeNull();
    expect(Date.parse(listed.next_run_at)).toBe(due + DAY);

    // A restart and more polls within the day: nothing is sent again.
    await app.close();
    ({ app, jobs } = await build());
    await jobs.tick();
    await advance(60 * 60_000);
    await jobs.tick();
    expect(mail.server.mails.length).toBe(before + 2);
  });

  it('removes files 7 days after they were made', async () => {
    const task = (
      await call('POST', '/api/exports/tasks', { format: 'xlsx', source: electricity('day') })
    ).json();
    await jobs.tick();
    expect((await call('GET', `/api/exports/tasks/${task.id}`)).json().state).toBe('waiting_for_download');
    await advance(8 * DAY);
    await jobs.tick();
    expect((await call('GET', `/api/exports/tasks/${task.id}`)).json().state).toBe('expired');
    const file = await call('GET', `/api/exports/tasks/${task.id}/file`);
    expect(file.statusCode).toBe(410);
    expect(file.json().code).toBe('iot-export.10002');
  });
});
