import type { BandFigures, DayRevenue, PricePeriodProperty } from '@ies/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StationRevenueDayRow, stationRevenueDays } from '../../db/schema';
import { counterStep } from '../../telemetry/rollup-math';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { localDateOf } from '../prices/prices.service';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';

/*
 * The fast path of a tariff change: closed days keep their 5-minute energy, and a tariff change
 * prices them again from it without reading rollups. Checked against an independent computation
 * from the samples sent (counter steps per 5 minutes, priced by hand per band) for days with all
 * five bands, a tariff change in the middle of the stored days, and a late sample; the days priced
 * from kept energy equal exactly the same days computed again from the rollups; and a change after
 * the rollups of two days were deleted still prices those days right (so it did not read them).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP = 5 * 60_000;
const TZ = 8;

const bench = useRevenueBench({ appIngest: true });

type Sample = { ts: number; values: Record<string, number> };

const { send } = bench;

/** Two tariffs over the same five bands; the second from the third stored day on. */
const bandsAt = (scale: number) => [
  period('deep_valley', '00:00', '06:00', 0.11 * scale),
  period('valley', '06:00', '08:00', 0.27 * scale),
  period('flat', '08:00', '10:00', 0.53 * scale),
  period('peak', '10:00', '18:00', 0.97 * scale),
  period('sharp', '18:00', '21:00', 1.31 * scale),
  period('valley', '21:00', '23:59', 0.27 * scale),
];
const FEED_IN = { 1: 0.4, 1.5: 0.45 } as const;
function bandOfHour(hour: number, scale: number): { property: PricePeriodProperty; price: number } {
  const p = (property: PricePeriodProperty, price: number) => ({ property, price: price * scale });
  if (hour < 6) return p('deep_valley', 0.11);
  if (hour < 8) return p('valley', 0.27);
  if (hour < 10) return p('flat', 0.53);
  if (hour < 18) return p('peak', 0.97);
  if (hour < 21) return p('sharp', 1.31);
  return p('valley', 0.27);
}

/** The independent computation: counter steps of the samples, each priced by the band of the interval it closes. */
function expected(
  samples: Record<'pcs' | 'meter' | 'pv' | 'load', readonly Sample[]>,
  dayStart: number,
  scale: 1 | 1.5,
) {
  const perBucket = new Map<number, Record<string, number>>();
  const steps = (list: readonly Sample[], point: string, flow: string) => {
    const sorted = [...list].filter((s) => point in s.values).sort((a, b) => a.ts - b.ts);
    for (let i = 1; i < sorted.length; i++) {
      const start = sorted[i]!.ts - STEP;
      if (start < dayStart || start >= dayStart + DAY) continue;
      const bucket = perBucket.get(start) ?? {};
      bucket[flow] =
        (bucket[flow] ?? 0) + counterStep(sorted[i - 1]!.values[point]!, sorted[i]!.values[point]!);
      perBucket.set(start, bucket);
    }
  };
  steps(samples.pcs, 'charge_kwh', 'charge');
  steps(samples.pcs, 'discharge_kwh', 'discharge');
  steps(samples.meter, 'import_kwh', 'import');
  steps(samples.meter, 'export_kwh', 'export');
  steps(samples.pv, 'generation_kwh', 'pv');
  steps(samples.load, 'load_kwh', 'load');
  const bands = new Map<PricePeriodProperty, Omit<BandFigures, 'price'>>();
  let total = 0;
  for (const [start, f] of perBucket) {
    const { property, price } = bandOfHour(Math.floor((start - dayStart) / HOUR), scale);
    const band = bands.get(property) ?? {
      charge_kwh: 0,
      discharge_kwh: 0,
      import_kwh: 0,
      export_kwh: 0,
      pv_kwh: 0,
      load_kwh: 0,
      arbitrage: 0,
      pv_savings: 0,
      feed_in: 0,
    };
    const [c, d, i, e, pv, l] = ['charge', 'discharge', 'import', 'export', 'pv', 'load'].map(
      (k) => f[k] ?? 0,
    );
    band.charge_kwh += c!;
    band.discharge_kwh += d!;
    band.import_kwh += i!;
    band.export_kwh += e!;
    band.pv_kwh += pv!;
    band.load_kwh += l!;
    band.arbitrage += (d! - c!) * price;
    band.pv_savings += Math.max(0, pv! - e!) * price;
    band.feed_in += e! * FEED_IN[scale];
    total += (d! - c!) * price + Math.max(0, pv! - e!) * price + e! * FEED_IN[scale];
    bands.set(property, band);
  }
  return { bands, total };
}

function expectDay(actual: DayRevenue, want: ReturnType<typeof expected>) {
  expect(want.bands.size).toBe(5);
  for (const [property, band] of want.bands) {
    for (const [key, value] of Object.entries(band)) {
      expect(
        actual.bands[property][key as keyof BandFigures],
        `${actual.date} ${property} ${key}`,
      ).toBeCloseTo(value, 5);
    }
  }
  expect(actual.total, actual.date).toBeCloseTo(want.total, 5);
}

