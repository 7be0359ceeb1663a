import type { MeterStatistics } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * Meter statistics against this test's own reading of the raw telemetry it sends: local days of a
 * UTC+8 and a UTC−7 station (each crossing a UTC midnight), a meter reset and a six-hour gap; and
 * who may ask.
 */

const bench = useRevenueBench();
const HOUR = 3_600_000;
const DAY_MS = 86_400_000;

/** Hourly import readings over four days before yesterday, with a gap and a reset. */
function readings(): Array<{ ts: number; values: { import_kwh: number; export_kwh: number } }> {
  const first = Math.floor(Date.now() / DAY_MS) * DAY_MS - 6 * DAY_MS;
  const out: Array<{ ts: number; values: { import_kwh: number; export_kwh: number } }> = [];
  let value = 1000;
  for (let h = 0; h <= 4 * 24; h++) {
    const ts = first + h * HOUR;
    value += 1.5 + (h % 5) * 0.25;
    if (h >= 40 && h < 46) continue; // the meter was offline: no readings
    if (h === 60) value = 2; // replaced: counts from 2 again
    out.push({ ts, values: { import_kwh: Number(value.toFixed(3)), export_kwh: h * 0.5 } });
  }
  return out;
}

/** Expected per local date: opening, closing reading and the increase (a drop adds nothing). */
function expectedDays(
  samples: ReturnType<typeof readings>,
  offsetHours: number,
): Map<string, { start: number | null; end: number | null; difference: number }> {
  const dateOf = (t: number) => new Date(t + offsetHours * HOUR).toISOString().slice(0, 10);
  const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`) - offsetHours * HOUR;
  const out = new Map<string, { start: number | null; end: number | null; difference: number }>();
  const dates = [...new Set(samples.map((s) => dateOf(s.ts - 1)))];
  for (const date of dates) {
    const start = startOf(date);
    const end = start + DAY_MS;
    const before = samples.filter((s) => s.ts <= start).at(-1);
    const inside = samples.filter((s) => s.ts > start && s.ts <= end);
    let difference = 0;
    let previous = before?.values.import_kwh;
    for (const s of inside) {
      if (previous !== undefined && s.values.import_kwh >= previous)
        difference += s.values.import_kwh - previous;
      previous = s.values.import_kwh;
    }
    out.set(date, {
      start: (before ?? inside[0])?.values.import_kwh ?? null,
      end: (inside.at(-1) ?? before)?.values.import_kwh ?? null,
      difference,
    });
  }
  return out;
}

async function meterSite(offsetHours: number) {
  const { m } = bench;
  const station = await createStation(m.call, { tz_offset_hours: offsetHours });
  const [meter] = await createDevices(m.call, 'GRID_METER', 1);
  expect((await bind(m, station.id, [meter!])).statusCode).toBe(200);
  const samples = readings();
  await bench.send(meter!, samples);
  return { station, meter: meter!, samples };
}

describe('meter statistics', () => {
  for (const offset of [8, -7]) {
    it(`gives each local day's readings and increase at UTC${offset > 0 ? '+' : ''}${offset}`, async () => {
      const { m } = bench;
      const { station, meter, samples } = await meterSite(offset);
      const expected = expectedDays(samples, offset);
      const dates = [...expected.keys()].sort();
      const from = dates[0]!;
      const to = dates.at(-1)!;
      const res = await m.call(
        'GET',
        `/api/stations/${station.id}/analysis/meters?from=${from}&to=${to}&bucket=day&device_id=${meter}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const stats = res.json() as MeterStatistics;
      const imports = stats.series.find((s) => s.point === 'import_kwh')!;
      expect(imports.unit).toBe('kWh');
      expect(imports.periods.map((p) => p.period)).toEqual(dates);
      for (const period of imports.periods) {
        const want = expected.get(period.period)!;
        expect(period.start_reading).toBe(want.start);
        expect(period.end_reading).toBe(want.end);
        expect(period.difference).toBeCloseTo(want.difference, 6);
      }
      expect(imports.periods.reduce((n, p) => n + p.resets, 0)).toBe(1);
      // The month (cut to the same range) holds the days' sum.
      const month = await m.call(
        'GET',
        `/api/stations/${station.id}/analysis/meters?from=${from}&to=${to}&bucket=month&device_id=${meter}`,
      );
      const months = (month.json() as MeterStatistics).series.find((s) => s.point === 'import_kwh')!;
      expect(months.total).toBeCloseTo(imports.total, 6);
      expect(months.periods.reduce((n, p) => n + p.difference, 0)).toBeCloseTo(
        [...expected.values()].reduce((n, d) => n + d.difference, 0),
        6,
      );
    }, 60_000);
  }

  it('refuses a start after the end and a range too long, at the end field', async () => {
    const { m } = bench;
    const station = await createStation(m.call);
    const url = `/api/stations/${station.id}/analysis/meters`;
    const reversed = await m.call('GET', `${url}?from=2026-05-02&to=2026-05-01`);
    expect(fieldCodes(reversed)).toEqual({ to: 'iot-validation.10008' });
    const long = await m.call('GET', `${url}?from=2024-01-01&to=2026-01-01`);
    expect(fieldCodes(long)).toEqual({ to: 'iot-validation.10029' });
    const cells = await m.call(
      'GET',
      `/api/stations/${station.id}/analysis/lagging-cells?from=2026-05-02&to=2026-05-01`,
    );
    expect(fieldCodes(cells)).toEqual({ to: 'iot-validation.10008' });
  });

  it("answers a sub-user only within its authority and refuses another tenant's device", async () => {
    const { app, m, database } = bench;
    const mine = await createStation(m.call);
    const other = await createStation(m.call);
    const sub = await subUserOf(app, m, ['station:view', 'report:view']);
    await sub.grant([mine.id]);
    const q = '?from=2026-05-01&to=2026-05-02';
    for (const kind of ['meters', 'battery', 'lagging-cells']) {
      expect((await sub.as('GET', `/api/stations/${mine.id}/analysis/${kind}${q}`)).statusCode).toBe(200);
      expect((await sub.as('GET', `/api/stations/${other.id}/analysis/${kind}${q}`)).statusCode).toBe(404);
    }
    const foreign = await signedInMerchant(app, database.db);
    const [theirs] = await createDevices(foreign.call, 'ES_BMS', 1);
    for (const kind of ['meters', 'battery', 'lagging-cells']) {
      const res = await m.call('GET', `/api/stations/${mine.id}/analysis/${kind}${q}&device_id=${theirs}`);
      expect(res.statusCode, res.body).toBe(404);
    }
    // Without the report permission the calls are refused.
    const viewer = await subUserOf(app, m, ['station:view']);
    await viewer.grant([mine.id]);
    expect((await viewer.as('GET', `/api/stations/${mine.id}/analysis/meters${q}`)).statusCode).toBe(403);
  }, 60_000);
});
