import type { Clock } from '../../platform/clock';
import { rollupGeneration, rollupWrites, useRollupCut } from '../../telemetry/rollup-changes';
import { counterStep, type RollupLevel } from '../../telemetry/rollup-math';
import type { RollupBucket, StationFiguresRepository } from './station-figures.repository';

/*
 * Counter increases of devices over a period, without reading the period's whole history on each
 * request. The buckets of a period split at a "cut": those before it are closed (only late data
 * or a recalculation changes them, and their writers move the level's generation, see
 * telemetry/rollup-changes.ts), so their fold is kept here; each request reads only the buckets
 * from the cut on (a few per device) and continues the fold. The fold gives exactly what
 * `energyOf` gives over all the buckets (station-figures.ts).
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** A kept fold is read again after this long even if nothing here moved (writes in other processes). */
export const CLOSED_TTL_MS = 300_000;
/** Kept tail rows are read again after this long even if nothing here wrote (writes in other processes). */
export const TAIL_TTL_MS = 5_000;
/** Devices per query when building folds: PGlite serves one query at a time. */
const BUILD_CHUNK = 100;

/** The fold of one device's counter buckets, for one point, in time order. */
export interface CounterFold {
  /** The last reading so far. */
  last: number | undefined;
  /** Increase inside the period so far. */
  increase: number;
  /** A bucket inside the period was folded (a bridge to a reading at a bucket start then counts). */
  inPeriod: boolean;
}

export const emptyFold = (): CounterFold => ({ last: undefined, increase: 0, inPeriod: false });

/** Folds one bucket's stats of a point (buckets before `fromMs` only give the reading before the period). */
export function foldBucket(
  fold: CounterFold,
  bucket: number,
  stats: { first: number; firstTs: number; last: number; delta: number | null },
  fromMs: number,
): void {
  if (bucket < fromMs) {
    fold.last = stats.last;
    return;
  }
  const bridge = fold.last === undefined ? 0 : counterStep(fold.last, stats.first);
  // A reading exactly at a bucket's start closes the bucket before (rollup-math.ts): its step
  // counts only when that bucket is inside the period.
  const atStart = stats.firstTs === bucket;
  fold.increase += (stats.delta ?? 0) + (!atStart || fold.inPeriod ? bridge : 0);
  fold.last = stats.last;
  fold.inPeriod = true;
}

/** Folds a device's buckets (sorted by time) into per-point folds. */
export function foldBuckets(
  folds: Map<string, CounterFold>,
  buckets: readonly RollupBucket[],
  points: readonly string[],
  fromMs: number,
): void {
  for (const bucket of buckets) {
    for (const point of points) {
      const stats = bucket.points[point];
      if (!stats) continue;
      let fold = folds.get(point);
      if (!fold) {
        fold = emptyFold();
        folds.set(point, fold);
      }
      foldBucket(fold, bucket.bucket, stats, fromMs);
    }
  }
}

export interface PeriodSpec {
  level: Extract<RollupLevel, '1h' | '1d'>;
  /** Start of the period. */
  fromMs: number;
  /** Buckets before this only give the reading before the period. */
  lookFromMs: number;
}

interface KeptTail {
  writes: number;
  at: number;
  buckets: RollupBucket[];
}

interface Kept {
  cut: number;
  generation: number;
  at: number;
  folds: Map<string, CounterFold>;
}

/** Buckets before the cut are kept as closed: the hour before the current one, two days before today. */
export function cutOf(level: PeriodSpec['level'], nowMs: number): number {
  return level === '1h' ? Math.floor(nowMs / HOUR) * HOUR - HOUR : Math.floor(nowMs / DAY) * DAY - 2 * DAY;
}

export class StationEnergyCache {
  private readonly kept = new Map<string, Kept>();
  /** The buckets from the cut on, per level, cut, current bucket and device, under the level's write count. */
  private readonly tails = new Map<string, KeptTail>();
  /** The last increases per period and device, with the kept folds and tail they came from. */
  private readonly results = new Map<
    string,
    { closed: Map<string, CounterFold> | undefined; tail: RollupBucket[]; increases: Map<string, number> }
  >();
  private readonly building = new Map<
    string,
    { cut: number; generation: number; done: Promise<Map<string, Map<string, CounterFold>>> }
  >();

  constructor(
    private readonly figures: StationFiguresRepository,
    private readonly clock: Clock,
    private readonly points: readonly string[],
  ) {}

