import { readSessionUser } from '../../../ui/session';
import type { MessageOwner } from '../api/messages';

/** The signed-in user whose messages the shell shows; null before the user info is stored. */
export function useMessageOwner(): MessageOwner | null {
  const user = readSessionUser();
  if (user?.id === undefined || user.tenant_id === undefined) return null;
  return { tenantId: String(user.tenant_id), userId: String(user.id) };
}
