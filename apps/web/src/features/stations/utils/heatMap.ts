export interface Extreme {
  /** 1-based cell number, as the BMS counts them. */
  cell: number;
  value: number;
}

export interface CellStats {
  min: Extreme | null;
  max: Extreme | null;
}

/** The lowest and the highest cell (the first one on a tie); nulls and non-numbers are skipped. */
export function cellStats(values: readonly (number | null | undefined)[]): CellStats {
  let min: Extreme | null = null;
  let max: Extreme | null = null;
  values.forEach((value, index) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    if (!min || value < min.value) min = { cell: index + 1, value };
    if (!max || value > max.value) max = { cell: index + 1, value };
  });
  return { min, max };
}

/** A colour from blue (low) through green to red (high) for a value within [min, max]. */
export function heatColor(value: number, min: number, max: number): string {
  const ratio = max > min ? (value - min) / (max - min) : 0.5;
  const hue = Math.round(240 - 240 * Math.min(1, Math.max(0, ratio)));
  return `hsl(${hue}, 70%, 72%)`;
}
