import { and, count, eq, type SQL } from 'drizzle-orm';
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

/** Deletes the row `id` of `tenantId`; true when there was one. */
export async function deleteOwned(db: Db, table: OwnedTable, tenantId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(ownedRow(table, tenantId, id))
    .returning({ id: table.id });
  return deleted.length > 0;
}
