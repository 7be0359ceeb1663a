import type { StatisticMethod } from '@ies/contracts';
import type { CalendarBucket } from '../../platform/time/local-calendar';
import { LEVEL_WIDTH_MS, type RollupLevel } from '../../telemetry/rollup-math';
import type { DeviceParts, Part } from './statistics-engine';
import type { StatisticsPartCache } from './statistics-part-cache';
import type { PointDevice, StatisticsRepository } from './statistics.repository';

/*
 * Where a device's figures come from. A rollup bucket that lies wholly inside one calendar
 * bucket gives that bucket's sum, count, min, max, first and last exactly, and a counter's
 * increase inside it; so the coarsest rollup whose grid every calendar boundary sits on is read.
 * The day rollup starts at the device's own local midnight (a whole-hour offset), the hour and
 * five-minute rollups on UTC; a boundary on none of them (an offset not a multiple of 5 minutes)
 * falls back to the raw samples.
 */

const DAY = 86_400_000;

/** The rollup level to read for these calendar buckets, or 'raw'. */
export function sourceLevel(boundaries: readonly number[], dayOffsetMinutes: number): RollupLevel | 'raw' {
  const on = (width: number, shiftMs = 0) => boundaries.every((b) => mod(b + shiftMs, width) === 0);
  if (on(DAY, dayOffsetMinutes * 60_000)) return '1d';
  if (on(LEVEL_WIDTH_MS['1h'])) return '1h';
  if (on(LEVEL_WIDTH_MS['5m'])) return '5m';
  return 'raw';
}

const mod = (a: number, b: number) => ((a % b) + b) % b;

export function boundariesOf(buckets: readonly CalendarBucket[]): number[] {
  return buckets.length === 0 ? [] : [...buckets.map((b) => b.start), buckets[buckets.length - 1]!.end];
}

/**
 * The parts of every device over the buckets, from the source each device's day offset allows.
 * Devices sharing a level are read in one query.
 */
export async function readDeviceParts(
  repo: StatisticsRepository,
  cache: StatisticsPartCache,
  devices: readonly PointDevice[],
  buckets: readonly CalendarBucket[],
  method: StatisticMethod,
): Promise<Map<string, DeviceParts>> {
  const out = new Map<string, DeviceParts>();
  if (devices.length === 0 || buckets.length === 0) return out;
  const boundaries = boundariesOf(buckets);
  const from = boundaries[0]!;
  const to = boundaries[boundaries.length - 1]!;
  const point = devices[0]!.point.name;
  const groups = new Map<RollupLevel | 'raw', PointDevice[]>();
  for (const device of devices) {
    const level = sourceLevel(boundaries, device.tzOffsetMinutes);
    groups.set(level, [...(groups.get(level) ?? []), device]);
  }
  const before =
    method === 'last'
      ? await repo.valuesBefore(
          devices.map((d) => d.id),
          point,
          from,
        )
      : new Map<string, number>();
  for (const [level, group] of groups) {
    const ids = group.map((d) => d.id);
    const cumulative = new Map(group.map((d) => [d.id, d.point.cumulative === true]));
    let parts: Map<string, Part[]>;
    if (level === 'raw') {
      // Cumulative flags differ per device type only in theory; read per flag.
      parts = new Map();
      for (const flag of [true, false]) {
        const some = ids.filter((id) => cumulative.get(id) === flag);
        if (some.length === 0) continue;
        for (const [k, v] of await repo.rawParts(some, point, flag, from, to)) parts.set(k, v);
      }
    } else {
      const ranges = buckets.map((b) => ({ start: b.start, end: b.end }));
      // One more rollup bucket past the end: a sample stamped on the end is the last bucket's cut-off.
      if (method === 'last') ranges.push({ start: to, end: to + LEVEL_WIDTH_MS[level] });
      parts = await cache.parts(level, ids, point, ranges);
    }
    for (const device of group) {
      out.set(device.id, {
        parts: parts.get(device.id) ?? [],
        cumulative: cumulative.get(device.id) ?? false,
        before: before.get(device.id) ?? null,
      });
    }
  }
  return out;
}
