import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PricesService, StationReach } from '../prices/prices.service';
import { StrategiesRepository } from './strategies.repository';
import { strategiesRoutes } from './strategies.routes';
import { StrategiesService } from './strategies.service';

export interface StrategiesModuleOptions {
  db: Db;
  clock: Clock;
  /** Price templates, for generating a strategy from one. */
  prices: () => Pick<PricesService, 'get'>;
  /** Station authority (the stations module's service). */
  stations: () => StationReach;
}

/** Operating strategies (issue 14 item 5). */
export async function strategiesModule(
  app: FastifyInstance,
  options: StrategiesModuleOptions,
): Promise<void> {
  const service = new StrategiesService({
    strategies: new StrategiesRepository(options.db),
    clock: options.clock,
    prices: options.prices,
    stations: options.stations,
  });
  await app.register(strategiesRoutes, { strategies: service });
}
