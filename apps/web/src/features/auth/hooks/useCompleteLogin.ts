import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../../i18n';
import { fetchSelfTenant, fetchSelfUser } from '../api/self';
import { energyEntryUrl } from '../utils/energyEntry';
import { clearSession, sessionUserOf, storeSessionToken, storeSessionUser } from '../../../ui/session';

export interface CompleteLoginOptions {
  /** Go here instead of the energy front end (a third-party entry's prePath). */
  target?: string | null;
  /** Where the guard sent the user from; the energy entry returns there. */
  from?: unknown;
}

/**
 * Spec A §4 "after login": store the token, fetch the self user and tenant, store the user info,
 * then redirect to the energy front end with token, info model, tenant, user and locale.
 * Throws (with the session cleared) when the user or tenant cannot be read.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, options: CompleteLoginOptions = {}) => {
      storeSessionToken(token);
      try {
        const [user, tenant] = await Promise.all([fetchSelfUser(), fetchSelfTenant()]);
        storeSessionUser(sessionUserOf(user, tenant));
        // Nothing cached for a previous user may show through.
        queryClient.clear();
        if (options.target) {
          navigate(options.target, { replace: true });
          return;
        }
        const url = energyEntryUrl({
          infoModelId: tenant.info_model_id,
          tenantId: tenant.id,
          userId: user.id,
          locale: currentLocale(),
        });
        navigate(url, { replace: true, state: options.from ? { from: options.from } : null });
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [navigate, queryClient],
  );
}
