import { AndroidOutlined, AppleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { APP_VERSION, APP_VERSION_DATE } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import { useHostBrand } from '../../auth/hooks/useHostBrand';
import './help.css';

const PLATFORMS = [
  { key: 'android', icon: <AndroidOutlined /> },
  { key: 'ios', icon: <AppleOutlined /> },
] as const;

/** Download images differ per host (spec A §1); a placeholder stands in while the host has none. */
export function AppDownloadCard() {
  const { t } = useTranslation();
  const brand = useHostBrand();
  const images = { android: brand?.android_image ?? '', ios: brand?.ios_image ?? '' };
  return (
    <article className="ies-help ies-app-download">
      <h1>{t('appDownload.title')}</h1>
      <p>{t('appDownload.subtitle')}</p>
      <div className="ies-app-download-grid">
        {PLATFORMS.map(({ key, icon }) => (
          <section key={key} className="ies-app-download-item" data-testid={`app-download-${key}`}>
            {images[key] ? (
              <img
                className="ies-app-download-qr"
                src={images[key]}
                alt={t('appDownload.qrAlt', { platform: t(`appDownload.${key}`) })}
                data-testid={`app-download-${key}-image`}
              />
            ) : (
              <div className="ies-app-download-qr" role="img" aria-label={t('appDownload.qrPlaceholder')}>
                <QrcodeOutlined />
              </div>
            )}
            <h2>
              {icon} {t(`appDownload.${key}`)}
            </h2>
            {images[key] ? null : <p>{t('appDownload.qrPlaceholder')}</p>}
          </section>
        ))}
      </div>
      <p className="ies-app-download-version">
        {t('app.version', { version: APP_VERSION, date: APP_VERSION_DATE })}
      </p>
    </article>
  );
}
