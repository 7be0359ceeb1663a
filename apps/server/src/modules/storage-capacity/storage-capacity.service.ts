import {
  capacityOf,
  DATA_DELETE_BULK_MAX,
  DATA_DELETE_MAX_PER_REQUEST,
  GENERAL_STORAGE_MODE_FIT,
  type PageQuery,
  type StorageCapacity,
  type StoragePolicy,
  type StorageSettings,
  type StorageSettingsUpdate,
  type TenantStorageRow,
} from '@ies/contracts';
import type { TenantRow } from '../../db/schema';
import { AppError, forbidden, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { UserAccounts } from '../accounts/user-accounts';
import type { StationsService } from '../stations/stations.service';
import { presentSettings, presentTenantRow } from './storage-capacity.presenter';
import type { DeletedDeviceSamples } from './deleted-device-samples';
import type { ExclusiveStore } from './exclusive-store';
import type { StorageCapacityRepository, TenantStorageSettings } from './storage-capacity.repository';

const DAY_MS = 86_400_000;

/** B §5 deletion limits and B §9's general-mode fit; tests lower them. */
export interface StorageLimits {
  /** Rows one delete statement removes at most (B §5: 150,000 per request). */
  deleteMax: number;
  /** Rows one sweep of a tenant removes at most (B §5: a delete above a million keeps the first million). */
  deleteBulkMax: number;
  /** Switching to the general mode needs fewer devices than this (B §9: 1000). */
  generalMaxDevices: number;
}

export const DEFAULT_STORAGE_LIMITS: StorageLimits = {
  deleteMax: DATA_DELETE_MAX_PER_REQUEST,
  deleteBulkMax: DATA_DELETE_BULK_MAX,
  generalMaxDevices: GENERAL_STORAGE_MODE_FIT.maxDevices,
};

/** What one sweep of a tenant did. */
export interface StorageSweep {
  retentionDeleted: number;
  loopDeleted: number;
  refusing: boolean;
  capacity: StorageCapacity;
}

/**
 * A tenant's storage use against its quota (docs/spec/A-access-and-shell.md §2.5 capacity area, B §8
 * texts) and its storage management: modes, full behaviour, retention (B §4, §5, §9; docs/storage-capacity.md).
 */
export class StorageCapacityService {
  private readonly limits: StorageLimits;

  constructor(
    private readonly deps: {
      repository: StorageCapacityRepository;
      /** Accounts owns `tenants`: the quota is read and set through it. */
      tenants: UserAccounts['tenants'];
      defaultQuotaBytes: number;
      clock: Clock;
      /** The one station authority: tenant checks. */
      stations: () => Pick<StationsService, 'requireAccess'>;
      limits?: Partial<StorageLimits>;
      /** Deleted devices' samples: purged at once in the device-fast-delete mode, else swept. */
      deletedDevices: DeletedDeviceSamples;
      /** A user-exclusive tenant's own store: switching in and out, whole months dropped. */
      exclusive: ExclusiveStore;
    },
  ) {
    this.limits = { ...DEFAULT_STORAGE_LIMITS, ...deps.limits };
  }

  /** Devices calls it before deleting a device: its samples stay the tenant's until removed. */
  deviceDeleting(tenantId: string, deviceId: string): Promise<void> {
    return this.deps.deletedDevices.deleting(tenantId, deviceId);
  }

  /** Ids whose deleted device's samples are still kept for another tenant (devices refuses to reuse them). */
  deviceIdsHeldByOthers(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    return this.deps.deletedDevices.heldByOthers(tenantId, ids);
  }

  /** Devices calls it after deleting a device: the device-fast-delete mode removes its samples now. */
  deviceDeleted(tenantId: string, deviceId: string): Promise<void> {
    return this.deps.deletedDevices.deleted(tenantId, deviceId);
  }

  /** The capacity area belongs to the tenant manager only. */
  async ofCaller(auth: AuthContext): Promise<StorageCapacity> {
    if (!auth.isManager) throw forbidden();
    return this.ofTenant(auth.tenantId);
  }

  /** Platform administrator: give a merchant its own quota, or null for the default. */
  async setQuota(auth: AuthContext, tenantId: string, quotaBytes: number | null): Promise<StorageCapacity> {
    if (!auth.isPlatformAdmin) throw forbidden();
    await this.merchant(tenantId);
    await this.deps.tenants.setStorageQuota(tenantId, quotaBytes, this.deps.clock.now());
    await this.refreshRefusing(tenantId);
    return this.ofTenant(tenantId);
  }

  /** Refuses new data once the tenant's storage is full (B §8 "full, data cannot be entered"). */
  async assertRoom(tenantId: string): Promise<void> {
    if ((await this.ofTenant(tenantId)).state === 'full') throw new AppError('iot-storage.10002');
  }

  /** The caller's tenant: mode, full behaviour, retention, what is allowed and the use. */
  async settings(auth: AuthContext): Promise<StorageSettings> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    await this.merchant(auth.tenantId);
    return this.settingsOf(auth.tenantId);
  }

  /** The merchant's choice, within what the administrator allows (mode switch rules: docs/storage-capacity.md). */
  async updateSettings(auth: AuthContext, body: StorageSettingsUpdate): Promise<StorageSettings> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const tenantId = auth.tenantId;
    await this.merchant(tenantId);
    const current = await this.deps.repository.settings(tenantId);
    if (!current.allowedModes.includes(body.mode)) throw new AppError('iot-storage.10003');
    if (body.retention_days > current.retentionMaxDays)
      throw new ValidationError([
        { field: 'retention_days', code: 'iot-storage.10006', params: { max: current.retentionMaxDays } },
      ]);
    if (body.mode === 'device_fast_delete' && body.on_full === 'refuse')
      throw new ValidationError([{ field: 'on_full', code: 'iot-storage.10005' }]);
    if (body.mode === 'general' && current.mode !== 'general') {
      const count = await this.deps.repository.deviceCount(tenantId);
      const max = this.limits.generalMaxDevices;
      if (count >= max)
        throw new ValidationError([{ field: 'mode', code: 'iot-storage.10004', params: { max, count } }]);
    }
    await this.deps.repository.save(
      tenantId,
      { mode: body.mode, onFull: body.on_full, retentionDays: body.retention_days },
      this.deps.clock.now(),
    );
    await this.deps.exclusive.modeChanged(tenantId, body.mode === 'user_exclusive');
    await this.refreshRefusing(tenantId);
    return this.settingsOf(tenantId);
  }

  /** Platform administrator: every merchant's mode, use and quota. */
  async tenantList(auth: AuthContext, query: PageQuery) {
    if (!auth.isPlatformAdmin) throw forbidden();
    const { rows, total } = await this.deps.tenants.listMerchants(
      (query.current_page - 1) * query.page_size,
      query.page_size,
    );
    const settings = await this.deps.repository.settingsOf(rows.map((r) => r.id));
    const list: TenantStorageRow[] = [];
    for (const tenant of rows) list.push(await this.rowOf(tenant, settings.get(tenant.id)));
    return {
      list,
      pagination: { total_size: total, current_page: query.current_page, page_size: query.page_size },
    };
  }

  /** Platform administrator: the modes a merchant may choose, its longest retention and its quota. */
  async setPolicy(auth: AuthContext, tenantId: string, body: StoragePolicy): Promise<TenantStorageRow> {
    if (!auth.isPlatformAdmin) throw forbidden();
    await this.merchant(tenantId);
    const current = await this.deps.repository.settings(tenantId);
    if (!body.allowed_modes.includes(current.mode))
      throw new ValidationError([{ field: 'allowed_modes', code: 'iot-storage.10007' }]);
    const now = this.deps.clock.now();
    await this.deps.repository.save(
      tenantId,
      {
        allowedModes: [...new Set(body.allowed_modes)],
        retentionMaxDays: body.retention_max_days,
        // A shorter cap shortens the merchant's retention with it.
        retentionDays: Math.min(current.retentionDays, body.retention_max_days),
      },
      now,
    );
    await this.deps.tenants.setStorageQuota(tenantId, body.quota_bytes, now);
    await this.refreshRefusing(tenantId);
    return this.rowOf(await this.merchant(tenantId), await this.deps.repository.settings(tenantId));
  }

  /** The storage sweep (job `storage.sweep`): retention, loop delete and the refusing flag of every tenant. */
  async sweep(): Promise<number> {
    const ids = await this.deps.repository.tenantsToSweep();
    for (const id of ids) await this.sweepTenant(id);
    await this.deps.deletedDevices.dropUnused();
    return ids.length;
  }

  /**
   * One tenant: samples older than its retention go, then, when full and loop delete is chosen,
   * whole oldest days until it is under its quota; at most deleteBulkMax rows a sweep, deleteMax
   * a statement (B §5); the rest waits for the next sweep. A tenant in its own store loses whole
   * months first (dropped partitions, no row deletes), rows only in the boundary month.
   */
  async sweepTenant(tenantId: string): Promise<StorageSweep> {
    const settings = await this.deps.repository.settings(tenantId);
    // A tenant in the mode before stores existed (or whose switch was missed) gets its store now.
    const ownMode = settings.mode === 'user_exclusive';
    if (ownMode !== (settings.store === 'exclusive' || settings.store === 'to_exclusive'))
      await this.deps.exclusive.modeChanged(tenantId, ownMode);
    const { deleteMax, deleteBulkMax } = this.limits;
    let budget = deleteBulkMax;
    const cutoff = new Date(this.deps.clock.now().getTime() - settings.retentionDays * DAY_MS);
    const own = settings.store === 'exclusive';
    const monthsDropped = own ? await this.deps.exclusive.dropMonthsBefore(tenantId, cutoff) : 0;
    const rowsDeleted = await this.deleteBefore(tenantId, cutoff, deleteMax, budget);
    const retentionDeleted = monthsDropped + rowsDeleted;
    budget -= rowsDeleted;
    await this.deps.deletedDevices.sweepTenant(tenantId);
    let capacity = await this.ofTenant(tenantId);
    let loopDeleted = 0;
    // An own store's size falls when a month goes; deleted rows only leave space for new samples,
    // so within the current month the days go while its live rows' estimate is full.
    let byRows = false;
    while (capacity.state === 'full' && settings.onFull === 'loop_delete' && budget > 0) {
      if (own && !byRows) {
        const month = await this.deps.exclusive.dropOldestMonth(tenantId);
        if (month !== null) {
          loopDeleted += month;
          capacity = await this.ofTenant(tenantId);
          continue;
        }
        byRows = true;
        capacity = await this.ofTenant(tenantId, true);
        continue;
      }
      const oldest = await this.deps.repository.oldestDay(tenantId);
      if (!oldest) break;
      const gone = await this.deleteBefore(tenantId, new Date(oldest.getTime() + DAY_MS), deleteMax, budget);
      if (gone === 0) break;
      loopDeleted += gone;
      budget -= gone;
      capacity = await this.ofTenant(tenantId, byRows);
    }
    if (byRows) capacity = await this.ofTenant(tenantId);
    const refusing = capacity.state === 'full' && settings.onFull === 'refuse';
    await this.deps.repository.swept(
      tenantId,
      refusing,
      retentionDeleted + loopDeleted,
      this.deps.clock.now(),
    );
    return { retentionDeleted, loopDeleted, refusing, capacity };
  }

  /** Deletes before `before` in statements of at most `chunk` rows, at most `budget` in all. */
  private async deleteBefore(tenantId: string, before: Date, chunk: number, budget: number): Promise<number> {
    let total = 0;
    while (total < budget) {
      const limit = Math.min(chunk, budget - total);
      const gone = await this.deps.repository.deleteBefore(tenantId, before, limit);
      total += gone;
      if (gone < limit) break;
    }
    return total;
  }

  /** After a change of quota or settings ingest's refusal follows at once (no deletion here). */
  private async refreshRefusing(tenantId: string): Promise<void> {
    const settings = await this.deps.repository.settings(tenantId);
    const full = (await this.ofTenant(tenantId)).state === 'full';
    const refusing = full && settings.onFull === 'refuse';
    if (refusing !== settings.refusing)
      await this.deps.repository.swept(tenantId, refusing, 0, this.deps.clock.now());
  }

  private async settingsOf(tenantId: string): Promise<StorageSettings> {
    return presentSettings(
      await this.deps.repository.settings(tenantId),
      await this.ofTenant(tenantId),
      await this.deps.repository.deviceCount(tenantId),
    );
  }

  private async rowOf(tenant: TenantRow, settings: TenantStorageSettings | undefined) {
    const s = settings ?? (await this.deps.repository.settings(tenant.id));
    return presentTenantRow(tenant, s, await this.capacityOfRow(tenant));
  }

  private async merchant(tenantId: string): Promise<TenantRow> {
    const tenant = await this.deps.tenants.findById(tenantId);
    if (tenant?.kind !== 'merchant') throw notFound();
    return tenant;
  }

  /** `byRows`: an own store's rows counted one by one (as a shared tenant's), not its size. */
  private async ofTenant(tenantId: string, byRows = false): Promise<StorageCapacity> {
    const tenant = await this.deps.tenants.findById(tenantId);
    if (!tenant) throw notFound();
    return this.capacityOfRow(tenant, byRows);
  }

  private async capacityOfRow(tenant: TenantRow, byRows = false): Promise<StorageCapacity> {
    const quota = tenant.storageQuotaBytes ?? this.deps.defaultQuotaBytes;
    return capacityOf(await this.deps.repository.usedBytes(tenant.id, byRows), quota);
  }
}
