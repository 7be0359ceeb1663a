import {
  STATION_RUNNING_STATE_LABELS,
  STATION_TYPE_LABELS,
  type StationRunningState,
  type StationType,
} from '@ies/contracts';
import { labelIn } from '../../../ui/labels';

export { labelIn };

export const typeLabel = (value: StationType | null | undefined) => labelIn(STATION_TYPE_LABELS, value);
export const runningLabel = (value: StationRunningState | null | undefined) =>
  labelIn(STATION_RUNNING_STATE_LABELS, value);

/** Tag colours of the running states (fault stands out). */
export const RUNNING_COLORS: Record<StationRunningState, string> = {
  run: 'green',
  grid_connected: 'cyan',
  off_grid: 'gold',
  standby: 'blue',
  self_test: 'purple',
  shutdown: 'default',
  fault: 'red',
};

/** Marker colours on the map, by running state. */
export const RUNNING_HEX: Record<StationRunningState, string> = {
  run: '#52c41a',
  grid_connected: '#13c2c2',
  off_grid: '#faad14',
  standby: '#1677ff',
  self_test: '#722ed1',
  shutdown: '#8c8c8c',
  fault: '#f5222d',
};

export function formatNumber(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return String(Math.round(value * 10 ** digits) / 10 ** digits);
}

/** A figure for reading in tables: grouped thousands (32,660.2), like the statistic cards. */
export function formatFigure(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}
