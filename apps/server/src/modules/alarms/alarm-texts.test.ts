import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import { type Merchant, unique } from '../../test/stations/station-test-helpers';
import type { AlarmEngine } from './alarm-engine';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

// Issue 34 items 2 and 5: a rule's texts in both languages, an alarm read in the viewer's, and
// points named by the thing model, not by their identifiers.

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let engine: AlarmEngine;
let m: Merchant;
let typeId: string;
const DAY0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    deviceCache: ingest.registry,
    ingest,
    deviceData: { commandSweepIntervalMs: 0 },
    alarms: { offlineIntervalMs: 0, expose: (e) => (engine = e) },
  });
  await app.ready();
  m = await signedInMerchant(app, database.db);
  const type = await m.call(
    'POST',
    '/api/device-types',
    customType('TEXTS_BMS', {
      points: [
        { name: 'max_cell_voltage', zh: '最高单体电压', en: 'Max cell voltage', type: 'float', unit: 'V' },
        { name: 'min_cell_voltage', zh: '最低单体电压', en: 'Min cell voltage', type: 'float', unit: 'V' },
      ],
    }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
});
afterAll(async () => {
  await app?.close();
  await ingest?.close();
  await database?.close();
});

async function device(): Promise<string> {
  const id = unique('tx');
  const res = await m.call('POST', '/api/devices', { id, name: id, type_id: typeId });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

const rulesUrl = () => `/api/alert-mgmt/tenants/${m.tenant.id}/rules`;

/** The demo's cell-voltage spread rule, as apps/simulator/src/provisioning/demo-alarms.ts writes it. */
function spreadRule(deviceId: string, extra: Record<string, unknown> = {}) {
  const base = ruleInput('x');
  return {
    ...base,
    name: unique('演示_电芯压差过大_'),
    simple_mode: false,
    trigger_filter: { type: 'devices', ids: [deviceId] },
    trigger_condition: {
      ...base.trigger_condition,
      conditions: [
        {
          kind: 'point',
          point: 'max_cell_voltage',
          minus_point: 'min_cell_voltage',
          comparison: '>',
          threshold: 0.15,
        },
      ],
    },
    ...extra,
  };
}

async function send(deviceId: string, ts: number, values: Record<string, number>) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), ts);
  await engine.settled();
}

interface Event {
  rule_name: string;
  message: string;
  i18n: Record<string, { zh?: string; en?: string }>;
}
async function eventsOf(ruleId: string): Promise<Event[]> {
  const res = await m.call(
    'GET',
    `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${m.manager.id}/alert-event-data?rule_id=${ruleId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list;
}

describe(`alarm texts in both languages on ${testDatabaseKind()} (issue 34)`, () => {
  it('a demo-like rule keeps its name and text per language, and an older client editing it loses neither', async () => {
    const d = await device();
    const i18n = {
      name: { zh: '演示_电芯压差过大', en: 'Demo-cell-voltage-spread' },
      custom_alert_description: {
        zh: '{station} {device}：{point} = {value} V，高于 {threshold} V。',
        en: '{station} {device}: {point} = {value} V, above {threshold} V.',
      },
    };
    const created = await m.call('POST', rulesUrl(), spreadRule(d, { i18n }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().i18n).toEqual(i18n);
    const { id, i18n: _, ...body } = created.json();
    // A client that does not know the variants sends the rule back without them: they stay.
    const put = await m.call('PUT', `${rulesUrl()}/${id}`, {
      ...spreadRule(d),
      name: body.name,
      level: 2,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ level: 2, i18n });
    const listed = await m.call(
      'GET',
      `${rulesUrl()}?current_page=1&page_size=10&name=${encodeURIComponent(body.name)}`,
    );
    expect(listed.json().list[0].i18n).toEqual(i18n);
  });

  it('a variant is checked as the field itself is: a template too long is refused', async () => {
    const d = await device();
    const res = await m.call(
      'POST',
      rulesUrl(),
      spreadRule(d, { i18n: { custom_alert_description: { en: 'x'.repeat(5000) } } }),
    );
    expect(res.statusCode, res.body).toBe(422);
  });

  it("an alarm of the rule reads in the viewer's language, points by their thing-model names", async () => {
    const d = await device();
    const created = await m.call(
      'POST',
      rulesUrl(),
      spreadRule(d, {
        i18n: {
          name: { zh: '演示_电芯压差过大', en: 'Demo-cell-voltage-spread' },
          custom_alert_description: {
            zh: '{device}：{point} = {value} V，高于 {threshold} V。',
            en: '{device}: {point} = {value} V, above {threshold} V.',
          },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await send(d, DAY0 + 3_600_000, { max_cell_voltage: 3.518, min_cell_voltage: 3.1 });
    const [event] = await eventsOf(created.json().id);
    expect(event?.i18n.message).toEqual({
      zh: `${d}：最高单体电压−最低单体电压 = 0.418 V，高于 0.15 V。`,
      en: `${d}: Max cell voltage − Min cell voltage = 0.418 V, above 0.15 V.`,
    });
    expect(event?.i18n.rule_name).toEqual({ zh: '演示_电芯压差过大', en: 'Demo-cell-voltage-spread' });
    // The primary text is the Chinese one (older clients read it); no identifier in it.
    expect(event?.message).toBe(event?.i18n.message?.zh);
    expect(event?.message).not.toContain('max_cell_voltage');
  });

  it('the default line of an expert rule names the points and their unit in each language', async () => {
    const d = await device();
    const created = await m.call(
      'POST',
      rulesUrl(),
      spreadRule(d, { alert_description_type: 'default', custom_alert_description: '' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await send(d, DAY0 + 7_200_000, { max_cell_voltage: 3.5, min_cell_voltage: 3.2 });
    const [event] = await eventsOf(created.json().id);
    expect(event?.i18n.message?.zh).toContain('最高单体电压−最低单体电压=0.3 V，大于 0.15 V');
    expect(event?.i18n.message?.en).toContain(
      'Max cell voltage − Min cell voltage=0.3 V, greater than 0.15 V',
    );
  });
});
