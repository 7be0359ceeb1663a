import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { PricesRepository } from './prices.repository';
import { pricesRoutes } from './prices.routes';
import { PricesService } from './prices.service';
import type { StationAccess } from '../stations/stations.service';

export interface PricesModuleOptions {
  db: Db;
  clock: Clock;
  /** Station authority (the stations module's service), resolved when a call needs it. */
  stations: () => StationAccess;
  /** A station's tariff changed from a date, by this caller (its stored revenue is recomputed). */
  tariffChanged?: (auth: AuthContext, stationId: string, fromDate: string) => Promise<void>;
  expose?: (service: PricesService) => void;
}

/** Price templates and station tariffs (issue 14). */
export async function pricesModule(app: FastifyInstance, options: PricesModuleOptions): Promise<void> {
  const service = new PricesService({
    prices: new PricesRepository(options.db),
    clock: options.clock,
    stations: options.stations,
    tariffChanged: options.tariffChanged,
  });
  options.expose?.(service);
  await app.register(pricesRoutes, { prices: service });
}
