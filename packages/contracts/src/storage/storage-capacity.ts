import { z } from 'zod';
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
