import { type FileRecallInput, type LoraConfig, loraOperations } from '@ies/contracts';
import { apiClient, operationUrl } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';

const byId = (id: string) => ({ params: { id } });

export const loraKeys = {
  analysis: (id: string) => ['lora', 'analysis', id] as const,
  recalls: (id: string) => ['lora', 'recalls', id] as const,
};

export const fetchLoraAnalysis = (id: string) => apiClient.call(loraOperations.analysis, byId(id));
export const startLoraScan = (id: string) => apiClient.call(loraOperations.scan, byId(id));
export const sendLoraConfig = (id: string, body: LoraConfig) =>
  apiClient.call(loraOperations.configure, { ...byId(id), body });
export const fetchFileRecalls = (id: string) => apiClient.call(loraOperations.recalls, byId(id));
export const startFileRecall = (id: string, body: FileRecallInput) =>
  apiClient.call(loraOperations.recall, { ...byId(id), body });
export const downloadRecalledFile = (id: string, recallId: string, fileName: string) =>
  downloadFile(operationUrl(loraOperations.download, { id, recall_id: recallId }), fileName);
