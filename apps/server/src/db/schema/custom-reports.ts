import type { CustomReportCycle, CustomReportDimension, StatisticMethod } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';

/**
 * Custom reports (docs/spec/B-operations.md §3): a definition the statistics engine runs over a
 * chosen period. Shared sub-users read it; only its owner (or a manager) changes it.
 */
export const customReports = pgTable(
  'custom_reports',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    dimension: text('dimension').$type<CustomReportDimension>().notNull(),
    cycle: text('cycle').$type<CustomReportCycle>().notNull(),
    points: text('points').array().notNull(),
    method: text('method').$type<StatisticMethod>().notNull(),
    allStations: boolean('all_stations').notNull(),
    stationIds: uuid('station_ids').array().notNull(),
    sharedUserIds: uuid('shared_user_ids').array().notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_reports_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    index('custom_reports_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
export type CustomReportRow = typeof customReports.$inferSelect;
