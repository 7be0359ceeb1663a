import { ReloadOutlined } from '@ant-design/icons';
import { GRAPHIC_CODE_SIZE } from '@ies/contracts';
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
    <button
      type="button"
      className="ies-captcha"
      onClick={onRefresh}
      aria-label={t('login.captchaImage')}
      data-testid="captcha-image"
    >
      {svg ? (
        // An <img> data URL, never inline markup: the SVG cannot run script or reach the page.
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt=""
          width={GRAPHIC_CODE_SIZE.width}
          height={GRAPHIC_CODE_SIZE.height}
        />
      ) : (
        <ReloadOutlined />
      )}
    </button>
  );
}
