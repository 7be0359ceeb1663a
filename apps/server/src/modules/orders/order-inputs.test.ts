import {
  errorMessage,
  formatByteLimit,
  type Locale,
  ORDER_DESCRIPTION_MAX,
  ORDER_NOTE_MAX,
  ORDER_TEXT_MAX,
  STATION_PICTURE_MAX_BYTES,
  WORK_ORDER_NAME,
} from '@ies/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { repairOrderEvents, repairOrders, uploads, workOrderEvents, workOrders } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { subUserOf, type SubUser, useMerchant } from '../../test/stations/station-test-helpers';
import {
  ALL_WORK_ORDER_APIS,
  PNG,
  repairInput,
  stationWithDevice,
  upload,
  workOrderInput,
} from '../../test/orders/order-test-helpers';

/*
 * Every bad input of the orders (issue 16, "Must show"): missing required fields, too long text, a
 * planned end before its start, a hostile picture — each answers its catalogue code at the field,
 * in zh and in en, and stores nothing (no order, no event, no upload).
 */

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);
let site: Awaited<ReturnType<typeof stationWithDevice>>;
let handler: SubUser;
const HOUR = 3_600_000;

beforeAll(async () => {
  site = await stationWithDevice(m);
  handler = await subUserOf(t.app, m, ALL_WORK_ORDER_APIS);
});

/** Rows of every table an order or a picture writes, in the merchant's tenant. */
async function stored() {
  const db = t.database.db;
  const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
  return {
    uploads: await n(db.select({ n: count() }).from(uploads).where(eq(uploads.tenantId, m.tenant.id))),
    repairs: await n(
      db.select({ n: count() }).from(repairOrders).where(eq(repairOrders.tenantId, m.tenant.id)),
    ),
    repairEvents: await n(db.select({ n: count() }).from(repairOrderEvents)),
    works: await n(db.select({ n: count() }).from(workOrders).where(eq(workOrders.tenantId, m.tenant.id))),
    workEvents: await n(db.select({ n: count() }).from(workOrderEvents)),
  };
}

type Answer = { statusCode: number; body: string; json(): unknown };
interface Envelope {
  code: string;
  message: string;
  data?: { fields?: Array<{ field: string; code: string; message: string }> };
}

/** The field codes of a 422, each field's message checked against the catalogue in `locale`. */
function fieldsIn(res: Answer, locale: Locale): Record<string, string> {
  expect(res.statusCode, res.body).toBe(422);
  const fields = (res.json() as Envelope).data?.fields ?? [];
  for (const f of fields) {
    if (f.code.startsWith('iot-') || f.code.startsWith('login.')) {
      // The catalogue's text with its placeholders filled (issue 27): no `{name}` is left.
      const template = errorMessage(f.code, locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(f.message, `${f.field} ${locale}`).toMatch(
        new RegExp(`^${template.replace(/\\\{\w+\\\}/g, '.+')}$`),
      );
      expect(f.message, `${f.field} ${locale}`).not.toContain('{');
    }
  }
  return Object.fromEntries(fields.map((f) => [f.field, f.code]));
}

/** Sends the same bad body in zh and en: the same codes both times, each with its language's text. */
async function refusedInBoth(url: string, body: unknown): Promise<Record<string, string>> {
  const zh = fieldsIn(await m.call('POST', `${url}?locale=zh`, body), 'zh');
  const en = fieldsIn(await m.call('POST', `${url}?locale=en`, body), 'en');
  expect(en).toEqual(zh);
  return zh;
}

const svgWith = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);

