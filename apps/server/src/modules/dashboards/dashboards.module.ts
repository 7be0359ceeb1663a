import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import { DashboardsRepository } from './dashboards.repository';
import { dashboardsRoutes } from './dashboards.routes';
import { DashboardsService, type DashboardsServiceDeps } from './dashboards.service';

export interface DashboardsModuleOptions {
  db: Db;
  clock: Clock;
  grants: GrantedApis;
  /** The history module's service, resolved when a call needs it. */
  history: DashboardsServiceDeps['history'];
  queryMax?: number;
}

/** Data dashboards with kanbans and data markets (issue 30 point 1). */
export async function dashboardsModule(
  app: FastifyInstance,
  options: DashboardsModuleOptions,
): Promise<void> {
  const service = new DashboardsService({
    dashboards: new DashboardsRepository(options.db),
    clock: options.clock,
    grants: options.grants,
    history: options.history,
    queryMax: options.queryMax,
  });
  await app.register(dashboardsRoutes, { dashboards: service });
}
