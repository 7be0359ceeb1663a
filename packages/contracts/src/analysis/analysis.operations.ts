import {
  analysisPathSchema,
  analysisQuerySchema,
  batteryAnalysisSchema,
  laggingCellsSchema,
  meterStatisticsQuerySchema,
  meterStatisticsSchema,
} from './analysis';
import { operation } from '../common/operation';

/** Served by `analysis.module.ts`; OpenAPI tag: analysis. */
export const analysisOperations = {
  laggingCells: operation({
    method: 'GET',
    path: '/stations/:id/analysis/lagging-cells',
    access: 'report:view',
    summary: "A BMS's cells ranked by their deviation from the pack mean at the ends of charge and discharge",
    schema: { params: analysisPathSchema, querystring: analysisQuerySchema, reply: laggingCellsSchema },
  }),
  battery: operation({
    method: 'GET',
    path: '/stations/:id/analysis/battery',
    access: 'report:view',
    summary: 'Daily SOC, SOH, equivalent full cycles and cell spreads of a BMS',
    schema: { params: analysisPathSchema, querystring: analysisQuerySchema, reply: batteryAnalysisSchema },
  }),
  meters: operation({
    method: 'GET',
    path: '/stations/:id/analysis/meters',
    access: 'report:view',
    summary: "Each meter's reading at the start and end of each local day, month or year and the difference",
    schema: {
      params: analysisPathSchema,
      querystring: meterStatisticsQuerySchema,
      reply: meterStatisticsSchema,
    },
  }),
};
