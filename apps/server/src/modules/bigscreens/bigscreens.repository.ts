import type { EnergyOverviewItem } from '@ies/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type BigscreenStationSettingsRow, bigscreenStationSettings } from '../../db/schema';
import { firstRow } from '../../db/rows';

/** Every query names the caller's tenant: another tenant's station finds nothing. */
export class BigscreensRepository {
  constructor(private readonly db: Db) {}

  async settingsOf(tenantId: string, stationId: string): Promise<BigscreenStationSettingsRow | undefined> {
    return firstRow(
      this.db,
      bigscreenStationSettings,
      and(eq(bigscreenStationSettings.tenantId, tenantId), eq(bigscreenStationSettings.stationId, stationId)),
    );
  }

  async saveSettings(row: {
    tenantId: string;
    stationId: string;
    blocks: EnergyOverviewItem[];
    title: string;
    logo: string;
    updatedBy: string;
    updatedAt: Date;
  }): Promise<BigscreenStationSettingsRow> {
    const [saved] = await this.db
      .insert(bigscreenStationSettings)
      .values(row)
      .onConflictDoUpdate({
        target: bigscreenStationSettings.stationId,
        set: {
          blocks: row.blocks,
          title: row.title,
          logo: row.logo,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    return saved!;
  }
}
