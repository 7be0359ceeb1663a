import type { DayRevenue, HomeSummary, RecalculationList, StationOverview } from '@ies/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StationRevenueDayRow, stationRevenueDays } from '../../db/schema';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { localDateOf } from '../prices/prices.service';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';

/*
 * The stored daily revenue: days kept in station_revenue_days, recomputed from a tariff change's
 * date on, marked and recomputed when samples of a past day arrive late (through ingest's events),
 * backfilled by the sweep, and read by the home page and the station overview for today's income.
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const TZ = 8;

const bench = useRevenueBench({ appIngest: true });

const { send } = bench;

/** A PCS charging 4 kWh per 5 min before 06:00 local and discharging 3.5 from 10:00 to 21:00. */
function pcsSamples(from: number, to: number, scale = 1) {
  const counters = { charge: 100, discharge: 50 };
  const out = [];
  for (let ts = from; ts <= to; ts += STEP) {
    const hour = new Date(ts + TZ * HOUR - STEP).getUTCHours();
    if (hour < 6) counters.charge += 4 * scale;
    if (hour >= 10 && hour < 21) counters.discharge += 3.5 * scale;
    out.push({ ts, values: { charge_kwh: counters.charge, discharge_kwh: counters.discharge } });
  }
  return out;
}

const rowsOf = async (stationId: string) =>
  new Map<string, StationRevenueDayRow>(
    (
      await bench.database.db
        .select()
        .from(stationRevenueDays)
        .where(eq(stationRevenueDays.stationId, stationId))
    ).map((r) => [r.date, r]),
  );

