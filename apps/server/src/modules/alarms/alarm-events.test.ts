import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';
import { AlarmEventsRepository } from './alarm-events.repository';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
let m: Merchant;
let events: AlarmEventsRepository;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  m = await signedInMerchant(t.app, t.database.db);
  events = new AlarmEventsRepository(t.database.db);
});

const eventsUrl = (tenantId: string, userId: string, tail = '') =>
  `/api/out-wrapper/group/tenants/${tenantId}/user/${userId}/alert-event-data${tail}`;

/** Two stations with one device each, a rule, and events raised as the engine raises them. */
async function scene() {
  const a = await createStation(m.call);
  const b = await createStation(m.call);
  const [da, db] = await createDevices(m.call, 'ES_PCS', 2);
  expect((await bind(m, a.id, [da!])).statusCode).toBe(200);
  expect((await bind(m, b.id, [db!])).statusCode).toBe(200);
  const rule = (await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, ruleInput(a.id))).json();
  const raise = (deviceId: string, stationId: string, value: number, iso: string, level = 3) =>
    events.raise({
      tenantId: m.tenant.id,
      ruleId: rule.id,
      ruleName: rule.name,
      deviceId,
      stationId,
      level,
      value,
      message: `soc ${value}`,
      at: at(iso),
    });
  return { a, b, da: da!, db: db!, rule, raise };
}

