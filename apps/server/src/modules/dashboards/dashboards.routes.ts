import { dashboardsOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { DashboardsService } from './dashboards.service';

/** Data dashboards, kanbans and data markets (docs/api/dashboards.md). */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ dashboards: DashboardsService }> = async (
  app,
  { dashboards },
) => {
  bindOperations(app, ['dashboards'], dashboardsOperations, {
    list: (auth) => dashboards.list(auth),
    create: (auth, { body }) => dashboards.create(auth, body),
    get: (auth, { params }) => dashboards.get(auth, params.id),
    rename: (auth, { params, body }) => dashboards.rename(auth, params.id, body),
    remove: (auth, { params }) => dashboards.remove(auth, params.id),
    saveLayout: (auth, { params, body }) => dashboards.saveLayout(auth, params.id, body),
    addKanban: (auth, { params, body }) => dashboards.addKanban(auth, params.id, body),
    updateKanban: (auth, { params, body }) =>
      dashboards.updateKanban(auth, params.id, params.kanban_id, body),
    removeKanban: (auth, { params }) => dashboards.removeKanban(auth, params.id, params.kanban_id),
    kanbanData: (auth, { params }) => dashboards.kanbanData(auth, params.id, params.kanban_id),
    markets: (auth) => dashboards.markets(auth),
    createMarket: (auth, { body }) => dashboards.createMarket(auth, body),
    removeMarket: (auth, { params }) => dashboards.removeMarket(auth, params.id),
    applyMarket: (auth, { params }) => dashboards.applyMarket(auth, params.id, params.market_id),
  });
};
