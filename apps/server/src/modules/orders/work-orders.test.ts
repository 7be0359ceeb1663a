import { beforeAll, describe, expect, it } from 'vitest';
import { bearerCaller, tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { type Caller, fieldCodes } from '../../test/devices/device-test-helpers';
import {
  type Merchant,
  signedInMerchant,
  subUserOf,
  type SubUser,
} from '../../test/stations/station-test-helpers';
import {
  ALL_WORK_ORDER_APIS,
  bell,
  codeOf,
  stationWithDevice,
  upload,
  workOrderInput,
  workOrderCrew,
} from '../../test/orders/order-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
let m: Merchant;
let other: Merchant;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let sponsor: SubUser;
let handler: SubUser;
let verifier: SubUser;
let admin: Caller;

beforeAll(async () => {
  const password = (await bootstrapPlatform(t.database.db)).password!;
  const adminToken = await tokenFor(t.app, 'admin', password);
  admin = bearerCaller(t.app, adminToken);
  m = await signedInMerchant(t.app, t.database.db);
  other = await signedInMerchant(t.app, t.database.db);
  site = await stationWithDevice(m);
  ({ sponsor, handler, verifier } = await workOrderCrew(t.app, m, site.stationId));
});

const input = (extra: Record<string, unknown> = {}) =>
  workOrderInput({ station_id: site.stationId, handler_id: handler.id, verifier_id: verifier.id, ...extra });
const total = async () => (await m.call('GET', '/api/work-orders')).json().pagination.total_size as number;
const mentions = async (who: SubUser, orderNo: string) =>
  (await bell(who.as, m.tenant.id, who.id)).filter((n) => n.includes(orderNo)).length;

describe(`work orders on ${testDatabaseKind()}`, () => {
  it('refuses bad input with catalogue codes at the field and stores nothing', async () => {
    const before = await total();
    expect(fieldCodes(await sponsor.as('POST', '/api/work-orders', {}))).toMatchObject({
      name: 'iot-validation.10001',
      type: 'iot-validation.10001',
      verifier_id: 'iot-validation.10002',
    });
    const start = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      fieldCodes(
        await sponsor.as(
          'POST',
          '/api/work-orders',
          input({ planned_start: start, planned_end: start, name: 'x'.repeat(65) }),
        ),
      ),
    ).toMatchObject({ planned_end: 'iot-order.10003', name: 'iot-validation.10004' });
    expect(
      fieldCodes(await sponsor.as('POST', '/api/work-orders', input({ station_id: null }))),
    ).toMatchObject({
      station_id: 'iot-validation.10001',
    });
    expect(
      fieldCodes(
        await sponsor.as(
          'POST',
          '/api/work-orders',
          input({ device_ids: ['not-bound'], handler_id: other.manager.id }),
        ),
      ),
    ).toMatchObject({ 'device_ids.0': 'iot-order.10006', handler_id: 'iot-order.10007' });
    const hostile = await upload(
      t,
      m.token,
      'order-picture',
      Buffer.from('<svg><script>alert(1)</script></svg>'),
    );
    expect(hostile.statusCode).toBeGreaterThanOrEqual(400);
    const avatar = (await upload(t, m.token, 'avatar')).json().id;
    expect(
      fieldCodes(await sponsor.as('POST', '/api/work-orders', input({ picture_ids: [avatar] }))),
    ).toEqual({
      'picture_ids.0': 'iot-order.10005',
    });
    expect(await total()).toBe(before);
  });

  it('runs a template checklist: created from the template, answered item by item on submit', async () => {
    const template = await m.call('POST', '/api/work-order-templates', {
      type: 'station_inspection',
      name: '月度巡检',
      checklist: ['检查 PCS 温度', '检查电池簇电压'],
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(
      codeOf(
        await m.call('POST', '/api/work-order-templates', { type: 'station_inspection', name: '月度巡检' }),
      ),
    ).toBe('iot-order.10011');
    const wrongType = await sponsor.as(
      'POST',
      '/api/work-orders',
      input({ template_id: template.json().id }),
    );
    expect(fieldCodes(wrongType)).toEqual({ template_id: 'iot-order.10010' });
    const created = await sponsor.as(
      'POST',
      '/api/work-orders',
      input({ type: 'station_inspection', template_id: template.json().id, device_ids: [site.deviceId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.order_no).toMatch(/^W\d{8}-\d{4}$/);
    expect(order.checklist.map((c: { item: string }) => c.item)).toEqual(['检查 PCS 温度', '检查电池簇电压']);
    await handler.as('POST', `/api/work-orders/${order.id}/accept`, {});
    const wrong = await handler.as('POST', `/api/work-orders/${order.id}/submit`, {
      note: '完成',
      checklist: [{ item: '检查 PCS 温度', done: true }],
    });
    expect(fieldCodes(wrong)).toEqual({ checklist: 'iot-order.10009' });
    const submitted = await handler.as('POST', `/api/work-orders/${order.id}/submit`, {
      note: '完成',
      checklist: [
        { item: '检查 PCS 温度', done: true },
        { item: '检查电池簇电压', done: false, note: '簇 2 偏低' },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().checklist[1]).toEqual({
      item: '检查电池簇电压',
      done: false,
      note: '簇 2 偏低',
      i18n: {},
    });
  });

  it('tells each next actor by the bell; fails once, then passes, with actual times set', async () => {
    const order = (await sponsor.as('POST', '/api/work-orders', input())).json();
    expect(await mentions(handler, order.order_no)).toBe(1);
    const accepted = (await handler.as('POST', `/api/work-orders/${order.id}/accept`, {})).json();
    expect(accepted.actual_start).not.toBeNull();
    expect(await mentions(sponsor, order.order_no)).toBe(1);
    await handler.as('POST', `/api/work-orders/${order.id}/submit`, { note: '已更换风扇' });
    expect(await mentions(verifier, order.order_no)).toBe(1);
    expect(fieldCodes(await verifier.as('POST', `/api/work-orders/${order.id}/fail`, {}))).toEqual({
      note: 'iot-order.10008',
    });
    await verifier.as('POST', `/api/work-orders/${order.id}/fail`, { note: '温度仍偏高' });
    expect(await mentions(handler, order.order_no)).toBe(2);
    await handler.as('POST', `/api/work-orders/${order.id}/rework`, {});
    await handler.as('POST', `/api/work-orders/${order.id}/submit`, { note: '清理风道' });
    const passed = (await verifier.as('POST', `/api/work-orders/${order.id}/pass`, {})).json();
    expect(passed.status).toBe('completed');
    expect(passed.actual_end).not.toBeNull();
    expect(passed.timeline.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'accept',
      'submit',
      'fail',
      'rework',
      'submit',
      'pass',
    ]);
    expect(await mentions(handler, order.order_no)).toBe(3);
    expect(await mentions(sponsor, order.order_no)).toBe(2);
  });

  it('sends the cloud-platform type to the platform administrator’s queue', async () => {
    const created = await sponsor.as(
      'POST',
      '/api/work-orders',
      workOrderInput({ type: 'cloud_platform', verifier_id: sponsor.id, handler_id: handler.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.handler_id).toBeNull();
    // A tenant user named as handler does not handle a cloud-platform order.
    expect((await handler.as('POST', `/api/work-orders/${order.id}/accept`, {})).statusCode).toBe(404);
    const queue = await admin('GET', '/api/admin/work-orders?status=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().list.map((o: { id: string }) => o.id)).toContain(order.id);
    expect((await m.call('GET', '/api/admin/work-orders')).statusCode).toBe(403);
    expect((await admin('POST', `/api/work-orders/${order.id}/accept`, {})).json().status).toBe('in_process');
    await admin('POST', `/api/work-orders/${order.id}/submit`, { note: '平台已修复' });
    expect(codeOf(await admin('POST', `/api/work-orders/${order.id}/pass`, {}))).toBe('iot-order.10002');
    expect((await sponsor.as('POST', `/api/work-orders/${order.id}/pass`, {})).json().status).toBe(
      'completed',
    );
  });

  it('filters by status, type, priority, station and my role, with counts per status', async () => {
    const low = (await sponsor.as('POST', '/api/work-orders', input({ priority: 'low' }))).json();
    const mine = await handler.as('GET', '/api/work-orders?my_role=handler&priority=low');
    expect(mine.json().list.map((o: { id: string }) => o.id)).toEqual([low.id]);
    expect(mine.json().list[0].my_roles).toEqual(['handler']);
    const all = (
      await m.call('GET', `/api/work-orders?station_id=${site.stationId}&type=troubleshooting`)
    ).json();
    const counted = Object.values(all.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(all.pagination.total_size);
    expect(all.counts.pending).toBeGreaterThanOrEqual(1);
    const pending = (await m.call('GET', '/api/work-orders?status=pending&type=troubleshooting')).json();
    expect(pending.list.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(pending.counts).toEqual(all.counts);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await m.call('GET', `/api/work-orders?from=${encodeURIComponent(future)}`)).json().list).toEqual(
      [],
    );
  });

  it('answers 404 to another tenant and to a sub-user without authority who is not named on it', async () => {
    const order = (await sponsor.as('POST', '/api/work-orders', input())).json();
    const blind = await subUserOf(t.app, m, ALL_WORK_ORDER_APIS);
    for (const caller of [other.call, blind.as]) {
      expect((await caller('GET', `/api/work-orders/${order.id}`)).statusCode).toBe(404);
      for (const move of ['accept', 'withdraw', 'pass'])
        expect((await caller('POST', `/api/work-orders/${order.id}/${move}`, { note: 'x' })).statusCode).toBe(
          404,
        );
      expect(
        (await caller('GET', '/api/work-orders')).json().list.some((o: { id: string }) => o.id === order.id),
      ).toBe(false);
      expect((await caller('POST', '/api/work-orders', input())).statusCode).toBe(404);
    }
    // The named handler sees it without station authority; the order is untouched.
    expect((await handler.as('GET', `/api/work-orders/${order.id}`)).json().status).toBe('pending');
  });
});
