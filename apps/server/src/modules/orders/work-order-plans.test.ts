import type { WorkOrderTenantFigures } from '@ies/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { tokenFor } from '../../test/identity-helpers';
import type { Merchant, SubUser } from '../../test/stations/station-test-helpers';
import { ORDER_JOBS } from './orders.module';
import {
  stationWithDevice,
  workOrderInput,
  workOrderTemplate,
  handlerAndVerifier,
} from '../../test/orders/order-test-helpers';

/** Frozen time shared by both "processes": due times and figures are exact. */
const clock = {
  at: Date.now(),
  now() {
    return new Date(this.at);
  },
  advance(ms: number) {
    this.at += ms;
  },
};
const DAY = 86_400_000;
const HOUR = 3_600_000;

// Sessions outlive the days the clock jumps here.
const config = { testHooks: true, sessionIdleMinutes: 7 * 24 * 60, sessionMaxHours: 24 * 90 };
let database: Database;
let appA: FastifyInstance;
let appB: FastifyInstance;
let jobsA: JobRuntime;
let jobsB: JobRuntime;
let m: Merchant;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let handler: SubUser;
let verifier: SubUser;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two apps on one database: two processes, each with its own job runtime.
  appA = await buildApp(testConfig(config), { database, clock, jobs: { expose: (j) => (jobsA = j) } });
  appB = await buildApp(testConfig(config), { database, clock, jobs: { expose: (j) => (jobsB = j) } });
  await Promise.all([appA.ready(), appB.ready()]);
  m = await signedInMerchant(appA, database.db);
  site = await stationWithDevice(m);
  ({ handler, verifier } = await handlerAndVerifier(appA, m));
  templateId = await workOrderTemplate(m, {
    type: 'station_inspection',
    name: '周巡检',
    checklist: ['看逆变器', '看电池'],
  });
});
afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await database?.close();
});

const planInput = (extra: Record<string, unknown> = {}) => ({
  name: '每周巡检',
  station_id: site.stationId,
  template_id: templateId,
  handler_id: handler.id,
  verifier_id: verifier.id,
  every: 1,
  unit: 'day',
  first_due: new Date(clock.at + 60_000).toISOString(),
  ...extra,
});
const planOrders = async (name: string) =>
  (await m.call('GET', '/api/work-orders?page_size=100'))
    .json()
    .list.filter((o: { name: string }) => o.name === name);

