import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostBrand } from '../../features/auth/hooks/useHostBrand';
import { useTenantCustomisation } from '../../features/customisation/hooks/useTenantCustomisation';

/**
 * Contact details: the tenant's customisation first (systemWebBottom*), then the host brand
 * (docs/spec/A-access-and-shell.md §1), then the platform's own.
 */
export function ShellFooter() {
  const { t } = useTranslation();
  const brand = useHostBrand();
  const { values } = useTenantCustomisation();
  const name = values.systemWebBottomCompany || brand?.contact_name || t('footer.contactName');
  const phone = values.systemWebBottomPhone || brand?.phone || t('footer.phoneValue');
  const email = values.systemWebBottomEmail || brand?.email || t('footer.emailValue');
  return (
    <Layout.Footer className="ies-shell-footer" data-testid="shell-footer">
      <span>{t('footer.contact', { name })}</span>
      <span>{t('footer.phone', { phone })}</span>
      <span>
        {t('footer.email', { email: '' })}
        <a href={`mailto:${email}`}>{email}</a>
      </span>
    </Layout.Footer>
  );
}
