import { apiClient } from '../../../ui/apiClient';

/** Ends the session on the server (docs/api/identity.md: DELETE /control/sessions?session_id=<token>). */
export function deleteSession(token: string | null): Promise<void> {
  return apiClient.delete<void>('/api/control/sessions', {
    query: { session_id: token ?? undefined },
    skipSessionRedirect: true,
  });
}
