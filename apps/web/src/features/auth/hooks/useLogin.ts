import type { CreateSessionInput } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../app/routeTable';
import { ApiError } from '../../../ui/apiError';
import { login } from '../api/login';
import { storeSessionToken } from '../utils/session';

function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : HOME_PATH;
}

/**
 * Submits a sign-in and, on success, stores the token and returns to where the guard sent
 * the user from. Resolves with the API error (for the form to place) instead of throwing it.
 */
export function useLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({ mutationFn: login });

  async function submit(request: CreateSessionInput): Promise<ApiError | null> {
    try {
      const { token } = await mutation.mutateAsync(request);
      storeSessionToken(token);
      navigate(returnPath(location.state), { replace: true });
      return null;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  }

  return { submit, pending: mutation.isPending };
}
