import type { EnergyOverviewItem } from '@ies/contracts';
import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { stations } from './stations';

/**
 * A station's single-station big-screen settings (B §2 system management): which power blocks
 * show, and the logo and title of its screen ('' falls back to the tenant's). One row per station;
 * deleting the station deletes it.
 */
export const bigscreenStationSettings = pgTable(
  'bigscreen_station_settings',
  {
    stationId: uuid('station_id')
      .primaryKey()
      .references(() => stations.id, { onDelete: 'cascade' }),
    tenantId: columns.tenantId(),
    blocks: jsonb('blocks').$type<EnergyOverviewItem[]>().notNull(),
    title: columns.blank('title'),
    logo: columns.blank('logo'),
    updatedBy: uuid('updated_by'),
    updatedAt: columns.updatedAt(),
  },
  (t) => [index('bigscreen_station_settings_tenant_idx').on(t.tenantId)],
);
export type BigscreenStationSettingsRow = typeof bigscreenStationSettings.$inferSelect;
