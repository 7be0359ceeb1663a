import { bucketIncreases } from './rollup-math';
import { type Executor, readRollups } from './telemetry.repository';

/**
 * A counter's increase per day of the device (its local days), from the day rollups: the
 * platform's daily energy figure of one meter point. Keyed by the day's start, epoch ms.
 */
export async function dailyCounterIncreases(
  ex: Executor,
  deviceId: string,
  point: string,
): Promise<Map<number, number>> {
  const rows = await readRollups(ex, '1d', deviceId, point);
  const increases = bucketIncreases(
    rows.map((row) => ({
      first: row.stats.first,
      last: row.stats.last,
      delta: row.stats.delta,
      firstAtStart: row.stats.firstTs === row.bucket,
    })),
  );
  return new Map(rows.map((row, index) => [row.bucket, increases[index]!]));
}
