import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes, useMerchant } from '../../test/devices/device-test-helpers';
import {
  type Merchant,
  signedInMerchant,
  subUserOf,
  type SubUser,
} from '../../test/stations/station-test-helpers';
import { bell, codeOf, repairInput, stationWithDevice, upload } from '../../test/orders/order-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);
let other: Merchant;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let raiser: SubUser;

beforeAll(async () => {
  other = await signedInMerchant(t.app, t.database.db);
  site = await stationWithDevice(m);
  // A sub-user who may raise and follow orders of the one station it has authority over.
  raiser = await subUserOf(t.app, m, ['repair:view', 'repair:create', 'repair:cancel', 'station:view']);
  await raiser.grant([site.stationId]);
});

const total = async () => (await m.call('GET', '/api/repair-orders')).json().pagination.total_size as number;

describe(`repair orders on ${testDatabaseKind()}`, () => {
  it('a sub-user with authority over the station raises an order with a readable per-day number', async () => {
    const res = await raiser.as(
      'POST',
      '/api/repair-orders',
      repairInput(site.stationId, { device_id: site.deviceId }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.order_no).toMatch(/^R\d{8}-\d{4}$/);
    expect(order).toMatchObject({
      status: 'to_review',
      station_name: site.stationName,
      device_id: site.deviceId,
    });
    expect(order.timeline).toHaveLength(1);
    expect(order.timeline[0]).toMatchObject({ action: 'raise', to_status: 'to_review', actor_id: raiser.id });
    // The merchant's manager hears of it.
    expect((await bell(m.call, m.tenant.id, m.manager.id)).some((n) => n.includes(order.order_no))).toBe(
      true,
    );
  });

  it('numbers orders raised at the same moment without gaps or repeats', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => m.call('POST', '/api/repair-orders', repairInput(site.stationId))),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const numbers = results.map((r) => r.json().order_no as string);
    expect(new Set(numbers).size).toBe(6);
    const day = numbers[0]!.slice(0, 10);
    const seq = numbers.map((n) => Number(n.slice(10))).sort((a, b) => a - b);
    expect(numbers.every((n) => n.startsWith(day))).toBe(true);
    expect(seq).toEqual(Array.from({ length: 6 }, (_, i) => seq[0]! + i));
    // Another tenant starts its own sequence.
    const site2 = await stationWithDevice(other);
    const first = await other.call('POST', '/api/repair-orders', repairInput(site2.stationId));
    expect(first.json().order_no).toMatch(/-0001$/);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await total();
    expect(
      fieldCodes(await m.call('POST', '/api/repair-orders', { station_id: site.stationId })),
    ).toMatchObject({
      description: 'iot-validation.10001',
      contact: 'iot-validation.10001',
      phone: 'iot-user.10015',
      address: 'iot-validation.10001',
    });
    const bad = repairInput(site.stationId, {
      phone: '12345',
      description: 'x'.repeat(1025),
      contact: 'a\\b',
    });
    expect(fieldCodes(await m.call('POST', '/api/repair-orders', bad))).toMatchObject({
      phone: 'login.error.002',
      description: 'iot-validation.10004',
      contact: 'iot-validation.10027',
    });
    const pictures = ['a', 'b', 'c', 'd'];
    expect(
      fieldCodes(
        await m.call('POST', '/api/repair-orders', repairInput(site.stationId, { picture_ids: pictures })),
      ),
    ).toMatchObject({ picture_ids: 'iot-order.10004' });
    // A hostile file never becomes an upload; an upload of another purpose is not an order picture.
    const hostile = await upload(t, m.token, 'order-picture', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(hostile.statusCode).toBeGreaterThanOrEqual(400);
    const avatar = await upload(t, m.token, 'avatar');
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(
      fieldCodes(
        await m.call(
          'POST',
          '/api/repair-orders',
          repairInput(site.stationId, { picture_ids: [avatar.json().id] }),
        ),
      ),
    ).toMatchObject({ 'picture_ids.0': 'iot-order.10005' });
    expect(
      fieldCodes(
        await m.call('POST', '/api/repair-orders', repairInput(site.stationId, { device_id: 'not-bound-1' })),
      ),
    ).toMatchObject({ device_id: 'iot-order.10006' });
    expect(await total()).toBe(before);
  });

  it('goes to be reviewed → in service → completed by the merchant, each move on the timeline', async () => {
    const picture = (await upload(t, m.token)).json().id as string;
    const raised = (
      await raiser.as('POST', '/api/repair-orders', repairInput(site.stationId, { picture_ids: [picture] }))
    ).json();
    // The raiser may not review its own order: the route needs repair:review.
    expect(codeOf(await raiser.as('POST', `/api/repair-orders/${raised.id}/approve`, {}))).toBe(
      'iot-http.403',
    );
    const approved = await m.call('POST', `/api/repair-orders/${raised.id}/approve`, { note: '安排人员' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('in_service');
    // Approving twice, or cancelling as the raiser once in service, is refused and changes nothing.
    expect(codeOf(await m.call('POST', `/api/repair-orders/${raised.id}/approve`, {}))).toBe(
      'iot-order.10001',
    );
    expect(codeOf(await raiser.as('POST', `/api/repair-orders/${raised.id}/cancel`, { note: 'x' }))).toBe(
      'iot-order.10002',
    );
    expect(fieldCodes(await m.call('POST', `/api/repair-orders/${raised.id}/complete`, {}))).toEqual({
      note: 'iot-order.10008',
    });
    const done = await m.call('POST', `/api/repair-orders/${raised.id}/complete`, {
      note: '更换模块，恢复运行',
    });
    expect(done.statusCode, done.body).toBe(200);
    const record = await raiser.as('GET', `/api/repair-orders/${raised.id}`);
    expect(record.json().status).toBe('completed');
    expect(record.json().picture_ids).toEqual([picture]);
    expect(
      record.json().timeline.map((e: { action: string; actor_id: string }) => [e.action, e.actor_id]),
    ).toEqual([
      ['raise', raiser.id],
      ['approve', m.manager.id],
      ['complete', m.manager.id],
    ]);
    // The raiser is told of each move.
    const names = await bell(raiser.as, m.tenant.id, raiser.id);
    expect(names.filter((n) => n.includes(raised.order_no))).toHaveLength(2);
  });

  it('lets the raiser cancel while to be reviewed, and the merchant reject with a reason', async () => {
    const a = (await raiser.as('POST', '/api/repair-orders', repairInput(site.stationId))).json();
    expect((await raiser.as('POST', `/api/repair-orders/${a.id}/cancel`, {})).json().status).toBe(
      'cancelled',
    );
    const b = (await raiser.as('POST', '/api/repair-orders', repairInput(site.stationId))).json();
    expect(fieldCodes(await m.call('POST', `/api/repair-orders/${b.id}/reject`, {}))).toEqual({
      note: 'iot-order.10008',
    });
    expect(
      (await m.call('POST', `/api/repair-orders/${b.id}/reject`, { note: '重复提交' })).json().status,
    ).toBe('cancelled');
    const list = await m.call('GET', `/api/repair-orders?status=cancelled&station_id=${site.stationId}`);
    expect(list.json().list.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.json().counts.cancelled).toBeGreaterThanOrEqual(2);
    expect(list.json().list.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
  });

  it('answers 404 outside the tenant or the station authority, and lists nothing there', async () => {
    const order = (await m.call('POST', '/api/repair-orders', repairInput(site.stationId))).json();
    const blind = await subUserOf(t.app, m, [
      'repair:view',
      'repair:create',
      'repair:cancel',
      'repair:review',
    ]);
    for (const caller of [other.call, blind.as]) {
      expect((await caller('GET', `/api/repair-orders/${order.id}`)).statusCode).toBe(404);
      expect((await caller('POST', `/api/repair-orders/${order.id}/approve`, {})).statusCode).toBe(404);
      expect((await caller('POST', `/api/repair-orders/${order.id}/cancel`, {})).statusCode).toBe(404);
      expect((await caller('POST', '/api/repair-orders', repairInput(site.stationId))).statusCode).toBe(404);
      const list = (await caller('GET', '/api/repair-orders')).json();
      expect(list.list.some((o: { id: string }) => o.id === order.id)).toBe(false);
    }
    expect((await m.call('GET', `/api/repair-orders/${order.id}`)).json().status).toBe('to_review');
  });
});
