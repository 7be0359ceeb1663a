import { Battery, type BatteryConfig } from './battery';
import { Pcs } from './pcs';
import type { OperatingStrategy } from './strategy';

/*
 * The battery and PCS of a site replayed against a recorded load and PV under a candidate
 * strategy (issue 14 item 7, the backtest). The same Battery and Pcs as the running simulator:
 * one battery model, shared with the platform through `@ies/simulator/physics`.
 */

export interface ReplayStep {
  /** Epoch ms of the interval's start. */
  start: number;
  dtS: number;
  /** Local minute of the day at the interval's start. */
  minuteOfDay: number;
  /** What the site consumed besides the battery (load and auxiliaries), kW on average. */
  loadKw: number;
  /** PV power available, kW on average. */
  pvKw: number;
}

export interface ReplayInput {
  battery: BatteryConfig;
  /** The PCS rating, kW. */
  pcsRatedKw: number;
  initialSocPct: number;
  /** State of health the capacity is scaled by, % (default 100). */
  sohPct?: number;
  strategy: OperatingStrategy;
  steps: readonly ReplayStep[];
}

export interface ReplayedStep {
  start: number;
  chargeKWh: number;
  dischargeKWh: number;
  importKWh: number;
  exportKWh: number;
  pvKWh: number;
  curtailedKWh: number;
  /** SOC at the end of the interval, %. */
  socPct: number;
}

/** Runs the battery through the steps in order; the SOC carries from one step to the next. */
export function replayBattery(input: ReplayInput): ReplayedStep[] {
  const battery = new Battery(
    input.battery,
    { socPct: input.initialSocPct, sohPct: input.sohPct ?? 100, ageDays: 0, cellTemperatures: [] },
    1,
    25,
  );
  const pcs = new Pcs(input.pcsRatedKw, input.strategy);
  const out: ReplayedStep[] = [];
  for (const step of input.steps) {
    const decision = pcs.decide(
      battery,
      { loadKw: step.loadKw, pvAvailableKw: step.pvKw, auxKw: 0, minuteOfDay: step.minuteOfDay },
      step.dtS,
    );
    const flow = battery.apply(decision.batteryKw, step.dtS);
    const hours = step.dtS / 3600;
    out.push({
      start: step.start,
      chargeKWh: flow.chargeKWh,
      dischargeKWh: flow.dischargeKWh,
      importKWh: Math.max(0, decision.gridKw) * hours,
      exportKWh: Math.max(0, -decision.gridKw) * hours,
      pvKWh: decision.pvKw * hours,
      curtailedKWh: decision.curtailedKw * hours,
      socPct: battery.socPct,
    });
  }
  return out;
}
