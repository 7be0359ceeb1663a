import type { StrategyRange } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stations } from './stations';
import { tenants } from './tenants';

/** Operating strategies of a tenant (docs/spec/B-operations.md §3 "strategy"); one of them is the seeded default. */
export const strategies = pgTable(
  'strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ranges: jsonb('ranges').$type<StrategyRange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    tenantId: uuid('tenant_id').notNull(),
    // Restrict: a strategy in use cannot go (the service refuses first with iot-strategy.10001).
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('station_strategies_strategy_idx').on(t.strategyId)],
);
export type StationStrategyRow = typeof stationStrategies.$inferSelect;
