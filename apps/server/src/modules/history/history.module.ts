import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { HistoryRepository } from './history.repository';
import { historyRoutes } from './history.routes';
import { type HistoryLimits, HistoryService } from './history.service';

export interface HistoryModuleOptions {
  db: Db;
  clock: Clock;
  scopeOf: DeviceScopeResolver;
  expose?: (service: HistoryService) => void;
  limits?: Partial<HistoryLimits>;
}

export async function historyModule(app: FastifyInstance, options: HistoryModuleOptions): Promise<void> {
  const service = new HistoryService({
    history: new HistoryRepository(options.db),
    clock: options.clock,
    scopeOf: options.scopeOf,
    limits: options.limits,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => service.settled());
  options.expose?.(service);
  await app.register(historyRoutes, { history: service });
}
