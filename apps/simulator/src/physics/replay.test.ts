import { describe, expect, it } from 'vitest';
import { Site } from '../site/site';
import { buildSiteConfig } from '../site/site-config';
import { exampleSiteSpec } from '../site/fixtures';
import { localTime } from './local-time';
import { replayBattery } from './replay';
import { parseStrategy } from './strategy';

// The backtest's battery (issue 14 item 7) is the simulator's own: replayed against the load
// (with auxiliaries) and PV a running site saw, it makes the same decisions step by step.

describe('replayBattery', () => {
  it("reproduces a running site's battery, grid and SOC from its load and PV", () => {
    const config = buildSiteConfig(exampleSiteSpec());
    const strategy = parseStrategy({
      ranges: [
        {
          start: '00:00',
          end: '08:00',
          mode: 'peak_shaving',
          charge_power_kw: 80,
          discharge_power_kw: 0,
          soc_min: 10,
          soc_max: 90,
          grid_import_threshold_kw: 400,
        },
        {
          start: '08:00',
          end: '23:59',
          mode: 'peak_shaving',
          charge_power_kw: 0,
          discharge_power_kw: 80,
          soc_min: 10,
          soc_max: 90,
          grid_import_threshold_kw: 0,
        },
      ],
    });
    const start = Date.UTC(2025, 5, 1, 16);
    const site = new Site(config, 'replay', start);
    site.replaceStrategy(strategy);
    const initialSoc = site.battery.socPct;
    const soh = site.battery.sohPct;
    const steps = Array.from({ length: 288 }, () => site.step(300));
    const replayed = replayBattery({
      battery: config.battery,
      pcsRatedKw: config.pcsRatedKw,
      initialSocPct: initialSoc,
      sohPct: soh,
      strategy,
      steps: steps.map((s) => ({
        start: s.from,
        dtS: s.dtS,
        minuteOfDay: localTime(s.from + (s.dtS * 1000) / 2, config.tzOffsetMinutes).minuteOfDay,
        loadKw: s.loadKw + s.auxKw,
        pvKw: s.pvAvailableKw,
      })),
    });
    expect(steps.some((s) => s.batteryKw > 1) && steps.some((s) => s.batteryKw < -1)).toBe(true);
    replayed.forEach((r, i) => {
      const s = steps[i]!;
      expect(r.chargeKWh).toBeCloseTo(s.energy.chargeKWh, 4);
      expect(r.dischargeKWh).toBeCloseTo(s.energy.dischargeKWh, 4);
      expect(r.importKWh).toBeCloseTo(s.energy.importKWh, 4);
      expect(r.exportKWh).toBeCloseTo(s.energy.exportKWh, 4);
      // SOH fades a little in the running site; the replay keeps it fixed.
      expect(r.socPct).toBeCloseTo(s.socPct, 2);
    });
  });
});
