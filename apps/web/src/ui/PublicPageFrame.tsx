import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';

interface PublicPageFrameProps {
  children: ReactNode;
  testId?: string;
}

/** Header with the brand and language switch for pages reachable without signing in. */
export function PublicPageFrame({ children, testId }: PublicPageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="ies-public-page" data-testid={testId}>
      <header className="ies-public-header">
        <Link to="/Login" className="ies-brand">
          <BrandMark />
          <span className="ies-brand-name">{t('app.name')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="ies-public-main">{children}</main>
    </div>
  );
}
