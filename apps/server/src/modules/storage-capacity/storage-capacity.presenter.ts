import type { StorageCapacity, StorageSettings, TenantStorageRow } from '@ies/contracts';
import type { TenantRow } from '../../db/schema';
import type { TenantStorageSettings } from './storage-capacity.repository';

/** Where the samples are: the shared store, the tenant's own, or moving between them. */
const storeOf = (s: TenantStorageSettings): StorageSettings['store'] =>
  s.store === 'shared' || s.store === 'exclusive' ? s.store : 'switching';

/** A tenant's settings as its manager sees them. */
export function presentSettings(
  s: TenantStorageSettings,
  capacity: StorageCapacity,
  deviceCount: number,
): StorageSettings {
  return {
    mode: s.mode,
    on_full: s.onFull,
    retention_days: s.retentionDays,
    allowed_modes: [...s.allowedModes],
    retention_max_days: s.retentionMaxDays,
    device_count: deviceCount,
    refusing: s.refusing,
    store: storeOf(s),
    deleted_rows: s.deletedRows,
    capacity,
  };
}

/** One merchant in the administrator's usage list. */
export function presentTenantRow(
  tenant: TenantRow,
  s: TenantStorageSettings,
  capacity: StorageCapacity,
): TenantStorageRow {
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    namespace: tenant.namespace,
    mode: s.mode,
    on_full: s.onFull,
    retention_days: s.retentionDays,
    allowed_modes: [...s.allowedModes],
    retention_max_days: s.retentionMaxDays,
    quota_custom: tenant.storageQuotaBytes !== null,
    refusing: s.refusing,
    store: storeOf(s),
    capacity,
  };
}
