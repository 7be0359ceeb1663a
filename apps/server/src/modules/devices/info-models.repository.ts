import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, hasRow, selectRows } from '../../db/rows';
import { type InfoModelFunctionBlock, infoModels } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type InfoModelRow = typeof infoModels.$inferSelect;

export class InfoModelsRepository {
  constructor(private readonly db: Db) {}

  /** Models the tenant may use: its own and the public ones, optionally by part of the name. */
  async listVisible(tenantId: string, keyword?: string): Promise<InfoModelRow[]> {
    const visible = or(eq(infoModels.tenantId, tenantId), eq(infoModels.toPublic, true))!;
    const where = keyword ? and(visible, ilike(infoModels.name, containsPattern(keyword))) : visible;
    return selectRows(this.db, infoModels, where, [infoModels.name]);
  }

  async findVisible(tenantId: string, id: string): Promise<InfoModelRow | undefined> {
    return firstRow(
      this.db,
      infoModels,
      and(eq(infoModels.id, id), or(eq(infoModels.tenantId, tenantId), eq(infoModels.toPublic, true))),
    );
  }

  /** Inserts or refreshes a platform model (tenant null) by name. */
  async upsertPlatformModel(name: string, functionBlocks: InfoModelFunctionBlock[]): Promise<void> {
    await this.db
      .insert(infoModels)
      .values({ tenantId: null, name, toPublic: true, functionBlocks })
      .onConflictDoUpdate({
        target: [infoModels.tenantId, infoModels.name],
        set: { functionBlocks, toPublic: true, updatedAt: sql`now()` },
      });
  }

  /** Whether a model of this name exists for the tenant (its own or the platform's). */
  async existsByName(tenantId: string, name: string): Promise<boolean> {
    return hasRow(
      this.db,
      infoModels,
      and(eq(infoModels.name, name), or(isNull(infoModels.tenantId), eq(infoModels.tenantId, tenantId))),
    );
  }

  async platformModel(name: string): Promise<InfoModelRow | undefined> {
    return firstRow(this.db, infoModels, and(isNull(infoModels.tenantId), eq(infoModels.name, name)));
  }
}
