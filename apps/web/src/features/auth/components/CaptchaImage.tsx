import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface CaptchaImageProps {
  /** SVG markup from the captcha call; absent until it has loaded. */
  svg?: string;
  onRefresh: () => void;
}

/** The 150×50 graphic code; a click asks for a new one. */
export function CaptchaImage({ svg, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="ies-captcha" onClick={onRefresh} aria-label={t('login.captchaImage')}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt=""
          width={150}
          height={50}
        />
      ) : (
        <ReloadOutlined />
      )}
    </button>
  );
}
