import { STRATEGY_MODE_LABELS, type BigscreenStation } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';

/** The strategy in effect: its name and time ranges with mode and SOC limits. */
export function StrategyRanges({ strategy }: { strategy: BigscreenStation['strategy'] }) {
  const { t } = useTranslation();
  if (!strategy) return <div className="bs-empty">{t('bigscreens.noStrategy')}</div>;
  return (
    <div data-testid="bs-strategy">
      <div style={{ fontSize: 20, color: '#69ffe5', marginBottom: 6 }}>{strategy.name}</div>
      <ul className="bs-list">
        {strategy.ranges.slice(0, 6).map((range) => (
          <li key={`${range.start}-${range.end}`}>
            <span>
              {range.start}–{range.end}
            </span>
            <span>{labelIn(STRATEGY_MODE_LABELS, range.mode)}</span>
            <span style={{ color: '#8fb3e6' }}>
              SOC {range.soc_min}–{range.soc_max}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
