import type { DayRevenue } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counterStep } from '../../telemetry/rollup-math';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { localDateOf } from '../prices/prices.service';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
} from '../../test/stations/station-test-helpers';

/*
 * Revenue from real ingest and rollups, checked against a recomputation straight from the raw
 * telemetry rows: each counter step belongs to the interval it closes (devices stamp a reading at
 * the end of the interval it measured), priced by the band at that interval's start.
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const TZ = 8;

const t = useRevenueBench();

/** Hour (local) → band price, written out by hand for the test's template. */
const TEST_BANDS = [
  period('deep_valley', '00:00', '06:00', 0.1),
  period('valley', '06:00', '08:00', 0.25),
  period('flat', '08:00', '10:00', 0.5),
  period('peak', '10:00', '18:00', 0.9),
  period('sharp', '18:00', '21:00', 1.3),
  period('valley', '21:00', '23:59', 0.25),
];
const priceOfHour = (h: number) =>
  h < 6 ? 0.1 : h < 8 ? 0.25 : h < 10 ? 0.5 : h < 18 ? 0.9 : h < 21 ? 1.3 : 0.25;

const send: typeof t.send = (deviceId, samples) => t.send(deviceId, samples, 50);

describe(`station revenue on ${testDatabaseKind()}`, () => {
  it('equals a recomputation from raw telemetry per band, and a tariff change from a date changes only the days after it', async () => {
    const station = await createStation(t.m.call, { tz_offset_hours: TZ, price_per_kwh: 0.7 });
    const pcs = (await createDevices(t.m.call, 'ES_PCS', 1))[0]!;
    const meter = (await createDevices(t.m.call, 'GRID_METER', 1))[0]!;
    const pv = (await createDevices(t.m.call, 'RS_INVERT_25KW', 1))[0]!;
    expect((await bind(t.m, station.id, [pcs, meter, pv])).statusCode).toBe(200);

    // Two whole local days, three and two days ago, with ten minutes either side.
    const day1 = localDateOf(new Date(Date.now() - 3 * 24 * HOUR), TZ);
    const day2 = localDateOf(new Date(Date.now() - 2 * 24 * HOUR), TZ);
    const start = Date.parse(`${day1}T00:00:00Z`) - TZ * HOUR;
    const times = Array.from({ length: 2 * 288 + 5 }, (_, i) => start - 2 * STEP + i * STEP);
    const counters = { charge: 100, discharge: 50, gen: 10, imp: 1000, exp: 5 };
    const pcsSamples = [];
    const meterSamples = [];
    const pvSamples = [];
    for (const ts of times) {
      const hour = new Date(ts + TZ * HOUR - STEP).getUTCHours(); // the interval this reading closes
      if (hour < 6) counters.charge += 4;
      if (hour >= 10 && hour < 21) counters.discharge += 3.5;
      if (hour >= 7 && hour < 17) counters.gen += 2;
      counters.imp += hour < 6 ? 6 : 1.5;
      if (hour >= 12 && hour < 14) counters.exp += 0.5;
      pcsSamples.push({ ts, values: { charge_kwh: counters.charge, discharge_kwh: counters.discharge } });
      meterSamples.push({ ts, values: { import_kwh: counters.imp, export_kwh: counters.exp } });
      pvSamples.push({ ts, values: { generation_kwh: counters.gen } });
    }
    await send(pcs, pcsSamples);
    await send(meter, meterSamples);
    await send(pv, pvSamples);
    await t.ingest.drain();

    const first = await createTemplate(
      t.m.call,
      t.m.tenant.id,
      {},
      { periods: TEST_BANDS, grid_connection_price: 0.4 },
    );
    const flat = await createTemplate(
      t.m.call,
      t.m.tenant.id,
      {},
      { periods: [period('flat', '00:00', '23:59', 2)] },
    );
    expect(
      (
        await t.m.call('POST', `/api/stations/${station.id}/tariffs`, {
          template_id: first.id,
          effective_from: '2020-01-01',
        })
      ).statusCode,
    ).toBe(201);

    const revenue = async (date: string) => {
      const res = await t.m.call('GET', `/api/stations/${station.id}/revenue?date=${date}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DayRevenue;
    };

    // The independent recomputation from raw rows.
    const rows = await t.database.rows<{ d: string; t: number; v: Record<string, number> }>(
      sql`select device_id as d, (extract(epoch from ts) * 1000)::float8 as t, values as v from telemetry
        where device_id in (${pcs}, ${meter}, ${pv}) order by ts`,
    );
    const expected = (dayStart: number, priceAt: (hour: number) => number) => {
      const out = { arbitrage: 0, pv_savings: 0, feed_in: 0, deep_valley_charge: 0, sharp_discharge: 0 };
      const steps = (device: string, point: string) => {
        const list: Array<{ hour: number; kwh: number }> = [];
        let previous: { t: number; v: number } | undefined;
        for (const row of rows.filter((r) => r.d === device && typeof r.v[point] === 'number')) {
          const intervalStart = row.t - STEP;
          if (previous && intervalStart >= dayStart && intervalStart < dayStart + 24 * HOUR) {
            list.push({
              hour: new Date(intervalStart + TZ * HOUR).getUTCHours(),
              kwh: counterStep(previous.v, row.v[point]!),
            });
          }
          previous = { t: row.t, v: row.v[point]! };
        }
        return list;
      };
      for (const s of steps(pcs, 'charge_kwh')) {
        out.arbitrage -= s.kwh * priceAt(s.hour);
        if (s.hour < 6) out.deep_valley_charge += s.kwh;
      }
      for (const s of steps(pcs, 'discharge_kwh')) {
        out.arbitrage += s.kwh * priceAt(s.hour);
        if (s.hour >= 18 && s.hour < 21) out.sharp_discharge += s.kwh;
      }
      const exports = steps(meter, 'export_kwh');
      const exportAt = new Map(exports.map((s, i) => [i, s]));
      for (const [i, s] of steps(pv, 'generation_kwh').entries()) {
        out.pv_savings += Math.max(0, s.kwh - (exportAt.get(i)?.kwh ?? 0)) * priceAt(s.hour);
      }
      for (const s of exports) out.feed_in += s.kwh * 0.4;
      return out;
    };

    const r1 = await revenue(day1);
    const e1 = expected(start, priceOfHour);
    expect(r1.template_id).toBe(first.id);
    expect(r1.arbitrage).toBeCloseTo(e1.arbitrage, 4);
    expect(r1.pv_savings).toBeCloseTo(e1.pv_savings, 4);
    expect(r1.feed_in).toBeCloseTo(e1.feed_in, 4);
    expect(r1.bands.deep_valley.charge_kwh).toBeCloseTo(e1.deep_valley_charge, 4);
    expect(r1.bands.sharp.discharge_kwh).toBeCloseTo(e1.sharp_discharge, 4);
    expect(r1.bands.sharp.price).toBe(1.3);
    expect(r1.total).toBeCloseTo(e1.arbitrage + e1.pv_savings + e1.feed_in, 4);
    const r2before = await revenue(day2);

    // A new version from day 2: day 1 keeps its figures, day 2 is priced flat at 2.
    expect(
      (
        await t.m.call('POST', `/api/stations/${station.id}/tariffs`, {
          template_id: flat.id,
          effective_from: day2,
        })
      ).statusCode,
    ).toBe(201);
    expect(await revenue(day1)).toEqual(r1);
    const r2 = await revenue(day2);
    const e2 = expected(start + 24 * HOUR, () => 2);
    expect(r2.template_id).toBe(flat.id);
    expect(r2.arbitrage).toBeCloseTo(e2.arbitrage, 4);
    expect(r2.arbitrage).not.toBeCloseTo(r2before.arbitrage, 2);
    expect(r2.bands.flat.discharge_kwh).toBeCloseTo(
      r2before.bands.peak.discharge_kwh + r2before.bands.sharp.discharge_kwh,
      4,
    );
  });

  it('answers 404 for a station of another tenant', async () => {
    const other = await signedInMerchant(t.app, t.database.db);
    const station = await createStation(t.m.call);
    expect((await other.call('GET', `/api/stations/${station.id}/revenue?date=2025-01-01`)).statusCode).toBe(
      404,
    );
  });
});