describe(`revenue priced again from kept energy on ${testDatabaseKind()}`, () => {
  it('equals the computation from the samples and from the rollups, over a tariff change and a late sample', async () => {
    const station = await createStation(bench.m.call, { tz_offset_hours: TZ, price_per_kwh: 0.7 });
    const [pcs] = await createDevices(bench.m.call, 'ES_PCS', 1);
    const [meter] = await createDevices(bench.m.call, 'GRID_METER', 1);
    const [pv] = await createDevices(bench.m.call, 'RS_INVERT_25KW', 1);
    const [load] = await createDevices(bench.m.call, 'LOAD_METER', 1);
    expect((await bind(bench.m, station.id, [pcs!, meter!, pv!, load!])).statusCode).toBe(200);

    // Four whole local days, six to three days ago, with readings every 5 minutes (awkward decimals).
    const now = Date.now();
    const dates = [6, 5, 4, 3].map((n) => localDateOf(new Date(now - n * DAY), TZ));
    const start = Date.parse(`${dates[0]}T00:00:00Z`) - TZ * HOUR;
    const dayStart = (i: number) => start + i * DAY;
    const samples = { pcs: [] as Sample[], meter: [] as Sample[], pv: [] as Sample[], load: [] as Sample[] };
    const c = { charge: 100, discharge: 50, imp: 1000, exp: 5, gen: 10, load: 300 };
    // The meter's reading that closes 09:55–10:00 (flat) of the last day arrives late.
    const lateTs = dayStart(3) + 10 * HOUR;
    let late: Sample | undefined;
    for (let ts = start - 2 * STEP, i = 0; ts <= dayStart(4) + 2 * STEP; ts += STEP, i++) {
      const hour = new Date(ts + TZ * HOUR - STEP).getUTCHours();
      const wobble = ((i * 7919) % 97) / 131;
      if (hour < 6 || hour >= 22) c.charge += 3.7 + wobble;
      if (hour >= 10 && hour < 21) c.discharge += 2.9 + wobble / 3;
      if (hour >= 7 && hour < 17) c.gen += 1.7 + wobble;
      c.imp += (hour < 6 ? 6.1 : 1.3) + wobble / 7;
      if (hour >= 9 && hour < 14) c.exp += 0.45 + wobble / 11;
      c.load += 4.2 + wobble / 5;
      samples.pcs.push({ ts, values: { charge_kwh: c.charge, discharge_kwh: c.discharge } });
      const reading = { ts, values: { import_kwh: c.imp, export_kwh: c.exp } };
      if (ts === lateTs) late = reading;
      else samples.meter.push(reading);
      samples.pv.push({ ts, values: { generation_kwh: c.gen } });
      samples.load.push({ ts, values: { load_kwh: c.load } });
    }
    await send(pcs!, samples.pcs);
    await send(meter!, samples.meter);
    await send(pv!, samples.pv);
    await send(load!, samples.load);
    // The marks of these samples are flushed before any day is stored.
    await bench.engine.settled();

    const first = await createTemplate(
      bench.m.call,
      bench.m.tenant.id,
      {},
      { periods: bandsAt(1), grid_connection_price: 0.4 },
    );
    const second = await createTemplate(
      bench.m.call,
      bench.m.tenant.id,
      {},
      { periods: bandsAt(1.5), grid_connection_price: 0.45 },
    );
    const setTariff = async (templateId: string, from: string) => {
      const res = await bench.m.call('POST', `/api/stations/${station.id}/tariffs`, {
        template_id: templateId,
        effective_from: from,
      });
      expect(res.statusCode, res.body).toBe(201);
      await bench.engine.settled();
    };
    const rows = async () =>
      new Map<string, StationRevenueDayRow>(
        (
          await bench.database.db
            .select()
            .from(stationRevenueDays)
            .where(eq(stationRevenueDays.stationId, station.id))
        ).map((r) => [r.date, r]),
      );
    const withAll = { ...samples, meter: [...samples.meter, late!] };

    // The sweep computes every day from the rollups and keeps the closed days' energy.
    await setTariff(first.id, '2020-01-01');
    await bench.engine.sweep();
    let stored = await rows();
    for (const date of dates) expect(stored.get(date)?.energy, date).not.toBeNull();
    expect(stored.get(localDateOf(new Date(), TZ))?.energy ?? null).toBeNull();
    for (let i = 0; i < 3; i++) expectDay(stored.get(dates[i]!)!.figures, expected(samples, dayStart(i), 1));

    // A tariff from the third day: days 3 and 4 priced again from their energy, 1 and 2 untouched.
    const before = stored;
    await setTariff(second.id, dates[2]!);
    stored = await rows();
    for (const i of [0, 1]) {
      expect(stored.get(dates[i]!)!.computedAt).toEqual(before.get(dates[i]!)!.computedAt);
      expect(stored.get(dates[i]!)!.templateId).toBe(first.id);
    }
    for (const i of [2, 3]) {
      expect(stored.get(dates[i]!)!.templateId).toBe(second.id);
      expect(stored.get(dates[i]!)!.dirtyAt).toBeNull();
      expect(stored.get(dates[i]!)!.energy).toEqual(before.get(dates[i]!)!.energy);
    }
    expectDay(stored.get(dates[2]!)!.figures, expected(samples, dayStart(2), 1.5));

    // The same days computed again from the rollups give exactly the same figures.
    const fast = [2, 3].map((i) => stored.get(dates[i]!)!.figures);
    await bench.database.db
      .update(stationRevenueDays)
      .set({ energy: null })
      .where(
        and(
          eq(stationRevenueDays.stationId, station.id),
          inArray(stationRevenueDays.date, [dates[2]!, dates[3]!]),
        ),
      );
    const revenueStation = {
      id: station.id,
      tenantId: bench.m.tenant.id,
      tzOffsetHours: TZ,
      timeZone: null,
      pricePerKwh: 0.7,
    };
    const slow = await bench.engine.compute(revenueStation, [dates[2]!, dates[3]!]);
    expect(fast).toEqual([slow.get(dates[2]!), slow.get(dates[3]!)]);
    expect((await rows()).get(dates[3]!)!.energy).not.toBeNull();

    // The late meter reading: ingest's events mark day 4 and drop its energy; a read computes it from the rollups.
    const day4Before = (await rows()).get(dates[3]!)!;
    await send(meter!, [late!]);
    await bench.engine.flushArrived();
    stored = await rows();
    expect(stored.get(dates[3]!)!.dirtyAt).not.toBeNull();
    expect(stored.get(dates[3]!)!.energy).toBeNull();
    expect(stored.get(dates[2]!)!.energy).not.toBeNull();
    const res = await bench.m.call('GET', `/api/stations/${station.id}/revenue?date=${dates[3]}`);
    expect(res.statusCode, res.body).toBe(200);
    const day4 = res.json() as DayRevenue;
    expectDay(day4, expected(withAll, dayStart(3), 1.5));
    expect((await rows()).get(dates[3]!)!.computedAt.getTime()).toBeGreaterThan(
      day4Before.computedAt.getTime(),
    );

    // Rollups of the first two days deleted: a tariff change from day 1 still prices them right,
    // from their kept energy alone.
    await bench.database.rows(
      sql`delete from telemetry_rollup_5m where device_id in (${pcs}, ${meter}, ${pv}, ${load})
        and bucket < timestamptz 'epoch' + ${dayStart(2)}::float8 * interval '1 millisecond'`,
    );
    await setTariff(second.id, dates[0]!);
    stored = await rows();
    for (const i of [0, 1]) {
      expect(stored.get(dates[i]!)!.templateId).toBe(second.id);
      expectDay(stored.get(dates[i]!)!.figures, expected(samples, dayStart(i), 1.5));
    }
    const kept = await bench.database.db
      .select({ date: stationRevenueDays.date })
      .from(stationRevenueDays)
      .where(
        and(eq(stationRevenueDays.stationId, station.id), sql`${stationRevenueDays.energy} is not null`),
      );
    expect(kept.map((r) => r.date).sort()).toEqual(expect.arrayContaining(dates.slice(0, 3)));

    // Day 1 priced again from its damaged (deleted) rollups, then an operator recalculates the
    // rollups from the raw samples: the revenue follows the repaired rollups, not what it kept.
    await bench.database.db
      .update(stationRevenueDays)
      .set({ energy: null })
      .where(and(eq(stationRevenueDays.stationId, station.id), eq(stationRevenueDays.date, dates[0]!)));
    const damaged = (await bench.engine.compute(revenueStation, [dates[0]!])).get(dates[0]!)!;
    const right = expected(samples, dayStart(0), 1.5);
    expect(Math.abs(damaged.total - right.total)).toBeGreaterThan(1);
    const recalculation = `/api/out-wrapper/group/tenants/${bench.m.tenant.id}/group/${station.id}/recalculation`;
    const started = await bench.m.call('POST', recalculation, {
      begin_time: new Date(dayStart(0)).toISOString(),
      end_time: new Date(dayStart(2)).toISOString(),
    });
    expect(started.statusCode, started.body).toBe(202);
    let task = started.json();
    for (let i = 0; i < 600 && task.status !== 'done' && task.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = (await bench.m.call('GET', recalculation))
        .json()
        .list.find((x: { id: string }) => x.id === task.id);
    }
    expect(task).toMatchObject({ status: 'done' });
    await bench.engine.settled();
    expectDay((await rows()).get(dates[0]!)!.figures, right);
  }, 120_000);
});
