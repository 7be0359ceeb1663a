import { type PriceConfig, priceConfigSchema } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { FIVE_BANDS, period } from '../../test/prices/prices-test-helpers';
import { BUCKET_MS, dayRevenue, demandSaving, type EnergyBucket } from './revenue-math';
import { localDayRange, type StationZone } from '../../platform/time/local-calendar';

const fixed = (hours: number): StationZone => ({ offsetMinutes: hours * 60 });

const config = (extra: Record<string, unknown> = {}): PriceConfig =>
  priceConfigSchema.parse({
    charge_price: 0.3,
    discharge_price: 1,
    grid_connection_price: 0.39,
    periods: FIVE_BANDS,
    ...extra,
  });

/** Minute power (kW) of a made-up site: charges at night, discharges in the afternoon and evening. */
function powerAt(minute: number) {
  const hour = minute / 60;
  const pv = hour > 6 && hour < 19 ? 80 * Math.sin(((hour - 6) / 13) * Math.PI) : 0;
  const load = 60 + 20 * Math.cos((hour / 24) * 2 * Math.PI);
  const charge = hour < 6 ? 50 : 0;
  const discharge = hour >= 14 && hour < 20 ? 40 : 0;
  const net = load + charge - discharge - pv;
  return { pv, load, charge, discharge, import: Math.max(0, net), export: Math.max(0, -net) };
}

/** 5-minute buckets integrated from minute power (the way the rollups hold counter increases). */
function buckets(dayStart: number): EnergyBucket[] {
  const out: EnergyBucket[] = [];
  for (let b = 0; b < 288; b++) {
    const bucket: EnergyBucket = {
      start: dayStart + b * BUCKET_MS,
      charge: 0,
      discharge: 0,
      import: 0,
      export: 0,
      pv: 0,
      load: 0,
    };
    for (let m = 0; m < 5; m++) {
      const p = powerAt(b * 5 + m);
      for (const key of ['charge', 'discharge', 'import', 'export', 'pv', 'load'] as const)
        bucket[key] += p[key] / 60;
    }
    out.push(bucket);
  }
  return out;
}

describe('day revenue by price band', () => {
  it('equals an independent minute-by-minute recomputation for a five-band day', () => {
    const date = '2025-07-15';
    const { start } = localDayRange(fixed(8), date);
    expect(new Date(start).toISOString()).toBe('2025-07-14T16:00:00.000Z');
    // Hour → price written out by hand from FIVE_BANDS.
    const priceOfHour = (h: number) =>
      h < 6 ? 0.15 : h < 8 ? 0.3 : h < 10 ? 0.6 : h < 18 ? 1.0 : h < 21 ? 1.4 : 0.3;
    let arbitrage = 0;
    let pvSavings = 0;
    let feedIn = 0;
    let peakDischarge = 0;
    for (let minute = 0; minute < 1440; minute++) {
      const p = powerAt(minute);
      const price = priceOfHour(Math.floor(minute / 60));
      arbitrage += ((p.discharge - p.charge) / 60) * price;
      pvSavings += (Math.max(0, p.pv - p.export) / 60) * price;
      feedIn += (p.export / 60) * 0.39;
      if (minute >= 18 * 60 && minute < 20 * 60) peakDischarge += p.discharge / 60;
    }
    const day = dayRevenue({ date, zone: fixed(8), tariff: { config: config() }, buckets: buckets(start) });
    expect(day.arbitrage).toBeCloseTo(arbitrage, 4);
    expect(day.pv_savings).toBeCloseTo(pvSavings, 2);
    expect(day.feed_in).toBeCloseTo(feedIn, 4);
    expect(day.total).toBeCloseTo(arbitrage + pvSavings + feedIn, 2);
    expect(day.bands.deep_valley).toMatchObject({ charge_kwh: 300, price: 0.15, arbitrage: -45 });
    expect(day.bands.sharp.discharge_kwh).toBeCloseTo(peakDischarge, 6);
    expect(day.bands.sharp.price).toBe(1.4);
    // Buckets of other days do not count.
    const twoDays = [...buckets(start - 86_400_000), ...buckets(start)];
    expect(dayRevenue({ date, zone: fixed(8), tariff: { config: config() }, buckets: twoDays }).total).toBe(
      day.total,
    );
  });

  it('uses the weekday plan and the special period of the date, and the flat price without a template', () => {
    const weekend = [period('flat', '00:00', '23:59', 0.5)];
    const summer = [period('peak', '00:00', '23:59', 2)];
    const c = config({
      weekday_plans: [{ weekdays: [6, 7], periods: weekend }],
      special_periods: [{ name: '夏季', start_date: '08-01', end_date: '08-31', periods: summer }],
    });
    const one = (date: string, tariff: Parameters<typeof dayRevenue>[0]['tariff']) => {
      const { start } = localDayRange(fixed(0), date);
      const b: EnergyBucket = {
        start: start + 12 * 3_600_000,
        charge: 0,
        discharge: 10,
        import: 0,
        export: 0,
        pv: 0,
        load: 0,
      };
      return dayRevenue({ date, zone: fixed(0), tariff, buckets: [b] });
    };
    expect(one('2025-07-15', { config: c }).arbitrage).toBe(10); // Tuesday, peak 1.0
    expect(one('2025-07-19', { config: c }).arbitrage).toBe(5); // Saturday plan
    expect(one('2025-08-05', { config: c }).arbitrage).toBe(20); // summer
    expect(one('2025-07-15', { flatPrice: 0.8 }).bands.flat.arbitrage).toBe(8);
  });

  it('reports the 15-minute peak import with and without the battery and the demand saving', () => {
    const date = '2025-07-15';
    const { start } = localDayRange(fixed(0), date);
    const at = (q: number, b: number, e: Partial<EnergyBucket>): EnergyBucket => ({
      start: start + q * 3 * BUCKET_MS + b * BUCKET_MS,
      charge: 0,
      discharge: 0,
      import: 0,
      export: 0,
      pv: 0,
      load: 0,
      ...e,
    });
    // Quarter 40: 30 kWh imported in 15 min = 120 kW; the battery discharged 15 kWh meanwhile.
    const day = dayRevenue({
      date,
      zone: fixed(0),
      tariff: { config: config({ demand_charge_per_kw: 30 }) },
      buckets: [0, 1, 2].map((b) => at(40, b, { import: 10, discharge: 5 })),
    });
    expect(day.peak_import_kw).toBe(120);
    expect(day.peak_import_without_battery_kw).toBe(180);
    expect(demandSaving([day], 30)).toBe(1800);
    expect(demandSaving([day], null)).toBe(0);
  });
});
