import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostBrand } from '../../features/auth/hooks/useHostBrand';

/** Contact details of the host's brand (spec A §1); the platform's own when the brand leaves them empty. */
export function ShellFooter() {
  const { t } = useTranslation();
  const brand = useHostBrand();
  const name = brand?.contact_name || t('footer.contactName');
  const phone = brand?.phone || t('footer.phoneValue');
  const email = brand?.email || t('footer.emailValue');
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
