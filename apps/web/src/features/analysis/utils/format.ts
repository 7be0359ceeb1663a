/** A figure for a table cell: fixed decimals, a dash when there is none. */
export function figure(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? '–' : value.toFixed(digits);
}