describe(`work-order export and figures on ${testDatabaseKind()}`, () => {
  it('exports the filtered list as xlsx with formula characters escaped', async () => {
    const res = await m.call('POST', '/api/work-orders', {
      ...workOrderInput({ station_id: site.stationId, handler_id: handler.id, verifier_id: verifier.id }),
      name: '=1+2',
      priority: 'low',
      description: '@SUM(A1:A9)',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = await m.call('GET', '/api/work-orders/export?priority=low');
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]![1]).toBe('工单编号');
    expect(rows).toHaveLength(2); // the header and the one low-priority order
    expect(rows[1]![2]).toBe("'=1+2");
    expect(rows[1]![16]).toBe("'@SUM(A1:A9)");
    // No cell of the file holds a formula.
    book.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it('keeps markup in an order as literal text in the xlsx', async () => {
    const res = await m.call('POST', '/api/work-orders', {
      ...workOrderInput({ station_id: site.stationId, handler_id: handler.id, verifier_id: verifier.id }),
      name: '<b>巡检</b> > 1',
      priority: 'high',
      description: '<script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = await m.call('GET', '/api/work-orders/export?priority=high');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const row = rows.find((r) => r[2] === '<b>巡检</b> > 1');
    expect(row?.[16]).toBe('<script>alert(1)</script>');
  });

  it('figures reconcile with the orders own timestamps (computed again in SQL)', async () => {
    for (let i = 0; i < 6; i += 1) {
      clock.advance(HOUR);
      const input = workOrderInput({
        station_id: site.stationId,
        handler_id: handler.id,
        verifier_id: verifier.id,
      });
      expect((await m.call('POST', '/api/work-orders', input)).statusCode).toBe(201);
    }
    // Move the orders along at known times: some accepted only, some completed, late or not.
    const open = (await m.call('GET', '/api/work-orders?page_size=100')).json().list as Array<{ id: string }>;
    for (const [i, order] of open.entries()) {
      clock.advance((i + 1) * 37 * 60_000);
      const accepted = await handler.as('POST', `/api/work-orders/${order.id}/accept`, {});
      if (accepted.statusCode !== 200 || i % 2 === 1) continue;
      clock.advance((i + 2) * 5 * HOUR);
      const checklist = accepted
        .json()
        .checklist.map((c: { item: string }) => ({ item: c.item, done: true, note: '' }));
      const submitted = await handler.as('POST', `/api/work-orders/${order.id}/submit`, {
        checklist,
        note: '已处理',
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const passed = await verifier.as('POST', `/api/work-orders/${order.id}/pass`, {});
      expect(passed.statusCode, passed.body).toBe(200);
    }
    const figures = (await m.call('GET', '/api/work-orders/figures')).json().months;
    const now = clock.now().toISOString();
    const expected = await database.rows<Record<string, unknown>>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as orders,
        count(actual_start)::int as rc,
        percentile_cont(0.5) within group (order by extract(epoch from actual_start - created_at) / 3600) as rm,
        percentile_cont(0.9) within group (order by extract(epoch from actual_start - created_at) / 3600) as r9,
        count(*) filter (where status = 'completed')::int as mc,
        percentile_cont(0.5) within group (order by extract(epoch from actual_end - created_at) / 3600)
          filter (where status = 'completed') as mm,
        percentile_cont(0.9) within group (order by extract(epoch from actual_end - created_at) / 3600)
          filter (where status = 'completed') as m9
      from work_orders where tenant_id = ${m.tenant.id} group by 1 order by 1`);
    expect(figures.map((f: { month: string }) => f.month)).toEqual(expected.map((e) => e.month));
    for (const [i, f] of figures.entries()) {
      const e = expected[i]!;
      expect(f.orders).toBe(e.orders);
      expect(f.time_to_receive.count).toBe(e.rc);
      expect(f.time_to_receive.median).toBeCloseTo(Number(e.rm), 9);
      expect(f.time_to_receive.p90).toBeCloseTo(Number(e.r9), 9);
      expect(f.time_to_repair.count).toBe(e.mc);
      expect(f.time_to_repair.median).toBeCloseTo(Number(e.mm), 9);
      expect(f.time_to_repair.p90).toBeCloseTo(Number(e.m9), 9);
    }
    expect(
      figures.reduce((n: number, f: { time_to_repair: { count: number } }) => n + f.time_to_repair.count, 0),
    ).toBeGreaterThan(0);
    const [late] = await database.rows<{ n: number; med: number | null; p9: number | null }>(sql`
      select count(*)::int as n,
        percentile_cont(0.5) within group (order by extract(epoch from coalesce(case when status = 'completed' then actual_end end, ${now}::timestamptz) - planned_end) / 3600) as med,
        percentile_cont(0.9) within group (order by extract(epoch from coalesce(case when status = 'completed' then actual_end end, ${now}::timestamptz) - planned_end) / 3600) as p9
      from work_orders where tenant_id = ${m.tenant.id} and status not in ('withdrawn', 'rejected')
        and coalesce(case when status = 'completed' then actual_end end, ${now}::timestamptz) > planned_end`);
    const overdue = figures.map((f: { overdue: { count: number } }) => f.overdue);
    expect(overdue.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(late!.n);
    expect(late!.n).toBeGreaterThan(0);
    if (figures.length === 1) {
      expect(overdue[0].median).toBeCloseTo(Number(late!.med), 9);
      expect(overdue[0].p90).toBeCloseTo(Number(late!.p9), 9);
    }
  });
  it('gives the platform administrator the figures per tenant and month, reconciling with each tenant’s rows', async () => {
    // A second tenant with its own orders, one accepted and completed at known times.
    const other = await signedInMerchant(appA, database.db);
    const otherSite = await stationWithDevice(other);
    for (let i = 0; i < 3; i += 1) {
      const created = await other.call(
        'POST',
        '/api/work-orders',
        workOrderInput({
          station_id: otherSite.stationId,
          handler_id: other.manager.id,
          verifier_id: other.manager.id,
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      if (i > 0) continue;
      clock.advance(90 * 60_000);
      await other.call('POST', `/api/work-orders/${created.json().id}/accept`, {});
      clock.advance(3 * HOUR);
      await other.call('POST', `/api/work-orders/${created.json().id}/submit`, { note: '好了' });
      expect((await other.call('POST', `/api/work-orders/${created.json().id}/pass`, {})).statusCode).toBe(
        200,
      );
    }
    expect((await m.call('GET', '/api/admin/work-orders/figures')).statusCode).toBe(403);
    const password = (await bootstrapPlatform(database.db)).password;
    const admin = password ? await tokenFor(appA, 'admin', password) : undefined;
    expect(admin).toBeDefined();
    const res = await appA.inject({
      method: 'GET',
      url: '/api/admin/work-orders/figures',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tenants = (res.json() as WorkOrderTenantFigures).tenants;
    const expected = await database.rows<Record<string, unknown>>(sql`
      select tenant_id::text as tenant, to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
        count(*)::int as orders, count(actual_start)::int as rc,
        percentile_cont(0.5) within group (order by extract(epoch from actual_start - created_at) / 3600) as rm,
        count(*) filter (where status = 'completed')::int as mc,
        percentile_cont(0.9) within group (order by extract(epoch from actual_end - created_at) / 3600)
          filter (where status = 'completed') as m9
      from work_orders group by 1, 2 order by 1, 2`);
    const flat = tenants.flatMap((t) => t.months.map((f) => ({ tenant: t.tenant_id, ...f })));
    expect(flat.map((f) => `${f.tenant} ${f.month}`)).toEqual(expected.map((e) => `${e.tenant} ${e.month}`));
    for (const [i, f] of flat.entries()) {
      const e = expected[i]!;
      expect(f.orders).toBe(e.orders);
      expect(f.time_to_receive.count).toBe(e.rc);
      expect(f.time_to_receive.median).toBeCloseTo(Number(e.rm), 9);
      expect(f.time_to_repair.count).toBe(e.mc);
      expect(f.time_to_repair.p90).toBeCloseTo(Number(e.m9), 9);
    }
    // The second tenant's own figures are exactly its row of the administrator's.
    const own = (
      await other.call('GET', '/api/work-orders/figures')
    ).json() as WorkOrderTenantFigures['tenants'][number];
    expect(tenants.find((t) => t.tenant_id === other.tenant.id)?.months).toEqual(own.months);
    expect(own.months.at(-1)?.time_to_repair.median).toBeCloseTo(4.5, 9);
  });
});

describe(`planned maintenance on ${testDatabaseKind()}`, () => {
  it('refuses bad plans with catalogue codes at the field and stores nothing', async () => {
    expect(
      fieldCodes(await m.call('POST', '/api/work-order-plans', planInput({ every: 13, unit: 'month' }))),
    ).toEqual({
      every: 'iot-order.10014',
    });
    expect(fieldCodes(await m.call('POST', '/api/work-order-plans', planInput({ every: 0 })))).toMatchObject({
      every: 'iot-order.10014',
    });
    const general = await m.call('POST', '/api/work-order-templates', {
      type: 'troubleshooting',
      name: '排查',
    });
    expect(
      fieldCodes(
        await m.call('POST', '/api/work-order-plans', planInput({ template_id: general.json().id })),
      ),
    ).toEqual({ template_id: 'iot-order.10010' });
    const other = await signedInMerchant(appA, database.db);
    expect((await other.call('POST', '/api/work-order-plans', planInput())).statusCode).toBe(404);
    expect((await m.call('GET', '/api/work-order-plans')).json().list).toEqual([]);
  });

  it('a due plan opens exactly one order per due time, with sweeps run twice in two processes', async () => {
    const created = await m.call('POST', '/api/work-order-plans', planInput());
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({ template_name: '周巡检', every: 1, unit: 'day', last_order_no: null });

    // The sweep runs as a scheduled job; two processes poll for it.
    clock.advance(2 * 60_000);
    await Promise.all([jobsA.tick(), jobsB.tick(), jobsA.tick(), jobsB.tick()]);
    const [first, ...more] = await planOrders('每周巡检');
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      type: 'station_inspection',
      status: 'pending',
      station_id: site.stationId,
      handler_id: handler.id,
      verifier_id: verifier.id,
    });
    expect(first.checklist.map((c: { item: string }) => c.item)).toEqual(['看逆变器', '看电池']);
    expect(Date.parse(first.planned_end) - Date.parse(first.planned_start)).toBe(24 * HOUR);
    const listed = (await m.call('GET', '/api/work-order-plans')).json().list[0];
    expect(listed.last_order_no).toBe(first.order_no);
    expect(Date.parse(listed.next_due)).toBe(Date.parse(first.planned_start) + DAY);

    // A day later: the second order, once, even with each runtime's sweep run directly too.
    clock.advance(DAY);
    await Promise.all([jobsA.tick(), jobsB.tick()]);
    await Promise.all([jobsA.send(ORDER_JOBS.plans), jobsB.send(ORDER_JOBS.plans)]);
    await Promise.all([jobsA.tick(), jobsB.tick()]);
    expect(await planOrders('每周巡检')).toHaveLength(2);

    // Five days without any process: one order for the latest due time, not five.
    clock.advance(5 * DAY);
    await Promise.all([jobsA.tick(), jobsB.tick()]);
    const all = await planOrders('每周巡检');
    expect(all).toHaveLength(3);
    const starts = all.map((o: { planned_start: string }) => Date.parse(o.planned_start)).sort();
    expect(starts[2] - starts[1]).toBe(5 * DAY);

    expect((await m.call('DELETE', `/api/work-order-plans/${plan.id}`)).statusCode).toBe(204);
    clock.advance(2 * DAY);
    await Promise.all([jobsA.tick(), jobsB.tick()]);
    expect(await planOrders('每周巡检')).toHaveLength(3);
  });
});