describe(`alarm events on ${testDatabaseKind()} (B §3, §4, §7)`, () => {
  it('one active event per rule and device: a repeat counts and keeps the last value; recovery closes it', async () => {
    const s = await scene();
    const first = await s.raise(s.da, s.a.id, 15, '2026-03-01T10:00:00Z');
    const again = await s.raise(s.da, s.a.id, 12, '2026-03-01T10:01:00Z');
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const list = await m.call('GET', eventsUrl(m.tenant.id, m.manager.id, `?rule_id=${s.rule.id}`));
    expect(list.statusCode, list.body).toBe(200);
    const [event] = list.json().list;
    expect(event).toMatchObject({
      id: first.id,
      rule_id: s.rule.id,
      device_id: s.da,
      station_id: s.a.id,
      station_name: s.a.name,
      level: 3,
      state: 'active',
      value: 15,
      last_value: 12,
      count: 2,
      handler_status: 'unhandled',
      generated_time: '2026-03-01T10:00:00.000Z',
      last_time: '2026-03-01T10:01:00.000Z',
    });
    expect(await events.recover(s.rule.id, s.da, 25, at('2026-03-01T10:05:00Z'))).toMatchObject({
      id: first.id,
    });
    const next = await s.raise(s.da, s.a.id, 10, '2026-03-01T11:00:00Z');
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(first.id);
  });

  it('filters by time range, group_id, handler_status, level, rule_id and info_model_id with paging', async () => {
    const s = await scene();
    await s.raise(s.da, s.a.id, 15, '2026-04-01T10:00:00Z', 4);
    await s.raise(s.db, s.b.id, 14, '2026-04-02T10:00:00Z', 2);
    const get = async (query: string) => {
      const res = await m.call('GET', eventsUrl(m.tenant.id, m.manager.id, `?rule_id=${s.rule.id}&${query}`));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { list: Array<{ device_id: string }>; pagination: { total_size: number } };
    };
    expect((await get('')).pagination.total_size).toBe(2);
    expect((await get(`group_id=${s.b.id}`)).list.map((e) => e.device_id)).toEqual([s.db]);
    expect((await get('level=4')).list.map((e) => e.device_id)).toEqual([s.da]);
    expect(
      (await get('start_time=2026-04-02T00:00:00Z&end_time=2026-04-03T00:00:00Z')).list.map(
        (e) => e.device_id,
      ),
    ).toEqual([s.db]);
    expect((await get('handler_status=handled')).list).toEqual([]);
    expect((await get('info_model_id=no-such-model')).list).toEqual([]);
    const paged = await get('page_size=1&current_page=2');
    expect(paged.list.map((e) => e.device_id)).toEqual([s.da]);
    expect(paged.pagination.total_size).toBe(2);
  });

  it('handles in a batch with handler 1–12 and handle method 1–124 characters; acknowledges; deletes in a batch', async () => {
    const s = await scene();
    const one = await s.raise(s.da, s.a.id, 15, '2026-05-01T10:00:00Z');
    const two = await s.raise(s.db, s.b.id, 15, '2026-05-01T10:00:00Z');
    const url = eventsUrl(m.tenant.id, m.manager.id, '/handle');
    const handle = (handler: string, method: string) =>
      m.call('PUT', url, { ids: [one.id, two.id], handler, handle_method: method });
    expect(fieldCodes(await handle('', 'ok')).handler).toBeDefined();
    expect(fieldCodes(await handle('x'.repeat(13), 'ok')).handler).toBeDefined();
    expect(fieldCodes(await handle('张三', '')).handle_method).toBeDefined();
    expect(fieldCodes(await handle('张三', 'x'.repeat(125))).handle_method).toBeDefined();
    const done = await handle('x'.repeat(12), 'y'.repeat(124));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().count).toBe(2);
    // Already handled: nothing changes.
    expect((await handle('李四', 'again')).json().count).toBe(0);
    const list = (
      await m.call(
        'GET',
        eventsUrl(m.tenant.id, m.manager.id, `?rule_id=${s.rule.id}&handler_status=handled`),
      )
    ).json();
    expect(list.list).toHaveLength(2);
    expect(list.list[0]).toMatchObject({ handler: 'x'.repeat(12), handle_method: 'y'.repeat(124) });
    expect(list.list[0].handle_time).not.toBeNull();
    expect(list.list[0].acknowledged_time).not.toBeNull();

    // Handled is not recovered: the event stays active until its condition clears.
    await events.recover(s.rule.id, s.da, 50, at('2026-05-01T12:00:00Z'));
    const three = await s.raise(s.da, s.a.id, 5, '2026-05-02T10:00:00Z');
    await events.recover(s.rule.id, s.da, 50, at('2026-05-02T10:01:00Z'));
    const four = await s.raise(s.da, s.a.id, 5, '2026-05-02T11:00:00Z');
    const ack = await m.call('PUT', eventsUrl(m.tenant.id, m.manager.id, '/acknowledge'), { ids: [four.id] });
    expect(ack.json().count).toBe(1);
    const deleted = await m.call('POST', eventsUrl(m.tenant.id, m.manager.id, '/batch-delete'), {
      ids: [one.id, three.id],
    });
    expect(deleted.json().count).toBe(2);
    const left = (await m.call('GET', eventsUrl(m.tenant.id, m.manager.id, `?rule_id=${s.rule.id}`))).json();
    expect(left.list.map((e: { id: string }) => e.id).sort()).toEqual([two.id, four.id].sort());
  });

  it('events of a station outside the caller’s authority are neither listed, counted, handled nor deleted', async () => {
    const s = await scene();
    const ea = await s.raise(s.da, s.a.id, 15, '2026-06-01T10:00:00Z');
    const eb = await s.raise(s.db, s.b.id, 15, '2026-06-01T10:00:00Z');
    const sub = await subUserOf(t.app, m, ['alert:event:view', 'alert:event:handle', 'alert:event:delete']);
    await sub.grant([s.a.id]);
    const list = await sub.as('GET', eventsUrl(m.tenant.id, sub.id, `?rule_id=${s.rule.id}`));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list.map((e: { id: string }) => e.id)).toEqual([ea.id]);
    expect((await sub.as('GET', eventsUrl(m.tenant.id, sub.id, `?group_id=${s.b.id}`))).json().list).toEqual(
      [],
    );
    // A batch naming one event outside its authority is refused whole (404) and changes nothing.
    const handled = await sub.as('PUT', eventsUrl(m.tenant.id, sub.id, '/handle'), {
      ids: [ea.id, eb.id],
      handler: '王五',
      handle_method: '复位',
    });
    expect(handled.statusCode, handled.body).toBe(404);
    expect(handled.json().code).toBe('iot-http.404');
    const acked = await sub.as('PUT', eventsUrl(m.tenant.id, sub.id, '/acknowledge'), {
      ids: [ea.id, eb.id],
    });
    expect(acked.statusCode).toBe(404);
    const deleted = await sub.as('POST', eventsUrl(m.tenant.id, sub.id, '/batch-delete'), { ids: [eb.id] });
    expect(deleted.statusCode).toBe(404);
    const after = (await m.call('GET', eventsUrl(m.tenant.id, m.manager.id, `?rule_id=${s.rule.id}`))).json();
    expect(
      after.list.map((e: { id: string; handler_status: string; acknowledged_time: string | null }) => [
        e.id,
        e.handler_status,
        e.acknowledged_time,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [ea.id, 'unhandled', null],
        [eb.id, 'unhandled', null],
      ]),
    );
    const counts = await sub.as('GET', `/api/alert-data-mgmt/tenants/${m.tenant.id}/statistics/count-event`);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().by_station.map((r: { key: string }) => r.key)).toEqual([s.a.id]);
    // Someone else's path, or another tenant's: 404.
    expect((await sub.as('GET', eventsUrl(m.tenant.id, m.manager.id))).statusCode).toBe(404);
    const other = await signedInMerchant(t.app, t.database.db);
    expect((await other.call('GET', eventsUrl(m.tenant.id, other.manager.id))).statusCode).toBe(404);
    expect((await other.call('GET', eventsUrl(other.tenant.id, other.manager.id))).json().list).toEqual([]);
    // Without alert:event:view: 403.
    const blind = await subUserOf(t.app, m, ['alert:trigger-rule:view']);
    expect((await blind.as('GET', eventsUrl(m.tenant.id, blind.id))).statusCode).toBe(403);
  });

  it('count-event counts by level, status, station and day', async () => {
    const fresh = await signedInMerchant(t.app, t.database.db);
    const previous = m;
    m = fresh;
    try {
      const s = await scene();
      await s.raise(s.da, s.a.id, 15, '2026-07-01T10:00:00Z', 4);
      await s.raise(s.db, s.b.id, 15, '2026-07-02T10:00:00Z', 2);
      await events.recover(s.rule.id, s.db, 30, at('2026-07-02T11:00:00Z'));
      const res = await m.call('GET', `/api/alert-data-mgmt/tenants/${m.tenant.id}/statistics/count-event`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 2, active: 1, unhandled: 2 });
      expect(body.by_level).toEqual([
        { key: 2, count: 1 },
        { key: 4, count: 1 },
      ]);
      expect(body.by_status).toEqual(
        expect.arrayContaining([
          { key: 'active', count: 1 },
          { key: 'recovered', count: 1 },
          { key: 'unhandled', count: 2 },
        ]),
      );
      expect(body.by_station.map((r: { key: string }) => r.key).sort()).toEqual([s.a.id, s.b.id].sort());
      expect(body.by_day).toEqual([
        { key: '2026-07-01', count: 1 },
        { key: '2026-07-02', count: 1 },
      ]);
      const oneStation = await m.call(
        'GET',
        `/api/alert-data-mgmt/tenants/${m.tenant.id}/statistics/count-event?group_id=${s.a.id}`,
      );
      expect(oneStation.json().total).toBe(1);
    } finally {
      m = previous;
    }
  });
});
