/** A figure for a screen: '--' for none, otherwise rounded to `digits` with thousands grouped. */
export function formatFigure(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** kWh shown as MWh once large, with the unit to show beside it. */
export function energyFigure(kwh: number): { value: string; unit: string } {
  return Math.abs(kwh) >= 10_000
    ? { value: formatFigure(kwh / 1000, 2), unit: 'MWh' }
    : { value: formatFigure(kwh, 1), unit: 'kWh' };
}
