import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deletedDeviceSamples } from '../../db/schema';
import { queryRows } from '../../telemetry/telemetry.repository';

/** Where a device's samples live, with the time column each is ordered by. */
export const DEVICE_SAMPLE_TABLES = [
  { table: 'telemetry', time: 'ts' },
  { table: 'telemetry_rollup_5m', time: 'bucket' },
  { table: 'telemetry_rollup_1h', time: 'bucket' },
  { table: 'telemetry_rollup_1d', time: 'bucket' },
] as const;

/**
 * The device ids whose raw samples count against `tenantId`: its devices and its deleted devices
 * whose samples are not purged yet (telemetry has no tenant column).
 */
export const tenantSampleDevices = (tenantId: string) =>
  sql`(select d.id from devices d where d.tenant_id = ${tenantId}
    union all select s.device_id from deleted_device_samples s where s.tenant_id = ${tenantId})`;

/** The only SQL of deleted devices' samples: the marker row and the batched purge. */
export class DeletedDeviceSamplesRepository {
  constructor(private readonly db: Db) {}

  /** Marks the device's samples as the tenant's to remove (before the device row goes). */
  async mark(tenantId: string, deviceId: string, at: Date): Promise<void> {
    await this.db
      .insert(deletedDeviceSamples)
      .values({ tenantId, deviceId, deletedAt: at })
      .onConflictDoUpdate({ target: deletedDeviceSamples.deviceId, set: { tenantId, deletedAt: at } });
  }

  async marked(deviceId: string): Promise<{ tenantId: string; deletedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ tenantId: deletedDeviceSamples.tenantId, deletedAt: deletedDeviceSamples.deletedAt })
      .from(deletedDeviceSamples)
      .where(eq(deletedDeviceSamples.deviceId, deviceId));
    return row;
  }

  /** Which of the ids are marked for another tenant than `tenantId`. */
  async heldByOthers(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: deletedDeviceSamples.deviceId })
      .from(deletedDeviceSamples)
      .where(
        and(inArray(deletedDeviceSamples.deviceId, [...ids]), ne(deletedDeviceSamples.tenantId, tenantId)),
      );
    return new Set(rows.map((r) => r.id));
  }

  async deviceExists(deviceId: string): Promise<boolean> {
    const rows = await queryRows(this.db, sql`select 1 from devices where id = ${deviceId}`);
    return rows.length > 0;
  }

  /** Deletes at most `limit` rows of the device from one sample table, oldest first; how many went. */
  async purgeBatch(
    table: (typeof DEVICE_SAMPLE_TABLES)[number],
    deviceId: string,
    limit: number,
  ): Promise<number> {
    const name = sql.identifier(table.table);
    const time = sql.identifier(table.time);
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with doomed as (select ${time} as at from ${name} where device_id = ${deviceId} order by ${time} limit ${limit}),
        gone as (delete from ${name} t using doomed where t.device_id = ${deviceId} and t.${time} = doomed.at returning 1)
        select count(*)::int as n from gone`,
    );
    return row?.n ?? 0;
  }

  async forget(deviceId: string): Promise<void> {
    await this.db.delete(deletedDeviceSamples).where(eq(deletedDeviceSamples.deviceId, deviceId));
  }

  /** The tenant's deleted devices whose raw samples are all gone (their rollups may remain). */
  async drained(tenantId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select s.device_id as id from deleted_device_samples s where s.tenant_id = ${tenantId}
        and not exists (select 1 from telemetry t where t.device_id = s.device_id)`,
    );
    return rows.map((r) => r.id);
  }

  /** Markers of deletes that did not happen (the device is still there), older than `before`. */
  async dropUnused(before: Date): Promise<void> {
    await this.db
      .delete(deletedDeviceSamples)
      .where(
        and(
          lt(deletedDeviceSamples.deletedAt, before),
          sql`exists (select 1 from devices d where d.id = ${deletedDeviceSamples.deviceId})`,
        ),
      );
  }
}
