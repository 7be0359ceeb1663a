import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SITE_TEMPLATES } from '../provisioning/demo-sites';
import { Site } from '../site/site';
import { buildSiteConfig } from '../site/site-config';
import { DEMO_FAULT_PLAN, DEMO_FAULT_REPEAT_S, type DemoFault, startDemoFaults } from './demo-faults';

// Issue 34 item 7: the demo's faults put one or two stations at a time in alarm, not most of them.

const SITES = DEMO_SITE_TEMPLATES.length;

/** The faults of `cycles` repeats of the plan, with the site each lands on. */
function played(cycles: number): DemoFault[] {
  return Array.from({ length: cycles }, (_, cycle) =>
    DEMO_FAULT_PLAN.map((f) => ({
      ...f,
      afterS: f.afterS + cycle * DEMO_FAULT_REPEAT_S,
      site: f.site % SITES,
    })),
  ).flat();
}

/** Sites with a fault not yet over (and its alarm not yet recovered) at second `t`. */
function activeAt(faults: DemoFault[], t: number): Set<number> {
  return new Set(faults.filter((f) => f.afterS <= t && t < f.afterS + f.clearedWithinS).map((f) => f.site));
}

describe('the demo fault plan', () => {
  it('never has more than two sites in a fault, and has one within two minutes of going live', () => {
    const faults = played(3);
    const end = 3 * DEMO_FAULT_REPEAT_S;
    let most = 0;
    for (let t = 0; t < end; t += 10) most = Math.max(most, activeAt(faults, t).size);
    expect(most).toBe(2);
    expect(Math.min(...DEMO_FAULT_PLAN.map((f) => f.afterS))).toBeLessThanOrEqual(120);
  });

  it('visits every site each round, and a site is clear again before its next fault', () => {
    expect(new Set(DEMO_FAULT_PLAN.map((f) => f.site % SITES)).size).toBe(SITES);
    const faults = played(3);
    for (const [i, f] of faults.entries()) {
      const next = faults.slice(i + 1).find((g) => g.site === f.site);
      if (next) expect(f.afterS + f.clearedWithinS).toBeLessThan(next.afterS);
    }
  });

  it('each battery fault is over within its clearing time on every demo site, at any hour', {
    timeout: 120_000,
  }, () => {
    const late: string[] = [];
    for (const fault of DEMO_FAULT_PLAN.filter((f) => f.device === 'bms')) {
      for (const template of DEMO_SITE_TEMPLATES) {
        const spec = {
          ...template,
          devices: template.devices.map((d, i) => ({ ...d, id: `${template.id}-${i}` })),
        };
        for (const hour of [2, 10, 18]) {
          const site = new Site(buildSiteConfig(spec), 'ies', Date.UTC(2026, 10, 20, hour));
          for (let i = 0; i < 60; i++) site.step(60);
          const start = site.time;
          if (fault.fault === 'low_soc') site.injectLowSoc(start + fault.durationS * 1000);
          else site.injectOverTemperature(start + fault.durationS * 1000);
          let raised = false;
          let cleared = false;
          // The demo's live steps (a minute) up to the clearing time.
          while (site.time < start + fault.clearedWithinS * 1000 && !cleared) {
            site.step(60);
            const hot = Math.max(...site.battery.cells.temperatures);
            if (fault.fault === 'low_soc') {
              raised ||= site.battery.socPct < 8;
              cleared = raised && site.battery.socPct > 10;
            } else {
              raised ||= hot > 55;
              cleared = raised && hot < 45;
            }
          }
          if (!raised || !cleared) late.push(`${fault.fault} ${template.id} ${hour}h raised ${raised}`);
        }
      }
    }
    expect(late).toEqual([]);
  });

  describe('played on timers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('injects each fault at its time on the device of its site, and again after the repeat', () => {
      vi.useFakeTimers();
      const sites = DEMO_SITE_TEMPLATES.map((t) =>
        t.devices.map((d, i) => ({ id: `${t.id}-${d.kind}-${i}`, kind: d.kind })),
      );
      const injected: string[] = [];
      const plan = startDemoFaults(
        { sites: () => sites, injectFault: (id, fault, s) => injected.push(`${id} ${fault} ${s}`) },
        () => {},
      );
      vi.advanceTimersByTime(59_000);
      expect(injected).toEqual([]);
      vi.advanceTimersByTime(1_000);
      expect(injected).toEqual(['demo-suzhou-bms-2 low_soc 600']);
      vi.advanceTimersByTime(DEMO_FAULT_REPEAT_S * 1000);
      expect(injected).toHaveLength(DEMO_FAULT_PLAN.length + 1);
      expect(injected[1]).toBe('demo-shenzhen-bms-2 over_temperature 600');
      expect(injected[2]).toBe('demo-urumqi-grid_meter-3 offline 300');
      plan.stop();
      vi.advanceTimersByTime(DEMO_FAULT_REPEAT_S * 1000);
      expect(injected).toHaveLength(DEMO_FAULT_PLAN.length + 1);
    });
  });
});
