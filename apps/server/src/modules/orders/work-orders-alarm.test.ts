import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { startMailCapture } from '../../test/mail-capture';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { AlarmEventsRepository } from '../alarms/alarm-events.repository';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';
import { fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';
import { type Merchant, subUserOf, type SubUser } from '../../test/stations/station-test-helpers';
import {
  ALL_WORK_ORDER_APIS,
  bell,
  codeOf,
  stationWithDevice,
  workOrderInput,
  workOrderCrew,
} from '../../test/orders/order-test-helpers';
import type { WorkOrdersService } from './work-orders.service';

let app: FastifyInstance;
let database: Database;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let orders: WorkOrdersService;
const clock = new ManualClock();
let m: Merchant;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let elsewhere: Awaited<ReturnType<typeof stationWithDevice>>;
let sponsor: SubUser;
let handler: SubUser;
let verifier: SubUser;
let outsider: SubUser;

beforeAll(async () => {
  mail = await startMailCapture();
  database = await createTestDatabase();
  app = await buildApp(testConfig({ testHooks: true, smtpUrl: mail.url }), {
    database,
    clock,
    orders: { overdueIntervalMs: 0, expose: (s) => (orders = s) },
  });
  await app.ready();
  m = await signedInMerchant(app, database.db);
  site = await stationWithDevice(m);
  elsewhere = await stationWithDevice(m);
  ({ sponsor, handler, verifier } = await workOrderCrew(app, m, site.stationId));
  // Holds every work-order permission but no authority over the alarm's station.
  outsider = await subUserOf(app, m, ALL_WORK_ORDER_APIS);
  await outsider.grant([elsewhere.stationId]);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await mail?.close();
});

const input = (extra: Record<string, unknown> = {}) =>
  workOrderInput({ station_id: site.stationId, handler_id: handler.id, verifier_id: verifier.id, ...extra });

/** An active alarm event on the site's device, raised as the engine raises it. */
async function alarmEvent(stationId = site.stationId, deviceId = site.deviceId) {
  const rule = (
    await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, ruleInput(stationId))
  ).json();
  const { id } = await new AlarmEventsRepository(database.db).raise({
    tenantId: m.tenant.id,
    ruleId: rule.id,
    ruleName: rule.name,
    deviceId,
    stationId,
    level: 1,
    value: 9,
    message: 'soc 9',
    at: clock.now(),
  });
  return id;
}

