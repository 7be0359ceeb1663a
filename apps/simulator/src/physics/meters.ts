/** Cumulative energy counters of a site, kWh; they only ever grow. */
export interface MeterReadings {
  gridImportKWh: number;
  gridExportKWh: number;
  chargeKWh: number;
  dischargeKWh: number;
  pvKWh: number;
  loadKWh: number;
}

export const ZERO_READINGS: MeterReadings = {
  gridImportKWh: 0,
  gridExportKWh: 0,
  chargeKWh: 0,
  dischargeKWh: 0,
  pvKWh: 0,
  loadKWh: 0,
};

/** Powers held for one interval, kW (signs as on the devices: battery + discharges, grid + imports). */
export interface IntervalPowers {
  gridKw: number;
  batteryKw: number;
  pvKw: number;
  loadKw: number;
}

export class Meters {
  private readings: MeterReadings;

  constructor(initial: MeterReadings = ZERO_READINGS) {
    this.readings = { ...initial };
  }

  /** Adds an interval of `dtS` seconds at constant powers. */
  add(powers: IntervalPowers, dtS: number): void {
    const hours = dtS / 3600;
    const r = this.readings;
    r.gridImportKWh += Math.max(0, powers.gridKw) * hours;
    r.gridExportKWh += Math.max(0, -powers.gridKw) * hours;
    r.dischargeKWh += Math.max(0, powers.batteryKw) * hours;
    r.chargeKWh += Math.max(0, -powers.batteryKw) * hours;
    r.pvKWh += Math.max(0, powers.pvKw) * hours;
    r.loadKWh += Math.max(0, powers.loadKw) * hours;
  }

  read(): MeterReadings {
    return { ...this.readings };
  }
}
