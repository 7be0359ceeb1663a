import { describe, expect, it } from 'vitest';
import { Site } from '../site/site';
import { buildSiteConfig } from '../site/site-config';
import { exampleSiteSpec } from '../site/fixtures';
import { Battery } from './battery';
import { Pcs } from './pcs';
import { hashUnit } from './random';
import { dispatch, parseStrategy, StrategyError, strategyToWire } from './strategy';
import type { StrategyRangeSpec } from './strategy-ranges';

/** A 200 kW load, no PV, a half-full battery that may move 200 kW either way. */
const busyNoon = {
  loadKw: 200,
  pvAvailableKw: 0,
  auxKw: 0,
  chargeLimitKw: 200,
  dischargeLimitKw: 200,
  manualKw: null,
  enabled: true,
  socPct: 50,
};

// A platform strategy as the PCS follows it (issue 14 item 6 "must show": anti-reflux during a
// sudden load drop; peak shaving under its threshold while the battery has energy).

const config = buildSiteConfig(exampleSiteSpec());
const RATED_KW = config.pcsRatedKw;

const range = (extra: Partial<StrategyRangeSpec> & Pick<StrategyRangeSpec, 'mode'>): StrategyRangeSpec => ({
  start: '00:00',
  end: '23:59',
  charge_power_kw: RATED_KW,
  discharge_power_kw: RATED_KW,
  soc_min: 10,
  soc_max: 90,
  ...extra,
});

function battery(socPct: number): Battery {
  return new Battery(config.battery, { socPct, sohPct: 100, ageDays: 0, cellTemperatures: [] }, 7, 25);
}

