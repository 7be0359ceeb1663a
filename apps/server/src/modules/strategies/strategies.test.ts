import type { StationStrategy, Strategy, StrategyList } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { createTemplate } from '../../test/prices/prices-test-helpers';
import {
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';

const t = useTestApp({ config: { testHooks: true } });

const merchant = () => signedInMerchant(t.app, t.database.db);
let sequence = 0;
const name = () => `策略_${Date.now().toString(36)}${++sequence}`;

const range = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  start,
  end,
  mode: 'standby',
  charge_power_kw: 50,
  discharge_power_kw: 50,
  soc_min: 10,
  soc_max: 90,
  ...extra,
});

const input = (extra: Record<string, unknown> = {}) => ({
  name: name(),
  ranges: [
    range('00:00', '08:00', { mode: 'peak_shaving', grid_import_threshold_kw: 120.5 }),
    range('08:00', '12:00', { mode: 'demand_control', demand_target_kw: 300 }),
    range('12:00', '17:00', { mode: 'anti_reflux', max_export_kw: 0 }),
    range('17:00', '21:00', {
      mode: 'demand_response',
      response_start: '18:00',
      response_end: '20:00',
      response_target_kw: 80,
    }),
    range('21:00', '23:59'),
  ],
  ...extra,
});

async function all(m: Merchant): Promise<StrategyList> {
  const res = await m.call('GET', '/api/strategies');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StrategyList;
}

