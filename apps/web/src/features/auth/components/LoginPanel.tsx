import { WechatOutlined } from '@ant-design/icons';
import { LOGIN_PANEL_HEIGHT } from '@ies/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import type { LoginMode } from '../utils/loginErrorTarget';
import { preloadLoginRules } from '../utils/loginRules';
import { LOGIN_TABPANEL_ID, LoginTabs } from './LoginTabs';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

interface LoginPanelProps {
  /** Shows the chat-app login icon; only when a provider is configured. */
  thirdPartyLogin?: boolean;
  onThirdPartyLogin?: () => void;
  /** A message for the user above the forms (password reset, a failed third-party entry). */
  notice?: { type: 'success' | 'error'; text: string } | null;
}

export function LoginPanel({ thirdPartyLogin = false, onThirdPartyLogin, notice }: LoginPanelProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');

  useEffect(preloadLoginRules, []);

  // Only the active form is mounted, so switching tabs starts the other form afresh (docs/spec/A-access-and-shell.md §4)
  // and the password form reloads the remembered username.
  return (
    <section
      className="ies-login-panel"
      data-testid="login-panel"
      data-mode={mode}
      style={{ height: LOGIN_PANEL_HEIGHT[mode] }}
    >
      <div className="ies-login-panel-top">
        <h2 className="ies-login-welcome">{t('login.welcome')}</h2>
        <LanguageSwitch />
      </div>
      <LoginTabs mode={mode} onChange={setMode} />
      {notice && (
        <p
          className={`ies-login-notice ies-login-notice-${notice.type}`}
          role={notice.type === 'error' ? 'alert' : 'status'}
          data-testid="login-notice"
        >
          {notice.text}
        </p>
      )}
      <div id={LOGIN_TABPANEL_ID} role="tabpanel" aria-labelledby={`login-tab-${mode}`}>
        {mode === 'password' ? <PasswordLoginForm /> : <SmsLoginForm />}
      </div>
      <div className="ies-login-links">
        <span>
          {t('login.noAccount')} <Link to="/Register">{t('login.register')}</Link>
        </span>
        <span className="ies-login-links-end">
          <Link to="/Help">{t('login.help')}</Link>
          <a href="/appDownload" target="_blank" rel="noopener noreferrer">
            {t('login.appDownload')}
          </a>
        </span>
      </div>
      {thirdPartyLogin && (
        <div className="ies-login-third-party">
          <span>{t('login.thirdParty')}</span>
          <Button
            shape="circle"
            icon={<WechatOutlined />}
            aria-label={t('login.thirdPartyWechat')}
            onClick={onThirdPartyLogin}
            data-testid="third-party-login"
          />
        </div>
      )}
    </section>
  );
}
