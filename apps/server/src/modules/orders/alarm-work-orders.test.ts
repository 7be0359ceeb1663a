import type { FastifyInstance } from 'fastify';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { AlarmEngine } from '../alarms/alarm-engine';
import type { AlarmNotifier } from '../alarms/alarm-notifier';
import { ruleInput } from '../alarms/alarm-test-helpers';
import { customType, signedInMerchant } from '../devices/device-test-helpers';
import { bind, createStation, type Merchant, unique, type SubUser } from '../stations/station-test-helpers';
import { bell, workOrderTemplate, handlerAndVerifier } from './order-test-helpers';

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