async function create(m: Merchant, extra: Record<string, unknown> = {}): Promise<Strategy> {
  const res = await m.call('POST', '/api/strategies', input(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Strategy;
}

/** A refused body: the field codes, and nothing stored. */
async function refused(m: Merchant, body: Record<string, unknown>) {
  const before = (await all(m)).pagination.total_size;
  const codes = fieldCodes(await m.call('POST', '/api/strategies', body));
  expect((await all(m)).pagination.total_size).toBe(before);
  return codes;
}

describe(`strategies on ${testDatabaseKind()}`, () => {
  it('seeds one editable default per tenant that cannot be added or deleted', async () => {
    const m = await merchant();
    const list = await all(m);
    expect(list.pagination.total_size).toBe(1);
    const seeded = list.list[0]!;
    expect(seeded).toMatchObject({ name: '默认策略', is_default: true, station_count: 0 });
    // The English interface names it in English; once renamed, the user's name alone.
    expect(seeded.i18n).toEqual({ name: { zh: '默认策略', en: 'Default strategy' } });
    expect((await all(m)).pagination.total_size).toBe(1);

    const edited = await m.call('PUT', `/api/strategies/${seeded.id}`, input({ name: '默认_削峰' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: '默认_削峰', is_default: true, i18n: {} });

    const added = await m.call('POST', '/api/strategies?locale=en', input({ is_default: true }));
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({
      code: 'iot-strategy.10003',
      message: 'The default strategy cannot be added directly',
    });
    const deleted = await m.call('DELETE', `/api/strategies/${seeded.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'iot-strategy.10006', message: '默认策略不能删除' });
    expect((await all(m)).pagination.total_size).toBe(1);
  });

  it('stores every mode with its fields and refuses a missing mode field', async () => {
    const m = await merchant();
    const made = await create(m, { name: '峰谷_1' });
    expect(made.ranges.map((r) => r.mode)).toEqual([
      'peak_shaving',
      'demand_control',
      'anti_reflux',
      'demand_response',
      'standby',
    ]);
    expect((await m.call('GET', `/api/strategies/${made.id}`)).json()).toMatchObject({ name: '峰谷_1' });
    const body = input();
    delete (body.ranges[0] as Record<string, unknown>).grid_import_threshold_kw;
    expect(await refused(m, body)).toEqual({ 'ranges.0.grid_import_threshold_kw': 'iot-validation.10001' });
    expect(
      await refused(m, {
        name: name(),
        ranges: [
          range('00:00', '23:59', {
            mode: 'demand_response',
            response_start: '20:00',
            response_end: '19:00',
            response_target_kw: 1,
          }),
        ],
      }),
    ).toEqual({ 'ranges.0.response_end': 'iot-validation.10008' });
    expect(await refused(m, { name: name(), ranges: [range('00:00', '23:59', { mode: 'boost' })] })).toEqual({
      'ranges.0.mode': 'iot-validation.10007',
    });
    expect(
      await refused(m, { name: name(), ranges: [range('00:00', '23:59', { soc_min: 80, soc_max: 20 })] }),
    ).toEqual({
      'ranges.0.soc_max': 'iot-validation.10013',
    });
    expect(await refused(m, { name: name(), ranges: [range('00:00', '23:59', { soc_max: 101 })] })).toEqual({
      'ranges.0.soc_max': '10002',
    });
  });

  it('needs ranges covering the day from 00:00 to 23:59 without gap or overlap', async () => {
    const m = await merchant();
    await create(m, { ranges: [range('00:00', '23:59')] });
    expect(await refused(m, { name: name(), ranges: [range('00:01', '23:59')] })).toEqual({
      'ranges.0.start': 'iot-price.10003',
    });
    expect(await refused(m, { name: name(), ranges: [range('00:00', '23:58')] })).toEqual({
      'ranges.0.end': 'iot-price.10003',
    });
    expect(
      await refused(m, { name: name(), ranges: [range('00:00', '10:00'), range('10:30', '23:59')] }),
    ).toEqual({ 'ranges.1.start': 'iot-price.10003' });
    expect(
      await refused(m, { name: name(), ranges: [range('00:00', '10:00'), range('09:59', '23:59')] }),
    ).toEqual({ 'ranges.1.start': 'iot-price.10004' });
  });

  it('takes powers with 3 decimals and refuses 4 decimals and negatives', async () => {
    const m = await merchant();
    const made = await create(m, {
      ranges: [range('00:00', '23:59', { charge_power_kw: 12.345, discharge_power_kw: 0 })],
    });
    expect(made.ranges[0]).toMatchObject({ charge_power_kw: 12.345, discharge_power_kw: 0 });
    expect(
      await refused(m, { name: name(), ranges: [range('00:00', '23:59', { charge_power_kw: 12.3456 })] }),
    ).toEqual({ 'ranges.0.charge_power_kw': 'iot-validation.10006' });
    expect(
      await refused(m, {
        name: name(),
        ranges: [range('00:00', '23:59', { mode: 'peak_shaving', grid_import_threshold_kw: 1.0001 })],
      }),
    ).toEqual({ 'ranges.0.grid_import_threshold_kw': 'iot-validation.10006' });
    expect(
      await refused(m, { name: name(), ranges: [range('00:00', '23:59', { discharge_power_kw: -1 })] }),
    ).toEqual({
      'ranges.0.discharge_power_kw': '10003',
    });
  });

  it('checks the name rule at 1 and 24 characters, and uniqueness', async () => {
    const m = await merchant();
    await create(m, { name: '甲' });
    await create(m, { name: 'a'.repeat(24) });
    expect(await refused(m, input({ name: 'a'.repeat(25) }))).toEqual({ name: 'iot-strategy.10005' });
    expect(await refused(m, input({ name: 'bad-name' }))).toEqual({ name: 'iot-strategy.10005' });
    const dup = await m.call('POST', '/api/strategies', input({ name: 'A'.repeat(24) }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'iot-strategy.10002', data: { fields: [{ field: 'name' }] } });
  });

  it('keeps its name and remark per language; a variant breaking the name rule is refused (issue 34)', async () => {
    const m = await merchant();
    const i18n = {
      name: { zh: '演示_削峰_苏州', en: 'PeakShaving_Suzhou' },
      remark: { zh: '演示：削峰', en: 'Demo: peak shaving' },
    };
    const created = await create(m, { remark: '演示：削峰', i18n });
    expect(created.i18n).toEqual(i18n);
    // An update without them (an older client) keeps them; one with them replaces them.
    const { id } = created;
    const kept = await m.call('PUT', `/api/strategies/${id}`, input({ name: created.name }));
    expect(kept.json().i18n).toEqual(i18n);
    const en = { ...i18n, remark: { ...i18n.remark, en: 'Shaves the peaks' } };
    const changed = await m.call('PUT', `/api/strategies/${id}`, input({ name: created.name, i18n: en }));
    expect(changed.json().i18n).toEqual(en);
    expect((await all(m)).list.find((s) => s.id === id)?.i18n).toEqual(en);
    expect(await refused(m, input({ i18n: { name: { en: 'Peak shaving' } } }))).toEqual({
      'i18n.name.en': 'iot-strategy.10005',
    });
  });

  it('keeps at most 20 strategies per tenant, the default included', async () => {
    const m = await merchant();
    for (let i = 0; i < 19; i++) await create(m);
    expect((await all(m)).pagination.total_size).toBe(20);
    const res = await m.call('POST', '/api/strategies', input());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'iot-strategy.10004', message: '最多可添加 20 个策略' });
    expect((await all(m)).pagination.total_size).toBe(20);
  });

  it('is used by stations: in use cannot be deleted; outside authority is 404', async () => {
    const m = await merchant();
    const strategy = await create(m);
    const station = await createStation(m.call);
    const hidden = await createStation(m.call);
    const set = await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as StationStrategy).strategy).toMatchObject({ id: strategy.id, station_count: 1 });

    const refusedDelete = await m.call('DELETE', `/api/strategies/${strategy.id}?locale=en`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json()).toMatchObject({
      code: 'iot-strategy.10001',
      message: 'The strategy is in use, clear the selection and retry',
    });
    expect((await m.call('DELETE', `/api/stations/${station.id}/strategy`)).statusCode).toBe(204);
    expect((await m.call('GET', `/api/stations/${station.id}/strategy`)).json()).toMatchObject({
      strategy: null,
      assigned_at: null,
      // The clearing is the newest entry of the history; the station had no EMS/PCS to push to.
      state: null,
      history: [
        { strategy_id: null, state: null },
        { strategy_id: strategy.id, state: 'failed', reason: 'iot-strategy.10010' },
      ],
    });
    expect((await m.call('DELETE', `/api/strategies/${strategy.id}`)).statusCode).toBe(204);
    // The history outlives the strategy, by name.
    const after = (await m.call('GET', `/api/stations/${station.id}/strategy`)).json() as StationStrategy;
    expect(after.history[1]).toMatchObject({ strategy_id: null, strategy_name: strategy.name });

    const sub = await subUserOf(t.app, m, ['station:view', 'station:update', 'strategy:view']);
    await sub.grant([station.id]);
    const mine = await create(m);
    expect(
      (await sub.as('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: mine.id })).statusCode,
    ).toBe(200);
    expect(
      (await sub.as('PUT', `/api/stations/${hidden.id}/strategy`, { strategy_id: mine.id })).statusCode,
    ).toBe(404);
    expect((await sub.as('POST', '/api/strategies', input())).statusCode).toBe(403);
    const none = await subUserOf(t.app, m, ['station:view']);
    expect((await none.as('GET', '/api/strategies')).statusCode).toBe(403);

    const other = await merchant();
    expect((await other.call('GET', `/api/strategies/${mine.id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/strategies/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: mine.id })).statusCode,
    ).toBe(404);
    // Another tenant's strategy on one's own station is a field error, and nothing changes.
    const theirs = await createStation(other.call);
    expect(
      fieldCodes(await other.call('PUT', `/api/stations/${theirs.id}/strategy`, { strategy_id: mine.id })),
    ).toEqual({ strategy_id: 'iot-validation.10002' });
  });

  it('generates charge ranges where the band price is at most the template’s charge price and discharge ranges where it is at least its discharge price', async () => {
    const m = await merchant();
    const template = await createTemplate(m.call, m.tenant.id);
    const res = await m.call('POST', '/api/strategies/generate', {
      template_id: template.id,
      charge_power_kw: 100,
      discharge_power_kw: 90,
      grid_import_threshold_kw: 400,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ranges = (res.json() as { ranges: Array<Record<string, unknown>> }).ranges;
    expect(ranges.map((r) => [r.start, r.end, r.mode, r.charge_power_kw, r.discharge_power_kw])).toEqual([
      ['00:00', '08:00', 'peak_shaving', 100, 0],
      ['08:00', '10:00', 'standby', 0, 0],
      ['10:00', '21:00', 'peak_shaving', 0, 90],
      ['21:00', '23:59', 'peak_shaving', 100, 0],
    ]);
    // The draft is a valid strategy as it stands.
    await create(m, { ranges });
    // The template's charge and discharge prices decide, not the bands' names: at 0.6 and 1.4 the
    // flat band charges too, the peak band stands by and only the sharp band discharges.
    const priced = await createTemplate(m.call, m.tenant.id, {}, { charge_price: 0.6, discharge_price: 1.4 });
    const byPrice = await m.call('POST', '/api/strategies/generate', {
      template_id: priced.id,
      charge_power_kw: 100,
      discharge_power_kw: 90,
      grid_import_threshold_kw: 400,
    });
    expect(byPrice.statusCode, byPrice.body).toBe(200);
    expect(
      (byPrice.json() as { ranges: Array<Record<string, unknown>> }).ranges.map((r) => [
        r.start,
        r.end,
        r.mode,
        r.charge_power_kw,
        r.discharge_power_kw,
      ]),
    ).toEqual([
      ['00:00', '10:00', 'peak_shaving', 100, 0],
      ['10:00', '18:00', 'standby', 0, 0],
      ['18:00', '21:00', 'peak_shaving', 0, 90],
      ['21:00', '23:59', 'peak_shaving', 100, 0],
    ]);
    const other = await merchant();
    const foreign = await other.call('POST', '/api/strategies/generate', {
      template_id: template.id,
      charge_power_kw: 1,
      discharge_power_kw: 1,
      grid_import_threshold_kw: 1,
    });
    expect(fieldCodes(foreign)).toEqual({ template_id: 'iot-validation.10002' });
  });
});
