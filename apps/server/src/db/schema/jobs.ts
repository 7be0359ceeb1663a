import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

// The platform's one durable job runtime (platform/jobs, docs/architecture.md "Jobs"): written
// only by platform/jobs/jobs.repository.ts.

/** One unit of work: queued → active → done | failed; a failed attempt goes back to queued later. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state').$type<'queued' | 'active' | 'done' | 'failed'>().notNull().default('queued'),
    runAt: columns.at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** An active job whose lease ran out (its process died) is taken again. */
    lockedUntil: columns.at('locked_until'),
    /** At most one job per key: a schedule's due time, or a caller's idempotency key. */
    singletonKey: text('singleton_key').unique(),
    lastError: text('last_error'),
    /** The last attempt's start and the process that took it (hostname:pid:instance). */
    startedAt: columns.at('started_at'),
    worker: text('worker'),
    createdAt: columns.at('created_at').notNull(),
    finishedAt: columns.at('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('queued', 'active')`)],
);

/** A recurring job: every `every_ms` from `next_run_at`; firing advances it in one conditional update. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everyMs: bigint('every_ms', { mode: 'number' }).notNull(),
  payload: jsonb('payload').$type<unknown>().notNull().default({}),
  nextRunAt: columns.at('next_run_at').notNull(),
  updatedAt: columns.at('updated_at').notNull(),
  /** The last run of a job of this name (the admin jobs page): its start, length and outcome. */
  lastStartedAt: columns.at('last_started_at'),
  lastDurationMs: integer('last_duration_ms'),
  lastStatus: text('last_status').$type<'ok' | 'failed'>(),
  /** The newest failure's text and time; kept after later successes so a person can read it. */
  lastError: text('last_error'),
  lastErrorAt: columns.at('last_error_at'),
});
export type JobScheduleRow = typeof jobSchedules.$inferSelect;
