import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * The select/count shapes repositories repeat over one table. They take whatever condition the
 * caller built, so the repository still decides what a tenant, a filter or an order means.
 */

type Row<TTable extends PgTable> = TTable['$inferSelect'];
/** A table whose rows belong to a tenant and have a uuid id. */
type OwnedTable = PgTable & { tenantId: PgColumn; id: PgColumn };

export interface RowsPage<TRow> {
  rows: TRow[];
  total: number;
}

/** The row `id` of `tenantId`: another tenant's id finds nothing. */
export function ownedRow(table: OwnedTable, tenantId: string, id: string): SQL {
  return and(eq(table.tenantId, tenantId), eq(table.id, id))!;
}

/** How many rows of `table` match `where`. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Inserts one row and answers it as stored (defaults filled in). */
export async function insertRow<TTable extends PgTable>(
  db: Db,
  table: TTable,
  values: TTable['$inferInsert'],
): Promise<Row<TTable>> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as PgTable['$inferInsert'])
    .returning();
  return row as Row<TTable>;
}

/** Whether any row of `table` matches `where`. */
export async function hasRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return row !== undefined;
}

/** The first row of `table` matching `where` (in no particular order: for unique matches). */
export async function firstRow<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
): Promise<Row<TTable> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as Row<TTable> | undefined;
}

/** The first row of `table` matching `where` in `order` (the newest, the oldest, ...). */
export async function firstRowBy<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[],
): Promise<Row<TTable> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return row as Row<TTable> | undefined;
}

/** Every row of `table` matching `where`, in `order`. */
export async function selectRows<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[] = [],
): Promise<Row<TTable>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order);
  return rows as Row<TTable>[];
}

/** One window of the rows matching `where` in `order`, with the total over the same condition. */
export async function selectPage<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[],
  window: { offset: number; limit: number },
): Promise<RowsPage<Row<TTable>>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .offset(window.offset)
      .limit(window.limit),
    countRows(db, table, where),
  ]);
  return { rows: rows as Row<TTable>[], total };
}

/** Deletes the rows matching `where`; how many there were. */
export async function deleteRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const deleted = await db.delete(table).where(where).returning({ one: sql`1` });
  return deleted.length;
}

/** Deletes the rows matching `where`; true when there was any. */
export async function deleteWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  return (await deleteRows(db, table, where)) > 0;
}

/** Deletes the row `id` of `tenantId`; true when there was one. */
export async function deleteOwned(db: Db, table: OwnedTable, tenantId: string, id: string): Promise<boolean> {
  return deleteWhere(db, table, ownedRow(table, tenantId, id));
}

/** Applies `changes` to the rows matching `where`; how many changed. */
export async function updateRows<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  changes: Partial<TTable['$inferInsert']>,
): Promise<number> {
  const updated = await db
    .update(table as PgTable)
    .set(changes)
    .where(where)
    .returning({ one: sql`1` });
  return updated.length;
}

/** Applies `changes` to the rows matching `where`; true when any changed. */
export async function setWhere<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  changes: Partial<TTable['$inferInsert']>,
): Promise<boolean> {
  return (await updateRows(db, table, where, changes)) > 0;
}

/** Rows per value of `key` among those matching `where`; a value with no row is absent. */
export async function countsPer<TKey extends string = string>(
  db: Db,
  key: PgColumn,
  where: SQL | undefined,
): Promise<Map<TKey, number>> {
  const rows = await db.select({ id: key, n: count() }).from(key.table).where(where).groupBy(key);
  return new Map(rows.map((r) => [r.id as TKey, Number(r.n)]));
}

/** Rows per id of `ids` in the column `key` (no query for no ids). */
export async function countsIn(db: Db, key: PgColumn, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  return countsPer(db, key, inArray(key, [...ids]));
}

/** Applies `changes` to the rows matching `where`; the first updated row, or undefined when none. */
export async function updateWhere<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  changes: Partial<TTable['$inferInsert']>,
): Promise<Row<TTable> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set(changes)
    .where(where)
    .returning();
  return row as Row<TTable> | undefined;
}

/** Applies `changes` to the row `id` of `tenantId`; the updated row, or undefined when none. */
export async function updateOwned<TTable extends OwnedTable>(
  db: Db,
  table: TTable,
  tenantId: string,
  id: string,
  changes: Partial<TTable['$inferInsert']>,
): Promise<Row<TTable> | undefined> {
  return updateWhere(db, table, ownedRow(table, tenantId, id), changes);
}
