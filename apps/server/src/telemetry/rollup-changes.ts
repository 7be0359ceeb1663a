import type { RollupLevel } from './rollup-math';

/*
 * Which rollups changed behind a reader's cache, in this process. Readers that cache figures of
 * closed buckets (stations' energy, modules/stations/station-energy-cache.ts) take a "cut" per
 * level: buckets before it are closed. Every writer of rollup rows notes the earliest bucket it
 * touches; a write before the highest cut in use moves the level's generation, and the caches
 * drop what they computed under an older one. Writers note once inside their transaction and
 * settle after it commits, so a read that ran between the two is dropped as well. Readers that
 * keep rows of open buckets key on the level's write count instead, which every write moves.
 * Writes in other processes are not seen here: the caches also expire (docs/performance.md).
 */

const generations: Record<RollupLevel, number> = { '5m': 0, '1h': 0, '1d': 0 };
/** Moves on every write of a level, wherever its buckets are (readers of open buckets key on it). */
const writes: Record<RollupLevel, number> = { '5m': 0, '1h': 0, '1d': 0 };
const unsettledWrites = new Set<RollupLevel>();
const highestCut: Record<RollupLevel, number> = { '5m': -Infinity, '1h': -Infinity, '1d': -Infinity };
const unsettled = new Set<RollupLevel>();

/** The level's generation: a cached figure is good while it has not moved. */
export function rollupGeneration(level: RollupLevel): number {
  return generations[level];
}

/** The level's write count: rows of any bucket read under it are good while it has not moved. */
export function rollupWrites(level: RollupLevel): number {
  return writes[level];
}

/** A reader caches buckets before `cutMs` as closed. */
export function useRollupCut(level: RollupLevel, cutMs: number): void {
  if (cutMs > highestCut[level]) highestCut[level] = cutMs;
}

/** A writer changes (or deletes) buckets of `level` from `earliestBucketMs` on, inside its transaction. */
export function noteRollupWrite(level: RollupLevel, earliestBucketMs: number): void {
  writes[level] += 1;
  unsettledWrites.add(level);
  if (earliestBucketMs >= highestCut[level]) return;
  generations[level] += 1;
  unsettled.add(level);
}

/** After the writer's transaction ended (committed or not): moves the noted levels once more. */
export function settleRollupWrites(): void {
  for (const level of unsettled) generations[level] += 1;
  unsettled.clear();
  for (const level of unsettledWrites) writes[level] += 1;
  unsettledWrites.clear();
}
