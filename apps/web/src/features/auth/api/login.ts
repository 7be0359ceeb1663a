import type { CreateSessionInput, SessionResponse } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/**
 * Creates a session (docs/api/identity.md). The full flow (manager check and the manager
 * endpoint, user and tenant info, after-login steps) lands with the identity work.
 */
export function login(request: CreateSessionInput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/control/sessions', request);
}
