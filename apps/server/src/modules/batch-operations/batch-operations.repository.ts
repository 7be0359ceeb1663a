import type { BatchItemResult } from '@ies/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type PageQuery, pageWindow } from '../../db/paging';
import {
  type BatchOperationItemRow,
  type BatchOperationRow,
  batchOperationItems,
  batchOperations,
  deviceCommands,
  devices,
} from '../../db/schema';
import { type DeviceScope, deviceScopeCondition } from '../devices/device-scope';

export interface BatchCriteria {
  stationIds: string[];
  typeIds: string[];
  deviceIds: string[];
  keyword: string;
}

export type NewBatch = Omit<typeof batchOperations.$inferInsert, 'id' | 'createdAt'>;
type Counts = Record<BatchItemResult, number>;

/** SQL of batch operations; every read names the tenant. */
export class BatchOperationsRepository {
  constructor(private readonly db: Db) {}

  /** Devices within the scope matching every criterion given, by id, at most `limit`. */
  async selectDevices(scope: DeviceScope, c: BatchCriteria, limit: number) {
    const conditions: Array<SQL | undefined> = [deviceScopeCondition(scope)];
    if (c.stationIds.length > 0) conditions.push(inArray(devices.stationId, c.stationIds));
    if (c.typeIds.length > 0) conditions.push(inArray(devices.typeId, c.typeIds));
    if (c.deviceIds.length > 0) conditions.push(inArray(devices.id, c.deviceIds));
    if (c.keyword) {
      const like = `%${c.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      conditions.push(or(ilike(devices.id, like), ilike(devices.name, like)));
    }
    return this.db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(and(...conditions))
      .orderBy(devices.id)
      .limit(limit);
  }

  async insert(
    batch: NewBatch,
    items: Array<{ deviceId: string; deviceName: string }>,
  ): Promise<BatchOperationRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(batchOperations).values(batch).returning();
      await tx
        .insert(batchOperationItems)
        .values(items.map((item) => ({ ...item, batchId: row!.id, tenantId: batch.tenantId })));
      return row!;
    });
  }

  /**
   * Devices the batch job has yet to send to, oldest batch first: never taken, or taken before
   * `orphanedBefore` by a process that stopped before recording the send.
   */
  async pendingItems(orphanedBefore: Date, limit: number) {
    return this.db
      .select({
        id: batchOperationItems.id,
        deviceId: batchOperationItems.deviceId,
        claimedAt: batchOperationItems.claimedAt,
        batch: batchOperations,
      })
      .from(batchOperationItems)
      .innerJoin(batchOperations, eq(batchOperations.id, batchOperationItems.batchId))
      .where(
        and(
          eq(batchOperationItems.result, 'in_progress'),
          isNull(batchOperationItems.commandId),
          or(isNull(batchOperationItems.claimedAt), lt(batchOperationItems.claimedAt, orphanedBefore)),
        ),
      )
      .orderBy(asc(batchOperations.createdAt), asc(batchOperationItems.deviceId))
      .limit(limit);
  }

  /** Takes one device to send to; false when another process took it first (or it has moved on). */
  async claimItem(id: string, seen: Date | null, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(batchOperationItems)
      .set({ claimedAt: now })
      .where(
        and(
          eq(batchOperationItems.id, id),
          eq(batchOperationItems.result, 'in_progress'),
          isNull(batchOperationItems.commandId),
          seen === null ? isNull(batchOperationItems.claimedAt) : eq(batchOperationItems.claimedAt, seen),
        ),
      )
      .returning({ id: batchOperationItems.id });
    return rows.length === 1;
  }

  async setItem(
    batchId: string,
    deviceId: string,
    values: Partial<Pick<BatchOperationItemRow, 'commandId' | 'result' | 'errorCode' | 'finishedAt'>>,
  ): Promise<void> {
    await this.db
      .update(batchOperationItems)
      .set(values)
      .where(and(eq(batchOperationItems.batchId, batchId), eq(batchOperationItems.deviceId, deviceId)));
  }

  /** Settles an item still in progress (a repeat changes nothing). */
  async settleItem(id: string, values: Pick<BatchOperationItemRow, 'result' | 'errorCode' | 'finishedAt'>) {
    await this.db
      .update(batchOperationItems)
      .set(values)
      .where(and(eq(batchOperationItems.id, id), eq(batchOperationItems.result, 'in_progress')));
  }

  /** Items in progress with the state of their command (of these batches, or of all, at most `limit`). */
  async openItems(batchIds: string[] | 'all', limit = 10_000) {
    if (batchIds !== 'all' && batchIds.length === 0) return [];
    return this.db
      .select({
        id: batchOperationItems.id,
        state: deviceCommands.state,
        needsResponse: deviceCommands.needsResponse,
        errorCode: deviceCommands.errorCode,
        finishedAt: deviceCommands.finishedAt,
      })
      .from(batchOperationItems)
      .innerJoin(deviceCommands, eq(deviceCommands.id, batchOperationItems.commandId))
      .where(
        and(
          batchIds === 'all' ? undefined : inArray(batchOperationItems.batchId, batchIds),
          eq(batchOperationItems.result, 'in_progress'),
          isNotNull(batchOperationItems.commandId),
        ),
      )
      .limit(limit);
  }

  async list(tenantId: string, page: PageQuery) {
    const where = eq(batchOperations.tenantId, tenantId);
    const { offset, limit } = pageWindow(page);
    const rows = await this.db
      .select()
      .from(batchOperations)
      .where(where)
      .orderBy(desc(batchOperations.createdAt))
      .offset(offset)
      .limit(limit);
    const [total] = await this.db.select({ n: count() }).from(batchOperations).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(tenantId: string, id: string): Promise<BatchOperationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(batchOperations)
      .where(and(eq(batchOperations.tenantId, tenantId), eq(batchOperations.id, id)))
      .limit(1);
    return row;
  }

  async items(batchId: string): Promise<BatchOperationItemRow[]> {
    return this.db
      .select()
      .from(batchOperationItems)
      .where(eq(batchOperationItems.batchId, batchId))
      .orderBy(batchOperationItems.deviceId);
  }

  /** Items per result of each batch. */
  async counts(batchIds: string[]): Promise<Map<string, Counts>> {
    const out = new Map<string, Counts>();
    if (batchIds.length === 0) return out;
    const rows = await this.db
      .select({ batchId: batchOperationItems.batchId, result: batchOperationItems.result, n: count() })
      .from(batchOperationItems)
      .where(inArray(batchOperationItems.batchId, batchIds))
      .groupBy(batchOperationItems.batchId, batchOperationItems.result);
    for (const row of rows) {
      const counts = out.get(row.batchId) ?? { in_progress: 0, succeeded: 0, failed: 0, refused: 0 };
      counts[row.result] = Number(row.n);
      out.set(row.batchId, counts);
    }
    return out;
  }
}
