import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, insertRow, ownedRow } from '../../db/rows';
import { type MaintenancePlanRow, maintenancePlans, workOrderTemplates } from '../../db/schema';
import { type StationVisibility, seenStationColumn } from '../../db/station-visibility';

/** All SQL of maintenance plans (orders domain). */
export class MaintenancePlansRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof maintenancePlans.$inferInsert): Promise<MaintenancePlanRow> {
    return insertRow(this.db, maintenancePlans, row);
  }

  /** A tenant's plans (of the stations a visibility sees, when given), with their template's name. */
  async list(tenantId: string, visibility?: StationVisibility) {
    return this.db
      .select({
        plan: maintenancePlans,
        templateName: workOrderTemplates.name,
        templateTexts: workOrderTemplates.i18n,
      })
      .from(maintenancePlans)
      .innerJoin(workOrderTemplates, eq(workOrderTemplates.id, maintenancePlans.templateId))
      .where(
        and(
          eq(maintenancePlans.tenantId, tenantId),
          visibility ? seenStationColumn(visibility, maintenancePlans.stationId) : undefined,
        ),
      )
      .orderBy(asc(maintenancePlans.nextDue), asc(maintenancePlans.id));
  }

  async find(tenantId: string, id: string): Promise<MaintenancePlanRow | undefined> {
    return firstRow(this.db, maintenancePlans, ownedRow(maintenancePlans, tenantId, id));
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(maintenancePlans).where(eq(maintenancePlans.id, id));
  }

  /** Plans whose next order is due, every tenant (the sweep). */
  async due(now: Date, limit: number): Promise<MaintenancePlanRow[]> {
    return this.db
      .select()
      .from(maintenancePlans)
      .where(lte(maintenancePlans.nextDue, now))
      .orderBy(asc(maintenancePlans.nextDue))
      .limit(limit);
  }

  /** Moves the plan on only if its due time is still `from`: one sweep wins each due time. */
  async advance(id: string, from: Date, to: Date): Promise<boolean> {
    const rows = await this.db
      .update(maintenancePlans)
      .set({ nextDue: to })
      .where(and(eq(maintenancePlans.id, id), eq(maintenancePlans.nextDue, from)))
      .returning({ id: maintenancePlans.id });
    return rows.length === 1;
  }

  async opened(id: string, orderNo: string): Promise<void> {
    await this.db.update(maintenancePlans).set({ lastOrderNo: orderNo }).where(eq(maintenancePlans.id, id));
  }
}
