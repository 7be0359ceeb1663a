import { z } from 'zod';
import { PRICE_PERIOD_PROPERTIES } from '../enums/price';
import { localDate } from './prices';

// Station revenue by price band (issue 14 item 3; docs/api/prices.md "Revenue").

export const bandFiguresSchema = z.object({
  charge_kwh: z.number(),
  discharge_kwh: z.number(),
  import_kwh: z.number(),
  export_kwh: z.number(),
  pv_kwh: z.number(),
  load_kwh: z.number(),
  price: z.number(),
  arbitrage: z.number(),
  pv_savings: z.number(),
  feed_in: z.number(),
});
export type BandFigures = z.infer<typeof bandFiguresSchema>;

export const dayRevenueSchema = z.object({
  date: z.string(),
  bands: z.object(
    Object.fromEntries(PRICE_PERIOD_PROPERTIES.map((p) => [p, bandFiguresSchema])) as Record<
      (typeof PRICE_PERIOD_PROPERTIES)[number],
      typeof bandFiguresSchema
    >,
  ),
  arbitrage: z.number(),
  pv_savings: z.number(),
  feed_in: z.number(),
  subsidy: z.number(),
  total: z.number(),
  peak_import_kw: z.number(),
  peak_import_without_battery_kw: z.number(),
  /** The template the day was priced with; null: the station's flat price. */
  template_id: z.string().nullable(),
});
export type DayRevenue = z.infer<typeof dayRevenueSchema>;

/** `date` defaults to today at the station. */
export const stationRevenueQuerySchema = z.object({ date: localDate.optional() });
export const stationRevenuePathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });
