import {
  dayRevenueSchema,
  homeCurvesQuerySchema,
  homeCurvesSchema,
  stationDemandQuerySchema,
  stationDemandSchema,
  stationRevenuePathSchema,
  stationRevenueQuerySchema,
} from './revenue';
import { operation } from '../common/operation';

/** Served by `revenue.module.ts`; OpenAPI tag: prices. */
export const revenueOperations = {
  day: operation({
    method: 'GET',
    path: '/stations/:id/revenue',
    access: 'station:view',
    summary: "A station-local day's revenue by price band (stored daily figures)",
    schema: {
      params: stationRevenuePathSchema,
      querystring: stationRevenueQuerySchema,
      reply: dayRevenueSchema,
    },
  }),
  homeCurves: operation({
    method: 'GET',
    path: '/home/curves',
    access: 'station:view',
    summary:
      "Energy and income of every station the caller sees, by day, month or year, from the stored days (the home page's curves)",
    schema: { querystring: homeCurvesQuerySchema, reply: homeCurvesSchema },
  }),
  demand: operation({
    method: 'GET',
    path: '/stations/:id/demand',
    access: 'station:view',
    summary:
      "A station-local month's peak 15-minute import with and without the battery, and the demand-charge saving",
    schema: {
      params: stationRevenuePathSchema,
      querystring: stationDemandQuerySchema,
      reply: stationDemandSchema,
    },
  }),
};
