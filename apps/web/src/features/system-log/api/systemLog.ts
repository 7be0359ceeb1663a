import type { BehaviourLogPage, LogFilterQuery, OperationLogPage } from '@ies/contracts';
import { currentLocale } from '../../../i18n';
import { apiClient } from '../../../ui/apiClient';
import { readStorage, STORAGE_KEYS } from '../../../ui/storage';
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

/** The filtered log as an xlsx file (a binary answer, so not through the JSON client). */
export async function downloadLog(tab: LogTab, filter: LogFilterQuery): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(`/api/system-logs/${tab}/export?${params}`, {
    headers: {
      'Accept-Language': currentLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  return response.blob();
}
