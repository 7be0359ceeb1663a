import { capacityOf, type StorageCapacity } from '@ies/contracts';
import { AppError, forbidden, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { UserAccounts } from '../accounts/user-accounts';
import type { StorageCapacityRepository } from './storage-capacity.repository';

/** A tenant's storage use against its quota (docs/spec/A-access-and-shell.md §2.5 capacity area, B §8 texts). */
export class StorageCapacityService {
  constructor(
    private readonly deps: {
      repository: StorageCapacityRepository;
      /** Accounts owns `tenants`: the quota is read and set through it. */
      tenants: UserAccounts['tenants'];
      defaultQuotaBytes: number;
      clock: Clock;
    },
  ) {}

  /** The capacity area belongs to the tenant manager only. */
  async ofCaller(auth: AuthContext): Promise<StorageCapacity> {
    if (!auth.isManager) throw forbidden();
    return this.ofTenant(auth.tenantId);
  }

  /** Platform administrator: give a merchant its own quota, or null for the default. */
  async setQuota(auth: AuthContext, tenantId: string, quotaBytes: number | null): Promise<StorageCapacity> {
    if (!auth.isPlatformAdmin) throw forbidden();
    const tenant = await this.deps.tenants.findById(tenantId);
    if (tenant?.kind !== 'merchant') throw notFound();
    await this.deps.tenants.setStorageQuota(tenantId, quotaBytes, this.deps.clock.now());
    return this.ofTenant(tenantId);
  }

  /** Refuses new data once the tenant's storage is full (B §8 "full, data cannot be entered"). */
  async assertRoom(tenantId: string): Promise<void> {
    if ((await this.ofTenant(tenantId)).state === 'full') throw new AppError('iot-storage.10002');
  }

  private async ofTenant(tenantId: string): Promise<StorageCapacity> {
    const tenant = await this.deps.tenants.findById(tenantId);
    if (!tenant) throw notFound();
    const quota = tenant.storageQuotaBytes ?? this.deps.defaultQuotaBytes;
    return capacityOf(await this.deps.repository.usedBytes(tenantId), quota);
  }
}
