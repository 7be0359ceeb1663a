import { type CustomReportInput, type CustomReportRunQuery, customReportsOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface CustomReportListParams {
  current_page: number;
  page_size: number;
  name?: string;
}

export const customReportKeys = {
  all: ['custom-reports'] as const,
  page: (q: CustomReportListParams) => ['custom-reports', 'page', q] as const,
  one: (id: string) => ['custom-reports', 'one', id] as const,
  options: ['custom-reports', 'options'] as const,
  run: (id: string, q: CustomReportRunQuery) => ['custom-reports', 'run', id, q] as const,
};

export const fetchCustomReports = (query: CustomReportListParams) =>
  apiClient.call(customReportsOperations.list, { query });
export const fetchCustomReport = (id: string) =>
  apiClient.call(customReportsOperations.get, { params: { id } });
export const fetchCustomReportOptions = () => apiClient.call(customReportsOperations.options, {});
export const createCustomReport = (body: CustomReportInput) =>
  apiClient.call(customReportsOperations.create, { body });
export const updateCustomReport = (id: string, body: CustomReportInput) =>
  apiClient.call(customReportsOperations.update, { params: { id }, body });
export const deleteCustomReport = (id: string) =>
  apiClient.call(customReportsOperations.remove, { params: { id } });
export const runCustomReport = (id: string, query: CustomReportRunQuery) =>
  apiClient.call(customReportsOperations.run, { params: { id }, query });
