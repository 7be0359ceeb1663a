import { buildSiteConfig, Site, type SiteSpec } from '@ies/simulator';
import type { BatteryAnalysis, LaggingCells } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';

/*
 * The simulator's physics feeds the ingest: four days of a UTC+8 site with its drifting cell.
 * The lagging-cell ranking names that cell first; the battery analysis equals a computation of
 * this test's own over the samples it sent.
 */

const bench = useRevenueBench();
const STEP_S = 900;
const DAY_MS = 86_400_000;
const H8 = 8 * 3_600_000;
/** Local midnight (UTC+8) six days ago: within the ingest's window for past samples. */
const START = Math.floor((Date.now() + H8) / DAY_MS) * DAY_MS - H8 - 6 * DAY_MS;
const DAYS = 4;

const spec: SiteSpec = {
  id: 'analysis-site',
  latitude: 31.23,
  longitude: 121.47,
  tz_offset_minutes: 480,
  pv: { kwp: 100 },
  battery: { capacity_kwh: 215, max_charge_kw: 100, max_discharge_kw: 100 },
  load: { profile: 'factory', base_kw: 40, peak_kw: 160 },
  devices: [
    { kind: 'pcs', id: 'a-pcs', key: 'k-pcs-0001' },
    { kind: 'bms', id: 'a-bms', key: 'k-bms-0001' },
  ],
};

/** The local date (UTC+8) of an instant. */
const localDate = (t: number) => new Date(t + H8).toISOString().slice(0, 10);

describe('lagging cells and battery analysis from simulated physics', () => {
  it('ranks the drifting cell first and counts cycles from the discharge counter', async () => {
    const { m } = bench;
    const station = await createStation(m.call, { tz_offset_hours: 8, installed_capacity_kwh: 215 });
    const [bmsId] = await createDevices(m.call, 'ES_BMS', 1);
    const [pcsId] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, station.id, [bmsId!, pcsId!])).statusCode).toBe(200);

    const site = new Site(buildSiteConfig(spec), 'analysis', START);
    const bms: Array<{ ts: number; values: Record<string, unknown> }> = [];
    const pcs: Array<{ ts: number; values: Record<string, unknown> }> = [];
    for (let i = 0; i < (DAYS * DAY_MS) / (STEP_S * 1000); i++) {
      site.step(STEP_S);
      // Cell arrays every hour, as a BMS with a cell interval sends them.
      const values = site.deviceValues({ includeCells: i % 4 === 3 });
      bms.push({ ts: site.time, values: values.bms! });
      pcs.push({ ts: site.time, values: values.pcs! });
    }
    await bench.send(bmsId!, bms, 20);
    await bench.send(pcsId!, pcs);

    const from = localDate(START);
    const to = localDate(START + (DAYS - 1) * DAY_MS);
    const cells = await m.call(
      'GET',
      `/api/stations/${station.id}/analysis/lagging-cells?from=${from}&to=${to}`,
    );
    expect(cells.statusCode, cells.body).toBe(200);
    const lagging = cells.json() as LaggingCells;
    expect(lagging.device_id).toBe(bmsId);
    expect(lagging.cell_count).toBe(site.battery.cells.count);
    expect(lagging.ranking[0]!.cell).toBe(site.battery.cells.driftingIndex + 1);
    // With less capacity the drifting cell sits below the pack mean at the end of discharge.
    expect(lagging.ranking[0]!.discharge_mv).toBeLessThan(0);

    // Each day's end of charge: the first cell sample at the day's highest SOC, recomputed here.
    const withCells = bms.filter((s) => Array.isArray(s.values.cell_voltages));
    for (const day of lagging.days) {
      const ofDay = withCells.filter((s) => localDate(s.ts) === day.date);
      const top = ofDay.reduce((a, b) => ((b.values.soc as number) > (a.values.soc as number) ? b : a));
      expect(day.charge?.ts).toBe(new Date(top.ts).toISOString());
      const voltages = top.values.cell_voltages as number[];
      const mean = voltages.reduce((a, b) => a + b, 0) / voltages.length;
      expect(day.charge?.mean_v).toBeCloseTo(mean, 4);
      expect(day.charge?.deviations_mv[site.battery.cells.driftingIndex]).toBeCloseTo(
        (voltages[site.battery.cells.driftingIndex]! - mean) * 1000,
        1,
      );
    }

    const battery = await m.call('GET', `/api/stations/${station.id}/analysis/battery?from=${from}&to=${to}`);
    expect(battery.statusCode, battery.body).toBe(200);
    const analysis = battery.json() as BatteryAnalysis;
    expect(analysis.energy_device?.id).toBe(pcsId);
    expect(analysis.usable_capacity_kwh).toBe(215);
    // Discharge per local day: each counter step belongs to the day its later reading closes.
    const discharged = new Map<string, number>();
    for (let i = 1; i < pcs.length; i++) {
      const step = Math.max(
        0,
        (pcs[i]!.values.discharge_kwh as number) - (pcs[i - 1]!.values.discharge_kwh as number),
      );
      const date = localDate(pcs[i]!.ts - 1);
      discharged.set(date, (discharged.get(date) ?? 0) + step);
    }
    expect(analysis.days.map((d) => d.date)).toEqual(lagging.days.map((d) => d.date));
    for (const day of analysis.days) {
      const ofDay = bms.filter((s) => localDate(s.ts) === day.date);
      const socs = ofDay.map((s) => s.values.soc as number);
      expect(day.soc_min).toBe(Math.min(...socs));
      expect(day.soc_max).toBe(Math.max(...socs));
      expect(day.soh).toBe(ofDay.at(-1)!.values.soh);
      const spreads = ofDay.map(
        (s) => ((s.values.max_cell_voltage as number) - (s.values.min_cell_voltage as number)) * 1000,
      );
      expect(day.voltage_spread_mv).toBeCloseTo(Math.max(...spreads), 0);
      expect(day.discharge_kwh).toBeCloseTo(discharged.get(day.date) ?? 0, 2);
      expect(day.cycles).toBeCloseTo((discharged.get(day.date) ?? 0) / 215, 3);
    }
    // The simulated battery cycles: some energy went out.
    expect(analysis.totals.discharge_kwh).toBeGreaterThan(0);
  }, 120_000);
});