async function eventOf(id: string) {
  const res = await m.call(
    'GET',
    `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${m.manager.id}/alert-event-data?page_size=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { list: Array<Record<string, unknown>> }).list.find((e) => e.id === id)!;
}

describe(`work orders from alarm events, overdue sweep on ${testDatabaseKind()}`, () => {
  it('raises an order from an alarm event; the event shows it; passing the order handles the alarm', async () => {
    const eventId = await alarmEvent();
    const created = await sponsor.as(
      'POST',
      '/api/work-orders',
      input({ alarm_event_id: eventId, device_ids: [site.deviceId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.alarm_event_id).toBe(eventId);
    let event = await eventOf(eventId);
    expect(event).toMatchObject({ work_order_id: order.id, work_order_no: order.order_no });
    expect(event.handler_status).toBe('unhandled');

    // A second order from the same event is refused, and nothing is stored.
    const again = await sponsor.as('POST', '/api/work-orders', input({ alarm_event_id: eventId }));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('iot-order.10012');

    expect((await handler.as('POST', `/api/work-orders/${order.id}/accept`, {})).statusCode).toBe(200);
    expect(
      (await handler.as('POST', `/api/work-orders/${order.id}/submit`, { note: '更换风扇' })).statusCode,
    ).toBe(200);
    // A failed verification does not handle the alarm; only the pass does.
    expect(
      (await verifier.as('POST', `/api/work-orders/${order.id}/fail`, { note: '仍有告警' })).statusCode,
    ).toBe(200);
    expect((await eventOf(eventId)).handler_status).toBe('unhandled');
    expect((await handler.as('POST', `/api/work-orders/${order.id}/rework`, {})).statusCode).toBe(200);
    expect(
      (await handler.as('POST', `/api/work-orders/${order.id}/submit`, { note: '已修复' })).statusCode,
    ).toBe(200);
    const passed = await verifier.as('POST', `/api/work-orders/${order.id}/pass`, {});
    expect(passed.json().status).toBe('completed');
    event = await eventOf(eventId);
    expect(event.handler_status).toBe('handled');
    expect(event.handle_method).toBe(`work order ${order.order_no}`);
  });

  it('refuses an alarm event of another station (at the field) or one the caller does not see (404)', async () => {
    const eventId = await alarmEvent(elsewhere.stationId, elsewhere.deviceId);
    const count = async () => (await m.call('GET', '/api/work-orders')).json().pagination.total_size;
    const before = await count();
    expect(fieldCodes(await m.call('POST', '/api/work-orders', input({ alarm_event_id: eventId })))).toEqual({
      alarm_event_id: 'iot-order.10013',
    });
    // The sponsor does not reach the alarm's station: the event does not exist for it.
    const unseen = await sponsor.as(
      'POST',
      '/api/work-orders',
      input({ alarm_event_id: eventId, station_id: elsewhere.stationId, device_ids: [] }),
    );
    expect(unseen.statusCode).toBe(404);
    const unknown = await m.call(
      'POST',
      '/api/work-orders',
      input({ alarm_event_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect((await eventOf(eventId)).work_order_id).toBeNull();
    // The outsider reaches the event's station: it may raise the order.
    const ok = await outsider.as(
      'POST',
      '/api/work-orders',
      input({ alarm_event_id: eventId, station_id: elsewhere.stationId }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('flags open orders past their planned end once, by bell and e-mail to sponsor and handler', async () => {
    // Due two minutes from now (a short move of the clock keeps the sessions alive).
    const soon = {
      planned_start: new Date(clock.now().getTime() + 60_000).toISOString(),
      planned_end: new Date(clock.now().getTime() + 120_000).toISOString(),
    };
    const open = (await sponsor.as('POST', '/api/work-orders', input({ name: '逾期工单', ...soon }))).json();
    const withdrawn = (
      await sponsor.as('POST', '/api/work-orders', input({ name: '已撤回', ...soon }))
    ).json();
    expect((await sponsor.as('POST', `/api/work-orders/${withdrawn.id}/withdraw`, {})).statusCode).toBe(200);
    // Nothing is overdue before the planned end.
    await orders.flagOverdue();
    expect((await sponsor.as('GET', `/api/work-orders/${open.id}`)).json().overdue_at).toBeNull();

    clock.advance(5 * 60_000);
    const mailsBefore = mail.mails.length;
    const sweptAt = clock.now().getTime();
    const flagged = await orders.flagOverdue();
    expect(flagged).toBeGreaterThanOrEqual(1);
    const record = await sponsor.as('GET', `/api/work-orders/${open.id}`);
    expect(record.statusCode, record.body).toBe(200);
    expect(Date.parse(record.json().overdue_at)).toBeGreaterThanOrEqual(sweptAt);
    expect((await sponsor.as('GET', `/api/work-orders/${withdrawn.id}`)).json().overdue_at).toBeNull();

    const overdueName = `工单 ${open.order_no} 已逾期 / Work order ${open.order_no} is overdue`;
    for (const who of [sponsor, handler]) {
      expect(await bell(who.as, m.tenant.id, who.id)).toContain(overdueName);
      const to = `${who.username}@example.com`.toLowerCase();
      expect(
        mail.mails.slice(mailsBefore).some((x) => x.to.includes(to) && x.text.includes(open.order_no)),
      ).toBe(true);
    }
    expect(await bell(verifier.as, m.tenant.id, verifier.id)).not.toContain(overdueName);

    // A second sweep tells nobody again.
    const mailsAfter = mail.mails.length;
    await orders.flagOverdue();
    expect(mail.mails.length).toBe(mailsAfter);
    expect((await bell(sponsor.as, m.tenant.id, sponsor.id)).filter((n) => n === overdueName)).toHaveLength(
      1,
    );
  });
});