  /** Per device, per point: the counter increase over the period up to now. */
  async increases(spec: PeriodSpec, deviceIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
    const nowMs = this.clock.now().getTime();
    const cut = Math.max(cutOf(spec.level, nowMs), spec.lookFromMs);
    useRollupCut(spec.level, cut);
    const closed = await this.closedFolds(spec, deviceIds, cut, nowMs);
    const byDevice = await this.tailBuckets(spec.level, deviceIds, cut, nowMs);
    const out = new Map<string, Map<string, number>>();
    for (const id of deviceIds) {
      const closedFolds = closed.get(id);
      const tail = byDevice.get(id) ?? [];
      // The same kept folds and kept tail as last time: the same increases.
      const key = this.key(spec, id);
      const memo = this.results.get(key);
      if (memo && memo.closed === closedFolds && memo.tail === tail) {
        out.set(id, memo.increases);
        continue;
      }
      const folds = new Map(
        [...(closedFolds ?? new Map<string, CounterFold>())].map(([p, f]) => [p, { ...f }]),
      );
      foldBuckets(folds, tail, this.points, spec.fromMs);
      const increases = new Map([...folds].map(([p, f]) => [p, f.increase]));
      if (this.results.size > 200_000) this.results.clear();
      this.results.set(key, { closed: closedFolds, tail, increases });
      out.set(id, increases);
    }
    return out;
  }

  /**
   * Each device's buckets from the cut on. They change with every ingest flush of the level (every
   * few seconds), so they are kept only while the level's write count stands: many users opening
   * the home page between two flushes share one read, and the figures stay those of a fresh read.
   */
  private async tailBuckets(
    level: PeriodSpec['level'],
    deviceIds: readonly string[],
    cut: number,
    nowMs: number,
  ): Promise<Map<string, RollupBucket[]>> {
    const width = level === '1h' ? HOUR : DAY;
    const writes = rollupWrites(level);
    const prefix = `${level}\u0000${cut}\u0000${Math.floor(nowMs / width)}\u0000`;
    const out = new Map<string, RollupBucket[]>();
    const missing: string[] = [];
    for (const id of deviceIds) {
      const kept = this.tails.get(prefix + id);
      if (kept && kept.writes === writes && nowMs - kept.at < TAIL_TTL_MS) out.set(id, kept.buckets);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const rows = await this.figures.rollups(level, missing, cut, nowMs + width, this.points);
    for (const id of missing) out.set(id, []);
    for (const bucket of rows) out.get(bucket.deviceId)!.push(bucket);
    // A write while this was read leaves it unkept (the rows may predate it).
    if (rollupWrites(level) === writes) {
      if (this.tails.size > 200_000) this.tails.clear();
      for (const id of missing) this.tails.set(prefix + id, { writes, at: nowMs, buckets: out.get(id)! });
    }
    return out;
  }

  /**
   * The folds of buckets in [lookFrom, cut) per device: kept, being built for another request
   * (awaited, so that many users opening the home page at once build them once), or built here.
   */
  private async closedFolds(spec: PeriodSpec, deviceIds: readonly string[], cut: number, nowMs: number) {
    const generation = rollupGeneration(spec.level);
    const out = new Map<string, Map<string, CounterFold>>();
    const waits: Array<Promise<void>> = [];
    const missing: string[] = [];
    for (const id of deviceIds) {
      const key = this.key(spec, id);
      const kept = this.kept.get(key);
      if (kept && kept.cut === cut && kept.generation === generation && nowMs - kept.at < CLOSED_TTL_MS) {
        out.set(id, kept.folds);
        continue;
      }
      const building = this.building.get(key);
      if (building && building.cut === cut && building.generation === generation) {
        waits.push(building.done.then((folds) => void out.set(id, folds.get(id)!)));
      } else missing.push(id);
    }
    let previous: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < missing.length; i += BUILD_CHUNK) {
      const chunk = missing.slice(i, i + BUILD_CHUNK);
      // Chunks one after another: the others' requests keep the rest of the pool meanwhile.
      const done = previous.then(() => this.build(spec, chunk, cut, generation, nowMs));
      previous = done.catch(() => undefined);
      const entry = { cut, generation, done };
      for (const id of chunk) this.building.set(this.key(spec, id), entry);
      const forget = () => {
        for (const id of chunk) {
          if (this.building.get(this.key(spec, id)) === entry) this.building.delete(this.key(spec, id));
        }
      };
      done.then(forget, forget);
      waits.push(
        done.then((folds) => {
          for (const id of chunk) out.set(id, folds.get(id)!);
        }),
      );
    }
    await Promise.all(waits);
    if (this.kept.size > 200_000) this.kept.clear();
    return out;
  }

  private async build(spec: PeriodSpec, chunk: string[], cut: number, generation: number, nowMs: number) {
    const rows = await this.figures.rollups(spec.level, chunk, spec.lookFromMs, cut, this.points);
    const byDevice = new Map<string, Map<string, CounterFold>>(chunk.map((id) => [id, new Map()]));
    for (const bucket of rows)
      foldBuckets(byDevice.get(bucket.deviceId)!, [bucket], this.points, spec.fromMs);
    // A write before the cut while this was read leaves the result unkept (it may predate the write).
    if (rollupGeneration(spec.level) === generation) {
      for (const [id, folds] of byDevice)
        this.kept.set(this.key(spec, id), { cut, generation, at: nowMs, folds });
    }
    return byDevice;
  }

  private key(spec: PeriodSpec, deviceId: string) {
    return `${spec.level}\u0000${spec.fromMs}\u0000${spec.lookFromMs}\u0000${deviceId}`;
  }
}
