import { energyReportPathSchema, energyReportQuerySchema, energyReportSchema } from './energy-reports';
import { operation } from '../common/operation';

/** Served by `energy-reports.module.ts`; OpenAPI tag: reports. */
export const energyReportOperations = {
  report: operation({
    method: 'POST',
    path: '/energy-reports/:report',
    access: 'report:view',
    summary:
      'A built-in energy report (electricity, revenue, consumption or period analysis) per station and local bucket, with an optional base period',
    audit: false,
    schema: {
      params: energyReportPathSchema,
      body: energyReportQuerySchema,
      reply: energyReportSchema,
    },
  }),
};
