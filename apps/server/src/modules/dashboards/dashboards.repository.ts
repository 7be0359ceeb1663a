import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type DashboardRow,
  dashboards,
  type DataMarketRow,
  dataMarkets,
  type KanbanRow,
  type KanbanTemplate,
  kanbans,
} from '../../db/schema';
import { countsIn, deleteOwned, firstRow, insertRow, ownedRow, selectRows, updateOwned } from '../../db/rows';

export type NewKanban = Omit<typeof kanbans.$inferInsert, 'id' | 'createdAt'>;

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class DashboardsRepository {
  constructor(private readonly db: Db) {}

  async list(tenantId: string): Promise<Array<DashboardRow & { kanbanCount: number }>> {
    const rows = await selectRows(this.db, dashboards, eq(dashboards.tenantId, tenantId), [
      asc(dashboards.createdAt),
      asc(dashboards.name),
    ]);
    const counts = await countsIn(
      this.db,
      kanbans.dashboardId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, kanbanCount: counts.get(r.id) ?? 0 }));
  }

  async find(tenantId: string, id: string): Promise<DashboardRow | undefined> {
    return firstRow(this.db, dashboards, ownedRow(dashboards, tenantId, id));
  }

  async insert(row: { tenantId: string; name: string; createdBy: string }): Promise<DashboardRow> {
    return insertRow(this.db, dashboards, row);
  }

  async rename(tenantId: string, id: string, name: string): Promise<DashboardRow | undefined> {
    return updateOwned(this.db, dashboards, tenantId, id, { name, updatedAt: new Date() });
  }

  async touch(tenantId: string, id: string): Promise<void> {
    await updateOwned(this.db, dashboards, tenantId, id, { updatedAt: new Date() });
  }

  async remove(tenantId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, dashboards, tenantId, id);
  }

  async kanbansOf(dashboardId: string): Promise<KanbanRow[]> {
    return selectRows(this.db, kanbans, eq(kanbans.dashboardId, dashboardId), [
      asc(kanbans.y),
      asc(kanbans.x),
      asc(kanbans.createdAt),
    ]);
  }

  async findKanban(tenantId: string, dashboardId: string, id: string): Promise<KanbanRow | undefined> {
    return firstRow(
      this.db,
      kanbans,
      and(ownedRow(kanbans, tenantId, id), eq(kanbans.dashboardId, dashboardId)),
    );
  }

  async insertKanbans(rows: NewKanban[]): Promise<KanbanRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(kanbans).values(rows).returning();
  }

  async updateKanban(
    tenantId: string,
    id: string,
    changes: Partial<NewKanban>,
  ): Promise<KanbanRow | undefined> {
    return updateOwned(this.db, kanbans, tenantId, id, changes);
  }

  async removeKanban(tenantId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, kanbans, tenantId, id);
  }

  /** Saves several kanbans' places in one transaction: a layout is all moved or none. */
  async saveLayout(
    tenantId: string,
    dashboardId: string,
    items: Array<{ id: string; layout: { x: number; y: number; w: number; h: number } }>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      let moved = 0;
      for (const { id, layout } of items) {
        const done = await tx
          .update(kanbans)
          .set(layout)
          .where(and(ownedRow(kanbans, tenantId, id), eq(kanbans.dashboardId, dashboardId)))
          .returning({ one: sql`1` });
        moved += done.length;
      }
      return moved;
    });
  }

  async kanbansIn(tenantId: string, dashboardId: string, ids: readonly string[]): Promise<KanbanRow[]> {
    if (ids.length === 0) return [];
    return selectRows(
      this.db,
      kanbans,
      and(
        eq(kanbans.tenantId, tenantId),
        eq(kanbans.dashboardId, dashboardId),
        inArray(kanbans.id, [...ids]),
      ),
      [asc(kanbans.y), asc(kanbans.x)],
    );
  }

  async markets(tenantId: string): Promise<DataMarketRow[]> {
    return selectRows(this.db, dataMarkets, eq(dataMarkets.tenantId, tenantId), [
      asc(dataMarkets.createdAt),
      asc(dataMarkets.name),
    ]);
  }

  async findMarket(tenantId: string, id: string): Promise<DataMarketRow | undefined> {
    return firstRow(this.db, dataMarkets, ownedRow(dataMarkets, tenantId, id));
  }

  async insertMarket(row: {
    tenantId: string;
    name: string;
    kanbans: KanbanTemplate[];
  }): Promise<DataMarketRow> {
    return insertRow(this.db, dataMarkets, row);
  }

  async removeMarket(tenantId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, dataMarkets, tenantId, id);
  }
}
