import {
  type EnergyReportKind,
  type EnergyReportQueryInput,
  energyReportOperations,
  type HomeCurveSpan,
  revenueOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchEnergyReport = (report: EnergyReportKind, body: EnergyReportQueryInput) =>
  apiClient.call(energyReportOperations.report, { params: { report }, body });

/** The home page's curves: one call over every station the caller sees. */
export const fetchHomeCurves = (span: HomeCurveSpan) =>
  apiClient.call(revenueOperations.homeCurves, { query: { span } });

export const energyReportKeys = {
  all: ['energy-reports'] as const,
  homeCurves: (span: HomeCurveSpan) => ['energy-reports', 'home-curves', span] as const,
  report: (report: EnergyReportKind, body: EnergyReportQueryInput) =>
    ['energy-reports', report, body] as const,
};
