import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/BrandMark';
import { HOME_PATH } from '../routeTable';

interface ShellBrandProps {
  /** Only the logo, for the collapsed side menu. */
  compact?: boolean;
}

export function ShellBrand({ compact = false }: ShellBrandProps) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="ies-brand" data-testid="shell-brand">
      <BrandMark />
      {!compact && <span className="ies-brand-name">{t('app.name')}</span>}
    </Link>
  );
}