describe(`bad order inputs on ${testDatabaseKind()}`, () => {
  it('refuses a hostile picture with its catalogue code in zh and en and stores nothing', async () => {
    const limit = { limit: formatByteLimit(STATION_PICTURE_MAX_BYTES) };
    const cases: Array<[string, Buffer, string, string, number]> = [
      ['wrong magic bytes', Buffer.from('GIF89a not really a png at all'), 'p.png', 'iot-upload.10001', 415],
      [
        'a page named as a jpeg',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'p.jpg',
        'iot-upload.10001',
        415,
      ],
      ['SVG with a script', svgWith('<script>alert(1)</script>'), 'p.svg', 'iot-upload.10003', 415],
      ['SVG with an event handler', svgWith('<rect onload="alert(1)"/>'), 'p.svg', 'iot-upload.10003', 415],
      [
        'one byte over the limit',
        Buffer.concat([PNG, Buffer.alloc(STATION_PICTURE_MAX_BYTES + 1 - PNG.length, 1)]),
        'p.png',
        'iot-upload.10002',
        413,
      ],
    ];
    const before = await stored();
    for (const [name, content, fileName, code, status] of cases) {
      for (const locale of ['zh', 'en'] as const) {
        const res = await upload(t, m.token, 'order-picture', content, fileName, locale);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        const body = res.json() as Envelope;
        expect(body.code, name).toBe(code);
        expect(body.message, `${name} ${locale}`).toBe(errorMessage(code, locale, limit));
      }
    }
    expect(await stored()).toEqual(before);
    // A clean picture is stored: the refusals above were about the bytes, not the route.
    expect((await upload(t, m.token)).statusCode).toBe(200);
  });

  it('refuses a repair order with missing or too long fields, in zh and en, storing nothing', async () => {
    const before = await stored();
    expect(await refusedInBoth('/api/repair-orders', { station_id: site.stationId })).toMatchObject({
      description: 'iot-validation.10001',
      contact: 'iot-validation.10001',
      address: 'iot-validation.10001',
    });
    expect(
      await refusedInBoth(
        '/api/repair-orders',
        repairInput(site.stationId, {
          description: 'x'.repeat(ORDER_DESCRIPTION_MAX + 1),
          contact: 'x'.repeat(ORDER_TEXT_MAX + 1),
          address: 'x'.repeat(ORDER_TEXT_MAX + 1),
          phone: '12345',
          picture_ids: ['a', 'b', 'c', 'd'],
        }),
      ),
    ).toEqual({
      description: 'iot-validation.10004',
      contact: 'iot-validation.10004',
      address: 'iot-validation.10004',
      phone: 'login.error.002',
      picture_ids: 'iot-order.10004',
    });
    // A picture id that names no stored order picture (what a refused upload leaves the form with).
    expect(
      await refusedInBoth(
        '/api/repair-orders',
        repairInput(site.stationId, { picture_ids: ['00000000-0000-4000-8000-000000000000'] }),
      ),
    ).toEqual({ 'picture_ids.0': 'iot-order.10005' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a work order with missing fields, too long text or a planned end before its start, storing nothing', async () => {
    const before = await stored();
    expect(await refusedInBoth('/api/work-orders', {})).toMatchObject({
      name: 'iot-validation.10001',
      type: 'iot-validation.10001',
      verifier_id: 'iot-validation.10002',
    });
    const start = Date.now() + HOUR;
    const input = (extra: Record<string, unknown>) =>
      workOrderInput({
        station_id: site.stationId,
        handler_id: handler.id,
        verifier_id: handler.id,
        ...extra,
      });
    expect(
      await refusedInBoth(
        '/api/work-orders',
        input({
          name: 'x'.repeat(WORK_ORDER_NAME.max + 1),
          description: 'x'.repeat(ORDER_DESCRIPTION_MAX + 1),
          planned_start: new Date(start).toISOString(),
          planned_end: new Date(start - HOUR).toISOString(),
        }),
      ),
    ).toEqual({
      name: 'iot-validation.10004',
      description: 'iot-validation.10004',
      planned_end: 'iot-order.10003',
    });
    expect(await refusedInBoth('/api/work-orders', input({ station_id: null, handler_id: null }))).toEqual({
      station_id: 'iot-validation.10001',
      handler_id: 'iot-validation.10001',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a move with a too long note, too many or unknown pictures, changing nothing', async () => {
    const order = await m.call(
      'POST',
      '/api/work-orders',
      workOrderInput({ station_id: site.stationId, handler_id: handler.id, verifier_id: m.manager.id }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const before = await stored();
    const url = `/api/work-orders/${order.json().id}/accept`;
    for (const [body, want] of [
      [{ note: 'x'.repeat(ORDER_NOTE_MAX + 1) }, { note: 'iot-validation.10004' }],
      [{ picture_ids: ['a', 'b', 'c', 'd'] }, { picture_ids: 'iot-order.10004' }],
      [{ picture_ids: ['00000000-0000-4000-8000-000000000000'] }, { 'picture_ids.0': 'iot-order.10005' }],
    ] as const) {
      for (const locale of ['zh', 'en'] as const)
        expect(fieldsIn(await handler.as('POST', `${url}?locale=${locale}`, body), locale)).toEqual(want);
    }
    expect(await stored()).toEqual(before);
    expect((await handler.as('GET', `/api/work-orders/${order.json().id}`)).json().status).toBe('pending');
  });
});
