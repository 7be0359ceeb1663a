import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import {
  type Caller,
  customType,
  fieldCodes,
  signedInMerchant,
} from '../../test/devices/device-test-helpers';
import { subUserOf } from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// Samples go through the real ingest pipeline; the kanban cap is the real 10,000 (B §9).

let server: IngestApp;
let app: FastifyInstance;
let database: Database;
let ingest: IngestService;
let m: Awaited<ReturnType<typeof signedInMerchant>>;
let call: Caller;
const STEP = 1000;
const COUNT = 10_001;
const start = Date.now() - COUNT * STEP - 60_000;
const t = (i: number) => start + i * STEP;

const kanban = (over: Record<string, unknown> = {}) => ({
  name: '功率曲线',
  description: '三个数据点',
  device_ids: ['dash-1'],
  points: ['power', 'temp', 'soc'],
  form: 'line',
  x_axis: 'time',
  range: 'hours',
  hours: 6,
  ...over,
});

beforeAll(async () => {
  server = await startIngestApp(testConfig({ testHooks: true }), {
    deviceData: { commandSweepIntervalMs: 0 },
  });
  ({ database, ingest, app } = server);
  m = await signedInMerchant(app, database.db);
  call = m.call;
  const type = await call(
    'POST',
    '/api/device-types',
    customType('DASH_TYPE', {
      points: [
        { name: 'power', zh: '功率', type: 'float', unit: 'kW' },
        { name: 'temp', zh: '温度', type: 'float' },
        { name: 'soc', zh: 'SOC', type: 'float' },
        { name: 'mode', zh: '模式', type: 'string' },
      ],
    }),
  );
  const typeId = (type.json() as { id: string }).id;
  for (const id of ['dash-1', 'dash-2']) {
    const res = await call('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (let b = 0; b < COUNT; b += 500) {
    const samples = Array.from({ length: Math.min(500, COUNT - b) }, (_, k) => ({
      ts: t(b + k),
      values: { power: (b + k) % 100, temp: 20, soc: 50 },
    }));
    await ingest.uplink('dash-1', 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
  }
  const few = Array.from({ length: 5 }, (_, k) => ({
    ts: Date.now() - (5 - k) * 1000,
    values: { power: k },
  }));
  await ingest.uplink('dash-2', 'telemetry', Buffer.from(JSON.stringify({ samples: few })), Date.now());
  await ingest.drain();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function newDashboard(name = '运行看板'): Promise<string> {
  const res = await call('POST', '/api/dashboards', { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function addKanban(dashboardId: string, body: Record<string, unknown>) {
  return call('POST', `/api/dashboards/${dashboardId}/kanbans`, body);
}

describe(`dashboards on ${testDatabaseKind()}`, () => {
  it('takes dashboard names of 2 to 32 characters and refuses 1 and 33', async () => {
    for (const name of ['ab', 'x'.repeat(32)]) {
      expect((await call('POST', '/api/dashboards', { name })).statusCode).toBe(201);
    }
    expect(fieldCodes(await call('POST', '/api/dashboards', { name: 'a' }))).toEqual({
      name: 'iot-validation.10003',
    });
    expect(fieldCodes(await call('POST', '/api/dashboards', { name: 'x'.repeat(33) }))).toEqual({
      name: 'iot-validation.10004',
    });
    const list = (await call('GET', '/api/dashboards')).json() as { items: Array<{ name: string }> };
    expect(list.items.map((d) => d.name)).toEqual(expect.arrayContaining(['ab', 'x'.repeat(32)]));
  });

  it('holds kanban names 2–64 and descriptions 2–1024 at their boundaries', async () => {
    const id = await newDashboard();
    for (const over of [
      { name: 'ab' },
      { name: 'n'.repeat(64) },
      { description: 'ok' },
      { description: 'd'.repeat(1024) },
    ]) {
      const res = await addKanban(id, kanban(over));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(fieldCodes(await addKanban(id, kanban({ name: 'a' })))).toEqual({ name: 'iot-validation.10003' });
    expect(fieldCodes(await addKanban(id, kanban({ name: 'n'.repeat(65) })))).toEqual({
      name: 'iot-validation.10004',
    });
    expect(fieldCodes(await addKanban(id, kanban({ description: 'd' })))).toEqual({
      description: 'iot-validation.10003',
    });
    expect(fieldCodes(await addKanban(id, kanban({ description: 'd'.repeat(1025) })))).toEqual({
      description: 'iot-validation.10004',
    });
  });

  it('takes 1 to 3 data points, the five forms and the B §9 ranges, and refuses the rest', async () => {
    const id = await newDashboard();
    for (const over of [
      { points: ['power'] },
      ...['bar', 'line', 'curve', 'scatter', 'table'].map((form) => ({ form })),
      ...[0.5, 1, 3, 6, 12].map((hours) => ({ hours })),
      { range: 'recent', hours: null },
      { range: 'custom', from: t(0), to: t(10) },
    ]) {
      const res = await addKanban(id, kanban(over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(201);
    }
    expect(fieldCodes(await addKanban(id, kanban({ points: [] })))).toEqual({ points: 'iot-data.10010' });
    expect(fieldCodes(await addKanban(id, kanban({ points: ['power', 'temp', 'soc', 'mode'] })))).toEqual({
      points: 'iot-data.10010',
    });
    expect(fieldCodes(await addKanban(id, kanban({ points: ['nope'] })))).toEqual({
      points: 'iot-validation.10007',
    });
    expect(fieldCodes(await addKanban(id, kanban({ form: 'pie' })))).toEqual({
      form: 'iot-validation.10007',
    });
    expect(fieldCodes(await addKanban(id, kanban({ hours: 2 })))).toEqual({ hours: 'iot-validation.10007' });
    expect(fieldCodes(await addKanban(id, kanban({ hours: 24 })))).toEqual({ hours: 'iot-validation.10007' });
    expect(fieldCodes(await addKanban(id, kanban({ range: 'custom', from: t(10), to: t(0) })))).toEqual({
      from: 'iot-validation.10008',
    });
    expect(fieldCodes(await addKanban(id, kanban({ range: 'custom', to: t(0) })))).toEqual({
      from: 'iot-validation.10001',
    });
  });

  it('keeps layouts on the 24-column grid and saves moves and resizes', async () => {
    const id = await newDashboard();
    const a = (await addKanban(id, kanban())).json() as { id: string; layout: object };
    const b = (await addKanban(id, kanban({ form: 'table', range: 'recent' }))).json() as {
      id: string;
      layout: { y: number };
    };
    expect(a.layout).toEqual({ x: 0, y: 0, w: 12, h: 8 });
    expect(b.layout.y).toBe(8);
    const moved = await call('PUT', `/api/dashboards/${id}/layout`, {
      items: [
        { id: a.id, layout: { x: 12, y: 0, w: 12, h: 6 } },
        { id: b.id, layout: { x: 0, y: 0, w: 12, h: 10 } },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = (await call('GET', `/api/dashboards/${id}`)).json() as {
      kanbans: Array<{ id: string; layout: object }>;
    };
    expect(Object.fromEntries(again.kanbans.map((k) => [k.id, k.layout]))).toEqual({
      [a.id]: { x: 12, y: 0, w: 12, h: 6 },
      [b.id]: { x: 0, y: 0, w: 12, h: 10 },
    });
    const past = await call('PUT', `/api/dashboards/${id}/layout`, {
      items: [{ id: a.id, layout: { x: 13, y: 0, w: 12, h: 6 } }],
    });
    expect(fieldCodes(past)).toEqual({ 'items.0.layout.w': 'iot-validation.10002' });
  });

  it('reads at most 10,000 records in one kanban query and refuses one more with the B §8 text', async () => {
    const id = await newDashboard();
    const exact = (await addKanban(id, kanban({ range: 'custom', from: t(0), to: t(9999) }))).json() as {
      id: string;
    };
    const data = await call('GET', `/api/dashboards/${id}/kanbans/${exact.id}/data`);
    expect(data.statusCode, data.body).toBe(200);
    const body = data.json() as { records: number; series: Array<{ point: string; data: unknown[] }> };
    expect(body.records).toBe(10_000);
    expect(body.series.map((s) => [s.point, s.data.length])).toEqual([
      ['power', 10_000],
      ['temp', 10_000],
      ['soc', 10_000],
    ]);
    const over = (await addKanban(id, kanban({ range: 'custom', from: t(0), to: t(10_000) }))).json() as {
      id: string;
    };
    const refused = await call('GET', `/api/dashboards/${id}/kanbans/${over.id}/data?locale=en`);
    expect(refused.json()).toEqual({
      code: 'iot-data.10005',
      message: 'Too much data: at most 10,000 records per query',
    });
    // Six hours of 10,001 one-second samples: refused as well; the most recent 100 are not.
    const sixHours = (await addKanban(id, kanban())).json() as { id: string };
    expect((await call('GET', `/api/dashboards/${id}/kanbans/${sixHours.id}/data`)).json()).toMatchObject({
      code: 'iot-data.10005',
    });
    const recent = (await addKanban(id, kanban({ form: 'table', range: 'recent' }))).json() as { id: string };
    const latest = (await call('GET', `/api/dashboards/${id}/kanbans/${recent.id}/data`)).json() as {
      records: number;
      series: Array<{ data: Array<[number, number]> }>;
    };
    expect(latest.records).toBe(100);
    expect(latest.series[0]!.data.at(-1)![0]).toBe(t(COUNT - 1));
  });

  it("refuses a foreign tenant's device id as unknown", async () => {
    const other = await signedInMerchant(app, database.db);
    const type = await other.call('POST', '/api/device-types', customType('OTHER_TYPE'));
    const typeId = (type.json() as { id: string }).id;
    expect(
      (await other.call('POST', '/api/devices', { id: 'foreign-1', name: 'foreign', type_id: typeId }))
        .statusCode,
    ).toBe(201);
    const id = await newDashboard();
    const res = await addKanban(id, kanban({ device_ids: ['foreign-1'], points: ['power'] }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'iot-out-wrapper.70005' });
    // Nor can the other tenant see or use this tenant's dashboard.
    expect((await other.call('GET', `/api/dashboards/${id}`)).statusCode).toBe(404);
  });

  it('lets a sub-user without the edit permission view but refuses its changes with the B §6 text', async () => {
    const id = await newDashboard('共享看板');
    const k = (
      await addKanban(id, kanban({ device_ids: ['dash-1', 'dash-2'], points: ['power'], range: 'recent' }))
    ).json() as {
      id: string;
    };
    const viewer = await subUserOf(app, m, ['dashboard:view']);
    const scope = await call('PUT', `/api/tenant/tenants/${m.tenant.id}/users/${viewer.id}/scope`, {
      all_stations: false,
      station_ids: [],
      all_devices: false,
      device_ids: ['dash-2'],
    });
    expect(scope.statusCode, scope.body).toBeLessThan(300);
    expect((await viewer.as('GET', `/api/dashboards/${id}`)).statusCode).toBe(200);
    // Only the devices within its authority are charted.
    const data = (await viewer.as('GET', `/api/dashboards/${id}/kanbans/${k.id}/data`)).json() as {
      series: Array<{ device_id: string }>;
    };
    expect(data.series.map((s) => s.device_id)).toEqual(['dash-2']);
    const denied = {
      code: 'iot-permission.10007',
      message: 'No permission to edit dashboards, please consult the administrator',
    };
    const en = (url: string) => `${url}?locale=en`;
    const tries = [
      viewer.as('POST', en('/api/dashboards'), { name: '新看板' }),
      viewer.as('PUT', en(`/api/dashboards/${id}`), { name: '改名' }),
      viewer.as('PUT', en(`/api/dashboards/${id}/layout`), {
        items: [{ id: k.id, layout: { x: 1, y: 1, w: 6, h: 4 } }],
      }),
      viewer.as(
        'POST',
        en(`/api/dashboards/${id}/kanbans`),
        kanban({ device_ids: ['dash-2'], points: ['power'] }),
      ),
      viewer.as('DELETE', en(`/api/dashboards/${id}/kanbans/${k.id}`)),
      viewer.as('DELETE', en(`/api/dashboards/${id}`)),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(denied);
    }
    const zh = await viewer.as('POST', '/api/dashboards?locale=zh', { name: '新看板' });
    expect(zh.json()).toMatchObject({ message: '暂无编辑数据看板的权限，请咨询管理员' });
    // An editor within the authority of dash-2 only cannot add dash-1.
    const editor = await subUserOf(app, m, ['dashboard:view', 'dashboard:update']);
    await call('PUT', `/api/tenant/tenants/${m.tenant.id}/users/${editor.id}/scope`, {
      all_stations: false,
      station_ids: [],
      all_devices: false,
      device_ids: ['dash-2'],
    });
    expect(
      (await editor.as('POST', `/api/dashboards/${id}/kanbans`, kanban({ points: ['power'] }))).json(),
    ).toMatchObject({
      code: 'iot-out-wrapper.70005',
    });
    const ok = await editor.as(
      'POST',
      `/api/dashboards/${id}/kanbans`,
      kanban({ device_ids: ['dash-2'], points: ['power'] }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('saves kanbans as a data market and adds them below the kanbans of any dashboard', async () => {
    const source = await newDashboard('来源');
    const a = (await addKanban(source, kanban({ layout: { x: 0, y: 4, w: 8, h: 6 } }))).json() as {
      id: string;
    };
    expect(
      fieldCodes(
        await call('POST', '/api/data-markets', { name: 'm', dashboard_id: source, kanban_ids: [a.id] }),
      ),
    ).toEqual({ name: 'iot-validation.10003' });
    const market = await call('POST', '/api/data-markets', {
      name: '储能模板',
      dashboard_id: source,
      kanban_ids: [a.id],
    });
    expect(market.statusCode, market.body).toBe(201);
    const marketId = (market.json() as { id: string }).id;
    const target = await newDashboard('目标');
    await addKanban(target, kanban({ form: 'table', range: 'recent' }));
    const applied = await call('POST', `/api/dashboards/${target}/data-markets/${marketId}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const kanbans = (
      applied.json() as {
        kanbans: Array<{ name: string; layout: { x: number; y: number; w: number; h: number } }>;
      }
    ).kanbans;
    expect(kanbans).toHaveLength(2);
    expect(kanbans[1]!.layout).toEqual({ x: 0, y: 8, w: 8, h: 6 });
    const list = (await call('GET', '/api/data-markets')).json() as { items: Array<{ name: string }> };
    expect(list.items.map((i) => i.name)).toContain('储能模板');
    expect((await call('DELETE', `/api/data-markets/${marketId}`)).statusCode).toBe(204);
  });

  it('caps the kanbans of a dashboard', async () => {
    const id = await newDashboard();
    for (let i = 0; i < 20; i++)
      expect((await addKanban(id, kanban({ range: 'recent' }))).statusCode).toBe(201);
    const res = await addKanban(id, kanban({ range: 'recent' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'iot-data.10013' });
  });
});
