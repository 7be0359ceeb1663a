import { PLATFORM_NAME, THIRD_PARTY_TYPE } from '@ies/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { checkThirdLoginSession } from '../api/thirdPartySignIn';
import { bindStorage } from '../utils/bindStorage';
import { ApiError } from '../../../ui/apiError';
import { readLoginEntry } from '../utils/loginEntry';
import { storeUjwt } from '../../../ui/session';
import { useCompleteLogin } from './useCompleteLogin';

export const THIRD_BIND_PATH = '/ThirdBind';

/**
 * Handles what the sign-in page was opened with (docs/spec/A-access-and-shell.md §2.2, §4): a handed-over session goes
 * straight in (to prePath when given), a chat-app callback is checked (bound → in; not bound →
 * /ThirdBind with the bind token in session storage). Returns whether it is still at work and
 * the error to show when it failed.
 */
export function useLoginEntry(): { entering: boolean; error: string | null } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [entry] = useState(() => readLoginEntry(location.search));
  const [entering, setEntering] = useState(entry.kind === 'session' || entry.kind === 'thirdPartyCode');
  const [error, setError] = useState<string | null>(null);
  // An authorization code and its state are single use: the check must run once, StrictMode or not.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || entry.kind === 'none') return;
    started.current = true;

    async function enter(): Promise<void> {
      switch (entry.kind) {
        case 'ujwt':
          storeUjwt(entry.ujwt);
          return;
        case 'session':
          if (entry.ujwt) storeUjwt(entry.ujwt);
          await completeLogin(entry.token, { target: entry.target });
          return;
        case 'thirdPartyCode': {
          const thirdType = bindStorage.thirdType() ?? THIRD_PARTY_TYPE;
          const checked = await checkThirdLoginSession({
            auth_code: entry.code,
            state: entry.state,
            is_web: true,
            platform: PLATFORM_NAME,
            third_type: thirdType,
          });
          if (checked.is_bind && checked.session_info) {
            bindStorage.setBindToken(null);
            await completeLogin(checked.session_info.token);
            return;
          }
          bindStorage.setBindToken(checked.bind_token ?? null);
          navigate(THIRD_BIND_PATH, { replace: true });
          return;
        }
      }
    }

    enter()
      .catch((caught: unknown) => {
        setError(caught instanceof ApiError ? caught.message : t('login.entryFailed'));
        // The values are spent; the address should not offer them again.
        navigate(location.pathname, { replace: true });
      })
      .finally(() => setEntering(false));
  }, [entry, completeLogin, navigate, location.pathname, t]);

  return { entering, error };
}
