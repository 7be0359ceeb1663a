import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

/** Contact details; tenants replace them through customisation (systemWebBottom*) later. */
export function ShellFooter() {
  const { t } = useTranslation();
  const email = t('footer.emailValue');
  return (
    <Layout.Footer className="ies-shell-footer">
      <span>{t('footer.contact', { name: t('footer.contactName') })}</span>
      <span>{t('footer.phone', { phone: t('footer.phoneValue') })}</span>
      <span>
        {t('footer.email', { email: '' })}
        <a href={`mailto:${email}`}>{email}</a>
      </span>
    </Layout.Footer>
  );
}
