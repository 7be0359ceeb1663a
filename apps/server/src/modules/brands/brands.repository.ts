import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, insertRow } from '../../db/rows';
import { type HostBrandRow, hostBrands } from '../../db/schema';

export const DEFAULT_BRAND_HOST = '*';

export class BrandsRepository {
  constructor(private readonly db: Db) {}

  async findByHost(host: string): Promise<HostBrandRow | undefined> {
    return firstRow(this.db, hostBrands, eq(hostBrands.host, host));
  }

  async findById(id: string): Promise<HostBrandRow | undefined> {
    return firstRow(this.db, hostBrands, eq(hostBrands.id, id));
  }

  async list(): Promise<HostBrandRow[]> {
    return this.db.select().from(hostBrands).orderBy(asc(hostBrands.host));
  }

  async insert(row: typeof hostBrands.$inferInsert): Promise<HostBrandRow> {
    return insertRow(this.db, hostBrands, row);
  }

  /** Inserts the row unless its host exists; true when inserted. */
  async insertIfMissing(row: typeof hostBrands.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(hostBrands)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: hostBrands.id });
    return inserted.length === 1;
  }

  async update(
    id: string,
    values: Partial<typeof hostBrands.$inferInsert>,
  ): Promise<HostBrandRow | undefined> {
    const [row] = await this.db.update(hostBrands).set(values).where(eq(hostBrands.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(hostBrands)
      .where(eq(hostBrands.id, id))
      .returning({ id: hostBrands.id });
    return rows.length === 1;
  }
}
