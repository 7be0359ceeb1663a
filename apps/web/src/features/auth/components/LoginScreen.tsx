import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { I18nKey } from '../../../i18n/keys';
import { BrandMark } from '../../../ui/BrandMark';
import { PageLoading } from '../../../ui/PageLoading';
import { fetchThirdLoginAuthUrl, fetchThirdLoginProviders } from '../api/thirdPartySignIn';
import { bindStorage } from '../utils/bindStorage';
import { ApiError } from '../../../ui/apiError';
import { useLoginEntry } from '../hooks/useLoginEntry';
import { notifyError } from '../../../ui/notify';
import { LoginPanel } from './LoginPanel';
import './login.css';
import { authKeys } from '../api/authKeys';

/** A message another page leaves for the sign-in page (password reset). */
export interface LoginNoticeState {
  notice?: I18nKey;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const entry = useLoginEntry();
  const providers = useQuery({
    queryKey: authKeys.thirdLoginProviders,
    queryFn: fetchThirdLoginProviders,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const provider = providers.data?.providers[0];

  async function startThirdPartyLogin() {
    if (!provider) return;
    try {
      const { auth_url } = await fetchThirdLoginAuthUrl(
        provider.third_type,
        `${window.location.origin}${location.pathname}`,
      );
      bindStorage.setThirdType(provider.third_type);
      window.location.assign(auth_url);
    } catch (error) {
      if (error instanceof ApiError) notifyError(error.message);
      else throw error;
    }
  }

  if (entry.entering) return <PageLoading />;

  const passedNotice = (location.state as LoginNoticeState | null)?.notice;
  const notice = entry.error
    ? ({ type: 'error', text: entry.error } as const)
    : passedNotice
      ? ({ type: 'success', text: t(passedNotice) } as const)
      : null;

  return (
    <div className="ies-login-screen">
      <div className="ies-login-brand">
        <BrandMark size={48} />
        <h1>{t('app.name')}</h1>
      </div>
      <LoginPanel
        thirdPartyLogin={provider !== undefined}
        onThirdPartyLogin={() => void startThirdPartyLogin()}
        notice={notice}
      />
    </div>
  );
}
