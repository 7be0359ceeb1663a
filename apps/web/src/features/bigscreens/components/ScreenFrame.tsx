import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { useFitScale } from '../hooks/useFitScale';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../utils/fitScale';
import type { FeedState } from '../utils/screenFeed';
import './bigscreens.css';

interface Brand {
  title: string | null;
  title_i18n: { zh_CN: string; en_US: string } | null;
  logo: string | null;
}

/** Seconds, minutes or hours, in words of the current language. */
function useAgeText(since: number | null, now: number): string {
  const { t } = useTranslation();
  if (since === null) return '';
  const seconds = Math.max(0, Math.round((now - since) / 1000));
  if (seconds < 120) return t('bigscreens.seconds', { n: seconds });
  if (seconds < 7200) return t('bigscreens.minutes', { n: Math.floor(seconds / 60) });
  return t('bigscreens.hours', { n: Math.floor(seconds / 3600) });
}

/** A clock that ticks every second (the header's time and the age of the shown data). */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The 1920×1080 canvas of every screen, scaled whole into the window with bars on the spare side
 * (no scrollbars), under a header with the logo, title, clock and connection state.
 */
export function ScreenFrame({
  title,
  brand,
  state,
  lastOkAt,
  extra,
  children,
}: {
  title: string;
  brand?: Brand;
  state: FeedState;
  lastOkAt: number | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fit = useFitScale();
  const now = useNow();
  const age = useAgeText(lastOkAt, now);
  const name = brand?.title_i18n?.[currentLocale() === 'en' ? 'en_US' : 'zh_CN'] ?? brand?.title;
  useEffect(() => {
    document.title = name ? `${name} · ${title}` : title;
  }, [name, title]);
  return (
    <div className="bs-viewport">
      <div
        className="bs-canvas"
        data-testid="bigscreen-canvas"
        style={{
          width: DESIGN_WIDTH,
          height: DESIGN_HEIGHT,
          transform: `scale(${fit.scale})`,
          left: fit.left,
          top: fit.top,
        }}
      >
        <header className="bs-header">
          <div className="bs-side">
            {brand?.logo ? <img className="bs-logo" src={brand.logo} alt="" /> : null}
            <span data-testid="bigscreen-brand">{name ?? ''}</span>
            {extra}
          </div>
          <div className="bs-title">{title}</div>
          <div className="bs-side right">
            {state === 'reconnecting' ? (
              <span data-testid="bigscreen-age">{t('bigscreens.dataAge', { age })}</span>
            ) : null}
            <span className={`bs-status ${state}`} data-testid="bigscreen-status" data-state={state}>
              {t(`bigscreens.${state}` as const)}
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {new Date(now).toLocaleTimeString(currentLocale() === 'en' ? 'en-GB' : 'zh-CN')}
            </span>
          </div>
        </header>
        {children}
      </div>
    </div>
  );
}

export function Panel({
  title,
  children,
  style,
  testId,
}: {
  title: string;
  children: ReactNode;
  style?: React.CSSProperties;
  testId?: string;
}) {
  return (
    <section className="bs-panel" style={style} data-testid={testId}>
      <div className="bs-panel-title">{title}</div>
      {children}
    </section>
  );
}

export function Tile({
  label,
  value,
  unit,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  testId?: string;
}) {
  return (
    <div className="bs-tile">
      <div className="bs-tile-label">{label}</div>
      <div className="bs-tile-value">
        <span data-testid={testId}>{value}</span>
        {unit ? <span className="bs-tile-unit">{unit}</span> : null}
      </div>
    </div>
  );
}
