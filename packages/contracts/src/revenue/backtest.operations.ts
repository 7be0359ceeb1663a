import { operation } from '../common/operation';
import { backtestInputSchema, backtestResultSchema, stationRevenuePathSchema } from './revenue';

/** Served by `backtest.routes.ts`; OpenAPI tag: prices. */
export const backtestOperations = {
  run: operation({
    method: 'POST',
    path: '/stations/:id/backtest',
    access: 'strategy:view',
    summary:
      "A candidate strategy run on the station's battery against its recorded load and PV of past days, beside the recorded revenue",
    schema: { params: stationRevenuePathSchema, body: backtestInputSchema, reply: backtestResultSchema },
  }),
};
