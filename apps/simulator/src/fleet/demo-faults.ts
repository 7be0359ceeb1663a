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
}

/**
 * What `npm start` plays so that the demo rules (apps/simulator/src/provisioning/demo-alarms.ts)
 * raise real alarms within minutes of a fresh start: a battery drained under its window, a hot
 * cell, a grid meter that drops off (through a gateway, the whole site: one root alarm).
 */
export const DEMO_FAULT_PLAN: readonly DemoFault[] = [
  { afterS: 60, site: 0, device: 'bms', fault: 'low_soc', durationS: 0 },
  { afterS: 90, site: 1, device: 'bms', fault: 'over_temperature', durationS: 1800 },
  { afterS: 120, site: 2, device: 'grid_meter', fault: 'offline', durationS: 300 },
];

/** The plan runs again this long after it started, for as long as the demo runs. */
export const DEMO_FAULT_REPEAT_S = 4 * 3600;

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
