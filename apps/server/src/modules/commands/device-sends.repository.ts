import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type DeviceSendKind, deviceSends } from '../../db/schema';

export interface SendEntry {
  count: number;
  at: Date;
}

export class DeviceSendsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in a transaction holding the tenant's send lock, so processes count one after another. */
  inTenantLock<T>(tenantId: string, work: (repository: DeviceSendsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`device-sends:${tenantId}`}))`);
      return work(new DeviceSendsRepository(tx));
    });
  }

  /** A device's sends of one kind since `since`, oldest first. */
  forDevice(deviceId: string, kind: DeviceSendKind, since: Date): Promise<SendEntry[]> {
    return this.sendsOf(eq(deviceSends.deviceId, deviceId), kind, since);
  }

  /** A tenant's sends of one kind since `since`, oldest first. */
  forTenant(tenantId: string, kind: DeviceSendKind, since: Date): Promise<SendEntry[]> {
    return this.sendsOf(eq(deviceSends.tenantId, tenantId), kind, since);
  }

  private sendsOf(whose: SQL, kind: DeviceSendKind, since: Date): Promise<SendEntry[]> {
    return this.db
      .select({ count: deviceSends.count, at: deviceSends.at })
      .from(deviceSends)
      .where(and(whose, eq(deviceSends.kind, kind), gte(deviceSends.at, since)))
      .orderBy(asc(deviceSends.at));
  }

  async add(
    rows: Array<{ tenantId: string; deviceId: string; kind: DeviceSendKind; count: number; at: Date }>,
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.insert(deviceSends).values(rows).returning({ id: deviceSends.id });
    return inserted.map((row) => row.id);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(deviceSends).where(inArray(deviceSends.id, ids));
  }

  /** A tenant's rows older than any window that reads them. */
  async deleteForTenantBefore(tenantId: string, before: Date): Promise<void> {
    await this.db
      .delete(deviceSends)
      .where(and(eq(deviceSends.tenantId, tenantId), lt(deviceSends.at, before)));
  }
}
