import type { DockingDeliveryStatus, DockingFailure } from '@ies/contracts';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { stations } from './stations';
import { tenants } from './tenants';

/** A station's binding to a third-party platform (B §3 "Platform docking"). */
export const platformBindings = pgTable(
  'platform_bindings',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    projectName: text('project_name').notNull(),
    projectNumber: text('project_number').notNull(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    pushUrl: text('push_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Newest data time already collected into a delivery. */
    cursorAt: columns.at('cursor_at'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [unique('platform_bindings_tenant_number_uq').on(t.tenantId, t.projectNumber)],
);
export type PlatformBindingRow = typeof platformBindings.$inferSelect;

/** One push of a binding: its body, attempts and outcome (the delivery log). */
export const platformDeliveries = pgTable(
  'platform_deliveries',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    bindingId: columns.belongsTo('binding_id', () => platformBindings.id),
    status: text('status').$type<DockingDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    httpStatus: integer('http_status'),
    failure: text('failure').$type<DockingFailure>(),
    recordCount: integer('record_count').notNull(),
    body: jsonb('body').notNull(),
    createdAt: columns.createdAt(),
    lastAttemptAt: columns.at('last_attempt_at'),
    deliveredAt: columns.at('delivered_at'),
  },
  (t) => [index('platform_deliveries_binding_idx').on(t.bindingId, t.createdAt)],
);
export type PlatformDeliveryRow = typeof platformDeliveries.$inferSelect;
