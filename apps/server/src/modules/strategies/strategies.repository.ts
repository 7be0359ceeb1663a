import type { StrategyRange, TextVariants } from '@ies/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  countRows,
  countsIn,
  deleteOwned,
  firstRow,
  hasRow,
  insertRow,
  ownedRow,
  selectPage,
  updateOwned,
} from '../../db/rows';
import { type StationStrategyRow, type StrategyRow, stationStrategies, strategies } from '../../db/schema';

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class StrategiesRepository {
  constructor(private readonly db: Db) {}

  async page(
    tenantId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: StrategyRow[]; total: number }> {
    const where = eq(strategies.tenantId, tenantId);
    const order = [desc(strategies.isDefault), asc(strategies.createdAt), asc(strategies.name)];
    return selectPage(this.db, strategies, where, order, { offset, limit });
  }

  async find(tenantId: string, id: string): Promise<StrategyRow | undefined> {
    return firstRow(this.db, strategies, ownedRow(strategies, tenantId, id));
  }

  async hasDefault(tenantId: string): Promise<boolean> {
    return hasRow(
      this.db,
      strategies,
      and(eq(strategies.tenantId, tenantId), eq(strategies.isDefault, true)),
    );
  }

  /** Seeds the default once; a concurrent seed loses quietly on the partial unique index. */
  async seedDefault(row: { tenantId: string; name: string; ranges: StrategyRange[] }): Promise<void> {
    await this.db
      .insert(strategies)
      .values({ ...row, isDefault: true })
      .onConflictDoNothing();
  }

  async countOf(tenantId: string): Promise<number> {
    return countRows(this.db, strategies, eq(strategies.tenantId, tenantId));
  }

  async insert(row: {
    tenantId: string;
    name: string;
    remark: string;
    i18n?: TextVariants;
    ranges: StrategyRange[];
  }): Promise<StrategyRow> {
    return insertRow(this.db, strategies, row);
  }

  async update(
    tenantId: string,
    id: string,
    changes: { name: string; remark: string; i18n?: TextVariants; ranges: StrategyRange[]; updatedAt: Date },
  ): Promise<StrategyRow | undefined> {
    return updateOwned(this.db, strategies, tenantId, id, changes);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await deleteOwned(this.db, strategies, tenantId, id);
  }

  async stationCounts(ids: readonly string[]): Promise<Map<string, number>> {
    return countsIn(this.db, stationStrategies.strategyId, ids);
  }

  async ofStation(stationId: string): Promise<StationStrategyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(stationStrategies)
      .where(eq(stationStrategies.stationId, stationId));
    return row;
  }

  async assign(row: {
    stationId: string;
    tenantId: string;
    strategyId: string;
    assignedBy: string;
    assignedAt: Date;
  }): Promise<StationStrategyRow> {
    const [saved] = await this.db
      .insert(stationStrategies)
      .values(row)
      .onConflictDoUpdate({
        target: stationStrategies.stationId,
        set: { strategyId: row.strategyId, assignedBy: row.assignedBy, assignedAt: row.assignedAt },
      })
      .returning();
    return saved!;
  }

  async unassign(stationId: string): Promise<void> {
    await this.db.delete(stationStrategies).where(eq(stationStrategies.stationId, stationId));
  }
}
