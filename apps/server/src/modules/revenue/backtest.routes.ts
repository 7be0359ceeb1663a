import { backtestInputSchema, backtestResultSchema, stationRevenuePathSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BacktestService } from './backtest.service';
import { moduleRoutes } from '../../platform/route-spec';

export const backtestRoutes: FastifyPluginAsyncZod<{ backtest: BacktestService }> = async (
  app,
  { backtest },
) => {
  const routes = moduleRoutes(app, ['prices']);
  routes.post('/stations/:id/backtest', 'strategy:view', {
    schema: { params: stationRevenuePathSchema, body: backtestInputSchema, reply: backtestResultSchema },
    summary:
      "A candidate strategy run on the station's battery against its recorded load and PV of past days, beside the recorded revenue",
    handler: (auth, { params, body }) => backtest.run(auth, params.id, body),
  });
};
