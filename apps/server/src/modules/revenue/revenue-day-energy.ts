import { BUCKET_MS, type EnergyBucket } from './revenue-math';

/*
 * A closed day's 5-minute energy, kept beside its revenue (station_revenue_days.energy) so that a
 * tariff change prices the day again without reading a day of rollups (bench/revenue: reading and
 * decoding a year of 5-minute rollups was nearly all of a station-year's recomputation).
 *
 * Exact by construction: the buckets decoded are the very numbers energyBuckets() gave (IEEE
 * doubles stored as doubles), in the same order, so dayRevenue() on them gives the same figures.
 *
 * Layout (little-endian float64): [dayStart, devicesKey, then per 5-minute slot of the day:
 * present (0/1), charge, discharge, import, export, pv, load]. A slot without a bucket is kept
 * apart from a bucket of zeros, because a band's `price` shows only where it had buckets. A day
 * has 288 slots, or 276 and 300 on a daylight-saving change.
 */

const FLOWS = ['charge', 'discharge', 'import', 'export', 'pv', 'load'] as const;
const PER_SLOT = 1 + FLOWS.length;
const HEADER = 2;

export interface DayRange {
  start: number;
  end: number;
}

const slotsOf = (day: DayRange) => Math.round((day.end - day.start) / BUCKET_MS);

/**
 * A number naming the set of devices the energy was summed over: energy of another set (a
 * device bound or unbound since) is not used. FNV-1a over the sorted ids, 32 bits.
 */
export function devicesKey(deviceIds: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const ch of [...deviceIds].sort().join('\u0000')) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The buckets of the local day `day`, encoded; null if one is off the 5-minute grid. */
export function encodeDayEnergy(
  day: DayRange,
  key: number,
  buckets: readonly EnergyBucket[],
): Uint8Array | null {
  const values = new Float64Array(HEADER + slotsOf(day) * PER_SLOT);
  values[0] = day.start;
  values[1] = key;
  for (const b of buckets) {
    if (b.start < day.start || b.start >= day.end) continue;
    const slot = (b.start - day.start) / BUCKET_MS;
    if (!Number.isInteger(slot)) return null;
    const at = HEADER + slot * PER_SLOT;
    // energyBuckets gives one bucket per start; a second would not be the same input to dayRevenue.
    if (values[at] === 1) return null;
    values[at] = 1;
    FLOWS.forEach((flow, i) => {
      values[at + 1 + i] = b[flow];
    });
  }
  return new Uint8Array(values.buffer);
}

/** The day's buckets in time order, or null when the bytes are not the day `day` of these devices. */
export function decodeDayEnergy(bytes: Uint8Array, day: DayRange, key: number): EnergyBucket[] | null {
  const slots = slotsOf(day);
  if (bytes.byteLength !== (HEADER + slots * PER_SLOT) * 8) return null;
  // Copied into a fresh buffer: the driver's may be shared and not aligned to 8 bytes.
  const values = new Float64Array(new Uint8Array(bytes).buffer);
  const dayStart = day.start;
  if (values[0] !== dayStart || values[1] !== key) return null;
  const out: EnergyBucket[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const at = HEADER + slot * PER_SLOT;
    if (values[at] !== 1) continue;
    out.push({
      start: dayStart + slot * BUCKET_MS,
      charge: values[at + 1]!,
      discharge: values[at + 2]!,
      import: values[at + 3]!,
      export: values[at + 4]!,
      pv: values[at + 5]!,
      load: values[at + 6]!,
    });
  }
  return out;
}
