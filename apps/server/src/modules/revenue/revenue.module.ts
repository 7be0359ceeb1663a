import { PLATFORM_JOBS, revenueOperations } from '@ies/contracts';
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { PricesService } from '../prices/prices.service';
import { backtestRoutes } from './backtest.routes';
import { type BacktestStrategies, BacktestService } from './backtest.service';
import { RevenueEngine } from './revenue-engine';
import { RevenueRepository } from './revenue.repository';
import { RevenueService } from './revenue.service';
import { HomeCurvesRepository } from './home-curves.repository';
import { HomeCurvesService } from './home-curves.service';
import type { StationAccess } from '../stations/stations.service';
import { bindOperations } from '../../platform/operation-routes';

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
  stations: () => StationAccess;
  /** Stored strategies, for a backtest of one (the strategies module's service). */
  strategies: () => BacktestStrategies;
  /** This process's ingest events: the days of its written 5-minute rollups (`rollups`) are recomputed. */
  ingest?: EventEmitter;
  /** The platform's job runtime: the periodic sweep runs on it (once per period across processes). */
  jobs?: JobRuntime;
}

const revenueRoutes: FastifyPluginAsyncZod<{
  revenue: RevenueService;
  homeCurves: HomeCurvesService;
}> = async (app, { revenue, homeCurves }) => {
  bindOperations(app, ['prices'], revenueOperations, {
    day: (auth, { params, query }) => revenue.day(auth, params.id, query.date),
    homeCurves: (auth, { query }) => homeCurves.curves(auth, query.span),
    demand: (auth, { params, query }) => revenue.demand(auth, params.id, query.month),
  });
};

/** Station revenue (issue 14 item 3): stored daily figures, kept up to date by the engine. */
export async function revenueModule(app: FastifyInstance, options: RevenueModuleOptions): Promise<void> {
  const repository = new RevenueRepository(options.db);
  const engine = new RevenueEngine({
    revenue: repository,
    clock: options.clock,
    prices: options.prices,
    log: (message, error) => app.log.warn({ err: error }, message),
  }).start(options.ingest);
  options.jobs?.work(
    PLATFORM_JOBS.revenueSweep,
    async () => {
      await engine.sweep();
    },
    { payload: z.object({}).strict() },
  );
  const every = options.sweepIntervalMs ?? 0;
  // A new installation's first backfill soon after start; a stopped one's due time has passed.
  if (options.jobs && every > 0)
    await options.jobs.schedule(PLATFORM_JOBS.revenueSweep, { everyMs: every, firstInMs: 5_000 });
  options.expose?.(engine);
  app.addHook('onClose', async () => engine.stop());
  const service = new RevenueService({
    revenue: repository,
    engine,
    clock: options.clock,
    stations: options.stations,
    prices: options.prices,
  });
  const homeCurves = new HomeCurvesService({
    curves: new HomeCurvesRepository(options.db),
    clock: options.clock,
    stations: options.stations,
    // Today's refreshes (each station's, every minute) do not drop the kept answer; it lives 30 s.
    writes: () => repository.closedWrites,
  });
  await app.register(revenueRoutes, { revenue: service, homeCurves });
  const backtest = new BacktestService({
    revenue: repository,
    engine,
    clock: options.clock,
    stations: options.stations,
    prices: options.prices,
    strategies: options.strategies,
  });
  await app.register(backtestRoutes, { backtest });
}
