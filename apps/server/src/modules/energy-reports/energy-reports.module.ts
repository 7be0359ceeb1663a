import { energyReportOperations } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import { type EnergyReportsDeps, EnergyReportsService } from './energy-reports.service';

const energyReportRoutes: FastifyPluginAsyncZod<{ reports: EnergyReportsService }> = async (
  app,
  { reports },
) => {
  bindOperations(app, ['reports'], energyReportOperations, {
    report: (auth, { params, body }) => reports.report(auth, params.report, body),
  });
};

/** Built-in energy reports (issue 29 item 2): no tables of their own, figures from revenue. */
export async function energyReportsModule(
  app: FastifyInstance,
  options: EnergyReportsDeps & { expose?: (service: EnergyReportsService) => void },
): Promise<void> {
  const reports = new EnergyReportsService(options);
  options.expose?.(reports);
  await app.register(energyReportRoutes, { reports });
}
