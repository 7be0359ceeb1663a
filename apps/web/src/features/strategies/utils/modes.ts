import {
  type Labels,
  STRATEGY_MODE_LABELS,
  type StrategyApplyState,
  type StrategyMode,
  type StrategyRange,
} from '@ies/contracts';
import { currentLocale } from '../../../i18n';
import { translateKnownError } from '../../../i18n/translateError';

export function labelIn<T extends PropertyKey>(labels: Labels<T>, value: T | null | undefined): string {
  if (value === null || value === undefined) return '--';
  return labels[value]?.[currentLocale()] ?? String(value);
}

export const modeLabel = (mode: StrategyMode) => labelIn(STRATEGY_MODE_LABELS, mode);

/** One colour per mode, in the chart and the tags. */
export const MODE_COLORS: Record<StrategyMode, string> = {
  standby: '#8c8c8c',
  peak_shaving: '#1677ff',
  demand_control: '#722ed1',
  anti_reflux: '#13c2c2',
  demand_response: '#fa8c16',
};

/** How often a screen looks again while a push is pending. */
export const PENDING_POLL_MS = 3000;

export const STATE_COLORS: Record<StrategyApplyState, string> = {
  pending: 'processing',
  applied: 'success',
  failed: 'error',
};

/** A push's reason (a catalogue code) in the current language; an unknown code shows as it is. */
export function reasonText(reason: string | null | undefined): string {
  if (!reason) return '';
  return translateKnownError(reason) ?? reason;
}

/** The mode's own setting as short text (threshold, target, export limit, event window). */
export function modeSetting(range: StrategyRange): string {
  switch (range.mode) {
    case 'peak_shaving':
      return `${range.grid_import_threshold_kw ?? '--'} kW`;
    case 'demand_control':
      return `${range.demand_target_kw ?? '--'} kW`;
    case 'anti_reflux':
      return `${range.max_export_kw ?? '--'} kW`;
    case 'demand_response':
      return `${range.response_start ?? '--'}–${range.response_end ?? '--'} ${range.response_target_kw ?? '--'} kW`;
    default:
      return '--';
  }
}
