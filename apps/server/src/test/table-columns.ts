import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** The rows a raw query answers (both drivers answer `{ rows }`). */
export async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Every table of the public schema with its column names: the tenant-boundary tests digest each
 * table by the owner column it has (tenant_id, user_id, …), so a new table is covered unasked.
 */
export async function columnsByTable(db: Db): Promise<Map<string, Set<string>>> {
  const columns = await rowsOf(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const row of columns) {
    const table = String(row.table_name);
    if (!byTable.has(table)) byTable.set(table, new Set());
    byTable.get(table)!.add(String(row.column_name));
  }
  return byTable;
}
