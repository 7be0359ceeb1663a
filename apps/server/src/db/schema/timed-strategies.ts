import type { TimedCommand, TimedJobCycle, TimedJobRepeatMode, TimedRunStatus } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { stations } from './stations';

/**
 * Timed strategies (timing jobs) of a station (docs/spec/B-operations.md §3 "Timed strategy", issue
 * 31 item 3). Times of day and specified times are the station's local wall-clock times;
 * `next_run_at` is the next due instant (UTC), null when disabled or none is left.
 */
export const timedStrategies = pgTable(
  'timed_strategies',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    functionBlock: text('function_block'),
    repeatMode: text('repeat_mode').$type<TimedJobRepeatMode>().notNull(),
    cycle: text('cycle').$type<TimedJobCycle>(),
    every: integer('every').notNull().default(1),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    runTime: text('run_time'),
    dayOfMonth: integer('day_of_month'),
    monthOfYear: integer('month_of_year'),
    specifiedTimes: jsonb('specified_times').$type<string[]>().notNull().default([]),
    effectiveAt: columns.at('effective_at').notNull(),
    failureAt: columns.at('failure_at').notNull(),
    retryTimes: integer('retry_times').notNull().default(0),
    retryInterval: integer('retry_interval').notNull().default(1),
    enabled: boolean('enabled').notNull().default(false),
    commands: jsonb('commands').$type<TimedCommand[]>().notNull(),
    nextRunAt: columns.at('next_run_at'),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    index('timed_strategies_station_idx').on(t.stationId),
    index('timed_strategies_due_idx').on(t.nextRunAt),
    check('timed_strategies_period', sql`${t.effectiveAt} < ${t.failureAt}`),
  ],
);
export type TimedStrategyRow = typeof timedStrategies.$inferSelect;

/**
 * One run of a timed strategy: its log line. A due time runs once (unique per strategy); each
 * attempt sends the commands as a command task whose command ids derive from the run and attempt,
 * so an attempt repeated after a crash never sends a command twice.
 */
export const timedStrategyRuns = pgTable(
  'timed_strategy_runs',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    strategyId: columns.belongsTo('strategy_id', () => timedStrategies.id),
    stationId: uuid('station_id').notNull(),
    strategyName: text('strategy_name').notNull(),
    deviceId: text('device_id').notNull(),
    dueAt: columns.at('due_at').notNull(),
    status: text('status').$type<TimedRunStatus>().notNull(),
    retryCount: integer('retry_count').notNull().default(0),
    /** When the current attempt is to be sent. */
    attemptAt: columns.at('attempt_at').notNull(),
    /** The command task of the current attempt, once claimed. */
    taskId: uuid('task_id'),
    claimedAt: columns.at('claimed_at'),
    content: jsonb('content').$type<TimedCommand[]>().notNull(),
    errorCode: text('error_code'),
    finishedAt: columns.at('finished_at'),
    createdAt: columns.createdAt(),
  },
  (t) => [
    uniqueIndex('timed_strategy_runs_due_uq').on(t.strategyId, t.dueAt),
    index('timed_strategy_runs_station_idx').on(t.stationId, t.dueAt),
    index('timed_strategy_runs_open_idx').on(t.status, t.attemptAt),
  ],
);
export type TimedStrategyRunRow = typeof timedStrategyRuns.$inferSelect;
