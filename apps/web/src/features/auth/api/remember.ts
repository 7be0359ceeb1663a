import type { RememberResponse } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// The server keeps a revocable token in an HttpOnly cookie; the page only ever sees the username.

export function recallRememberedUsername(): Promise<RememberResponse> {
  return apiClient.get<RememberResponse>('/api/control/remember');
}

/** Needs the new session: only a signed-in user can be remembered. */
export function rememberUsername(username: string): Promise<RememberResponse> {
  return apiClient.post<RememberResponse>('/api/control/remember', { username });
}

export function forgetRememberedUsername(): Promise<void> {
  return apiClient.delete<void>('/api/control/remember');
}
