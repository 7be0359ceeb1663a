import { stationRevenuePathSchema, stationRevenueQuerySchema, dayRevenueSchema } from '@ies/contracts';
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { requireAuth } from '../../platform/auth.plugin';
import type { PricesService } from '../prices/prices.service';
import { RevenueEngine } from './revenue-engine';
import { RevenueRepository } from './revenue.repository';
import { type RevenueStationReach, RevenueService } from './revenue.service';

export interface RevenueEngineOptions {
  /** Period of the sweep that backfills and recomputes stored days (0 or absent: tests call sweep()). */
  sweepIntervalMs?: number;
  /** Receives the engine (the stations module reads today's income; tests drive it). */
  expose?: (engine: RevenueEngine) => void;
}

export interface RevenueModuleOptions extends RevenueEngineOptions {
  db: Db;
  clock: Clock;
  prices: () => Pick<PricesService, 'tariffTimeline'>;
  stations: () => RevenueStationReach;
  /** Committed samples (ingest's or the live bus's `samples` events): their days are recomputed. */
  samples?: EventEmitter;
}

const revenueRoutes: FastifyPluginAsyncZod<{ revenue: RevenueService }> = async (app, { revenue }) => {
  app.get(
    '/stations/:id/revenue',
    {
      config: { permission: 'station:view' },
      schema: {
        tags: ['prices'],
        summary: "A station-local day's revenue by price band (stored daily figures)",
        params: stationRevenuePathSchema,
        querystring: stationRevenueQuerySchema,
        response: { 200: dayRevenueSchema },
      },
    },
    async (request) => revenue.day(requireAuth(request), request.params.id, request.query.date),
  );
};

/** Station revenue (issue 14 item 3): stored daily figures, kept up to date by the engine. */
export async function revenueModule(app: FastifyInstance, options: RevenueModuleOptions): Promise<void> {
  const repository = new RevenueRepository(options.db);
  const engine = new RevenueEngine({
    revenue: repository,
    clock: options.clock,
    prices: options.prices,
    log: (message, error) => app.log.warn({ err: error }, message),
  }).start(options.samples, options.sweepIntervalMs ?? 0);
  options.expose?.(engine);
  app.addHook('onClose', async () => engine.stop());
  const service = new RevenueService({
    revenue: repository,
    engine,
    clock: options.clock,
    stations: options.stations,
  });
  await app.register(revenueRoutes, { revenue: service });
}
