import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteRows, firstRow, insertRow, selectRows, updateWhere } from '../../db/rows';
import { type PublicMenuRow, publicMenus, type TenantMenuRow, tenantMenus } from '../../db/schema';

export type PublicMenuInsert = typeof publicMenus.$inferInsert;
export type TenantMenuInsert = typeof tenantMenus.$inferInsert;
export type MenuValues = Partial<
  Pick<PublicMenuInsert, 'menuName' | 'linkType' | 'linkAddress' | 'icon' | 'show' | 'group' | 'sortOrder'>
> & { updatedAt: Date };

/** Public (platform) menus and tenant menus; every tenant call is scoped by the caller's tenant. */
export class MenusRepository {
  constructor(private readonly db: Db) {}

  async listPublic(platform: string): Promise<PublicMenuRow[]> {
    return selectRows(this.db, publicMenus, eq(publicMenus.platform, platform), [asc(publicMenus.sortOrder)]);
  }

  async findPublic(platform: string, menuField: string): Promise<PublicMenuRow | undefined> {
    const where = and(eq(publicMenus.platform, platform), eq(publicMenus.menuField, menuField));
    return firstRow(this.db, publicMenus, where);
  }

  async insertPublic(row: PublicMenuInsert): Promise<PublicMenuRow> {
    return insertRow(this.db, publicMenus, row);
  }

  /** Inserts the rows whose menu_field the platform lacks; the number inserted. */
  async insertPublicIfMissing(rows: PublicMenuInsert[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(publicMenus)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: publicMenus.id });
    return inserted.length;
  }

  async updatePublic(
    platform: string,
    menuField: string,
    values: MenuValues,
  ): Promise<PublicMenuRow | undefined> {
    const where = and(eq(publicMenus.platform, platform), eq(publicMenus.menuField, menuField));
    return updateWhere(this.db, publicMenus, where, values);
  }

  /** Deletes public items and every tenant's settings for them. */
  async deletePublic(platform: string, menuFields: string[]): Promise<void> {
    if (menuFields.length === 0) return;
    await this.db.transaction(async (tx) => {
      const settings = and(
        eq(tenantMenus.platform, platform),
        eq(tenantMenus.isPublic, true),
        inArray(tenantMenus.menuField, menuFields),
      );
      await deleteRows(tx, tenantMenus, settings);
      await deleteRows(
        tx,
        publicMenus,
        and(eq(publicMenus.platform, platform), inArray(publicMenus.menuField, menuFields)),
      );
    });
  }

  async listTenant(tenantId: string, platform: string): Promise<TenantMenuRow[]> {
    return selectRows(
      this.db,
      tenantMenus,
      and(eq(tenantMenus.tenantId, tenantId), eq(tenantMenus.platform, platform)),
    );
  }

  async insertTenant(row: TenantMenuInsert): Promise<TenantMenuRow> {
    return insertRow(this.db, tenantMenus, row);
  }

  async updateTenant(
    tenantId: string,
    platform: string,
    menuField: string,
    values: MenuValues,
  ): Promise<TenantMenuRow | undefined> {
    const where = and(
      eq(tenantMenus.tenantId, tenantId),
      eq(tenantMenus.platform, platform),
      eq(tenantMenus.menuField, menuField),
    );
    return updateWhere(this.db, tenantMenus, where, values);
  }

  async deleteTenant(tenantId: string, platform: string, menuFields: string[]): Promise<void> {
    if (menuFields.length === 0) return;
    const own = and(
      eq(tenantMenus.tenantId, tenantId),
      eq(tenantMenus.platform, platform),
      eq(tenantMenus.isPublic, false),
      inArray(tenantMenus.menuField, menuFields),
    );
    await deleteRows(this.db, tenantMenus, own);
  }
}
