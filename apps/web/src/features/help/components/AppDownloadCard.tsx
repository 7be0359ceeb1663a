import { AndroidOutlined, AppleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { APP_VERSION, APP_VERSION_DATE } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../ui/QrCode';
import { useHostBrand } from '../../auth';
import { fetchAppDownload } from '../api/appDownload';
import './help.css';
import { helpKeys } from '../api/helpKeys';

const PLATFORMS = [
  { key: 'android', icon: <AndroidOutlined /> },
  { key: 'ios', icon: <AppleOutlined /> },
] as const;

/**
 * Download images differ per host (docs/spec/A-access-and-shell.md §1); without one, the configured download address is drawn
 * as a QR code; a placeholder stands only while the address loads.
 */
export function AppDownloadCard() {
  const { t } = useTranslation();
  const brand = useHostBrand();
  const { data: addresses } = useQuery({
    queryKey: helpKeys.appDownload,
    queryFn: fetchAppDownload,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const images = { android: brand?.android_image ?? '', ios: brand?.ios_image ?? '' };
  const urls = { android: addresses?.android_url ?? '', ios: addresses?.ios_url ?? '' };
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
            ) : urls[key] ? (
              <QrCode
                className="ies-app-download-qr"
                value={urls[key]}
                label={t('appDownload.qrAlt', { platform: t(`appDownload.${key}`) })}
                testId={`app-download-${key}-qr`}
              />
            ) : (
              <div className="ies-app-download-qr" role="img" aria-label={t('appDownload.qrPlaceholder')}>
                <QrcodeOutlined />
              </div>
            )}
            <h2>
              {icon} {t(`appDownload.${key}`)}
            </h2>
            {images[key] || !urls[key] ? null : (
              <a href={urls[key]} target="_blank" rel="noopener noreferrer" className="ies-app-download-link">
                {t('appDownload.openLink')}
              </a>
            )}
          </section>
        ))}
      </div>
      <p className="ies-app-download-version">
        {t('app.version', { version: APP_VERSION, date: APP_VERSION_DATE })}
      </p>
    </article>
  );
}
