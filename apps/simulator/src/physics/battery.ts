import { CellArray, cellLayout } from './cells';

export interface BatteryConfig {
  /** Nameplate energy, kWh. */
  capacityKWh: number;
  /** Most power the battery takes from the AC side, kW. */
  maxChargeKw: number;
  /** Most power the battery gives to the AC side, kW. */
  maxDischargeKw: number;
  socMinPct: number;
  socMaxPct: number;
  /** AC → AC round trip; split as its square root on charge and on discharge. */
  roundTripEfficiency: number;
  cellCapacityAh: number;
}

export interface BatteryState {
  socPct: number;
  sohPct: number;
  /** Days the battery has been simulated; the drifting cell worsens with it. */
  ageDays: number;
  /** Cell temperatures, °C (empty: start at the enclosure temperature). */
  cellTemperatures: number[];
}

/** Energy through the battery's AC side in one interval. */
export interface BatteryFlow {
  chargeKWh: number;
  dischargeKWh: number;
  /** Conversion losses inside the battery, kWh. */
  lossKWh: number;
}

/** LFP fades about 20 % over 6000 full cycles. */
const SOH_FADE_PER_CYCLE_PCT = 20 / 6000;
const SOH_FLOOR_PCT = 60;

export class Battery {
  readonly config: BatteryConfig;
  readonly cells: CellArray;
  socPct: number;
  sohPct: number;
  ageDays: number;
  /** Pack current, A, positive while discharging. */
  currentA = 0;
  voltageV: number;
  private readonly oneWayEfficiency: number;

  constructor(config: BatteryConfig, state: BatteryState, seed: number, enclosureC: number) {
    this.config = config;
    this.socPct = state.socPct;
    this.sohPct = state.sohPct;
    this.ageDays = state.ageDays;
    this.oneWayEfficiency = Math.sqrt(config.roundTripEfficiency);
    this.cells = new CellArray(cellLayout(config.capacityKWh, config.cellCapacityAh), seed, enclosureC);
    if (state.cellTemperatures.length > 0) this.cells.setTemperatures(state.cellTemperatures);
    this.voltageV = this.cells.nominalPackVoltage(this.socPct);
  }

  /** Energy the cells hold at 100 % SOC today, kWh. */
  get usableCapacityKWh(): number {
    return (this.config.capacityKWh * this.sohPct) / 100;
  }

  /** Most AC power the battery can take for `dtS` without passing the top of its SOC window. */
  chargeLimitKw(dtS: number): number {
    const roomKWh = (Math.max(0, this.config.socMaxPct - this.socPct) / 100) * this.usableCapacityKWh;
    return Math.min(this.config.maxChargeKw, roomKWh / this.oneWayEfficiency / (dtS / 3600));
  }

  /** Most AC power the battery can give for `dtS` without passing the bottom of its SOC window. */
  dischargeLimitKw(dtS: number): number {
    const availableKWh = (Math.max(0, this.socPct - this.config.socMinPct) / 100) * this.usableCapacityKWh;
    return Math.min(this.config.maxDischargeKw, (availableKWh * this.oneWayEfficiency) / (dtS / 3600));
  }

  /**
   * Runs the battery at `acKw` (positive: discharge) for `dtS`. The caller keeps the power within
   * the limits above; the SOC is clamped to the window for rounding only.
   */
  apply(acKw: number, dtS: number): BatteryFlow {
    const hours = dtS / 3600;
    const capacity = this.usableCapacityKWh;
    let flow: BatteryFlow;
    let cellKWh: number;
    if (acKw >= 0) {
      const dischargeKWh = acKw * hours;
      cellKWh = dischargeKWh / this.oneWayEfficiency;
      this.socPct -= (cellKWh / capacity) * 100;
      flow = { chargeKWh: 0, dischargeKWh, lossKWh: cellKWh - dischargeKWh };
    } else {
      const chargeKWh = -acKw * hours;
      cellKWh = chargeKWh * this.oneWayEfficiency;
      this.socPct += (cellKWh / capacity) * 100;
      flow = { chargeKWh, dischargeKWh: 0, lossKWh: chargeKWh - cellKWh };
    }
    if (Math.abs(this.socPct - this.config.socMaxPct) < 1e-9) this.socPct = this.config.socMaxPct;
    if (Math.abs(this.socPct - this.config.socMinPct) < 1e-9) this.socPct = this.config.socMinPct;
    this.socPct = Math.min(100, Math.max(0, this.socPct));
    // Half a cycle per capacity's worth of energy through the cells.
    const cycles = cellKWh / (2 * this.config.capacityKWh);
    this.sohPct = Math.max(SOH_FLOOR_PCT, this.sohPct - cycles * SOH_FADE_PER_CYCLE_PCT);
    this.ageDays += dtS / 86_400;
    return flow;
  }

  /** Updates cell voltages and temperatures for the power just applied. */
  updateCells(acKw: number, dtS: number, enclosureC: number, hotSpotHeatC: number): void {
    const dcKw = acKw >= 0 ? acKw / this.oneWayEfficiency : acKw * this.oneWayEfficiency;
    this.currentA = (dcKw * 1000) / Math.max(1, this.voltageV);
    this.cells.update({
      packSocPct: this.socPct,
      packCurrentA: this.currentA,
      enclosureC,
      dtS,
      ageDays: this.ageDays,
      hotSpotHeatC,
    });
    this.voltageV = this.cells.packVoltage();
  }

  state(): BatteryState {
    return {
      socPct: this.socPct,
      sohPct: this.sohPct,
      ageDays: this.ageDays,
      cellTemperatures: Array.from(this.cells.temperatures),
    };
  }
}
