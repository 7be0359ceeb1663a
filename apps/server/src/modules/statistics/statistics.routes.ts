import { statisticsOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { StatisticsService } from './statistics.service';

/** The spec's statistics call (docs/spec/B-operations.md §7, exact path and fields; docs/statistics.md). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (
  app,
  { statistics },
) => {
  bindOperations(app, ['statistics'], statisticsOperations, {
    enhanceStatistics: (auth, { body }) => statistics.enhance(auth, body),
  });
};
