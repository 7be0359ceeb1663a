import { Random } from './random';

/** Open-circuit voltage of an LFP cell by state of charge: flat in the middle, steep at both ends. */
const LFP_OCV: readonly (readonly [number, number])[] = [
  [0, 2.5],
  [5, 3.0],
  [10, 3.2],
  [20, 3.25],
  [30, 3.28],
  [40, 3.292],
  [50, 3.3],
  [60, 3.308],
  [70, 3.325],
  [80, 3.335],
  [90, 3.345],
  [95, 3.37],
  [100, 3.55],
];

export function lfpOcv(socPct: number): number {
  const soc = Math.min(100, Math.max(0, socPct));
  for (let i = 1; i < LFP_OCV.length; i++) {
    const [s1, v1] = LFP_OCV[i]!;
    if (soc <= s1) {
      const [s0, v0] = LFP_OCV[i - 1]!;
      return v0 + ((v1 - v0) * (soc - s0)) / (s1 - s0);
    }
  }
  return LFP_OCV[LFP_OCV.length - 1]![1];
}

export const CELL_NOMINAL_VOLTAGE = 3.2;
const MAX_SERIES_PER_RACK = 240;

export interface CellLayout {
  racks: number;
  seriesPerRack: number;
  cellCapacityAh: number;
}

/** Racks of series cells that hold about `capacityKWh` (a 215 kWh cabinet is 1 × 240 cells of 280 Ah). */
export function cellLayout(capacityKWh: number, cellCapacityAh = 280): CellLayout {
  const cells = Math.max(4, Math.round((capacityKWh * 1000) / (CELL_NOMINAL_VOLTAGE * cellCapacityAh)));
  const racks = Math.ceil(cells / MAX_SERIES_PER_RACK);
  return { racks, seriesPerRack: Math.max(4, Math.round(cells / racks)), cellCapacityAh };
}

/** What the drifting cell looks like after `ageDays`: lower voltage, less capacity, more resistance. */
export function driftOf(ageDays: number): {
  offsetMv: number;
  capacityFactor: number;
  resistanceFactor: number;
} {
  return {
    offsetMv: -(6 + 1.5 * ageDays),
    capacityFactor: Math.max(0.85, 0.97 - 0.0015 * ageDays),
    resistanceFactor: 1.8 + 0.01 * ageDays,
  };
}

const NORMAL_TAU_S = 1800;
const HOT_SPOT_TAU_S = 120;
/** Temperature rise at a steady 1C, °C (grows with the square of the current). */
const HEAT_PER_C_RATE_SQUARED = 20;

export interface CellUpdate {
  packSocPct: number;
  /** Pack current, A; positive while discharging. */
  packCurrentA: number;
  /** Air temperature inside the enclosure, °C. */
  enclosureC: number;
  dtS: number;
  ageDays: number;
  /** Extra heat on the hot-spot cells (an over-temperature fault), °C. */
  hotSpotHeatC: number;
}

/**
 * The cells of a battery: each with a fixed voltage offset, capacity and resistance spread, a
 * thermal position, and one drifting cell. Voltages follow the LFP curve and the IR drop.
 */
export class CellArray {
  readonly layout: CellLayout;
  readonly count: number;
  readonly driftingIndex: number;
  readonly hotSpotIndex: number;
  readonly voltages: Float64Array;
  readonly temperatures: Float64Array;
  private readonly offsetsV: Float64Array;
  private readonly capacityFactors: Float64Array;
  private readonly resistancesOhm: Float64Array;
  private readonly thermalOffsetsC: Float64Array;

  constructor(layout: CellLayout, seed: number, initialTemperatureC: number) {
    this.layout = layout;
    this.count = layout.racks * layout.seriesPerRack;
    const random = new Random(seed);
    this.driftingIndex = random.int(0, this.count);
    this.hotSpotIndex = random.int(0, this.count);
    this.offsetsV = new Float64Array(this.count);
    this.capacityFactors = new Float64Array(this.count);
    this.resistancesOhm = new Float64Array(this.count);
    this.thermalOffsetsC = new Float64Array(this.count);
    // Resistance of a cell plus its busbar share scales inversely with the cell's capacity.
    const nominalOhm = 0.07 / layout.cellCapacityAh;
    for (let i = 0; i < this.count; i++) {
      this.offsetsV[i] = random.normal(0, 0.0025);
      this.capacityFactors[i] = 1 + random.normal(0, 0.004);
      this.resistancesOhm[i] = nominalOhm * (1 + random.normal(0, 0.05));
      // Cells in the middle of a rack run warmer than those at the ends.
      const position = (i % layout.seriesPerRack) / Math.max(1, layout.seriesPerRack - 1);
      this.thermalOffsetsC[i] = 2.5 * Math.sin(Math.PI * position) + random.normal(0, 0.4);
    }
    this.voltages = new Float64Array(this.count);
    this.temperatures = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++)
      this.temperatures[i] = initialTemperatureC + this.thermalOffsetsC[i]!;
  }

  /** Whether cell `index` sits in the hot spot an over-temperature fault heats. */
  inHotSpot(index: number): boolean {
    return Math.abs(index - this.hotSpotIndex) <= 2;
  }

  update(input: CellUpdate): void {
    const { layout } = this;
    const cellCurrent = input.packCurrentA / layout.racks;
    const cRate = Math.abs(cellCurrent) / layout.cellCapacityAh;
    const drift = driftOf(input.ageDays);
    for (let i = 0; i < this.count; i++) {
      const drifting = i === this.driftingIndex;
      const capacity = this.capacityFactors[i]! * (drifting ? drift.capacityFactor : 1);
      const resistance = this.resistancesOhm[i]! * (drifting ? drift.resistanceFactor : 1);
      const cellSoc = 100 - (100 - input.packSocPct) / capacity;
      const offset = this.offsetsV[i]! + (drifting ? drift.offsetMv / 1000 : 0);
      this.voltages[i] = Math.max(2.0, lfpOcv(cellSoc) + offset - cellCurrent * resistance);

      const hot = input.hotSpotHeatC > 0 && this.inHotSpot(i);
      const target =
        input.enclosureC +
        this.thermalOffsetsC[i]! +
        HEAT_PER_C_RATE_SQUARED * cRate * cRate * (drifting ? drift.resistanceFactor : 1) +
        (hot ? input.hotSpotHeatC : 0);
      const tau = hot ? HOT_SPOT_TAU_S : NORMAL_TAU_S;
      const current = this.temperatures[i]!;
      this.temperatures[i] = current + (target - current) * (1 - Math.exp(-input.dtS / tau));
    }
  }

  /** Pack voltage: the sum of series cells, averaged over parallel racks. */
  packVoltage(): number {
    let total = 0;
    for (let i = 0; i < this.count; i++) total += this.voltages[i]!;
    return total / this.layout.racks;
  }

  /** Pack voltage at rest for a state of charge, before the first update. */
  nominalPackVoltage(socPct: number): number {
    return this.layout.seriesPerRack * lfpOcv(socPct);
  }

  setTemperatures(values: readonly number[]): void {
    for (let i = 0; i < this.count && i < values.length; i++) this.temperatures[i] = values[i]!;
  }
}
