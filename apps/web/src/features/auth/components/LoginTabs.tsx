import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMode } from '../utils/loginErrorTarget';

const MODES: readonly LoginMode[] = ['password', 'sms'];
const LABEL_KEY = { password: 'login.tabPassword', sms: 'login.tabSms' } as const;

export const LOGIN_TABPANEL_ID = 'login-tabpanel';

interface LoginTabsProps {
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
}

/** Two plain tabs; antd Tabs would bring its overflow menu into the sign-in bundle. */
export function LoginTabs({ mode, onChange }: LoginTabsProps) {
  const { t } = useTranslation();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = MODES[(MODES.indexOf(mode) + 1) % MODES.length] ?? mode;
    onChange(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  }

  return (
    <div role="tablist" className="ies-login-tabs">
      {MODES.map((value) => (
        <button
          key={value}
          id={`login-tab-${value}`}
          type="button"
          role="tab"
          aria-selected={value === mode}
          aria-controls={LOGIN_TABPANEL_ID}
          tabIndex={value === mode ? 0 : -1}
          className="ies-login-tab"
          data-testid={`login-tab-${value}`}
          onClick={() => onChange(value)}
          onKeyDown={onKeyDown}
        >
          {t(LABEL_KEY[value])}
        </button>
      ))}
    </div>
  );
}
