import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { hasRow, insertRow, updateWhere } from '../../db/rows';
import { orderSequences, tenants, uploads, users } from '../../db/schema';

/**
 * Moves the order `id` only if it is still in `from`, applying `changes`; the event is written in
 * the same transaction. The moved order, or undefined when someone else moved it first.
 */
export function moveOrder<
  TOrders extends PgTable & { id: PgColumn; status: PgColumn },
  TEvents extends PgTable,
>(
  db: Db,
  orders: TOrders,
  events: TEvents,
  move: { id: string; from: string; changes: Partial<TOrders['$inferInsert']> },
  event: Omit<TEvents['$inferInsert'], 'orderId'>,
): Promise<TOrders['$inferSelect'] | undefined> {
  return db.transaction(async (tx) => {
    const where = and(eq(orders.id, move.id), eq(orders.status, move.from));
    const row = await updateWhere(tx, orders, where, move.changes);
    if (row) await insertRow(tx, events, { ...event, orderId: move.id } as TEvents['$inferInsert']);
    return row;
  });
}

/** Reads and numbering shared by repair and work orders. */
export class OrderCommonRepository {
  constructor(readonly db: Db) {}

  /**
   * The next number of a tenant's day for a prefix: one atomic upsert, so concurrent orders
   * never share a number.
   */
  async nextNumber(tenantId: string, prefix: string, day: string): Promise<number> {
    const [row] = await this.db
      .insert(orderSequences)
      .values({ tenantId, prefix, day, last: 1 })
      .onConflictDoUpdate({
        target: [orderSequences.tenantId, orderSequences.prefix, orderSequences.day],
        set: { last: sql`${orderSequences.last} + 1` },
      })
      .returning({ last: orderSequences.last });
    return row!.last;
  }

  /** Display names (nickname, else username) of users by id. */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, nickName: users.nickName, username: users.username })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r.nickName || r.username]));
  }

  /** Whether the user belongs to the tenant. */
  async userOfTenant(tenantId: string, userId: string): Promise<boolean> {
    return hasRow(this.db, users, and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  }

  /** The tenant's managers (who hear of new repair orders). */
  async managersOf(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isManager, true)));
    return rows.map((r) => r.id);
  }

  /** The platform administrators (the cloud-platform work-order queue). */
  async platformAdmins(): Promise<Array<{ id: string; tenantId: string }>> {
    return this.db
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(tenants.kind, 'platform'), eq(users.isManager, true)));
  }

  /** Ids among `ids` that are order pictures uploaded in the tenant. */
  async orderPictures(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (valid.length === 0) return new Set();
    const rows = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(eq(uploads.tenantId, tenantId), eq(uploads.purpose, 'order-picture'), inArray(uploads.id, valid)),
      );
    return new Set(rows.map((r) => r.id));
  }

  /** E-mail addresses of users by id (those without one are left out). */
  async emails(ids: readonly string[]): Promise<Array<{ id: string; email: string; username: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(inArray(users.id, unique));
    return rows.flatMap((r) => (r.email ? [{ id: r.id, email: r.email, username: r.username }] : []));
  }
}
