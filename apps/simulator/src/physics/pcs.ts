import type { Battery } from './battery';
import {
  type Dispatch,
  type DispatchInput,
  dispatch,
  modeAt,
  type OperatingMode,
  type OperatingStrategy,
} from './strategy';

import { PCS_STATES, type PcsState } from '@ies/contracts';

export { PCS_STATES, type PcsState };

/** Below this the PCS counts as idle, kW. */
const IDLE_KW = 0.05;

export type PcsInput = Omit<DispatchInput, 'chargeLimitKw' | 'dischargeLimitKw' | 'manualKw' | 'enabled'>;

/**
 * The power conversion system: follows the operating strategy within its rating and the
 * battery's limits; can be stopped, given a fixed set point, or switched to another mode.
 */
export class Pcs {
  readonly ratedKw: number;
  strategy: OperatingStrategy;
  running = true;
  /** A set-power command in force (positive: discharge), or null to follow the strategy. */
  manualKw: number | null = null;
  /** Set while a protection (over-temperature) holds the PCS off. */
  faulted = false;
  activePowerKw = 0;
  /** The mode in force at the last decision (a range strategy changes it through the day). */
  mode: OperatingMode;

  constructor(ratedKw: number, strategy: OperatingStrategy) {
    this.ratedKw = ratedKw;
    this.strategy = strategy;
    this.mode = strategy.mode;
  }

  decide(battery: Battery, input: PcsInput, dtS: number): Dispatch {
    const result = dispatch(this.strategy, {
      ...input,
      chargeLimitKw: Math.min(this.ratedKw, battery.chargeLimitKw(dtS)),
      dischargeLimitKw: Math.min(this.ratedKw, battery.dischargeLimitKw(dtS)),
      manualKw: this.manualKw,
      enabled: this.running && !this.faulted,
      socPct: battery.socPct,
    });
    this.mode = modeAt(this.strategy, input.minuteOfDay);
    this.activePowerKw = result.batteryKw;
    return result;
  }

  state(): PcsState {
    if (this.faulted) return 'fault';
    if (!this.running) return 'stop';
    return Math.abs(this.activePowerKw) > IDLE_KW ? 'run' : 'standby';
  }

  /** Fixes the power (positive: discharge) until the mode is changed; null follows the strategy. */
  setPower(kw: number | null): void {
    if (kw !== null && Math.abs(kw) > this.ratedKw)
      throw new RangeError(`power beyond the rating of ${this.ratedKw} kW`);
    this.manualKw = kw;
  }

  setMode(mode: OperatingMode): void {
    // A mode set by command replaces a pushed range strategy.
    const { ranges: _ranges, ...rest } = this.strategy;
    this.strategy = { ...rest, mode };
    this.mode = mode;
    this.manualKw = null;
  }

  replaceStrategy(strategy: OperatingStrategy): void {
    this.strategy = strategy;
    this.mode = strategy.mode;
    this.manualKw = null;
  }
}
