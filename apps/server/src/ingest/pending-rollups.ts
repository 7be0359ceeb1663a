import { RollupAccumulator, type RollupSource } from '../telemetry/rollup-accumulator';
import { ROLLUP_LEVELS, type RollupLevel } from '../telemetry/rollup-math';

/** Committed batches whose rollups of one level are not written yet, with their partial aggregates. */
export interface RollupGroup {
  batches: number[];
  accumulator: RollupAccumulator;
  samples: number;
}

/** A sample as the accumulators take it. */
export interface RollupSample {
  source: RollupSource;
  ts: number;
  values: Record<string, unknown>;
}

/**
 * The committed batches waiting for their rollups, per level, in groups of about `groupSamples`
 * samples. Each group is written in a transaction of its own: PGlite runs one transaction at a
 * time and holds the event loop while a statement runs, so one transaction of a backfill's two
 * seconds of samples (about 1 s) kept every request waiting that long (health at p95 1.1 s).
 */
export class PendingRollups {
  private groups: Record<RollupLevel, RollupGroup[]> = { '5m': [], '1h': [], '1d': [] };

  constructor(private readonly groupSamples: number) {}

  add(batchId: number, samples: readonly RollupSample[]): void {
    for (const level of ROLLUP_LEVELS) {
      const groups = this.groups[level];
      let group = groups[groups.length - 1];
      if (!group || group.samples >= this.groupSamples) {
        group = { batches: [], accumulator: new RollupAccumulator([level]), samples: 0 };
        groups.push(group);
      }
      group.batches.push(batchId);
      for (const sample of samples) group.accumulator.add(sample.source, sample.ts, sample.values);
      group.samples += samples.length;
    }
  }

  /** Takes every group of the level, leaving none. */
  take(level: RollupLevel): RollupGroup[] {
    const taken = this.groups[level];
    this.groups[level] = [];
    return taken;
  }
}
