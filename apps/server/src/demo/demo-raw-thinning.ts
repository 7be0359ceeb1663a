import { DEMO_JOBS } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { JobRuntime } from '../platform/jobs/job-runtime';
import { queryRows } from '../telemetry/telemetry.repository';

/*
 * The demo's live samples (every 10 s) would add about 460,000 raw rows a day, and its data folder
 * must stay under 300 MB after a day (issue 34 item 8). Once rolled up, what reads raw samples of
 * past hours (history's raw table, analysis) does as well with one sample per 15 minutes, the step
 * of the backfilled month; revenue, backtests and curves read the rollups, which keep every sample.
 * So the demo's raw samples older than THIN_AFTER_MS keep the first of each 15 minutes per device.
 * A BMS's hourly cell arrays (the lagging-cell and battery analyses read them from raw samples)
 * are all kept: they are never counted, nor deleted, among a bucket's samples.
 *
 * Deleting 29 of every 30 samples leaves the raw samples' primary key with pages that each keep a
 * few entries: a vacuum frees the entries, but a page is reused only for keys of its own range,
 * and new samples always come after. Over a measured day the key grew from 18 to 56 MB for the
 * same rows (docs/demo.md). So the key of the partitions thinned is rebuilt every REKEY_EVERY_MS:
 * 0.3 s on the embedded database for the demo's month, down to 9 MB.
 */

/** Raw samples younger than this stay at the live resolution. */
export const THIN_AFTER_MS = 3_600_000;
/** How often the thinning runs. */
export const THIN_EVERY_MS = 10 * 60_000;
/** At most this much time is thinned per statement (a short statement: requests wait behind it). */
const THIN_SLICE_MS = 3_600_000;
/** The first run looks this far back (the demo's time before a restart). */
const FIRST_LOOK_BACK_MS = 2 * 86_400_000;
/** How often the thinned partitions' keys are rebuilt (requests wait for it, a fraction of a second). */
export const REKEY_EVERY_MS = 6 * 3_600_000;

/** The only SQL of the thinning: deletes a tenant's raw samples after the first of each 15 minutes. */
export class DemoRawThinningRepository {
  constructor(private readonly db: Db) {}

  /** Thins [fromMs, toMs) of the tenant's devices; how many samples went. */
  async thin(tenantId: string, fromMs: number, toMs: number): Promise<number> {
    const from = new Date(fromMs).toISOString();
    const to = new Date(toMs).toISOString();
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with ranked as (
          select t.device_id, t.ts, row_number() over (
            partition by t.device_id, date_bin('15 minutes', t.ts, timestamptz 'epoch') order by t.ts) as n
          from telemetry t join devices d on d.id = t.device_id
          where d.tenant_id = ${tenantId} and t.ts >= ${from}::timestamptz and t.ts < ${to}::timestamptz
            and not (t.values ? 'cell_voltages')),
        gone as (delete from telemetry t using ranked r
          where r.n > 1 and t.device_id = r.device_id and t.ts = r.ts returning 1)
        select count(*)::int as n from gone`,
    );
    return row?.n ?? 0;
  }

  /** The partitions holding the tenant's raw samples of [fromMs, toMs). */
  async partitionsOf(tenantId: string, fromMs: number, toMs: number): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      this.db,
      sql`select distinct c.relname as name
        from telemetry t join devices d on d.id = t.device_id join pg_class c on c.oid = t.tableoid
        where d.tenant_id = ${tenantId} and t.ts >= ${new Date(fromMs).toISOString()}::timestamptz
          and t.ts < ${new Date(toMs).toISOString()}::timestamptz`,
    );
    return rows.map((r) => r.name);
  }

  /** Rebuilds the indexes of these partitions (each one statement: writes to it wait meanwhile). */
  async rebuildKeys(partitions: readonly string[]): Promise<void> {
    for (const partition of partitions)
      await this.db.execute(sql`reindex table ${sql.identifier(partition)}`);
  }
}

/**
 * Thins the demo tenant's raw samples on the job runtime, every THIN_EVERY_MS: a demo-only schedule
 * (DEMO_JOBS), so it runs once per period whichever process takes it, shows on the jobs page of the
 * installation that runs the demo and nowhere else. Thinning a bucket twice deletes nothing more,
 * so the in-memory mark only saves work: a process that starts afresh looks back two days once.
 */
export async function scheduleDemoRawThinning(
  jobs: JobRuntime,
  db: Db,
  tenantId: string,
  now: () => number,
): Promise<void> {
  const repository = new DemoRawThinningRepository(db);
  let thinnedTo = Math.floor((now() - THIN_AFTER_MS - FIRST_LOOK_BACK_MS) / 900_000) * 900_000;
  const thinned = new Set<string>();
  let rekeyedAt = now();
  jobs.work(
    DEMO_JOBS.demoRawThinning,
    async () => {
      // Whole 15-minute buckets only, so a bucket's first sample is never judged on a part of it.
      const until = Math.floor((now() - THIN_AFTER_MS) / 900_000) * 900_000;
      while (thinnedTo < until) {
        const to = Math.min(until, thinnedTo + THIN_SLICE_MS);
        if ((await repository.thin(tenantId, thinnedTo, to)) > 0)
          for (const partition of await repository.partitionsOf(tenantId, thinnedTo, to))
            thinned.add(partition);
        thinnedTo = to;
      }
      if (thinned.size > 0 && now() - rekeyedAt >= REKEY_EVERY_MS) {
        await repository.rebuildKeys([...thinned]);
        thinned.clear();
        rekeyedAt = now();
      }
    },
    { maxAttempts: 1 },
  );
  await jobs.schedule(DEMO_JOBS.demoRawThinning, { everyMs: THIN_EVERY_MS });
}