describe(`stored station revenue on ${testDatabaseKind()}`, () => {
  it('stores days, recomputes from a tariff change on, follows late samples, backfills, and feeds the home page', async () => {
    const station = await createStation(bench.m.call, { tz_offset_hours: TZ, price_per_kwh: 0.7 });
    const [pcs] = await createDevices(bench.m.call, 'ES_PCS', 1);
    expect((await bind(bench.m, station.id, [pcs!])).statusCode).toBe(200);
    const now = Date.now();
    const day1 = localDateOf(new Date(now - 3 * 24 * HOUR), TZ);
    const day2 = localDateOf(new Date(now - 2 * 24 * HOUR), TZ);
    const today = localDateOf(new Date(now), TZ);
    const start = Date.parse(`${day1}T00:00:00Z`) - TZ * HOUR;
    await send(pcs!, pcsSamples(start - 2 * STEP, now - 60_000));

    const bands = await createTemplate(
      bench.m.call,
      bench.m.tenant.id,
      {},
      {
        periods: [
          period('deep_valley', '00:00', '06:00', 0.1),
          period('flat', '06:00', '10:00', 0.5),
          period('peak', '10:00', '21:00', 0.9),
          period('valley', '21:00', '23:59', 0.25),
        ],
      },
    );
    const flat = await createTemplate(
      bench.m.call,
      bench.m.tenant.id,
      {},
      { periods: [period('flat', '00:00', '23:59', 2)] },
    );
    const setTariff = async (templateId: string, from: string) =>
      expect(
        (
          await bench.m.call('POST', `/api/stations/${station.id}/tariffs`, {
            template_id: templateId,
            effective_from: from,
          })
        ).statusCode,
      ).toBe(201);
    await setTariff(bands.id, '2020-01-01');
    await bench.engine.settled();
    const revenue = async (date: string) => {
      const res = await bench.m.call('GET', `/api/stations/${station.id}/revenue?date=${date}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DayRevenue;
    };

    // A read stores the day: 11 h × 12 × 3.5 kWh at 0.9 less 6 h × 12 × 4 kWh at 0.1.
    const r1 = await revenue(day1);
    expect(r1.arbitrage).toBeCloseTo(11 * 12 * 3.5 * 0.9 - 6 * 12 * 4 * 0.1, 6);
    let rows = await rowsOf(station.id);
    expect(rows.get(day1)?.total).toBe(r1.total);
    expect(rows.get(day1)?.templateId).toBe(bands.id);
    expect(rows.has(day2)).toBe(false);

    // The sweep backfills every day since the first data, today included.
    await bench.engine.sweep();
    rows = await rowsOf(station.id);
    for (const date of [day1, day2, today]) expect(rows.has(date), date).toBe(true);
    expect([...rows.values()].every((r) => r.dirtyAt === null)).toBe(true);
    const day1ComputedAt = rows.get(day1)!.computedAt.getTime();

    // The home page's and the overview's income today is the stored day's total, not discharge × flat price.
    const home = (await bench.m.call('GET', '/api/home/summary')).json() as HomeSummary;
    const todayTotal = (await rowsOf(station.id)).get(today)!.total;
    const top = home.top_stations.find((s) => s.id === station.id)!;
    expect(top.today_income).toBeCloseTo(todayTotal, 4);
    const overview = (
      await bench.m.call('GET', `/api/stations/${station.id}/overview`)
    ).json() as StationOverview;
    expect(overview.today_income).toBeCloseTo(todayTotal, 4);
    if (overview.today.discharge_kwh > 0 || overview.today.charge_kwh > 0) {
      expect(overview.today_income).not.toBeCloseTo(overview.today.discharge_kwh * 0.7, 4);
    }

    // A tariff from day 2: that day on is recomputed at the flat 2, day 1 is left alone.
    await setTariff(flat.id, day2);
    await bench.engine.settled();
    rows = await rowsOf(station.id);
    expect(rows.get(day1)!.computedAt.getTime()).toBe(day1ComputedAt);
    expect(rows.get(day1)!.templateId).toBe(bands.id);
    for (const [date, row] of rows) {
      if (date >= day2) {
        expect(row.templateId, date).toBe(flat.id);
        expect(row.dirtyAt, date).toBeNull();
      }
    }
    expect(rows.get(day2)!.figures.arbitrage).toBeCloseTo(11 * 12 * 3.5 * 2 - 6 * 12 * 4 * 2, 6);

    // Each change is a task of the station's recalculation list: from the change's local midnight,
    // done. The task is marked done after the pricing settles, as the user sees it: in a moment.
    const revenueTasksListed = async () => {
      const listed = await bench.m.call(
        'GET',
        `/api/out-wrapper/group/tenants/${bench.m.tenant.id}/group/${station.id}/recalculation`,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json() as RecalculationList).list.filter((task) => task.kind === 'revenue');
    };
    await expect
      .poll(async () => (await revenueTasksListed()).map((task) => task.status), { timeout: 10_000 })
      .toEqual(['done', 'done']);
    const revenueTasks = await revenueTasksListed();
    expect(revenueTasks.map((task) => task.begin_time)).toEqual([
      new Date(Date.parse(`${day2}T00:00:00Z`) - TZ * HOUR).toISOString(),
      new Date(Date.parse('2020-01-01T00:00:00Z') - TZ * HOUR).toISOString(),
    ]);
    for (const task of revenueTasks) {
      expect(task).toMatchObject({ status: 'done', progress: 100, things_id: null, error: null });
      expect(task.finished_at).not.toBeNull();
    }

    // Late samples of day 1 from a second PCS: ingest's events mark the day, the next read recomputes it.
    const [late] = await createDevices(bench.m.call, 'ES_PCS', 1);
    expect((await bind(bench.m, station.id, [late!])).statusCode).toBe(200);
    await send(late!, pcsSamples(start - 2 * STEP, start + 24 * HOUR, 2));
    await bench.engine.flushArrived();
    expect((await rowsOf(station.id)).get(day1)!.dirtyAt).not.toBeNull();
    const r1late = await revenue(day1);
    expect(r1late.bands.peak.discharge_kwh).toBeCloseTo(3 * r1.bands.peak.discharge_kwh, 6);
    expect((await rowsOf(station.id)).get(day1)!.total).toBe(r1late.total);
    expect((await rowsOf(station.id)).get(day2)!.figures.total).toBe(rows.get(day2)!.figures.total);
  });
});
