import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alarmRules } from '../../db/schema';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { AlarmEngine } from '../alarms/alarm-engine';
import type { AlarmNotifier } from '../alarms/alarm-notifier';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import {
  bind,
  createStation,
  type Merchant,
  unique,
  type SubUser,
} from '../../test/stations/station-test-helpers';
import { bell, workOrderTemplate, handlerAndVerifier } from '../../test/orders/order-test-helpers';

// The real path: uplink → ingest → alarm engine → notifier → the rule's work-order action → orders.

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let server: IngestApp;
let engine: AlarmEngine;
let notifier: AlarmNotifier;
let m: Merchant;
let typeId: string;
let stationId: string;
let handler: SubUser;
let verifier: SubUser;
let templateId: string;

beforeAll(async () => {
  server = await startIngestApp(testConfig({ testHooks: true }), {
    deviceData: { commandSweepIntervalMs: 0 },
    alarms: { offlineIntervalMs: 0, expose: (e) => (engine = e), exposeNotifier: (n) => (notifier = n) },
  });
  ({ database, ingest, app } = server);
  m = await signedInMerchant(app, database.db);
  const type = await m.call(
    'POST',
    '/api/device-types',
    customType('ORDER_ALARM', {
      points: [{ name: 'soc', zh: 'SOC', type: 'float', unit: '%', min: 0, max: 100 }],
    }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
  stationId = (await createStation(m.call)).id;
  ({ handler, verifier } = await handlerAndVerifier(app, m));
  templateId = await workOrderTemplate(m, {
    type: 'troubleshooting',
    name: '告警排查',
    checklist: ['查看告警', '复位设备'],
  });
});
afterAll(async () => {
  await server?.close();
});

async function boundDevice(): Promise<string> {
  const id = unique('wo');
  expect((await m.call('POST', '/api/devices', { id, name: id, type_id: typeId })).statusCode).toBe(201);
  expect((await bind(m, stationId, [id])).statusCode).toBe(200);
  return id;
}

async function ruleWithAction(deviceId: string, level: number) {
  const res = await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, {
    ...ruleInput(stationId),
    level,
    trigger_filter: { type: 'devices', ids: [deviceId] },
    actions: [
      { type: 'work_order', template_id: templateId, handler_id: handler.id, verifier_id: verifier.id },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

async function lowSoc(deviceId: string, ts: number) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values: { soc: 5 } })), ts);
  await engine.settled();
  await notifier.settled();
}

const ordersOfDevice = async (deviceId: string) =>
  (
    (await m.call('GET', '/api/work-orders?page_size=100')).json().list as Array<Record<string, unknown>>
  ).filter((o) => (o.device_ids as string[]).includes(deviceId));

describe(`alarm rule work-order action on ${testDatabaseKind()}`, () => {
  it('a critical alarm opens one work order from the template, linked to the event, and tells the handler', async () => {
    const deviceId = await boundDevice();
    const rule = await ruleWithAction(deviceId, 4);
    const t0 = Date.now() - 60_000;
    await lowSoc(deviceId, t0);
    await lowSoc(deviceId, t0 + 1000); // the same alarm again: no second order
    const [order, ...more] = await ordersOfDevice(deviceId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      type: 'troubleshooting',
      priority: 'high',
      status: 'pending',
      station_id: stationId,
      handler_id: handler.id,
      verifier_id: verifier.id,
      template_id: templateId,
    });
    expect((order!.checklist as Array<{ item: string }>).map((c) => c.item)).toEqual([
      '查看告警',
      '复位设备',
    ]);
    const events = await m.call(
      'GET',
      `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${m.manager.id}/alert-event-data?rule_id=${rule.id}`,
    );
    const [event] = events.json().list;
    expect(event.work_order_id).toBe(order!.id);
    expect(order!.alarm_event_id).toBe(event.id);
    expect(
      (await bell(handler.as, m.tenant.id, handler.id)).some((n) => n.includes(String(order!.order_no))),
    ).toBe(true);
  });

  it('a non-critical alarm opens no order', async () => {
    const deviceId = await boundDevice();
    await ruleWithAction(deviceId, 3);
    await lowSoc(deviceId, Date.now() - 30_000);
    expect(await ordersOfDevice(deviceId)).toEqual([]);
  });

  it('refuses a malformed action with a catalogue code and stores no rule', async () => {
    const res = await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, {
      ...ruleInput(stationId),
      actions: [
        { type: 'work_order', template_id: 'nope', handler_id: handler.id, verifier_id: verifier.id },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().data.fields)).toContain('iot-validation.10002');
  });
});

