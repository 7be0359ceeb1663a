import { backtestInputSchema, backtestResultSchema, stationRevenuePathSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { BacktestService } from './backtest.service';

export const backtestRoutes: FastifyPluginAsyncZod<{ backtest: BacktestService }> = async (
  app,
  { backtest },
) => {
  app.post(
    '/stations/:id/backtest',
    {
      config: { permission: 'strategy:view' },
      schema: {
        tags: ['prices'],
        summary:
          "A candidate strategy run on the station's battery against its recorded load and PV of past days, beside the recorded revenue",
        params: stationRevenuePathSchema,
        body: backtestInputSchema,
        response: { 200: backtestResultSchema },
      },
    },
    async (request) => backtest.run(requireAuth(request), request.params.id, request.body),
  );
};
