import type { DeviceKind } from '../site/site-config';
import type { FaultKind } from './device-agent';

/** One fault of the demo's plan: `afterS` after going live, on a device of the `site`-th site. */
export interface DemoFault {
  afterS: number;
  /** Index of the site (modulo the number of sites). */
  site: number;
  device: DeviceKind;
  fault: FaultKind;
  durationS: number;
  /**
   * By when after `afterS` the fault is over and its alarm has recovered: a hot cell needs time
   * to cool under the clearing level after the heat stops (fault-plan.test.ts measures it).
   */
  clearedWithinS: number;
}

/** Faults of the plan start this far apart: with the longest clearing, at most two overlap. */
export const DEMO_FAULT_SPACING_S = 2400;
/** A hot cell heats this long; it cools below the clearing level within DEMO_COOLING_S of its start. */
const HEAT_S = 600;
export const DEMO_COOLING_S = 3000;

const kinds: Array<Pick<DemoFault, 'device' | 'fault' | 'durationS' | 'clearedWithinS'>> = [
  { device: 'bms', fault: 'low_soc', durationS: 600, clearedWithinS: 660 },
  { device: 'bms', fault: 'over_temperature', durationS: HEAT_S, clearedWithinS: DEMO_COOLING_S },
  // Through a gateway the whole site drops: one root alarm.
  { device: 'grid_meter', fault: 'offline', durationS: 300, clearedWithinS: 360 },
];

/**
 * What `npm start` plays so that the demo rules (apps/simulator/src/provisioning/demo-alarms.ts)
 * raise real alarms, the first a minute after going live (issue 15 item 6), and so that one or
 * two stations at a time show one, not most of them (issue 34 item 7): a battery reading under
 * its window, a hot cell, a grid meter that drops off, each on the next station in turn, one
 * every DEMO_FAULT_SPACING_S, each over and recovered before the one after next begins.
 */
export const DEMO_FAULT_PLAN: readonly DemoFault[] = Array.from({ length: 6 }, (_, site) => ({
  afterS: 60 + site * DEMO_FAULT_SPACING_S,
  site,
  ...kinds[site % kinds.length]!,
}));

/** The plan runs again this long after it started, for as long as the demo runs. */
export const DEMO_FAULT_REPEAT_S = 6 * DEMO_FAULT_SPACING_S;

export interface FaultTarget {
  /** Device ids of each site, with their kinds. */
  sites(): Array<Array<{ id: string; kind: DeviceKind }>>;
  injectFault(deviceId: string, fault: FaultKind, durationS: number): void;
}

/** Plays `plan` now and every `repeatS`; stop() cancels what is still to come. */
export function startDemoFaults(
  target: FaultTarget,
  log: (line: string) => void,
  plan: readonly DemoFault[] = DEMO_FAULT_PLAN,
  repeatS = DEMO_FAULT_REPEAT_S,
): { stop(): void } {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const play = () => {
    for (const step of plan) {
      later(step.afterS * 1000, () => {
        const sites = target.sites();
        if (sites.length === 0) return;
        const device = sites[step.site % sites.length]!.find((d) => d.kind === step.device);
        if (!device) return;
        try {
          target.injectFault(device.id, step.fault, step.durationS);
          log(`demo fault: ${step.fault} on ${device.id}${step.durationS ? ` for ${step.durationS} s` : ''}`);
        } catch (error) {
          log(`demo fault failed: ${(error as Error).message}`);
        }
      });
    }
    later(repeatS * 1000, play);
  };
  play();
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
