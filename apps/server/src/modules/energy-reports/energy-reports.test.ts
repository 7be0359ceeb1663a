import type { EnergyReport } from '@ies/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate } from '../../test/prices/prices-test-helpers';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';
import {
  BANDS,
  bandOfHour,
  DAY,
  type Flows,
  HOUR,
  intervals,
  sumOver,
  telemetry,
} from '../../test/energy-reports/energy-report-samples';
import { localDateOf } from '../prices/prices.service';

/*
 * Every report's figures against an independent computation from the raw telemetry of a
 * backfilled station: day, hour and month buckets, a UTC+8 and a UTC−7 station (their local days
 * cross UTC midnight), a counter reset and a two-hour gap; the base period's change rates; and who
 * may read which station.
 */

const bench = useRevenueBench({ appIngest: true });
const TOTAL_COST = 500;

interface Fixture {
  id: string;
  tz: number;
  per: Map<number, Flows>;
  /** The three local dates sent, and the first one's start. */
  dates: string[];
  start: number;
}
const fixtures: Fixture[] = [];

async function backfilled(tz: number): Promise<Fixture> {
  const station = await createStation(bench.m.call, {
    tz_offset_hours: tz,
    total_cost: TOTAL_COST,
    price_per_kwh: 0.7,
  });
  const [pcs] = await createDevices(bench.m.call, 'ES_PCS', 1);
  const [meter] = await createDevices(bench.m.call, 'GRID_METER', 1);
  const [pv] = await createDevices(bench.m.call, 'RS_INVERT_25KW', 1);
  const [load] = await createDevices(bench.m.call, 'LOAD_METER', 1);
  expect((await bind(bench.m, station.id, [pcs!, meter!, pv!, load!])).statusCode).toBe(200);
  const dates = [6, 5, 4].map((n) => localDateOf(new Date(Date.now() - n * DAY), tz));
  const start = Date.parse(`${dates[0]}T00:00:00Z`) - tz * HOUR;
  // From an hour before the first day to an hour after the last: the first step is inside.
  const samples = telemetry(start - HOUR, start + 3 * DAY + HOUR, tz);
  await bench.send(pcs!, samples.pcs);
  await bench.send(meter!, samples.meter);
  await bench.send(pv!, samples.pv);
  await bench.send(load!, samples.load);
  await bench.engine.settled();
  const template = await createTemplate(
    bench.m.call,
    bench.m.tenant.id,
    {},
    { periods: BANDS, grid_connection_price: 0.4 },
  );
  const res = await bench.m.call('POST', `/api/stations/${station.id}/tariffs`, {
    template_id: template.id,
    effective_from: '2020-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  await bench.engine.settled();
  await bench.engine.sweep();
  return { id: station.id, tz, per: intervals(samples), dates, start };
}

async function report(kind: string, body: Record<string, unknown>, call = bench.m.call) {
  const res = await call('POST', `/api/energy-reports/${kind}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EnergyReport;
}

const hourAt = (start: number, tz: number) => new Date(start + tz * HOUR).getUTCHours();

function expectFigures(actual: Record<string, number>, want: Record<string, number>, what: string) {
  for (const [key, value] of Object.entries(want))
    expect(actual[key], `${what} ${key}`).toBeCloseTo(value, 3);
}

beforeAll(async () => {
  fixtures.push(await backfilled(8), await backfilled(-7));
}, 300_000);

describe(`energy reports on ${testDatabaseKind()}`, () => {
  it('electricity by day and by hour equals the counter steps, across a reset and a gap, in +8 and −7', async () => {
    for (const f of fixtures) {
      const r = await report('electricity', {
        station_ids: [f.id],
        start: f.dates[0],
        end: f.dates[2],
        bucket: 'day',
      });
      const station = r.stations[0]!;
      expect(station.rows.map((row) => row.label)).toEqual(f.dates);
      expect(station.offset_minutes).toBe(f.tz * 60);
      const flows = (x: Flows) => ({ ...x });
      f.dates.forEach((date, i) => {
        const want = sumOver(f.per, f.start + i * DAY, f.start + (i + 1) * DAY, flows);
        expectFigures(station.rows[i]!.values, want, `${f.tz} ${date}`);
        expect(station.rows[i]!.values.efficiency).toBeCloseTo((want.discharge! / want.charge!) * 100, 2);
      });
      const all = sumOver(f.per, f.start, f.start + 3 * DAY, flows);
      expectFigures(station.total.values, all, `${f.tz} total`);

      // The second day by hour (the gap and the reset are in it).
      const hourly = await report('electricity', {
        station_ids: [f.id],
        start: f.dates[1],
        end: f.dates[1],
        bucket: 'hour',
      });
      const rows = hourly.stations[0]!.rows;
      expect(rows).toHaveLength(24);
      rows.forEach((row, h) => {
        const from = f.start + DAY + h * HOUR;
        expectFigures(row.values, sumOver(f.per, from, from + HOUR, flows), `${f.tz} ${row.label}`);
      });
      expect(rows[0]!.label).toBe(`${f.dates[1]} 00:00`);
    }
  });

  it('consumption splits the load into PV, storage and grid and counts CO₂ in kg or ton', async () => {
    const f = fixtures[0]!;
    const split = (x: Flows) => {
      const pv = Math.min(Math.max(0, x.pv - x.export), x.load);
      const storage = Math.min(x.discharge, x.load - pv);
      return {
        load: x.load,
        from_pv: pv,
        from_storage: storage,
        from_grid: Math.max(0, x.load - pv - storage),
        co2_avoided: x.pv * 0.5703,
      };
    };
    const kg = await report('consumption', {
      station_ids: [f.id],
      start: f.dates[0],
      end: f.dates[2],
      bucket: 'day',
      unit: 'kg',
    });
    expect(kg.stations[0]!.emission_factor).toEqual({ kg_per_kwh: 0.5703, default: true });
    for (let i = 0; i < f.dates.length; i++) {
      const want = sumOver(f.per, f.start + i * DAY, f.start + (i + 1) * DAY, split);
      expectFigures(kg.stations[0]!.rows[i]!.values, want, `day ${i}`);
    }
    const ton = await report('consumption', {
      station_ids: [f.id],
      start: f.dates[0],
      end: f.dates[2],
      bucket: 'day',
      unit: 'ton',
    });
    expect(ton.stations[0]!.total.values.co2_avoided).toBeCloseTo(
      kg.stations[0]!.total.values.co2_avoided! / 1000,
      3,
    );
  });

  it('revenue and period analysis per band equal the samples priced by hand; payback against the total cost', async () => {
    for (const f of fixtures) {
      const priced = (x: Flows, start: number) => {
        const { band, price } = bandOfHour(hourAt(start, f.tz));
        const revenue =
          (x.discharge - x.charge) * price + Math.max(0, x.pv - x.export) * price + x.export * 0.4;
        return {
          [`${band}_revenue`]: revenue,
          arbitrage: (x.discharge - x.charge) * price,
          pv_savings: Math.max(0, x.pv - x.export) * price,
          feed_in: x.export * 0.4,
          total: revenue,
          [`${band}_kwh`]: x.import,
          [`${band}_cost`]: x.import * price,
          kwh: x.import,
          cost: x.import * price,
        };
      };
      const body = { station_ids: [f.id], start: f.dates[0], end: f.dates[2], bucket: 'day' };
      const revenue = (await report('revenue', body)).stations[0]!;
      const period = (await report('period', body)).stations[0]!;
      const split = (want: Record<string, number>, keys: RegExp) =>
        Object.fromEntries(Object.entries(want).filter(([k]) => keys.test(k)));
      f.dates.forEach((date, i) => {
        const want = sumOver(f.per, f.start + i * DAY, f.start + (i + 1) * DAY, priced);
        expectFigures(
          revenue.rows[i]!.values,
          split(want, /revenue|arbitrage|pv_savings|feed_in|total/),
          `${date} revenue`,
        );
        expectFigures(period.rows[i]!.values, split(want, /kwh|cost/), `${date} period`);
      });
      // Everything since the first data: the hour before the first day counts too.
      const since = sumOver(f.per, f.start - DAY, f.start + 3 * DAY, priced);
      expect(revenue.payback!.total_cost).toBe(TOTAL_COST);
      expect(revenue.payback!.cumulative_revenue).toBeCloseTo(since.total!, 3);
      expect(revenue.payback!.cumulative.at(-1)).toBeCloseTo(since.total!, 3);
      const reached = since.total! >= TOTAL_COST;
      expect(revenue.payback!.payback_date !== null).toBe(reached);

      // Electricity per band: the charge and discharge of each band.
      const byBand = (await report('electricity', { ...body, mode: 'band' })).stations[0]!;
      const bandFlows = (x: Flows, start: number) => {
        const { band } = bandOfHour(hourAt(start, f.tz));
        return {
          [`${band}_charge`]: x.charge,
          [`${band}_discharge`]: x.discharge,
          charge: x.charge,
          discharge: x.discharge,
        };
      };
      expectFigures(byBand.total.values, sumOver(f.per, f.start, f.start + 3 * DAY, bandFlows), 'bands');
    }
  });

  it('a month bucket sums its days; a base period gives the change rate per bucket and in total', async () => {
    const f = fixtures[1]!;
    const flows = (x: Flows) => ({ ...x });
    const month = await report('electricity', {
      station_ids: [f.id],
      start: f.dates[0],
      end: f.dates[2],
      bucket: 'month',
    });
    const rows = month.stations[0]!.rows;
    const months = [...new Set(f.dates.map((d) => d.slice(0, 7)))];
    expect(rows.map((r) => r.label)).toEqual(months);
    for (const row of rows) {
      const want: Record<string, number> = {};
      f.dates.forEach((d, i) => {
        if (d.slice(0, 7) !== row.label) return;
        for (const [k, v] of Object.entries(
          sumOver(f.per, f.start + i * DAY, f.start + (i + 1) * DAY, flows),
        ))
          want[k] = (want[k] ?? 0) + v;
      });
      expectFigures(row.values, want, row.label);
    }

    const compared = await report('electricity', {
      station_ids: [f.id],
      start: f.dates[2],
      end: f.dates[2],
      base_start: f.dates[0],
      base_end: f.dates[0],
      bucket: 'day',
    });
    const row = compared.stations[0]!.rows[0]!;
    const now = sumOver(f.per, f.start + 2 * DAY, f.start + 3 * DAY, flows);
    const then = sumOver(f.per, f.start, f.start + DAY, flows);
    expect(row.base_label).toBe(f.dates[0]);
    expect(row.change!.charge).toBeCloseTo((now.charge! - then.charge!) / then.charge!, 3);
    expect(compared.stations[0]!.total.change!.load).toBeCloseTo((now.load! - then.load!) / then.load!, 3);
  });

  it('refuses a start after the end, hours of a daily report and a too long period, at their fields', async () => {
    const f = fixtures[0]!;
    const bad = async (kind: string, body: Record<string, unknown>, field: string, code: string) => {
      const res = await bench.m.call('POST', `/api/energy-reports/${kind}`, { station_ids: [f.id], ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(JSON.stringify(res.json())).toContain(field);
      expect(JSON.stringify(res.json())).toContain(code);
    };
    await bad('electricity', { start: f.dates[2], end: f.dates[0] }, 'end', 'iot-validation.10008');
    await bad(
      'revenue',
      { start: f.dates[0], end: f.dates[0], bucket: 'hour' },
      'bucket',
      'iot-energy-report.10002',
    );
    await bad(
      'electricity',
      { start: '2024-01-01', end: '2024-03-01', bucket: 'hour' },
      'end',
      'iot-energy-report.10001',
    );
  });

  it('a sub-user sees only the stations within its authority; a foreign tenant’s station is not found', async () => {
    const [plus8, minus7] = fixtures;
    const sub = await subUserOf(bench.app, bench.m, ['station:view', 'report:view']);
    await sub.grant([plus8!.id]);
    const body = { start: plus8!.dates[0], end: plus8!.dates[2], bucket: 'day' };
    const seen = await report('electricity', body, sub.as);
    expect(seen.stations.map((s) => s.id)).toEqual([plus8!.id]);
    const refused = await sub.as('POST', '/api/energy-reports/electricity', {
      ...body,
      station_ids: [minus7!.id],
    });
    expect(refused.statusCode).toBe(404);
    const without = await subUserOf(bench.app, bench.m, ['station:view']);
    await without.grant([plus8!.id]);
    expect((await without.as('POST', '/api/energy-reports/electricity', body)).statusCode).toBe(403);

    const other = await signedInMerchant(bench.app, bench.database.db);
    const foreign = await other.call('POST', '/api/energy-reports/electricity', {
      ...body,
      station_ids: [plus8!.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await report('electricity', body, other.call)).stations).toEqual([]);
  });
});
