import { analysisOperations } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { bindOperations } from '../../platform/operation-routes';
import type { StationAccess } from '../stations/stations.service';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisService } from './analysis.service';

export interface AnalysisModuleOptions {
  db: Db;
  stations: () => Pick<StationAccess, 'requireAccess'>;
  expose?: (service: AnalysisService) => void;
}

const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (app, { analysis }) => {
  bindOperations(app, ['analysis'], analysisOperations, {
    laggingCells: (auth, { params, query }) => analysis.laggingCells(auth, params.id, query),
    battery: (auth, { params, query }) => analysis.battery(auth, params.id, query),
    meters: (auth, { params, query }) => analysis.meters(auth, params.id, query),
  });
};

/** Lagging cells, battery analysis and meter statistics over raw telemetry (issue 29). */
export async function analysisModule(app: FastifyInstance, options: AnalysisModuleOptions): Promise<void> {
  const service = new AnalysisService({
    analysis: new AnalysisRepository(options.db),
    stations: options.stations,
  });
  options.expose?.(service);
  await app.register(analysisRoutes, { analysis: service });
}
