import { type EnergyReportKind, type EnergyReportQueryInput, energyReportOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchEnergyReport = (report: EnergyReportKind, body: EnergyReportQueryInput) =>
  apiClient.call(energyReportOperations.report, { params: { report }, body });

export const energyReportKeys = {
  all: ['energy-reports'] as const,
  report: (report: EnergyReportKind, body: EnergyReportQueryInput) =>
    ['energy-reports', report, body] as const,
};
