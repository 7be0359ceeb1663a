import type { BacktestResult, DayRevenue, StrategyRange } from '@ies/contracts';
import { buildSiteConfig, parseStrategy, Site } from '@ies/simulator';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate } from '../../test/prices/prices-test-helpers';
import { localDateOf } from '../prices/prices.service';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * The backtest (issue 14 item 7): a simulated station ran a strategy over three backfilled days
 * (the simulator's site at one-minute steps, its devices' readings every 5 minutes through ingest);
 * the backtest of that same strategy on the recorded load and PV, through the shared physics,
 * reproduces the recorded revenue within 2 %.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = 8;

const t = useRevenueBench();

const range = (start: string, end: string, extra: Partial<StrategyRange>): StrategyRange => ({
  start,
  end,
  mode: 'standby',
  charge_power_kw: 0,
  discharge_power_kw: 0,
  soc_min: 10,
  soc_max: 95,
  ...extra,
});

/** What the station ran: charge in the valleys under a 300 kW import limit, discharge in peaks. */
const RAN: StrategyRange[] = [
  range('00:00', '08:00', { mode: 'peak_shaving', charge_power_kw: 100, grid_import_threshold_kw: 300 }),
  range('08:00', '10:00', { mode: 'standby' }),
  range('10:00', '21:00', { mode: 'peak_shaving', discharge_power_kw: 100, grid_import_threshold_kw: 0 }),
  range('21:00', '23:59', { mode: 'peak_shaving', charge_power_kw: 100, grid_import_threshold_kw: 300 }),
];

const { send } = t;

type SiteIds = Record<'pcs' | 'bms' | 'grid_meter' | 'load_meter' | 'pv_inverter_1', string>;

/** A station with the simulator's devices bound and the test tariff, and its site starting at `startMs`. */
async function siteStation(startMs: number) {
  const station = await createStation(t.m.call, {
    tz_offset_hours: TZ,
    installed_capacity_kwh: 430,
    installed_power_kw: 215,
  });
  const ids: SiteIds = {
    pcs: (await createDevices(t.m.call, 'ES_PCS', 1))[0]!,
    bms: (await createDevices(t.m.call, 'ES_BMS', 1))[0]!,
    grid_meter: (await createDevices(t.m.call, 'GRID_METER', 1))[0]!,
    load_meter: (await createDevices(t.m.call, 'LOAD_METER', 1))[0]!,
    pv_inverter_1: (await createDevices(t.m.call, 'RS_INVERT_25KW', 1))[0]!,
  };
  expect((await bind(t.m, station.id, Object.values(ids))).statusCode).toBe(200);
  const template = await createTemplate(t.m.call, t.m.tenant.id);
  const tariff = await t.m.call('POST', `/api/stations/${station.id}/tariffs`, {
    template_id: template.id,
    effective_from: '2020-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  const site = new Site(
    buildSiteConfig({
      id: 'backtest',
      latitude: 31.23,
      longitude: 121.47,
      tz_offset_minutes: TZ * 60,
      pv: { kwp: 200 },
      battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215, initial_soc_pct: 40 },
      load: { profile: 'factory', base_kw: 60, peak_kw: 260 },
      devices: [
        { kind: 'pcs', id: ids.pcs },
        { kind: 'bms', id: ids.bms },
        { kind: 'grid_meter', id: ids.grid_meter },
        { kind: 'load_meter', id: ids.load_meter },
        { kind: 'pv_inverter', id: ids.pv_inverter_1, model: 'RS_INVERT_25KW' },
      ],
    }),
    'backtest',
    startMs,
  );
  site.replaceStrategy(parseStrategy({ id: 'ran', name: 'ran', ranges: RAN }));
  return { station, site, ids };
}

/**
 * Steps the site by `stepS` up to `endMs` and sends its devices' readings (stamped at each step's
 * end, as the simulator does) after the steps `read` picks, through ingest.
 */
async function sendReadings(
  site: Site,
  ids: SiteIds,
  endMs: number,
  stepS: number,
  read: (step: number, ts: number) => boolean,
): Promise<void> {
  const samples = new Map<string, Array<{ ts: number; values: Record<string, unknown> }>>(
    Object.values(ids).map((id) => [id, []]),
  );
  const keep: Record<keyof SiteIds, readonly string[]> = {
    pcs: ['charge_kwh', 'discharge_kwh', 'active_power'],
    bms: ['soc', 'soh'],
    grid_meter: ['import_kwh', 'export_kwh', 'grid_power'],
    load_meter: ['load_kwh', 'load_power'],
    pv_inverter_1: ['generation_kwh', 'photovoltaic_power'],
  };
  let step = 0;
  while (site.time < endMs) {
    site.step(stepS);
    if (!read(++step, site.time)) continue;
    const values = site.deviceValues({ includeCells: false });
    for (const [ref, id] of Object.entries(ids) as Array<[keyof SiteIds, string]>) {
      const picked = Object.fromEntries(keep[ref].map((p) => [p, values[ref]![p]]));
      samples.get(id)!.push({ ts: site.time, values: picked });
    }
  }
  for (const [id, list] of samples) await send(id, list);
  await t.ingest.drain();
}

