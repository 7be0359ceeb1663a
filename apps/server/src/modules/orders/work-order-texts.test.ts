import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { type Merchant, signedInMerchant, type SubUser } from '../../test/stations/station-test-helpers';
import {
  repairInput,
  stationWithDevice,
  workOrderCrew,
  workOrderInput,
} from '../../test/orders/order-test-helpers';

// Checklist items and move notes per language (issue 34): stored as sent, kept by moves that send
// none, each variant held to its field's own limits.

const t = useTestApp({ config: { testHooks: true } });
let m: Merchant;
let other: Merchant;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let sponsor: SubUser;
let handler: SubUser;
let verifier: SubUser;
let templateId: string;

const PCS = { zh: '检查 PCS 温度', en: 'Check the PCS temperature' };
const FIRE = { zh: '消防设施', en: 'Fire equipment' };

beforeAll(async () => {
  m = await signedInMerchant(t.app, t.database.db);
  other = await signedInMerchant(t.app, t.database.db);
  site = await stationWithDevice(m);
  ({ sponsor, handler, verifier } = await workOrderCrew(t.app, m, site.stationId));
  const template = await m.call('POST', '/api/work-order-templates', {
    type: 'station_inspection',
    name: '双语巡检',
    checklist: [
      { item: PCS.zh, i18n: { item: PCS } },
      '检查电池簇电压',
      { item: FIRE.zh, i18n: { item: FIRE } },
    ],
  });
  expect(template.statusCode, template.body).toBe(201);
  expect(template.json().checklist).toEqual([PCS.zh, '检查电池簇电压', FIRE.zh]);
  expect(template.json().checklist_i18n).toEqual([{ item: PCS }, {}, { item: FIRE }]);
  templateId = template.json().id;
});

