import type { DayRevenue } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, columns } from './columns';
import { stations } from './stations';

/**
 * A station's revenue of one local day (issue 14 item 3), owned by modules/revenue. `dirty_at`
 * marks a day whose data or tariff changed after `computed_at`: it is recomputed on read and by
 * the sweep, and cleared once a computation ran late enough to see the merged rollups.
 * `energy` is the closed day's 5-minute energy (modules/revenue/revenue-day-energy.ts): a tariff
 * change prices the day again from it; samples of the day arriving clear it, so the rollups are
 * read again.
 */
export const stationRevenueDays = pgTable(
  'station_revenue_days',
  {
    stationId: columns.belongsTo('station_id', () => stations.id),
    date: text('date').notNull(),
    tenantId: columns.tenantId(),
    templateId: uuid('template_id'),
    total: doublePrecision('total').notNull(),
    /** The day's charge, discharge and PV kWh over its bands (the home curves sum these). */
    chargeKwh: doublePrecision('charge_kwh').notNull().default(0),
    dischargeKwh: doublePrecision('discharge_kwh').notNull().default(0),
    pvKwh: doublePrecision('pv_kwh').notNull().default(0),
    /**
     * The day's load by source, split per 5 minutes (revenue-math.ts `loadSplit`): the energy
     * consumption report sums these. Null on a day stored before they were kept: computed again on read.
     */
    loadPvKwh: doublePrecision('load_pv_kwh'),
    loadStorageKwh: doublePrecision('load_storage_kwh'),
    loadGridKwh: doublePrecision('load_grid_kwh'),
    figures: jsonb('figures').$type<DayRevenue>().notNull(),
    computedAt: columns.at('computed_at').notNull(),
    dirtyAt: columns.at('dirty_at'),
    energy: bytea('energy'),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.date] }),
    index('station_revenue_days_dirty_idx').on(t.dirtyAt).where(sql`${t.dirtyAt} is not null`),
  ],
);
export type StationRevenueDayRow = typeof stationRevenueDays.$inferSelect;
