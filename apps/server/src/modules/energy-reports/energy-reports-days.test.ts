import type { EnergyReport, ReportRow } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDayRange } from '../../platform/time/local-calendar';
import { DAY, HOUR, telemetry } from '../../test/energy-reports/energy-report-samples';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { localDateOf } from '../prices/prices.service';

/*
 * The energy-consumption report by day, week and month reads the load split kept beside each
 * stored revenue day; by hour it reads the 5-minute energy. Over a month of a Denver station
 * (UTC−7 in winter; the month holds the change from UTC−6 on the first Sunday of November while
 * that is within the last 34 days) both paths give the same figures, day by day, and a stored day
 * without the split (kept before the columns existed) is computed again to give them too.
 */

const ZONE = 'America/Denver';
const KEYS = ['load', 'from_grid', 'from_pv', 'from_storage', 'co2_avoided'] as const;
const bench = useRevenueBench({ appIngest: true });

async function consumption(body: Record<string, unknown>): Promise<EnergyReport> {
  const res = await bench.m.call('POST', '/api/energy-reports/consumption', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EnergyReport;
}

/** Rows summed per key into the bucket `labelOf` names. */
function regroup(rows: readonly ReportRow[], labelOf: (label: string) => string) {
  const out = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const into = out.get(labelOf(row.label)) ?? Object.fromEntries(KEYS.map((k) => [k, 0]));
    for (const k of KEYS) into[k]! += row.values[k]!;
    out.set(labelOf(row.label), into);
  }
  return out;
}

function expectSame(stored: readonly ReportRow[], fromEnergy: Map<string, Record<string, number>>) {
  expect(stored.map((r) => r.label)).toEqual([...fromEnergy.keys()]);
  // Each hourly row is rounded to 4 decimals: up to 25 of them in a day.
  for (const row of stored) {
    for (const k of KEYS)
      expect(row.values[k], `${row.label} ${k}`).toBeCloseTo(fromEnergy.get(row.label)![k]!, 2);
  }
}

describe(`consumption from stored days on ${testDatabaseKind()}`, () => {
  it('equals the 5-minute split over a month of a UTC−7 station with a daylight-saving change', async () => {
    const station = await createStation(bench.m.call, { time_zone: ZONE, price_per_kwh: 0.7 });
    const zone = { timeZone: ZONE, tzOffsetHours: station.tz_offset_hours as number };
    const devices = await Promise.all(
      ['ES_PCS', 'GRID_METER', 'RS_INVERT_25KW', 'LOAD_METER'].map(
        async (type) => (await createDevices(bench.m.call, type, 1))[0]!,
      ),
    );
    expect((await bind(bench.m, station.id, devices)).statusCode).toBe(200);
    const first = localDateOf(new Date(Date.now() - 33 * DAY), zone);
    const last = localDateOf(new Date(Date.now() - 3 * DAY), zone);
    const from = localDayRange({ timeZone: ZONE, offsetMinutes: -420 }, first).start;
    const to = localDayRange({ timeZone: ZONE, offsetMinutes: -420 }, last).end;
    // Readings an hour either side; the generator's gap and counter reset fall on the second day.
    const samples = telemetry(from - HOUR, to + HOUR, -7);
    const [pcs, meter, pv, load] = devices;
    await bench.send(pcs!, samples.pcs, 500);
    await bench.send(meter!, samples.meter, 500);
    await bench.send(pv!, samples.pv, 500);
    await bench.send(load!, samples.load, 500);
    await bench.engine.settled();
    await bench.engine.sweep();

    const body = { station_ids: [station.id], start: first, end: last, unit: 'kg' };
    const hourly = (await consumption({ ...body, bucket: 'hour' })).stations[0]!.rows;
    const perDay = regroup(hourly, (label) => label.slice(0, 10));
    const hours = new Map<string, number>();
    for (const row of hourly) hours.set(row.label.slice(0, 10), (hours.get(row.label.slice(0, 10)) ?? 0) + 1);
    // A 23- or 25-hour day is in the month when a change is.
    expect([...hours.values()].every((n) => n >= 23 && n <= 25)).toBe(true);
    const daily = (await consumption({ ...body, bucket: 'day' })).stations[0]!;
    expectSame(daily.rows, perDay);
    expect(daily.rows.some((r) => r.values.from_storage! > 0 && r.values.from_pv! > 0)).toBe(true);
    const monthly = (await consumption({ ...body, bucket: 'month' })).stations[0]!;
    expectSame(
      monthly.rows,
      regroup(daily.rows, (label) => label.slice(0, 7)),
    );
    const weekly = (await consumption({ ...body, bucket: 'week' })).stations[0]!;
    expect(weekly.total.values.load).toBeCloseTo(daily.total.values.load!, 3);
    expect(weekly.total.values.from_grid).toBeCloseTo(daily.total.values.from_grid!, 3);

    // The split is kept with each stored day; one kept before the columns existed is filled again.
    const kept = await bench.database.rows<{ n: number }>(
      sql`select count(*)::int as n from station_revenue_days
        where station_id = ${station.id} and load_grid_kwh is not null`,
    );
    expect(kept[0]!.n).toBeGreaterThanOrEqual(hours.size);
    await bench.database.rows(
      sql`update station_revenue_days set load_pv_kwh = null, load_storage_kwh = null, load_grid_kwh = null
        where station_id = ${station.id}`,
    );
    // Written behind the engine's back, as rows stored before the columns existed: a period its kept
    // copy does not cover (a day longer) reads them again, and computes the days without a split.
    const before = localDateOf(new Date(from - DAY / 2), zone);
    const longer = (await consumption({ ...body, start: before, bucket: 'day' })).stations[0]!.rows;
    expect(longer[0]!.label).toBe(before);
    expectSame(longer.slice(1), perDay);
    const refilled = await bench.database.rows<{ n: number }>(
      sql`select count(*)::int as n from station_revenue_days
        where station_id = ${station.id} and load_grid_kwh is not null`,
    );
    expect(refilled[0]!.n).toBeGreaterThanOrEqual(hours.size);
  }, 600_000);
});
