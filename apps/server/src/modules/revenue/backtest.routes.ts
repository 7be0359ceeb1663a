import { backtestOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BacktestService } from './backtest.service';

export const backtestRoutes: FastifyPluginAsyncZod<{ backtest: BacktestService }> = async (
  app,
  { backtest },
) => {
  bindOperations(app, ['prices'], backtestOperations, {
    run: (auth, { params, body }) => backtest.run(auth, params.id, body),
  });
};
