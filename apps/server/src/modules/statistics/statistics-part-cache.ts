import type { Clock } from '../../platform/clock';
import { rollupGeneration, useRollupCut } from '../../telemetry/rollup-changes';
import { LEVEL_WIDTH_MS, type RollupLevel } from '../../telemetry/rollup-math';
import type { Part } from './statistics-engine';
import type { StatisticsRepository } from './statistics.repository';

/*
 * The rollup parts of closed calendar buckets, merged once and kept. A year of day rollups is
 * 365 rows per device; a report asked again (another user, the next refresh, the other method)
 * would read and merge them again although only the last days can still change. A bucket is
 * closed when it ends before the level's cut; late data or a recalculation that writes before
 * the cut moves the level's generation (telemetry/rollup-changes.ts) and every kept part of the
 * level is read again. Writes in other processes are not seen: kept parts expire after
 * CLOSED_TTL_MS. Open buckets are always read.
 */

const DAY = 86_400_000;
/** A kept part is read again after this long even if nothing here moved (writes in other processes). */
export const CLOSED_TTL_MS = 300_000;
/** Kept parts at most; past it the cache starts over (a bound, not an eviction policy). */
const MAX_KEPT = 500_000;

/** Buckets ending before the cut are closed: two days back for day rollups, two buckets back otherwise. */
export function partCutOf(level: RollupLevel, nowMs: number): number {
  if (level === '1d') return Math.floor(nowMs / DAY) * DAY - 2 * DAY;
  const width = LEVEL_WIDTH_MS[level];
  return Math.floor(nowMs / width) * width - 2 * width;
}

interface Kept {
  generation: number;
  at: number;
  /** The merged part of the range, or null when the device has no rollup there. */
  part: Part | null;
}

/** A time range [start, end) parts are merged over: a calendar bucket, or the read past the last one. */
export interface PartRange {
  start: number;
  end: number;
}

export class StatisticsPartCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly repo: StatisticsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Each device's parts over the ranges (ascending, adjacent), one merged part per range that holds
   * rollups: closed ranges from the cache where kept, the rest read (and the closed ones kept).
   */
  async parts(
    level: RollupLevel,
    deviceIds: readonly string[],
    point: string,
    ranges: readonly PartRange[],
  ): Promise<Map<string, Part[]>> {
    const now = this.clock.now().getTime();
    const cut = partCutOf(level, now);
    useRollupCut(level, cut);
    const closed = ranges.filter((r) => r.end <= cut);
    const open = ranges.slice(closed.length);
    const generation = rollupGeneration(level);
    const cold = deviceIds.filter((id) =>
      closed.some((r) => !this.fresh(this.kept.get(keyOf(level, id, point, r)), generation, now)),
    );
    if (cold.length > 0 && closed.length > 0) {
      const read = await this.read(level, cold, point, closed);
      if (this.kept.size > MAX_KEPT) this.kept.clear();
      for (const id of cold) {
        const byRange = read.get(id);
        closed.forEach((range, i) => {
          this.kept.set(keyOf(level, id, point, range), { generation, at: now, part: byRange?.[i] ?? null });
        });
      }
    }
    const tail =
      open.length > 0
        ? await this.read(level, deviceIds, point, open)
        : new Map<string, Array<Part | null>>();
    const out = new Map<string, Part[]>();
    for (const id of deviceIds) {
      const list: Part[] = [];
      for (const range of closed) {
        const part = this.kept.get(keyOf(level, id, point, range))?.part;
        if (part) list.push(part);
      }
      for (const part of tail.get(id) ?? []) if (part) list.push(part);
      out.set(id, list);
    }
    return out;
  }

  private fresh(kept: Kept | undefined, generation: number, now: number): boolean {
    return kept !== undefined && kept.generation === generation && now - kept.at < CLOSED_TTL_MS;
  }

  /** The merged part of each range per device (null where it holds no rollup). */
  private async read(
    level: RollupLevel,
    deviceIds: readonly string[],
    point: string,
    ranges: readonly PartRange[],
  ): Promise<Map<string, Array<Part | null>>> {
    const edges = [...ranges.map((r) => r.start), ranges[ranges.length - 1]!.end];
    const merged = await this.repo.rollupParts(level, deviceIds, point, edges);
    const out = new Map<string, Array<Part | null>>();
    for (const [id, parts] of merged) {
      const byRange: Array<Part | null> = ranges.map(() => null);
      for (const part of parts) byRange[indexOf(ranges, part.start)] = part;
      out.set(id, byRange);
    }
    return out;
  }
}

const keyOf = (level: RollupLevel, id: string, point: string, r: PartRange) =>
  `${level}|${id}|${point}|${r.start}|${r.end}`;

/** The range holding `at` (ranges ascending and adjacent; `at` inside them). */
function indexOf(ranges: readonly PartRange[], at: number): number {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ranges[mid]!.start <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
