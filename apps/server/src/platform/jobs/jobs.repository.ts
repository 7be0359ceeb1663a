import { and, eq, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobSchedules, jobs } from '../../db/schema';

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

interface RawRows<T> {
  rows: T[];
}

const list = (names: readonly string[]): SQL =>
  sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );

/** All SQL of the job runtime; the one writer of `jobs` and `job_schedules`. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  /** Queues a job; with a singleton key a second send of the same key is ignored (answers null). */
  async insert(job: {
    name: string;
    payload: unknown;
    runAt: Date;
    maxAttempts: number;
    singletonKey?: string;
    now: Date;
  }): Promise<number | null> {
    const rows = await this.db
      .insert(jobs)
      .values({
        name: job.name,
        payload: job.payload ?? {},
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
        singletonKey: job.singletonKey ?? null,
        createdAt: job.now,
      })
      .onConflictDoNothing({ target: jobs.singletonKey })
      .returning({ id: jobs.id });
    return rows[0]?.id ?? null;
  }

  /** Creates or changes a schedule; an existing schedule keeps its next due time. */
  async upsertSchedule(name: string, everyMs: number, payload: unknown, firstRunAt: Date, now: Date) {
    await this.db
      .insert(jobSchedules)
      .values({ name, everyMs, payload: payload ?? {}, nextRunAt: firstRunAt, updatedAt: now })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { everyMs, payload: payload ?? {}, updatedAt: now },
      });
  }

  async deleteSchedule(name: string): Promise<void> {
    await this.db.delete(jobSchedules).where(eq(jobSchedules.name, name));
  }

  /**
   * Fires every due schedule once: one conditional update moves `next_run_at` past `now` (missed
   * periods are skipped, not replayed) and the job of that due time is queued under a singleton key,
   * both in one transaction. A second process waiting on the row lock finds it no longer due.
   */
  async fireDueSchedules(now: Date): Promise<number> {
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const fired = (await tx.execute(sql`
        update job_schedules
           set next_run_at = next_run_at + (every_ms * (floor(
                 extract(epoch from (${now.toISOString()}::timestamptz - next_run_at)) * 1000 / every_ms) + 1))
                 * interval '1 millisecond',
               updated_at = ${now.toISOString()}::timestamptz
         where next_run_at <= ${now.toISOString()}::timestamptz
        returning name, payload, (extract(epoch from next_run_at) * 1000)::bigint::text as next_ms`)) as unknown as RawRows<{
        name: string;
        payload: unknown;
        next_ms: string;
      }>;
      for (const row of fired.rows) {
        // One attempt: the next period is the retry. A run still queued or under way (in any
        // process) makes this due time pass, so a sweep never overlaps itself.
        await tx.execute(sql`
          insert into jobs (name, payload, run_at, max_attempts, singleton_key, created_at)
          select ${row.name}, ${JSON.stringify(row.payload ?? {})}::jsonb, ${at}::timestamptz, 1,
                 ${`schedule:${row.name}:${row.next_ms}`}, ${at}::timestamptz
           where not exists (select 1 from jobs where name = ${row.name} and state in ('queued', 'active'))
          on conflict (singleton_key) do nothing`);
      }
      return fired.rows.length;
    });
  }

  /**
   * Takes up to `limit` due jobs of the given names: queued ones whose time came, and active ones
   * whose lease ran out (their process died). SKIP LOCKED lets several workers take disjoint jobs.
   */
  async claim(
    names: readonly string[],
    now: Date,
    leaseUntil: Date,
    limit: number,
    worker: string,
  ): Promise<ClaimedJob[]> {
    if (names.length === 0) return [];
    const at = now.toISOString();
    const result = (await this.db.execute(sql`
      update jobs set state = 'active', attempts = attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz,
             started_at = ${at}::timestamptz, worker = ${worker}
       where id in (
         select id from jobs
          where name in (${list(names)})
            and ((state = 'queued' and run_at <= ${at}::timestamptz)
              or (state = 'active' and locked_until < ${at}::timestamptz))
          order by run_at, id
          limit ${limit}::int
          for update skip locked)
      returning id, name, payload, attempts, max_attempts`)) as unknown as RawRows<{
      id: number | string;
      name: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>;
    return result.rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    }));
  }

  async done(id: number, now: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'done', finishedAt: now, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'active')));
  }

  /** A failed attempt: back to the queue at `retryAt`, or failed for good when `retryAt` is null. */
  async failed(id: number, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set(
        retryAt
          ? { state: 'queued', runAt: retryAt, lastError: error, lockedUntil: null }
          : { state: 'failed', lastError: error, finishedAt: now, lockedUntil: null },
      )
      .where(and(eq(jobs.id, id), eq(jobs.state, 'active')));
  }

  /**
   * Finished jobs older than `before` go, and finished runs of schedules older than
   * `schedulesBefore` (their last run is kept on the schedule); failed ones stay for a person to read.
   */
  async purgeDone(before: Date, schedulesBefore: Date): Promise<void> {
    await this.db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)));
    await this.db
      .delete(jobs)
      .where(
        and(
          eq(jobs.state, 'done'),
          lt(jobs.finishedAt, schedulesBefore),
          like(jobs.singletonKey, 'schedule:%'),
        ),
      );
  }

  /** The outcome of a run of a job of `name`, kept on its schedule (no schedule: nothing). */
  async recordRun(name: string, run: { startedAt: Date; durationMs: number; error: string | null }) {
    await this.db
      .update(jobSchedules)
      .set({
        lastStartedAt: run.startedAt,
        lastDurationMs: Math.max(0, Math.round(run.durationMs)),
        lastStatus: run.error === null ? 'ok' : 'failed',
        ...(run.error === null ? {} : { lastError: run.error, lastErrorAt: run.startedAt }),
      })
      .where(eq(jobSchedules.name, name));
  }

  /** Every schedule with its last run, by name (the admin jobs page). */
  async schedules() {
    return this.db.select().from(jobSchedules).orderBy(jobSchedules.name);
  }

  /** Jobs of some names, oldest first (tests and diagnostics). */
  async byName(names: readonly string[]) {
    return this.db
      .select()
      .from(jobs)
      .where(inArray(jobs.name, [...names]))
      .orderBy(jobs.id);
  }
}
