import type { DayRevenue, HomeCurves } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { localDateOf } from '../prices/prices.service';
import { bind, createDevices, createStation, subUserOf } from '../../test/stations/station-test-helpers';
import { signedInMerchant } from '../../test/stations/station-test-helpers';
import { spanStart } from './home-curves.service';

/*
 * The home page's curves (issue 34 item 4): every station the caller sees, summed per local date,
 * month or year from the stored days, income per currency. Checked against each station's own
 * day revenue call, and against what a sub-user may see.
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const TZ = 8;

const bench = useRevenueBench({ appIngest: true });

/** Charging 2 kWh per 5 minutes before 06:00 local, discharging `rate` from 10:00 to 21:00, PV by day. */
function samples(from: number, to: number, rate: number) {
  const c = { charge: 100, discharge: 50, gen: 10 };
  const out = [];
  for (let ts = from; ts <= to; ts += STEP) {
    const hour = new Date(ts + TZ * HOUR - STEP).getUTCHours();
    if (hour < 6) c.charge += 2;
    if (hour >= 10 && hour < 21) c.discharge += rate;
    if (hour >= 8 && hour < 16) c.gen += 1;
    out.push({ ts, values: { charge_kwh: c.charge, discharge_kwh: c.discharge, generation_kwh: c.gen } });
  }
  return out;
}

describe(`home curves on ${testDatabaseKind()}`, () => {
  it('sums the stored days of every station seen, by day, month and year, with income per currency', async () => {
    const { m } = bench;
    const cny = await createStation(m.call, { tz_offset_hours: TZ, price_per_kwh: 0.7, currency: 'CNY' });
    const usd = await createStation(m.call, { tz_offset_hours: TZ, price_per_kwh: 0.2, currency: 'USD' });
    const [pcsA] = await createDevices(m.call, 'ES_PCS', 1);
    const [pcsB] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, cny.id, [pcsA!])).statusCode).toBe(200);
    expect((await bind(m, usd.id, [pcsB!])).statusCode).toBe(200);
    const now = Date.now();
    const day1 = localDateOf(new Date(now - 3 * 24 * HOUR), TZ);
    const day2 = localDateOf(new Date(now - 2 * 24 * HOUR), TZ);
    const start = Date.parse(`${day1}T00:00:00Z`) - TZ * HOUR;
    const end = Date.parse(`${day2}T00:00:00Z`) - TZ * HOUR + 24 * HOUR;
    await bench.send(pcsA!, samples(start - STEP, end, 3));
    await bench.send(pcsB!, samples(start - STEP, end, 1.5));
    await bench.engine.sweep();

    const dayOf = async (stationId: string, date: string) =>
      (await m.call('GET', `/api/stations/${stationId}/revenue?date=${date}`)).json() as DayRevenue;
    const sumOf = (day: DayRevenue, key: 'charge_kwh' | 'discharge_kwh' | 'pv_kwh') =>
      Object.values(day.bands).reduce((sum, band) => sum + band[key], 0);

    const res = await m.call('GET', '/api/home/curves?span=day');
    expect(res.statusCode, res.body).toBe(200);
    const curves = res.json() as HomeCurves;
    expect(curves.end).toBe(localDateOf(new Date(), TZ));
    expect(curves.start).toBe(spanStart('day', curves.end));
    for (const date of [day1, day2]) {
      const a = await dayOf(cny.id, date);
      const b = await dayOf(usd.id, date);
      const point = curves.points.find((p) => p.label === date)!;
      expect(point.discharge).toBeCloseTo(sumOf(a, 'discharge_kwh') + sumOf(b, 'discharge_kwh'), 6);
      expect(point.charge).toBeCloseTo(sumOf(a, 'charge_kwh') + sumOf(b, 'charge_kwh'), 6);
      expect(point.pv).toBeCloseTo(sumOf(a, 'pv_kwh') + sumOf(b, 'pv_kwh'), 6);
      expect(point.discharge).toBeGreaterThan(0);
      const income = Object.fromEntries(point.income.map((i) => [i.currency, i.amount]));
      expect(income.CNY).toBeCloseTo(a.total, 6);
      expect(income.USD).toBeCloseTo(b.total, 6);
    }

    const month = (await m.call('GET', '/api/home/curves?span=month')).json() as HomeCurves;
    expect(month.points.every((p) => /^\d{4}-\d{2}$/.test(p.label))).toBe(true);
    const dayTotal = curves.points.reduce((sum, p) => sum + p.discharge, 0);
    expect(month.points.reduce((sum, p) => sum + p.discharge, 0)).toBeCloseTo(dayTotal, 6);
    const year = (await m.call('GET', '/api/home/curves?span=year')).json() as HomeCurves;
    expect(year.points.every((p) => /^\d{4}$/.test(p.label))).toBe(true);
    expect(year.start).toBe(`${Number(year.end.slice(0, 4)) - 4}-01-01`);

    expect((await m.call('GET', '/api/home/curves?span=week')).statusCode).toBe(422);

    // A tariff change prices the past days again: the kept answer gives way at once.
    const flat = await createTemplate(
      m.call,
      m.tenant.id,
      {},
      { periods: [period('flat', '00:00', '23:59', 2)] },
    );
    const tariff = await m.call('POST', `/api/stations/${cny.id}/tariffs`, {
      template_id: flat.id,
      effective_from: '2020-01-01',
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    await bench.engine.settled();
    const repriced = (await m.call('GET', '/api/home/curves?span=day')).json() as HomeCurves;
    const again = await dayOf(cny.id, day1);
    const cnyIncome = repriced.points.find((p) => p.label === day1)!.income.find((i) => i.currency === 'CNY');
    expect(cnyIncome?.amount).toBeCloseTo(again.total, 6);
    expect(again.total).not.toBeCloseTo(
      Object.fromEntries(
        curves.points.find((p) => p.label === day1)!.income.map((i) => [i.currency, i.amount]),
      ).CNY!,
      6,
    );

    // A sub-user sees only its station's figures; another tenant sees none of them.
    const sub = await subUserOf(bench.app, m, ['station:view']);
    await sub.grant([usd.id]);
    const seen = (await sub.as('GET', '/api/home/curves?span=day')).json() as HomeCurves;
    const point = seen.points.find((p) => p.label === day1)!;
    expect(point.income.map((i) => i.currency)).toEqual(['USD']);
    expect(point.discharge).toBeCloseTo(sumOf(await dayOf(usd.id, day1), 'discharge_kwh'), 6);
    const other = await signedInMerchant(bench.app, bench.database.db);
    expect(((await other.call('GET', '/api/home/curves')).json() as HomeCurves).points).toEqual([]);
  });

  it('spans 30 days, 12 months or 5 years up to the last date', () => {
    expect(spanStart('day', '2026-03-01')).toBe('2026-01-31');
    expect(spanStart('month', '2026-03-15')).toBe('2025-04-01');
    expect(spanStart('year', '2026-03-15')).toBe('2022-01-01');
  });
});
