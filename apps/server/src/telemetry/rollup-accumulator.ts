import type { TelemetryPointDefinition } from '@ies/contracts';
import {
  addValue,
  type BucketStats,
  bucketStart,
  LEVEL_WIDTH_MS,
  newStats,
  ROLLUP_LEVELS,
  type RollupLevel,
} from './rollup-math';

export interface RollupEntry {
  level: RollupLevel;
  deviceId: string;
  point: string;
  /** Bucket start, epoch ms. */
  bucket: number;
  stats: BucketStats;
}

export interface RollupSource {
  id: string;
  tzOffsetMinutes: number;
  points: ReadonlyMap<string, TelemetryPointDefinition>;
}

type PointStats = Map<string, BucketStats>;

/** Adds the hour starts (ms) of rollup entries to their device's set (what was written, by hour). */
export function addHours(byDevice: Map<string, Set<number>>, entries: readonly RollupEntry[]): void {
  for (const entry of entries) {
    const hours = byDevice.get(entry.deviceId) ?? new Set<number>();
    hours.add(Math.floor(entry.bucket / 3_600_000) * 3_600_000);
    byDevice.set(entry.deviceId, hours);
  }
}

/** One device's buckets per level; the bucket of the previous sample is kept at hand (samples mostly come in order). */
class DeviceBuckets {
  readonly byLevel: Array<Map<number, PointStats>> = ROLLUP_LEVELS.map(() => new Map());
  private readonly currentStart: number[] = ROLLUP_LEVELS.map(() => Number.NaN);
  private readonly current: Array<PointStats | undefined> = ROLLUP_LEVELS.map(() => undefined);

  bucket(levelIndex: number, start: number): PointStats {
    if (this.currentStart[levelIndex] === start) return this.current[levelIndex]!;
    const levelMap = this.byLevel[levelIndex]!;
    let stats = levelMap.get(start);
    if (!stats) {
      stats = new Map();
      levelMap.set(start, stats);
    }
    this.currentStart[levelIndex] = start;
    this.current[levelIndex] = stats;
    return stats;
  }
}

/** Partial aggregates of stored samples, per level, device, numeric point and bucket. */
export class RollupAccumulator {
  private readonly devices = new Map<string, DeviceBuckets>();
  private entryCount = 0;

  /** Aggregates for the given levels only. */
  constructor(private readonly levels: readonly RollupLevel[] = ROLLUP_LEVELS) {}

  get size(): number {
    return this.entryCount;
  }

  add(source: RollupSource, ts: number, values: Record<string, unknown>): void {
    let device = this.devices.get(source.id);
    if (!device) {
      device = new DeviceBuckets();
      this.devices.set(source.id, device);
    }
    for (let levelIndex = 0; levelIndex < ROLLUP_LEVELS.length; levelIndex++) {
      const level = ROLLUP_LEVELS[levelIndex]!;
      if (!this.levels.includes(level)) continue;
      const start =
        level === '1d'
          ? bucketStart(level, ts, source.tzOffsetMinutes)
          : ts - (((ts % LEVEL_WIDTH_MS[level]) + LEVEL_WIDTH_MS[level]) % LEVEL_WIDTH_MS[level]);
      const bucket = device.bucket(levelIndex, start);
      for (const point in values) {
        const value = values[point];
        if (typeof value !== 'number') continue;
        const stats = bucket.get(point);
        if (stats) {
          addValue(stats, ts, value);
          continue;
        }
        const definition = source.points.get(point);
        if (!definition || (definition.type !== 'int' && definition.type !== 'float')) continue;
        bucket.set(point, newStats(ts, value, definition.cumulative === true));
        this.entryCount++;
      }
    }
  }

  /** Takes every entry out, grouped by level. */
  drain(): Record<RollupLevel, RollupEntry[]> {
    const byLevel: Record<RollupLevel, RollupEntry[]> = { '5m': [], '1h': [], '1d': [] };
    for (const [deviceId, device] of this.devices) {
      ROLLUP_LEVELS.forEach((level, levelIndex) => {
        for (const [bucket, points] of device.byLevel[levelIndex]!) {
          for (const [point, stats] of points) byLevel[level].push({ level, deviceId, point, bucket, stats });
        }
      });
    }
    this.devices.clear();
    this.entryCount = 0;
    return byLevel;
  }
}
