/** What a PCS decides each interval and from what; shared by the operating modes and the ranges. */

export interface DispatchInput {
  loadKw: number;
  /** What the PV could give now, kW. */
  pvAvailableKw: number;
  /** Auxiliary consumption of the storage (PCS idle, HVAC), kW. */
  auxKw: number;
  minuteOfDay: number;
  /** Most the battery can take / give in this interval (already within the PCS rating), kW. */
  chargeLimitKw: number;
  dischargeLimitKw: number;
  /** A set-power command in force, kW (positive: discharge), or null. */
  manualKw: number | null;
  /** False while the PCS is stopped or faulted: the battery stays idle. */
  enabled: boolean;
  /** The battery's state of charge, %, for a range's SOC window. */
  socPct?: number;
}

export interface Dispatch {
  /** Battery power on the AC side, kW; positive discharges. */
  batteryKw: number;
  /** PV power after curtailment, kW. */
  pvKw: number;
  curtailedKw: number;
  /** Grid power, kW; positive imports. */
  gridKw: number;
}
