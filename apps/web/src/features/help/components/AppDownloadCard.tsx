import { AndroidOutlined, AppleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { APP_VERSION, APP_VERSION_DATE } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import './help.css';

const PLATFORMS = [
  { key: 'android', icon: <AndroidOutlined /> },
  { key: 'ios', icon: <AppleOutlined /> },
] as const;

/** Download images differ per host (spec A §1); placeholders until brand customisation supplies them. */
export function AppDownloadCard() {
  const { t } = useTranslation();
  return (
    <article className="ies-help ies-app-download">
      <h1>{t('appDownload.title')}</h1>
      <p>{t('appDownload.subtitle')}</p>
      <div className="ies-app-download-grid">
        {PLATFORMS.map(({ key, icon }) => (
          <section key={key} className="ies-app-download-item" data-testid={`app-download-${key}`}>
            <div className="ies-app-download-qr" role="img" aria-label={t('appDownload.qrPlaceholder')}>
              <QrcodeOutlined />
            </div>
            <h2>
              {icon} {t(`appDownload.${key}`)}
            </h2>
            <p>{t('appDownload.qrPlaceholder')}</p>
          </section>
        ))}
      </div>
      <p className="ies-app-download-version">
        {t('app.version', { version: APP_VERSION, date: APP_VERSION_DATE })}
      </p>
    </article>
  );
}
