import { z } from 'zod';
import { STORAGE_MODES } from './data-enums';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { CAPACITY_FULL_PERCENT, CAPACITY_WARNING_PERCENT } from './data-limits';

/** normal below 95 %, warning from 95 %, full at 100 % (docs/spec/A-access-and-shell.md §2.5, B §8). */
export const CAPACITY_STATES = ['normal', 'warning', 'full'] as const;
export type CapacityState = (typeof CAPACITY_STATES)[number];

/**
 * A tenant's storage use against its quota. "Used" counts the bytes of the tenant's uploads
 * (docs/storage-capacity.md explains why telemetry is not counted yet).
 */
export const storageCapacitySchema = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
  /** Whole percent, rounded down, never above 100. */
  used_percent: z.number().int().min(0).max(100),
  state: z.enum(CAPACITY_STATES),
});
export type StorageCapacity = z.infer<typeof storageCapacitySchema>;

/** The largest quota the platform administrator may set: 1 PiB, well inside a safe integer. */
export const TENANT_QUOTA_MAX_BYTES = 2 ** 50;

/** Platform administrator: a tenant's own quota, or null to fall back to the configured default. */
export const tenantStorageQuotaSchema = z.object({
  quota_bytes: z.number().int().positive().max(TENANT_QUOTA_MAX_BYTES).nullable(),
});
export type TenantStorageQuota = z.infer<typeof tenantStorageQuotaSchema>;

/** The state of a use against a quota; shared by the server and the header. */
export function capacityOf(usedBytes: number, quotaBytes: number): StorageCapacity {
  const percent = Math.min(CAPACITY_FULL_PERCENT, Math.floor((usedBytes * 100) / quotaBytes));
  const state: CapacityState =
    percent >= CAPACITY_FULL_PERCENT ? 'full' : percent >= CAPACITY_WARNING_PERCENT ? 'warning' : 'normal';
  return { used_bytes: usedBytes, quota_bytes: quotaBytes, used_percent: percent, state };
}

// ---- storage management (issue 32 item 4; B §2, §4, §5, §9) ----

/** What happens at 100 %: new data is refused, or the oldest days are deleted (B §4 "loop delete"). */
export const STORAGE_ON_FULL = ['refuse', 'loop_delete'] as const;
export type StorageOnFull = (typeof STORAGE_ON_FULL)[number];

/** How many days of raw samples a tenant keeps (retention); the administrator caps it per tenant. */
export const STORAGE_RETENTION_DAYS = { min: 1, max: 3650, default: 365 } as const;

const storageModeSchema = z.enum(STORAGE_MODES);
const retentionDaysSchema = z.number().int().min(STORAGE_RETENTION_DAYS.min).max(STORAGE_RETENTION_DAYS.max);

/** The merchant's choice: storage mode, what happens when full, and retention in days. */
export const storageSettingsUpdateSchema = z.object({
  mode: storageModeSchema,
  on_full: z.enum(STORAGE_ON_FULL),
  retention_days: retentionDaysSchema,
});
export type StorageSettingsUpdate = z.infer<typeof storageSettingsUpdateSchema>;

/** What the platform administrator allows a merchant: its modes and its longest retention. */
export const storagePolicySchema = z.object({
  allowed_modes: z.array(storageModeSchema).min(1).max(STORAGE_MODES.length),
  retention_max_days: retentionDaysSchema,
  /** The tenant's quota in bytes, or null for the configured default. */
  quota_bytes: z.number().int().positive().max(TENANT_QUOTA_MAX_BYTES).nullable(),
});
export type StoragePolicy = z.infer<typeof storagePolicySchema>;

/**
 * Where the tenant's raw samples are kept: the shared store, its own (user_exclusive), or moving
 * between them after a mode switch (docs/storage-capacity.md "User-exclusive store").
 */
export const telemetryStoreSchema = z.enum(['shared', 'exclusive', 'switching']);

/** A tenant's storage settings as its manager sees them (`GET /api/tenant/storage-settings`). */
export const storageSettingsSchema = storageSettingsUpdateSchema.extend({
  allowed_modes: z.array(storageModeSchema),
  retention_max_days: z.number().int(),
  device_count: z.number().int().nonnegative(),
  /** True while ingest refuses new samples (full and on_full = refuse). */
  refusing: z.boolean(),
  store: telemetryStoreSchema,
  /** Rows the loop delete and the retention removed so far. */
  deleted_rows: z.number().int().nonnegative(),
  capacity: storageCapacitySchema,
});
export type StorageSettings = z.infer<typeof storageSettingsSchema>;

/** One merchant in the administrator's usage list. */
export const tenantStorageRowSchema = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  namespace: z.string(),
  mode: storageModeSchema,
  on_full: z.enum(STORAGE_ON_FULL),
  retention_days: z.number().int(),
  allowed_modes: z.array(storageModeSchema),
  retention_max_days: z.number().int(),
  quota_custom: z.boolean(),
  refusing: z.boolean(),
  store: telemetryStoreSchema,
  capacity: storageCapacitySchema,
});
export type TenantStorageRow = z.infer<typeof tenantStorageRowSchema>;
export const tenantStorageListSchema = pagedSchema(tenantStorageRowSchema);
export const tenantStorageListQuerySchema = pageQuerySchema;
