import type { HistoryDownloadState } from '@ies/contracts';

/** The B §4 progress steps in order; finished, cancelled and failed end the line. */
export const DOWNLOAD_STEPS: readonly HistoryDownloadState[] = [
  'initialising',
  'collating',
  'querying',
  'generating',
  'compressing',
  'waiting_for_download',
  'finished',
];

export interface ProgressView {
  current: number;
  status: 'process' | 'finish' | 'error' | 'wait';
  /** Still moving: keep polling. */
  running: boolean;
  /** The file can be fetched. */
  downloadable: boolean;
}

/** Steps of a task: where it stands; a cancelled or failed task marks the step it stopped at. */
export function progressOf(
  state: HistoryDownloadState,
  zip: boolean,
  lastRunning?: HistoryDownloadState,
): ProgressView {
  const steps = stepsFor(zip);
  if (state === 'cancelled' || state === 'failed') {
    const at = lastRunning ? steps.indexOf(lastRunning) : 0;
    return { current: Math.max(0, at), status: 'error', running: false, downloadable: false };
  }
  const current = Math.max(0, steps.indexOf(state));
  if (state === 'finished') return { current, status: 'finish', running: false, downloadable: true };
  if (state === 'waiting_for_download')
    return { current, status: 'process', running: false, downloadable: true };
  return { current, status: 'process', running: true, downloadable: false };
}

/** A plain xlsx skips the compressing step. */
export function stepsFor(zip: boolean): HistoryDownloadState[] {
  return DOWNLOAD_STEPS.filter((s) => zip || s !== 'compressing');
}
