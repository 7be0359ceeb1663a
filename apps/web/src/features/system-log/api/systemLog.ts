import { type LogFilterQuery, systemLogOperations, systemLogExportOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import type { LogTab } from '../utils/logFilters';

export interface LogPageRequest extends LogFilterQuery {
  current_page: number;
  page_size: number;
}

export const fetchOperationLog = (query: LogPageRequest) =>
  apiClient.call(systemLogOperations.operationPage, { query });

export const fetchBehaviourLog = (query: LogPageRequest) =>
  apiClient.call(systemLogOperations.behaviourPage, { query });

/** The filtered log as an xlsx file. */
export function downloadLog(tab: LogTab, filter: LogFilterQuery): Promise<Blob> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
  return apiClient.callBlob(systemLogExportOperations[tab], { query });
}
