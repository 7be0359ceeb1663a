import { authOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** Ends the session on the server (docs/api/identity.md: DELETE /control/sessions?session_id=<token>). */
export const deleteSession = (token: string | null) =>
  apiClient.call(
    authOperations.logout,
    { query: { session_id: token ?? undefined } },
    { skipSessionRedirect: true },
  );
