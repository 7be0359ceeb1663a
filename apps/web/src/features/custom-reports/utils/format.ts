/** A figure for the table and tooltips: up to 3 decimals, '—' when there is none. */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return String(Math.round(value * 1000) / 1000);
}

export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value > 0 ? '+' : ''}${(Math.round(value * 10) / 10).toFixed(1)}%`;
}