describe(`another tenant's ids in a work-order action on ${testDatabaseKind()}`, () => {
  /** Tenant B: its own station, bound device, template and people. */
  async function tenantB() {
    const b = await signedInMerchant(app, database.db);
    const type = await b.call(
      'POST',
      '/api/device-types',
      customType('ORDER_ALARM_B', {
        points: [{ name: 'soc', zh: 'SOC', type: 'float', unit: '%', min: 0, max: 100 }],
      }),
    );
    expect(type.statusCode, type.body).toBe(201);
    const station = (await createStation(b.call)).id;
    const device = unique('wob');
    expect(
      (await b.call('POST', '/api/devices', { id: device, name: device, type_id: type.json().id }))
        .statusCode,
    ).toBe(201);
    expect((await bind(b, station, [device])).statusCode).toBe(200);
    const people = await handlerAndVerifier(app, b);
    const template = await workOrderTemplate(b, {
      type: 'troubleshooting',
      name: 'B 排查',
      checklist: ['B'],
    });
    return { b, station, device, people, template };
  }
  const aAction = () => ({
    type: 'work_order',
    template_id: templateId,
    handler_id: handler.id,
    verifier_id: verifier.id,
  });
  const rulesOf = async (b: Merchant) =>
    (await b.call('GET', `/api/alert-mgmt/tenants/${b.tenant.id}/rules?page_size=100`)).json().list as Array<{
      id: string;
      name: string;
      actions: unknown[];
    }>;

  it("refuses B's rule naming A's template, handler and verifier, on create and update, as POST /work-orders does", async () => {
    const { b, station, device, people, template } = await tenantB();
    // The same ids are refused by the orders' own call.
    const direct = await b.call('POST', '/api/work-orders', {
      name: 'B',
      type: 'troubleshooting',
      template_id: templateId,
      station_id: station,
      handler_id: handler.id,
      verifier_id: verifier.id,
      planned_start: '2030-01-01T00:00:00Z',
      planned_end: '2030-01-02T00:00:00Z',
    });
    expect(direct.statusCode).toBe(422);

    const base = { ...ruleInput(station), level: 4, trigger_filter: { type: 'devices', ids: [device] } };
    const created = await b.call('POST', `/api/alert-mgmt/tenants/${b.tenant.id}/rules`, {
      ...base,
      actions: [aAction()],
      escalation: { after_minutes: 5, actions: [aAction()] },
    });
    expect(created.statusCode, created.body).toBe(422);
    const fields = created.json().data.fields as Array<{ field: string; code: string }>;
    expect(fields.map((f) => `${f.field} ${f.code}`).sort()).toEqual(
      [
        'actions.0.handler_id iot-order.10007',
        'actions.0.template_id iot-order.10010',
        'actions.0.verifier_id iot-order.10007',
        'escalation.actions.0.handler_id iot-order.10007',
        'escalation.actions.0.template_id iot-order.10010',
        'escalation.actions.0.verifier_id iot-order.10007',
      ].sort(),
    );
    expect((await rulesOf(b)).map((r) => r.name)).not.toContain(base.name);

    // B's own ids are taken; changing them to A's is refused and keeps B's.
    const own = {
      type: 'work_order',
      template_id: template,
      handler_id: people.handler.id,
      verifier_id: people.verifier.id,
    };
    const rule = await b.call('POST', `/api/alert-mgmt/tenants/${b.tenant.id}/rules`, {
      ...base,
      actions: [own],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    for (const mixed of [
      { ...own, template_id: templateId },
      { ...own, handler_id: handler.id },
      { ...own, verifier_id: verifier.id },
    ]) {
      const updated = await b.call('PUT', `/api/alert-mgmt/tenants/${b.tenant.id}/rules/${rule.json().id}`, {
        ...base,
        actions: [mixed],
      });
      expect(updated.statusCode, updated.body).toBe(422);
    }
    const [stored] = (await rulesOf(b)).filter((r) => r.id === rule.json().id);
    expect(stored!.actions).toEqual([own]);
  });

  it("a rule stored earlier with A's ids opens no order when it fires, in either tenant", async () => {
    const { b, station, device, people, template } = await tenantB();
    const rule = await b.call('POST', `/api/alert-mgmt/tenants/${b.tenant.id}/rules`, {
      ...ruleInput(station),
      level: 4,
      trigger_filter: { type: 'devices', ids: [device] },
      actions: [
        {
          type: 'work_order',
          template_id: template,
          handler_id: people.handler.id,
          verifier_id: people.verifier.id,
        },
      ],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    // As a rule saved before the check: its action names A's template and people.
    await database.db
      .update(alarmRules)
      .set({ actions: [aAction()] as never })
      .where(eq(alarmRules.id, rule.json().id));
    engine.rulesChanged(b.tenant.id, rule.json().id);
    const aOrdersBefore = (await m.call('GET', '/api/work-orders?page_size=100')).json().list.length;
    const handlerBellBefore = (await bell(handler.as, m.tenant.id, handler.id)).length;

    await lowSoc(device, Date.now() - 20_000);

    const events = await b.call(
      'GET',
      `/api/out-wrapper/group/tenants/${b.tenant.id}/user/${b.manager.id}/alert-event-data?rule_id=${rule.json().id}`,
    );
    const [event] = events.json().list;
    expect(event, 'the alarm itself is raised').toBeDefined();
    expect(event.work_order_id).toBeNull();
    expect((await b.call('GET', '/api/work-orders?page_size=100')).json().list.length).toBe(0);
    expect((await m.call('GET', '/api/work-orders?page_size=100')).json().list.length).toBe(aOrdersBefore);
    expect((await bell(handler.as, m.tenant.id, handler.id)).length).toBe(handlerBellBefore);
  });
});
