import { operation } from '../common/operation';
import {
  enhanceStatisticsInputSchema,
  enhanceStatisticsParamsSchema,
  enhanceStatisticsSchema,
} from './statistics';
import {
  customReportInputSchema,
  customReportListQuerySchema,
  customReportListSchema,
  customReportOptionsSchema,
  customReportPathSchema,
  customReportRunQuerySchema,
  customReportRunSchema,
  customReportSchema,
} from './custom-reports';

/**
 * Served by `statistics.routes.ts`; OpenAPI tag: statistics (B §7, exact path and fields). The
 * spec's other statistics call, count-value, is the stations module's (station-figures).
 */
export const statisticsOperations = {
  enhanceStatistics: operation({
    method: 'POST',
    path: '/out-wrapper/group/tenants/:tenant_id/enhance-statistics',
    ownPathIds: true,
    access: 'report:view',
    summary: 'A device property aggregated over local calendar buckets, with an optional base period',
    schema: {
      params: enhanceStatisticsParamsSchema,
      body: enhanceStatisticsInputSchema,
      reply: enhanceStatisticsSchema,
    },
  }),
};

/** Served by `custom-reports.routes.ts`; OpenAPI tag: statistics. */
export const customReportsOperations = {
  list: operation({
    method: 'GET',
    path: '/custom-reports',
    access: 'report:view',
    summary: 'Custom reports the caller owns or that are shared with it, paged, optionally by name',
    schema: { querystring: customReportListQuerySchema, reply: customReportListSchema },
  }),
  options: operation({
    method: 'GET',
    path: '/custom-reports/options',
    access: 'report:view',
    summary: 'Data points, stations and sub-users a custom report can use',
    schema: { reply: customReportOptionsSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/custom-reports/:id',
    access: 'report:view',
    summary: 'One custom report',
    schema: { params: customReportPathSchema, reply: customReportSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/custom-reports',
    access: 'report:create',
    answer: 201,
    summary: 'Create a custom report (B §3 fields)',
    schema: { body: customReportInputSchema, reply: customReportSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/custom-reports/:id',
    access: 'report:update',
    summary: 'Replace a custom report; refused for a report shared with the caller',
    schema: { params: customReportPathSchema, body: customReportInputSchema, reply: customReportSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/custom-reports/:id',
    access: 'report:delete',
    answer: 204,
    summary: 'Delete a custom report; refused for a report shared with the caller',
    schema: { params: customReportPathSchema },
  }),
  run: operation({
    method: 'GET',
    path: '/custom-reports/:id/run',
    access: 'report:view',
    summary: "Run a custom report over a period, within the caller's own station authority",
    schema: {
      params: customReportPathSchema,
      querystring: customReportRunQuerySchema,
      reply: customReportRunSchema,
    },
  }),
};
