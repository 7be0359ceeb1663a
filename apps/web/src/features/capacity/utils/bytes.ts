const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in the largest unit that keeps the number at least 1 (1024 steps), one decimal. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

export const GIB = 1024 ** 3;
