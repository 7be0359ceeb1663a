import type { PriceConfig, TextVariants } from '@ies/contracts';
import { and, asc, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type PriceTemplateRow,
  priceTemplates,
  type StationTariffRow,
  stationTariffs,
} from '../../db/schema';
import { containsPattern } from '../../db/like';
import {
  countRows,
  deleteOwned,
  firstRow,
  firstRowBy,
  insertRow,
  ownedRow,
  selectPage,
  selectRows,
  updateOwned,
} from '../../db/rows';

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class PricesRepository {
  constructor(private readonly db: Db) {}

  async page(
    tenantId: string,
    query: { name?: string; offset: number; limit: number },
  ): Promise<{ rows: PriceTemplateRow[]; total: number }> {
    const where = and(
      eq(priceTemplates.tenantId, tenantId),
      query.name ? ilike(priceTemplates.name, containsPattern(query.name)) : undefined,
    );
    const order = [desc(priceTemplates.createdAt), asc(priceTemplates.name)];
    return selectPage(this.db, priceTemplates, where, order, query);
  }

  async find(tenantId: string, id: string): Promise<PriceTemplateRow | undefined> {
    return firstRow(this.db, priceTemplates, ownedRow(priceTemplates, tenantId, id));
  }

  async countOf(tenantId: string): Promise<number> {
    return countRows(this.db, priceTemplates, eq(priceTemplates.tenantId, tenantId));
  }

  async insert(row: {
    tenantId: string;
    name: string;
    remark: string;
    i18n?: TextVariants;
    config: PriceConfig;
  }): Promise<PriceTemplateRow> {
    return insertRow(this.db, priceTemplates, row);
  }

  async update(
    tenantId: string,
    id: string,
    changes: { name: string; remark: string; i18n?: TextVariants; config: PriceConfig; updatedAt: Date },
  ): Promise<PriceTemplateRow | undefined> {
    return updateOwned(this.db, priceTemplates, tenantId, id, changes);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await deleteOwned(this.db, priceTemplates, tenantId, id);
  }

  /** Stations per template that have any tariff version naming it. */
  async stationCounts(templateIds: readonly string[]): Promise<Map<string, number>> {
    if (templateIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: stationTariffs.templateId,
        n: sql<number>`count(distinct ${stationTariffs.stationId})`,
      })
      .from(stationTariffs)
      .where(inArray(stationTariffs.templateId, [...templateIds]))
      .groupBy(stationTariffs.templateId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  // ---------------------------------------------------------------- station tariffs

  async tariffs(tenantId: string, stationId: string): Promise<StationTariffRow[]> {
    return selectRows(
      this.db,
      stationTariffs,
      and(eq(stationTariffs.tenantId, tenantId), eq(stationTariffs.stationId, stationId)),
      [desc(stationTariffs.effectiveFrom)],
    );
  }

  /** The version in force on a local date (YYYY-MM-DD), if any. */
  async tariffOn(stationId: string, date: string): Promise<StationTariffRow | undefined> {
    const where = and(eq(stationTariffs.stationId, stationId), lte(stationTariffs.effectiveFrom, date));
    return firstRowBy(this.db, stationTariffs, where, [desc(stationTariffs.effectiveFrom)]);
  }

  /** A version from a date; a version already starting that day is replaced. */
  async setTariff(row: {
    tenantId: string;
    stationId: string;
    templateId: string;
    effectiveFrom: string;
    createdBy: string;
  }): Promise<StationTariffRow> {
    const [saved] = await this.db
      .insert(stationTariffs)
      .values(row)
      .onConflictDoUpdate({
        target: [stationTariffs.stationId, stationTariffs.effectiveFrom],
        set: { templateId: row.templateId, createdBy: row.createdBy, createdAt: sql`now()` },
      })
      .returning();
    return saved!;
  }

  /** All versions of a station, newest first (no tenant: the revenue engine runs without a caller). */
  /** The tariff versions of many stations, newest first within each (one read). */
  async tariffsOfStations(stationIds: readonly string[]): Promise<StationTariffRow[]> {
    if (stationIds.length === 0) return [];
    return selectRows(this.db, stationTariffs, inArray(stationTariffs.stationId, [...stationIds]), [
      desc(stationTariffs.effectiveFrom),
    ]);
  }

  async tariffsOfStation(stationId: string): Promise<StationTariffRow[]> {
    return selectRows(this.db, stationTariffs, eq(stationTariffs.stationId, stationId), [
      desc(stationTariffs.effectiveFrom),
    ]);
  }

  async deleteTariff(
    tenantId: string,
    stationId: string,
    id: string,
  ): Promise<{ effectiveFrom: string } | undefined> {
    const rows = await this.db
      .delete(stationTariffs)
      .where(
        and(
          eq(stationTariffs.tenantId, tenantId),
          eq(stationTariffs.stationId, stationId),
          eq(stationTariffs.id, id),
        ),
      )
      .returning({ effectiveFrom: stationTariffs.effectiveFrom });
    return rows[0];
  }
}
