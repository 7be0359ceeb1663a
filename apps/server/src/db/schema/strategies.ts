import type { StrategyApplyState, StrategyRange, TextVariants } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { stations } from './stations';
import { tenants } from './tenants';

/** Operating strategies of a tenant (docs/spec/B-operations.md §3 "strategy"); one of them is the seeded default. */
export const strategies = pgTable(
  'strategies',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    /** `name` and `remark` per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    ranges: jsonb('ranges').$type<StrategyRange[]>().notNull(),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    uniqueIndex('strategies_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    // At most one default per tenant, also when two first calls seed at once.
    uniqueIndex('strategies_tenant_default_unique').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);
export type StrategyRow = typeof strategies.$inferSelect;

/** The strategy a station runs (its push to the station is issue 14 item 6). */
export const stationStrategies = pgTable(
  'station_strategies',
  {
    stationId: uuid('station_id')
      .primaryKey()
      .references(() => stations.id, { onDelete: 'cascade' }),
    tenantId: columns.tenantId(),
    // Restrict: a strategy in use cannot go (the service refuses first with iot-strategy.10001).
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by'),
    assignedAt: columns.at('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('station_strategies_strategy_idx').on(t.strategyId)],
);
export type StationStrategyRow = typeof stationStrategies.$inferSelect;

/**
 * Each push of a station's strategy (and each clearing of it), newest last: who chose which
 * strategy, and how its push ended (issue 14 item 6). The station's push state is its newest row.
 */
export const stationStrategyChanges = pgTable(
  'station_strategy_changes',
  {
    id: columns.id(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    tenantId: columns.tenantId(),
    // History outlives the strategy: its name is kept beside the id.
    strategyId: uuid('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
    strategyName: text('strategy_name'),
    /** pending | applied | failed; null for a clearing (nothing is pushed). */
    state: text('state').$type<StrategyApplyState>(),
    reason: text('reason'),
    changedBy: uuid('changed_by'),
    changedAt: columns.at('changed_at').notNull(),
    appliedAt: columns.at('applied_at'),
  },
  (t) => [index('station_strategy_changes_station_idx').on(t.stationId, t.changedAt)],
);
export type StationStrategyChangeRow = typeof stationStrategyChanges.$inferSelect;

/** One `config/push` of a change to one EMS/PCS, with its acknowledgement (the audit of a push). */
export const stationStrategyPushes = pgTable(
  'station_strategy_pushes',
  {
    requestId: uuid('request_id').primaryKey(),
    changeId: columns.belongsTo('change_id', () => stationStrategyChanges.id),
    deviceId: text('device_id').notNull(),
    state: text('state').$type<StrategyApplyState>().notNull(),
    reason: text('reason'),
    replyCode: integer('reply_code'),
    sentAt: columns.at('sent_at').notNull(),
    timeoutAt: columns.at('timeout_at').notNull(),
    finishedAt: columns.at('finished_at'),
  },
  (t) => [
    index('station_strategy_pushes_change_idx').on(t.changeId),
    index('station_strategy_pushes_pending_idx').on(t.timeoutAt).where(sql`${t.state} = 'pending'`),
  ],
);
export type StationStrategyPushRow = typeof stationStrategyPushes.$inferSelect;
