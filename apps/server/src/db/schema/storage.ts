import { STORAGE_MODES, STORAGE_ON_FULL, STORAGE_RETENTION_DAYS } from '@ies/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** `tenant_storage.store`: shared, its own store, or rows moving one way or the other. */
export const TELEMETRY_STORE_STATES = ['shared', 'to_exclusive', 'exclusive', 'to_shared'] as const;
export type TelemetryStoreState = (typeof TELEMETRY_STORE_STATES)[number];
import { tenants } from './tenants';

/**
 * A merchant's storage management (issue 32 item 4, docs/storage-capacity.md): its mode, what
 * happens at 100 %, retention, what the platform administrator allows, and the sweep's findings.
 * No row: the defaults (general, refuse, 365 days, every mode allowed).
 */
export const tenantStorage = pgTable('tenant_storage', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: STORAGE_MODES }).notNull().default('general'),
  onFull: text('on_full', { enum: STORAGE_ON_FULL }).notNull().default('refuse'),
  retentionDays: integer('retention_days').notNull().default(STORAGE_RETENTION_DAYS.default),
  allowedModes: jsonb('allowed_modes').$type<(typeof STORAGE_MODES)[number][]>().notNull(),
  retentionMaxDays: integer('retention_max_days').notNull().default(STORAGE_RETENTION_DAYS.max),
  /** Set by the storage sweep: full with on_full = refuse; ingest refuses the tenant's samples. */
  refusing: boolean('refusing').notNull().default(false),
  /** Raw sample rows the loop delete and the retention removed, in total. */
  deletedRows: bigint('deleted_rows', { mode: 'number' }).notNull().default(0),
  /**
   * Where its raw samples are written: the shared store, or its own (user_exclusive,
   * docs/storage-capacity.md "User-exclusive store"); the two `to_` states while rows move.
   */
  store: text('store', { enum: TELEMETRY_STORE_STATES }).notNull().default('shared'),
  /** When `store` last changed (a switch finishes once every ingest process has followed it). */
  storeSwitchedAt: columns.at('store_switched_at'),
  sweptAt: columns.at('swept_at'),
  updatedAt: columns.updatedAt(),
});
export type TenantStorageRow = typeof tenantStorage.$inferSelect;

/**
 * Raw samples and rollups of a deleted device still to remove (docs/storage-capacity.md "Deleted
 * devices"): telemetry has no tenant column, so this row keeps them counted against the tenant and
 * reachable by its retention; a device-fast-delete tenant's are purged at once by a job.
 */
export const deletedDeviceSamples = pgTable(
  'deleted_device_samples',
  {
    deviceId: text('device_id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    deletedAt: columns.at('deleted_at').notNull(),
  },
  (t) => [index('deleted_device_samples_tenant_idx').on(t.tenantId)],
);
