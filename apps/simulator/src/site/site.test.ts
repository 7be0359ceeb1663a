import { describe, expect, it } from 'vitest';
import { sunPosition } from '../physics/solar';
import { exampleSiteSpec } from './fixtures';
import { Site, type SiteStep } from './site';
import { buildSiteConfig, type SiteSpec } from './site-config';

/** Monday 2 June 2025, 00:00 at UTC+8. */
const START = Date.UTC(2025, 5, 1, 16);
const DT = 300;
const WEEK_STEPS = (7 * 86_400) / DT;

function run(spec: SiteSpec, steps = WEEK_STEPS, seed = 'week') {
  const site = new Site(buildSiteConfig(spec), seed, START);
  const list: SiteStep[] = [];
  for (let i = 0; i < steps; i++) list.push(site.step(DT));
  return { site, steps: list };
}

const defaultWeek = run(exampleSiteSpec());

/** A roof far larger than the load: PV surplus every sunny day. */
const sunnySpec = exampleSiteSpec({
  pv: { kwp: 700 },
  load: { profile: 'office', base_kw: 30, peak_kw: 200 },
});
const sunnyWeek = run(sunnySpec);

const TOLERANCE = 1e-9;

describe('site over a simulated week', () => {
  it('balances energy in every interval: PV + import + discharge = load + export + charge + losses', () => {
    for (const { steps } of [defaultWeek, sunnyWeek]) {
      for (const { energy, auxKw, dtS } of steps) {
        const supply = energy.pvKWh + energy.importKWh + energy.dischargeKWh;
        const demand = energy.loadKWh + energy.exportKWh + energy.chargeKWh + energy.lossKWh;
        expect(Math.abs(supply - demand)).toBeLessThan(TOLERANCE);
        // Losses are the storage's auxiliary consumption: small and never negative.
        expect(energy.lossKWh).toBeGreaterThan(0);
        expect(energy.lossKWh).toBeCloseTo((auxKw * dtS) / 3600, 12);
        expect(auxKw).toBeLessThan(3);
        expect(energy.batteryLossKWh).toBeLessThanOrEqual((energy.chargeKWh + energy.dischargeKWh) * 0.06);
      }
    }
  });

  it('keeps the SOC inside its window and actually uses the battery', () => {
    const { socMinPct, socMaxPct } = buildSiteConfig(exampleSiteSpec()).battery;
    const socs = defaultWeek.steps.map((step) => step.socPct);
    for (const soc of socs) {
      expect(soc).toBeGreaterThanOrEqual(socMinPct);
      expect(soc).toBeLessThanOrEqual(socMaxPct);
    }
    expect(Math.max(...socs) - Math.min(...socs)).toBeGreaterThan(50);
    const last = defaultWeek.steps.at(-1)!.meters;
    expect(last.chargeKWh).toBeGreaterThan(1000);
    expect(last.dischargeKWh).toBeGreaterThan(800);
  });

  it('keeps meters monotonic and equal to the integrated powers', () => {
    for (const { site, steps } of [defaultWeek, sunnyWeek]) {
      const integrated = { pv: 0, imp: 0, exp: 0, chg: 0, dis: 0, load: 0 };
      let previous = steps[0]!.meters;
      for (const step of steps) {
        const h = step.dtS / 3600;
        integrated.pv += step.pvKw * h;
        integrated.imp += Math.max(0, step.gridKw) * h;
        integrated.exp += Math.max(0, -step.gridKw) * h;
        integrated.chg += Math.max(0, -step.batteryKw) * h;
        integrated.dis += Math.max(0, step.batteryKw) * h;
        integrated.load += step.loadKw * h;
        for (const key of Object.keys(previous) as (keyof typeof previous)[]) {
          expect(step.meters[key]).toBeGreaterThanOrEqual(previous[key]);
        }
        previous = step.meters;
      }
      const meters = site.meterReadings();
      expect(meters.pvKWh).toBeCloseTo(integrated.pv, 6);
      expect(meters.gridImportKWh).toBeCloseTo(integrated.imp, 6);
      expect(meters.gridExportKWh).toBeCloseTo(integrated.exp, 6);
      expect(meters.chargeKWh).toBeCloseTo(integrated.chg, 6);
      expect(meters.dischargeKWh).toBeCloseTo(integrated.dis, 6);
      expect(meters.loadKWh).toBeCloseTo(integrated.load, 6);
      const inverterSum = site.inverterReadings().reduce((sum, kwh) => sum + kwh, 0);
      expect(inverterSum).toBeCloseTo(meters.pvKWh, 6);
    }
  });

  it('under anti-reflux exports nothing and curtails PV only when the battery cannot absorb more', () => {
    let curtailedIntervals = 0;
    let surplusStored = 0;
    for (const step of sunnyWeek.steps) {
      expect(step.gridKw).toBeGreaterThanOrEqual(0);
      if (step.curtailedKw > 0) {
        curtailedIntervals++;
        expect(step.batteryKw).toBeCloseTo(-step.chargeLimitKw, 9);
      }
      if (step.pvAvailableKw > step.loadKw + step.auxKw && step.batteryKw < 0) surplusStored++;
    }
    expect(sunnyWeek.site.meterReadings().gridExportKWh).toBe(0);
    expect(curtailedIntervals).toBeGreaterThan(10);
    expect(surplusStored).toBeGreaterThan(20);
  });

  it('under peak shaving keeps grid import under the threshold while the battery has energy', () => {
    const threshold = 200;
    const spec = exampleSiteSpec({
      strategy: {
        mode: 'peak_shaving',
        periods: [{ start: '00:00', end: '07:00', property: 'valley' }],
        peak_threshold_kw: threshold,
        anti_reflux: true,
      },
      load: { profile: 'factory', base_kw: 80, peak_kw: 300 },
      pv: { kwp: 60 },
    });
    const { steps } = run(spec);
    let shaved = 0;
    let exceeded = 0;
    for (const step of steps) {
      const needKw = step.loadKw + step.auxKw - step.pvKw - threshold;
      if (needKw > 0) shaved++;
      if (step.gridKw > threshold + TOLERANCE) {
        exceeded++;
        // Only when the battery could not give more: empty (SOC floor) or at its power limit.
        expect(step.batteryKw).toBeCloseTo(step.dischargeLimitKw, 9);
        expect(step.dischargeLimitKw).toBeLessThan(needKw);
      }
    }
    expect(shaved).toBeGreaterThan(200);
    expect(exceeded).toBeLessThan(shaved);
  });

  it('makes no PV at night', () => {
    const config = buildSiteConfig(exampleSiteSpec());
    for (const step of defaultWeek.steps) {
      const middle = step.from + (step.dtS * 1000) / 2;
      if (sunPosition(middle, config.latitude, config.longitude).altitudeDeg <= 0) expect(step.pvKw).toBe(0);
    }
    const daily = Array.from({ length: 7 }, (_, day) =>
      defaultWeek.steps.slice(day * 288, (day + 1) * 288).reduce((sum, step) => sum + step.energy.pvKWh, 0),
    );
    expect(Math.max(...daily)).toBeGreaterThan(500);
  });

  it('is reproducible from its seed and differs for another seed', () => {
    const again = run(exampleSiteSpec(), 600);
    expect(again.steps).toEqual(defaultWeek.steps.slice(0, 600));
    expect(again.site.deviceValues({ includeCells: true })).toEqual(
      run(exampleSiteSpec(), 600).site.deviceValues({ includeCells: true }),
    );
    const other = run(exampleSiteSpec(), 600, 'another seed');
    expect(other.steps.map((s) => s.loadKw)).not.toEqual(again.steps.map((s) => s.loadKw));
  });

  it('continues from a saved state exactly as if it had never stopped', () => {
    const config = buildSiteConfig(exampleSiteSpec());
    const first = new Site(config, 'week', START);
    for (let i = 0; i < 500; i++) first.step(DT);
    const saved = JSON.parse(JSON.stringify(first.state()));
    const resumed = new Site(config, 'week', 0, saved);
    for (let i = 0; i < 100; i++) {
      expect(resumed.step(DT)).toEqual(defaultWeek.steps[500 + i]);
    }
  });

  it('reports the drifting cell as the outlier of the cell voltages', () => {
    const values = defaultWeek.site.deviceValues({ includeCells: true }).bms!;
    const voltages = values.cell_voltages as number[];
    const mean = voltages.reduce((s, v) => s + v, 0) / voltages.length;
    const sd = Math.sqrt(voltages.reduce((s, v) => s + (v - mean) ** 2, 0) / voltages.length);
    const z = voltages.map((v) => (v - mean) / sd);
    const lowest = z.indexOf(Math.min(...z));
    expect(lowest).toBe(defaultWeek.site.battery.cells.driftingIndex);
    expect(z[lowest]).toBeLessThan(-4);
    expect(values.min_cell_voltage).toBe(voltages[lowest]);
    expect(defaultWeek.site.deviceValues({ includeCells: false }).bms).not.toHaveProperty('cell_voltages');
  });

  it('raises and clears over-temperature and low-SOC alarms on request', () => {
    const site = new Site(buildSiteConfig(exampleSiteSpec()), 'faults', START + 10 * 3600_000);
    site.injectOverTemperature(site.time + 1800_000);
    const events = [];
    let faulted = false;
    for (let i = 0; i < 48; i++) {
      const faultedBefore = site.pcs.state() === 'fault';
      const step = site.step(120);
      events.push(...step.events);
      if (faultedBefore) {
        faulted = true;
        expect(step.batteryKw).toBe(0);
      }
    }
    expect(faulted).toBe(true);
    expect(events.map((e) => `${e.type}:${e.data.state}`)).toEqual([
      'cell_over_temperature:raised',
      'cell_over_temperature:cleared',
    ]);
    expect(site.pcs.state()).not.toBe('fault');

    site.injectLowSoc();
    const low = site.step(300);
    expect(low.events).toMatchObject([
      { ref: 'bms', type: 'low_soc', level: 'warning', data: { state: 'raised' } },
    ]);
    expect(low.batteryKw).toBeLessThanOrEqual(0);
  });
});
