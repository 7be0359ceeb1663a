import { STATION_RUNNING_STATE_LABELS, type StationRunningState } from '@ies/contracts';
import { RUNNING_HEX } from '../../stations';
import { labelIn } from '../../../ui/labels';

/** Marker and slice colours by running state: the station list's own (fault stands out). */
export const runningColor = (state: string | null) => RUNNING_HEX[state as StationRunningState] ?? '#5b7bab';

/** The state's name; `unknown` (no derived state) in the screen's own words. */
export const runningName = (state: string, unknown: string) =>
  state in RUNNING_HEX ? labelIn(STATION_RUNNING_STATE_LABELS, state as StationRunningState) : unknown;

export const LEVEL_COLORS: Record<string, string> = {
  '1': '#69b1ff',
  '2': '#fadb14',
  '3': '#fa8c16',
  '4': '#f5222d',
};
