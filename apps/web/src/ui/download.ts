import { apiClient, type RequestOptions } from './apiClient';

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveJson(value: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}

/**
 * Fetches a file from the API through the one client (token, language, session-expired handling)
 * and hands it to the browser as a download.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options?: Pick<RequestOptions, 'query' | 'signal'>,
): Promise<void> {
  saveBlob(await apiClient.blob(path, options), fileName);
}
