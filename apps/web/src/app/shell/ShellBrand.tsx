import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  systemNameFor,
  useTenantCustomisation,
} from '../../features/customisation/hooks/useTenantCustomisation';
import { BrandMark } from '../../ui/BrandMark';
import { HOME_PATH } from '../routeTable';

interface ShellBrandProps {
  /** Only the logo, for the collapsed side menu. */
  compact?: boolean;
}

/** Logo and system name from the tenant's customisation, the platform's own when none is set. */
export function ShellBrand({ compact = false }: ShellBrandProps) {
  const { t, i18n } = useTranslation();
  const { values } = useTenantCustomisation();
  const name = systemNameFor(values, i18n.language) ?? t('app.name');
  return (
    <Link to={HOME_PATH} className="ies-brand" data-testid="shell-brand">
      {values.systemLogo ? (
        <img
          src={values.systemLogo}
          alt={t('shell.logoAlt')}
          width={32}
          height={32}
          data-testid="brand-logo"
        />
      ) : (
        <BrandMark />
      )}
      {!compact && (
        <span className="ies-brand-name" data-testid="brand-name">
          {name}
        </span>
      )}
    </Link>
  );
}