const newOrder = async () => {
  const res = await sponsor.as(
    'POST',
    '/api/work-orders',
    workOrderInput({
      type: 'station_inspection',
      template_id: templateId,
      station_id: site.stationId,
      handler_id: handler.id,
      verifier_id: verifier.id,
      i18n: { description: { zh: '告警 PCS 过温', en: 'PCS over-temperature alarm' } },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe(`order texts per language on ${testDatabaseKind()}`, () => {
  it('copies the items’ texts onto the order and keeps them and each move’s note per language', async () => {
    const order = await newOrder();
    expect(order.checklist).toEqual([
      { item: PCS.zh, done: false, note: '', i18n: { item: PCS } },
      { item: '检查电池簇电压', done: false, note: '', i18n: {} },
      { item: FIRE.zh, done: false, note: '', i18n: { item: FIRE } },
    ]);
    // The creation's note is the description, with its variants.
    expect(order.timeline[0].i18n).toEqual({
      note: { zh: '告警 PCS 过温', en: 'PCS over-temperature alarm' },
    });

    const accepted = await handler.as('POST', `/api/work-orders/${order.id}/accept`, {
      note: '已安排现场检查',
      i18n: { note: { zh: '已安排现场检查', en: 'On-site check scheduled' } },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The submit sends the items as plain text (an older client): their variants stay the order's.
    const submitted = await handler.as('POST', `/api/work-orders/${order.id}/submit`, {
      note: '巡检完成',
      i18n: { note: { en: 'Inspection done' } },
      checklist: [
        { item: PCS.zh, done: true },
        { item: '检查电池簇电压', done: false, note: '簇 2 偏低', i18n: { note: { en: 'Cluster 2 low' } } },
        { item: FIRE.zh, done: true },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const passed = await verifier.as('POST', `/api/work-orders/${order.id}/pass`, { note: '验收通过' });
    expect(passed.statusCode, passed.body).toBe(200);

    const record = (await sponsor.as('GET', `/api/work-orders/${order.id}`)).json();
    expect(record.checklist).toEqual([
      { item: PCS.zh, done: true, note: '', i18n: { item: PCS } },
      { item: '检查电池簇电压', done: false, note: '簇 2 偏低', i18n: { note: { en: 'Cluster 2 low' } } },
      { item: FIRE.zh, done: true, note: '', i18n: { item: FIRE } },
    ]);
    expect(
      record.timeline.map((e: { action: string; note: string; i18n: unknown }) => [e.action, e.note, e.i18n]),
    ).toEqual([
      ['create', '告警 PCS 过温', { note: { zh: '告警 PCS 过温', en: 'PCS over-temperature alarm' } }],
      ['accept', '已安排现场检查', { note: { zh: '已安排现场检查', en: 'On-site check scheduled' } }],
      ['submit', '巡检完成', { note: { en: 'Inspection done' } }],
      ['pass', '验收通过', {}],
    ]);
    // The list answers the same items.
    const listed = (await sponsor.as('GET', '/api/work-orders?page_size=50')).json().list;
    expect(listed.find((o: { id: string }) => o.id === order.id).checklist[0].i18n).toEqual({ item: PCS });
  });

  it('keeps a repair order’s move note per language', async () => {
    const raised = await m.call('POST', '/api/repair-orders', repairInput(site.stationId));
    expect(raised.statusCode, raised.body).toBe(201);
    const approved = await m.call('POST', `/api/repair-orders/${raised.json().id}/approve`, {
      note: '已派单',
      i18n: { note: { zh: '已派单', en: 'Dispatched' } },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const timeline = (await m.call('GET', `/api/repair-orders/${raised.json().id}`)).json().timeline;
    expect(timeline.map((e: { action: string; i18n: unknown }) => [e.action, e.i18n])).toEqual([
      ['raise', {}],
      ['approve', { note: { zh: '已派单', en: 'Dispatched' } }],
    ]);
  });

  it('holds each variant to its field’s own limits, at the variant’s path, and stores nothing', async () => {
    const template = await m.call('POST', '/api/work-order-templates', {
      type: 'station_inspection',
      name: '超长巡检',
      checklist: ['短项', { item: '短项二', i18n: { item: { en: 'x'.repeat(129) } } }],
    });
    expect(fieldCodes(template)).toEqual({ 'checklist.1.i18n.item.en': 'iot-validation.10004' });
    const templates = (await m.call('GET', '/api/work-order-templates?type=station_inspection')).json().list;
    expect(templates.map((tpl: { name: string }) => tpl.name)).not.toContain('超长巡检');
    expect(
      fieldCodes(
        await m.call('POST', '/api/work-order-templates', {
          type: 'station_inspection',
          name: '多余字段',
          checklist: [{ item: '项', i18n: { name: { en: 'x' } } }],
        }),
      ),
    ).toHaveProperty(['checklist.0.i18n']);

    const order = await newOrder();
    const tooLong = await handler.as('POST', `/api/work-orders/${order.id}/accept`, {
      note: '接单',
      i18n: { note: { en: 'x'.repeat(513) } },
    });
    expect(fieldCodes(tooLong)).toEqual({ 'i18n.note.en': 'iot-validation.10004' });
    await handler.as('POST', `/api/work-orders/${order.id}/accept`, {});
    const badAnswer = await handler.as('POST', `/api/work-orders/${order.id}/submit`, {
      note: '完成',
      checklist: order.checklist.map((c: { item: string }, i: number) => ({
        item: c.item,
        done: true,
        ...(i === 2 ? { i18n: { note: { en: 'x'.repeat(513) } } } : {}),
      })),
    });
    expect(fieldCodes(badAnswer)).toEqual({ 'checklist.2.i18n.note.en': 'iot-validation.10004' });
    const record = (await sponsor.as('GET', `/api/work-orders/${order.id}`)).json();
    expect(record.status).toBe('in_process');
    expect(record.timeline.map((e: { action: string }) => e.action)).toEqual(['create', 'accept']);
    expect(record.checklist[0]).toEqual({ item: PCS.zh, done: false, note: '', i18n: { item: PCS } });
  });

  it('answers 404 to another tenant, with or without texts', async () => {
    const order = await newOrder();
    expect((await other.call('GET', `/api/work-orders/${order.id}`)).statusCode).toBe(404);
    const moved = await other.call('POST', `/api/work-orders/${order.id}/accept`, {
      note: '接单',
      i18n: { note: { zh: '接单', en: 'Accepted' } },
    });
    expect(moved.statusCode).toBe(404);
    const record = (await sponsor.as('GET', `/api/work-orders/${order.id}`)).json();
    expect(record.status).toBe('pending');
    expect(record.timeline).toHaveLength(1);
  });
});
