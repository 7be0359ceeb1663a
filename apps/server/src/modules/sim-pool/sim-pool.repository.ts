import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countsIn, deleteOwned, firstRow, insertRow, ownedRow, selectRows, updateOwned } from '../../db/rows';
import { devices, type SimCardRow, type SimPoolRow, simCards, simPools } from '../../db/schema';

export type NewSimPool = Pick<SimPoolRow, 'tenantId' | 'poolId' | 'appId' | 'secretSealed' | 'providerUrl'>;

/** A card with its device's name and the SIM data it last reported. */
export type SimCardView = SimCardRow & { deviceName: string | null; deviceUsedMb: number | null };

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class SimPoolRepository {
  constructor(private readonly db: Db) {}

  async list(tenantId: string): Promise<Array<SimPoolRow & { cardCount: number }>> {
    const rows = await selectRows(this.db, simPools, eq(simPools.tenantId, tenantId), [
      asc(simPools.createdAt),
      asc(simPools.poolId),
    ]);
    const counts = await countsIn(
      this.db,
      simCards.poolId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, cardCount: counts.get(r.id) ?? 0 }));
  }

  async count(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(simPools)
      .where(eq(simPools.tenantId, tenantId));
    return row?.n ?? 0;
  }

  find(tenantId: string, id: string): Promise<SimPoolRow | undefined> {
    return firstRow(this.db, simPools, ownedRow(simPools, tenantId, id));
  }

  /** Any tenant's pool, for the sync job (its payload names the pool row only). */
  findById(id: string): Promise<SimPoolRow | undefined> {
    return firstRow(this.db, simPools, eq(simPools.id, id));
  }

  async allIds(): Promise<string[]> {
    return (await this.db.select({ id: simPools.id }).from(simPools)).map((r) => r.id);
  }

  insert(row: NewSimPool): Promise<SimPoolRow> {
    return insertRow(this.db, simPools, row);
  }

  update(tenantId: string, id: string, values: Partial<NewSimPool>): Promise<SimPoolRow | undefined> {
    return updateOwned(this.db, simPools, tenantId, id, { ...values, updatedAt: new Date() });
  }

  remove(tenantId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, simPools, tenantId, id);
  }

  async cardCount(poolId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(simCards)
      .where(eq(simCards.poolId, poolId));
    return row?.n ?? 0;
  }

  /** The pool's cards with their devices' names and latest reported SIM data (sim_data_used). */
  async cards(poolId: string, cardId?: string): Promise<SimCardView[]> {
    const rows = await this.db
      .select({
        card: simCards,
        deviceName: devices.name,
        reported: sql<number | null>`coalesce(
          (select (l.values->>'sim_data_used')::float8 from device_latest l
            where l.device_id = ${simCards.deviceId} and jsonb_typeof(l.values->'sim_data_used') = 'number'),
          ${devices.simDataUsed})`,
      })
      .from(simCards)
      .leftJoin(devices, eq(devices.id, simCards.deviceId))
      .where(cardId ? and(eq(simCards.poolId, poolId), eq(simCards.id, cardId)) : eq(simCards.poolId, poolId))
      .orderBy(asc(simCards.iccid));
    return rows.map((r) => ({ ...r.card, deviceName: r.deviceName, deviceUsedMb: r.reported }));
  }

  async linkCard(poolId: string, cardId: string, deviceId: string | null): Promise<boolean> {
    const rows = await this.db
      .update(simCards)
      .set({ deviceId, updatedAt: new Date() })
      .where(and(eq(simCards.poolId, poolId), eq(simCards.id, cardId)))
      .returning({ id: simCards.id });
    return rows.length > 0;
  }

  /** A sync's result: the pool's figures, and its cards as listed (new ones added, links kept). */
  async saveSync(
    pool: SimPoolRow,
    figures: { totalMb: number; usedMb: number; at: Date },
    cards: Array<{ iccid: string; usedMb: number | null; limitMb: number | null; expiresAt: Date | null }>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(simPools)
        .set({ totalMb: figures.totalMb, usedMb: figures.usedMb, syncedAt: figures.at, syncError: null })
        .where(eq(simPools.id, pool.id));
      for (let i = 0; i < cards.length; i += 500) {
        const chunk = cards.slice(i, i + 500);
        await tx
          .insert(simCards)
          .values(
            chunk.map((c) => ({
              tenantId: pool.tenantId,
              poolId: pool.id,
              iccid: c.iccid,
              providerUsedMb: c.usedMb,
              limitMb: c.limitMb,
              expiresAt: c.expiresAt,
              updatedAt: figures.at,
            })),
          )
          .onConflictDoUpdate({
            target: [simCards.poolId, simCards.iccid],
            set: {
              providerUsedMb: sql`excluded.provider_used_mb`,
              limitMb: sql`excluded.limit_mb`,
              expiresAt: sql`excluded.expires_at`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    });
  }

  async syncFailed(id: string, code: string): Promise<void> {
    await this.db.update(simPools).set({ syncError: code }).where(eq(simPools.id, id));
  }
}