describe(`backtest on ${testDatabaseKind()}`, () => {
  let stationId: string;
  let from: string;
  let to: string;

  it('reproduces the recorded revenue of the strategy that ran within 2 %', async () => {
    // Three whole local days ending the day before yesterday, run ten minutes early.
    from = localDateOf(new Date(Date.now() - 5 * DAY), TZ);
    to = localDateOf(new Date(Date.now() - 3 * DAY), TZ);
    const start = Date.parse(`${from}T00:00:00Z`) - TZ * HOUR;
    const { station, site, ids } = await siteStation(start - 10 * 60_000);
    stationId = station.id;
    // The simulator at one-minute steps, its devices read every 5 minutes.
    await sendReadings(site, ids, start + 3 * DAY + 10 * 60_000, 60, (minute) => minute % 5 === 0);

    const res = await t.m.call('POST', `/api/stations/${station.id}/backtest`, { from, to, ranges: RAN });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as BacktestResult;
    expect(result.days.map((d) => d.date)).toHaveLength(3);
    // The recorded side is the stored revenue of each day.
    for (const day of result.days) {
      const stored = (await t.m.call('GET', `/api/stations/${station.id}/revenue?date=${day.date}`)).json();
      expect(day.recorded.revenue).toBeCloseTo((stored as DayRevenue).total, 3);
    }
    // The battery was found from the station and its BMS.
    expect(result.battery.capacity_kwh).toBe(430);
    expect(result.battery.initial_soc).toBeGreaterThan(0);
    expect(result.battery.round_trip_efficiency).toBeGreaterThan(0.85);
    expect(result.battery.round_trip_efficiency).toBeLessThan(0.95);
    // The strategy really moved the battery and earned something.
    expect(result.recorded.discharge_kwh).toBeGreaterThan(300);
    expect(Math.abs(result.recorded.revenue)).toBeGreaterThan(50);
    const gap =
      Math.abs(result.backtest.revenue - result.recorded.revenue) / Math.abs(result.recorded.revenue);
    expect(gap, JSON.stringify({ recorded: result.recorded, backtest: result.backtest })).toBeLessThan(0.02);
    const billGap =
      Math.abs(result.backtest.grid_bill - result.recorded.grid_bill) / result.recorded.grid_bill;
    expect(billGap).toBeLessThan(0.02);
    // Readings every 5 minutes throughout: the whole range had data.
    expect(result.coverage).toEqual({ share: 1, missing_hours: 0 });
    expect(result.days.map((d) => d.coverage.share)).toEqual([1, 1, 1]);

    // Another candidate (the battery standing by) gives another result, by the stored strategy's id.
    const standby = await t.m.call('POST', '/api/strategies', {
      name: `待机_${Date.now().toString(36)}`,
      remark: '',
      ranges: [range('00:00', '23:59', { mode: 'standby' })],
    });
    expect(standby.statusCode, standby.body).toBe(201);
    const idle = await t.m.call('POST', `/api/stations/${station.id}/backtest`, {
      from,
      to,
      strategy_id: standby.json().id,
    });
    expect(idle.statusCode, idle.body).toBe(200);
    const idleResult = idle.json() as BacktestResult;
    expect(idleResult.backtest.charge_kwh).toBe(0);
    expect(idleResult.backtest.discharge_kwh).toBe(0);
    expect(idleResult.backtest.grid_bill).toBeGreaterThan(result.backtest.grid_bill);
  }, 240_000);

  it('runs in the SOC window the station’s BMS reports, else the default, each bound as asked when given, and says which', async () => {
    const url = `/api/stations/${stationId}/backtest`;
    const run = async (battery: Record<string, number> = {}) => {
      const res = await t.m.call('POST', url, { from, to, ranges: RAN, battery });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return (res.json() as BacktestResult).battery;
    };
    // The recorded BMS sent SOC and SOH only: the default window.
    expect(await run()).toMatchObject({
      soc_min: 10,
      soc_max: 95,
      soc_window_source: { soc_min: 'default', soc_max: 'default' },
    });

    // The BMS reports its working window (as the simulator's does): the backtest runs in it.
    const bms = (
      await t.database.rows<{ id: string }>(
        `select d.id from devices d join station_devices s on s.device_id = d.id
          join device_types t on t.id = d.type_id where s.station_id = '${stationId}' and t.name = 'ES_BMS'`,
      )
    )[0]!.id;
    await send(bms, [{ ts: Date.now() - 60_000, values: { soc: 50, soh: 99, soc_min: 20, soc_max: 85 } }]);
    await t.ingest.drain();
    const fromDevices = await run();
    expect(fromDevices).toMatchObject({
      soc_min: 20,
      soc_max: 85,
      soc_window_source: { soc_min: 'devices', soc_max: 'devices' },
    });

    // A bound given in the request wins over the device's; the other still comes from the device.
    expect(await run({ soc_min: 15 })).toMatchObject({
      soc_min: 15,
      soc_max: 85,
      soc_window_source: { soc_min: 'request', soc_max: 'devices' },
    });
    // A requested lower bound above the device's upper one is refused at its field.
    const crossed = await t.m.call('POST', url, { from, to, ranges: RAN, battery: { soc_min: 90 } });
    expect(crossed.statusCode, crossed.body.slice(0, 300)).toBe(422);
    expect((crossed.json() as { data: { fields: unknown[] } }).data.fields).toEqual([
      expect.objectContaining({ field: 'battery.soc_min', code: 'iot-validation.10013' }),
    ]);
  }, 120_000);

  it('refuses bad input at its field, a station outside the caller’s authority, and a caller without the permission', async () => {
    const url = `/api/stations/${stationId}/backtest`;
    const fieldOf = async (body: Record<string, unknown>) => {
      const res = await t.m.call('POST', url, body);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      return (res.json() as { data: { fields: Array<{ field: string; code: string }> } }).data.fields;
    };
    expect(await fieldOf({ from: to, to: from, ranges: RAN })).toEqual([
      expect.objectContaining({ field: 'to', code: 'iot-validation.10008' }),
    ]);
    expect(await fieldOf({ from: '2025-01-01', to: '2025-04-03', ranges: RAN })).toEqual([
      expect.objectContaining({ field: 'to', code: 'iot-validation.10017' }),
    ]);
    expect(await fieldOf({ from, to })).toEqual([
      expect.objectContaining({ field: 'strategy_id', code: 'iot-validation.10001' }),
    ]);
    const today = localDateOf(new Date(), TZ);
    expect(await fieldOf({ from, to: today, ranges: RAN })).toEqual([
      expect.objectContaining({ field: 'to', code: 'iot-validation.10016' }),
    ]);

    const other = await signedInMerchant(t.app, t.database.db);
    const foreign = await other.call('POST', url, { from, to, ranges: RAN });
    expect(foreign.statusCode).toBe(404);

    const none = await subUserOf(t.app, t.m, ['station:view']);
    await none.grant([stationId]);
    expect((await none.as('POST', url, { from, to, ranges: RAN })).statusCode).toBe(403);
    const allowed = await subUserOf(t.app, t.m, ['station:view', 'strategy:view']);
    await allowed.grant([stationId]);
    expect((await allowed.as('POST', url, { from, to, ranges: RAN })).statusCode).toBe(200);
    const outside = await subUserOf(t.app, t.m, ['station:view', 'strategy:view']);
    await outside.grant([]);
    expect((await outside.as('POST', url, { from, to, ranges: RAN })).statusCode).toBe(404);
  }, 120_000);
  it('says how much of the range had readings: none before the first, none across a gap', async () => {
    // Four local days asked; readings every 15 minutes (the demo's backfill) from the second day's
    // midnight, none from 06:00 to 12:00 on the third day.
    const first = localDateOf(new Date(Date.now() - 6 * DAY), TZ);
    const last = localDateOf(new Date(Date.now() - 3 * DAY), TZ);
    const dataStart = Date.parse(`${first}T00:00:00Z`) - TZ * HOUR + DAY;
    const gapFrom = dataStart + DAY + 6 * HOUR;
    const gapTo = gapFrom + 6 * HOUR;
    const { station, site, ids } = await siteStation(dataStart - 15 * 60_000);
    await sendReadings(site, ids, dataStart + 3 * DAY + HOUR, 900, (_, ts) => ts <= gapFrom || ts >= gapTo);

    const res = await t.m.call('POST', `/api/stations/${station.id}/backtest`, {
      from: first,
      to: last,
      ranges: RAN,
      // No reading at the range's start to take it from: the SOC the site started with.
      battery: { initial_soc: 40 },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const result = res.json() as BacktestResult;
    // 24 hours before the first reading and 6 across the gap, of 96.
    expect(result.coverage).toEqual({ share: 0.6875, missing_hours: 30 });
    expect(result.days.map((d) => [d.date, d.coverage])).toEqual([
      [first, { share: 0, missing_hours: 24 }],
      [result.days[1]!.date, { share: 1, missing_hours: 0 }],
      [result.days[2]!.date, { share: 0.75, missing_hours: 6 }],
      [last, { share: 1, missing_hours: 0 }],
    ]);
    // The first day read whole at 15 minutes replays as recorded (a bucket there is not 5 minutes of power).
    const day = result.days[1]!;
    const gap = Math.abs(day.backtest.revenue - day.recorded.revenue) / Math.abs(day.recorded.revenue);
    expect(gap, JSON.stringify(day)).toBeLessThan(0.02);
  }, 240_000);
});
