import { stationRevenuePathSchema, stationRevenueQuerySchema, dayRevenueSchema } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { requireAuth } from '../../platform/auth.plugin';
import type { PricesService } from '../prices/prices.service';
import { RevenueRepository } from './revenue.repository';
import { type RevenueStationReach, RevenueService } from './revenue.service';

export interface RevenueModuleOptions {
  db: Db;
  clock: Clock;
  prices: () => Pick<PricesService, 'templateOn'>;
  stations: () => RevenueStationReach;
}

const revenueRoutes: FastifyPluginAsyncZod<{ revenue: RevenueService }> = async (app, { revenue }) => {
  app.get(
    '/stations/:id/revenue',
    {
      config: { permission: 'station:view' },
      schema: {
        tags: ['prices'],
        summary: "A station-local day's revenue by price band (from the 5-minute rollups)",
        params: stationRevenuePathSchema,
        querystring: stationRevenueQuerySchema,
        response: { 200: dayRevenueSchema },
      },
    },
    async (request) => revenue.day(requireAuth(request), request.params.id, request.query.date),
  );
};

/** Station revenue (issue 14 item 3, computed on read; daily storage is not built yet). */
export async function revenueModule(app: FastifyInstance, options: RevenueModuleOptions): Promise<void> {
  const service = new RevenueService({
    revenue: new RevenueRepository(options.db),
    clock: options.clock,
    prices: options.prices,
    stations: options.stations,
  });
  await app.register(revenueRoutes, { revenue: service });
}
