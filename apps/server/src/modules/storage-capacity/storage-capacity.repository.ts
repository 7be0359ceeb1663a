import { STORAGE_MODES } from '@ies/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices, type TenantStorageRow, tenantStorage, uploads } from '../../db/schema';
import { queryRows } from '../../telemetry/telemetry.repository';
import { storeBytes } from '../../telemetry/telemetry-stores';
import { tenantSampleDevices } from './deleted-device-samples.repository';

/**
 * Bytes counted per raw sample besides its values: the row header, device id, ts, seq, batch id
 * and its primary-key entry (docs/storage-capacity.md "Used").
 */
export const SAMPLE_ROW_BYTES = 64;

export type TenantStorageSettings = Omit<TenantStorageRow, 'tenantId' | 'sweptAt' | 'updatedAt'>;

/** A tenant without a row has these (docs/storage-capacity.md). */
export const DEFAULT_STORAGE: TenantStorageSettings = {
  mode: 'general',
  onFull: 'refuse',
  retentionDays: 365,
  allowedModes: [...STORAGE_MODES],
  retentionMaxDays: 3650,
  refusing: false,
  deletedRows: 0,
  store: 'shared',
  storeSwitchedAt: null,
};

/** The only SQL of storage capacity and management: uploads' and raw samples' bytes, the settings row, deletions. */
export class StorageCapacityRepository {
  constructor(private readonly db: Db) {}

  /**
   * Bytes of the tenant's stored uploads and raw samples: an own store's size (its partitions), or
   * with `byRows` (and for every shared tenant) its rows' estimate.
   */
  async usedBytes(tenantId: string, byRows = false): Promise<number> {
    const [row] = await this.db
      .select({ used: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.tenantId, tenantId));
    // PostgreSQL returns sum(integer) as bigint, which arrives as a string.
    const own = !byRows && (await this.settings(tenantId)).store === 'exclusive';
    return (
      Number(row?.used ?? 0) + (own ? await storeBytes(this.db, tenantId) : await this.sampleBytes(tenantId))
    );
  }

  /** Bytes of the tenant's raw samples (deleted devices' too, until purged): values plus SAMPLE_ROW_BYTES a row. */
  private async sampleBytes(tenantId: string): Promise<number> {
    const [row] = await queryRows<{ n: string | number }>(
      this.db,
      sql`select coalesce(sum(pg_column_size(t.values) + ${SAMPLE_ROW_BYTES}), 0) as n
        from telemetry t where t.device_id in ${tenantSampleDevices(tenantId)}`,
    );
    return Number(row?.n ?? 0);
  }

  async deviceCount(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(devices)
      .where(eq(devices.tenantId, tenantId));
    return row?.n ?? 0;
  }

  async settings(tenantId: string): Promise<TenantStorageSettings> {
    const [row] = await this.db.select().from(tenantStorage).where(eq(tenantStorage.tenantId, tenantId));
    return row ?? DEFAULT_STORAGE;
  }

  /** Every stored settings row of the given tenants, by tenant. */
  async settingsOf(tenantIds: string[]): Promise<Map<string, TenantStorageSettings>> {
    if (tenantIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(tenantStorage)
      .where(sql`${tenantStorage.tenantId} in ${tenantIds}`);
    return new Map(rows.map((r) => [r.tenantId, r]));
  }

  async save(tenantId: string, changes: Partial<TenantStorageSettings>, at: Date): Promise<void> {
    const current = await this.settings(tenantId);
    const row = { ...current, ...changes, tenantId, updatedAt: at };
    await this.db
      .insert(tenantStorage)
      .values(row)
      .onConflictDoUpdate({ target: tenantStorage.tenantId, set: { ...changes, updatedAt: at } });
  }

  /** Records a sweep: whether ingest refuses the tenant now and the rows it deleted. */
  async swept(tenantId: string, refusing: boolean, deleted: number, at: Date): Promise<void> {
    await this.save(tenantId, {}, at);
    await this.db
      .update(tenantStorage)
      .set({ refusing, deletedRows: sql`${tenantStorage.deletedRows} + ${deleted}`, sweptAt: at })
      .where(eq(tenantStorage.tenantId, tenantId));
  }

  /** Tenants that have raw samples, deleted devices' samples or a settings row: the ones a sweep looks at. */
  async tenantsToSweep(): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select tenant_id::text as id from tenant_storage
        union select tenant_id::text from deleted_device_samples
        union select distinct d.tenant_id::text from devices d
        where exists (select 1 from telemetry t where t.device_id = d.id)`,
    );
    return rows.map((r) => r.id);
  }

  /** Start of the UTC day of the tenant's oldest raw sample, or null. */
  async oldestDay(tenantId: string): Promise<Date | null> {
    const [row] = await queryRows<{ day: string | Date | null }>(
      this.db,
      sql`select date_trunc('day', min(t.ts) at time zone 'UTC') at time zone 'UTC' as day
        from telemetry t where t.device_id in ${tenantSampleDevices(tenantId)}`,
    );
    return row?.day ? new Date(row.day) : null;
  }

  /** Deletes at most `limit` of the tenant's raw samples older than `before`, oldest first; how many went. */
  async deleteBefore(tenantId: string, before: Date, limit: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with doomed as (
          select t.device_id, t.ts from telemetry t
          where t.device_id in ${tenantSampleDevices(tenantId)} and t.ts < ${before.toISOString()}::timestamptz
          order by t.ts limit ${limit}),
        gone as (delete from telemetry t using doomed
          where t.device_id = doomed.device_id and t.ts = doomed.ts returning 1)
        select count(*)::int as n from gone`,
    );
    return row?.n ?? 0;
  }
}
