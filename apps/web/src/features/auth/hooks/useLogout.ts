import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { deleteSession } from '../api/logout';
import { clearSession, readSessionToken } from '../../../ui/session';

/**
 * Logs out at once, whatever the server answers: the local session is cleared and the user is on
 * the sign-in page without waiting; the server ends the session in the background (a dead or
 * unreachable session must not keep the user in).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const ending = deleteSession(readSessionToken()).catch(() => {
      // Already gone or unreachable; the local session is cleared either way.
    });
    clearSession();
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
    await ending;
  }, [navigate, queryClient]);
}
