import { analysisOperations, type MeterBucket } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface AnalysisRange {
  from: string;
  to: string;
  device_id?: string;
}

const station = (id: string) => ({ params: { id } });

export const fetchLaggingCells = (stationId: string, query: AnalysisRange) =>
  apiClient.call(analysisOperations.laggingCells, { ...station(stationId), query });
export const fetchBatteryAnalysis = (stationId: string, query: AnalysisRange) =>
  apiClient.call(analysisOperations.battery, { ...station(stationId), query });
export const fetchMeterStatistics = (stationId: string, query: AnalysisRange & { bucket: MeterBucket }) =>
  apiClient.call(analysisOperations.meters, { ...station(stationId), query });
