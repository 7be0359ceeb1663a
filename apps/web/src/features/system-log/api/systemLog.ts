import type { BehaviourLogPage, LogFilterQuery, OperationLogPage } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import type { LogTab } from '../utils/logFilters';

export interface LogPageRequest extends LogFilterQuery {
  current_page: number;
  page_size: number;
}

export function fetchOperationLog(query: LogPageRequest): Promise<OperationLogPage> {
  return apiClient.get<OperationLogPage>('/api/system-logs/operations', { query: { ...query } });
}

export function fetchBehaviourLog(query: LogPageRequest): Promise<BehaviourLogPage> {
  return apiClient.get<BehaviourLogPage>('/api/system-logs/behaviours', { query: { ...query } });
}

/** The filtered log as an xlsx file. */
export function downloadLog(tab: LogTab, filter: LogFilterQuery): Promise<Blob> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
  return apiClient.blob(`/api/system-logs/${tab}/export`, { query });
}