describe('a pushed range strategy', () => {
  it('reads the platform form, keeps it through a restart, and refuses a bad one with a reason', () => {
    const wire = {
      id: 's-1',
      name: 'Demo',
      ranges: [range({ mode: 'peak_shaving', grid_import_threshold_kw: 120 })],
    };
    const strategy = parseStrategy(wire);
    expect(strategy.ranges?.[0]?.grid_import_threshold_kw).toBe(120);
    expect(parseStrategy(strategyToWire(strategy))).toEqual(strategy);
    expect(() => parseStrategy({ ranges: [range({ mode: 'peak_shaving' })] })).toThrow(StrategyError);
    expect(() => parseStrategy({ ranges: [{ ...range({ mode: 'standby' }), start: '24:00' }] })).toThrow(
      /HH:MM/,
    );
    expect(() => parseStrategy({ ranges: [] })).toThrow(/non-empty/);
  });

  it('follows the range of the local time, within its power limits and SOC window', () => {
    const strategy = parseStrategy({
      ranges: [
        range({ end: '12:00', mode: 'standby' }),
        range({
          start: '12:00',
          mode: 'peak_shaving',
          grid_import_threshold_kw: 100,
          discharge_power_kw: 50,
        }),
      ],
    });
    expect(dispatch(strategy, { ...busyNoon, minuteOfDay: 600 }).batteryKw).toBe(0);
    expect(dispatch(strategy, { ...busyNoon, minuteOfDay: 800 }).batteryKw).toBe(50);
    expect(dispatch(strategy, { ...busyNoon, minuteOfDay: 800, socPct: 10 }).batteryKw).toBe(0);
    // Below the threshold it recharges with the headroom, but not past the top of the window.
    expect(dispatch(strategy, { ...busyNoon, loadKw: 40, minuteOfDay: 800 }).batteryKw).toBe(-60);
    expect(dispatch(strategy, { ...busyNoon, loadKw: 40, minuteOfDay: 800, socPct: 90 }).batteryKw).toBe(0);
  });

  it('demand response holds import at its target in the event window and recharges outside it', () => {
    const strategy = parseStrategy({
      ranges: [
        range({
          mode: 'demand_response',
          response_start: '18:00',
          response_end: '20:00',
          response_target_kw: 80,
          charge_power_kw: 30,
        }),
      ],
    });
    expect(dispatch(strategy, { ...busyNoon, minuteOfDay: 19 * 60 }).gridKw).toBe(80);
    expect(dispatch(strategy, { ...busyNoon, minuteOfDay: 10 * 60 }).batteryKw).toBe(-30);
  });

  it('anti-reflux: during a sudden 50 % load drop export stays under 1 % of the rating in ≥ 99.9 % of samples', () => {
    const pcs = new Pcs(
      RATED_KW,
      parseStrategy({ ranges: [range({ mode: 'anti_reflux', max_export_kw: 0 })] }),
    );
    const cells = battery(40);
    let draw = 0;
    const random = () => hashUnit(11, 'anti-reflux', draw++);
    const dtS = 1;
    let samples = 0;
    let within = 0;
    let maxExport = 0;
    let socAtDrop = 0;
    // Two hours at noon, one sample a second: PV near 170 kW, the load 260 kW falling to half.
    for (let s = 0; s < 7200; s++) {
      if (s === 3600) socAtDrop = cells.socPct;
      const baseLoad = s < 3600 ? 260 : 130;
      const loadKw = baseLoad * (1 + 0.05 * (random() - 0.5));
      const pvAvailableKw = 170 * (1 + 0.1 * (random() - 0.5));
      const room = cells.chargeLimitKw(dtS);
      const decision = pcs.decide(cells, { loadKw, pvAvailableKw, auxKw: 2, minuteOfDay: 720 + s / 60 }, dtS);
      cells.apply(decision.batteryKw, dtS);
      const surplus = pvAvailableKw - loadKw - 2;
      // Samples where export could happen, while the battery can take the whole surplus.
      if (surplus <= 0 || surplus > room) continue;
      samples++;
      const exportKw = Math.max(0, -decision.gridKw);
      maxExport = Math.max(maxExport, exportKw);
      if (exportKw < 0.01 * RATED_KW) within++;
      // The battery does absorb it (no curtailment needed).
      expect(decision.curtailedKw).toBeCloseTo(0, 9);
    }
    expect(samples).toBeGreaterThan(3500);
    expect(within / samples).toBeGreaterThanOrEqual(0.999);
    expect(maxExport).toBeLessThan(0.01 * RATED_KW);
    // After the drop the surplus went into the battery.
    expect(cells.socPct).toBeGreaterThan(socAtDrop + 5);
  });

  it('anti-reflux curtails PV once the battery is full instead of exporting', () => {
    const pcs = new Pcs(
      RATED_KW,
      parseStrategy({ ranges: [range({ mode: 'anti_reflux', max_export_kw: 5 })] }),
    );
    const full = battery(90);
    const decision = pcs.decide(full, { loadKw: 50, pvAvailableKw: 180, auxKw: 0, minuteOfDay: 720 }, 60);
    expect(decision.gridKw).toBeCloseTo(-5, 9);
    expect(decision.curtailedKw).toBeCloseTo(125, 9);
  });

  it('peak shaving on a simulated site keeps import under the threshold while the battery has energy', () => {
    const start = Date.UTC(2025, 5, 1, 16); // Monday 00:00 at UTC+8
    const threshold = 200;
    const runDay = (strategy?: Record<string, unknown>) => {
      const site = new Site(config, 'shave', start);
      if (strategy) site.replaceStrategy(parseStrategy(strategy));
      return Array.from({ length: 288 * 2 }, () => site.step(300));
    };
    const before = runDay();
    const after = runDay({
      ranges: [range({ mode: 'peak_shaving', grid_import_threshold_kw: threshold, charge_power_kw: 60 })],
    });
    let held = 0;
    for (const step of after) {
      const needed = step.loadKw + step.auxKw - step.pvAvailableKw - threshold;
      const hasEnergy = step.socBeforePct > 10 + 1e-6 && needed <= step.dischargeLimitKw;
      if (!hasEnergy) continue;
      held++;
      expect(step.gridKw).toBeLessThanOrEqual(threshold + 1e-6);
    }
    expect(held).toBeGreaterThan(300);
    // The power curve changed: the built-in default imported above the threshold.
    expect(Math.max(...before.map((s) => s.gridKw))).toBeGreaterThan(threshold + 20);
    const above = (steps: typeof after) => steps.filter((s) => s.gridKw > threshold + 1e-6).length;
    expect(above(after)).toBeLessThan(above(before) / 2);
  });
});
