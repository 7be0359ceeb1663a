import type { FirmwareTaskState, RolloutPlan } from '@ies/contracts';

// The staged rollout's rules, pure (issue 31 item 2, on the model of Eclipse hawkBit): group
// sizes, the success and error thresholds of a group, pacing and the maintenance window.

/**
 * Group sizes for `total` devices: the canary (its percent, rounded up, at least one), then each
 * chosen percent of the total (rounded up), and a last group with whatever is left.
 */
export function groupSizes(
  total: number,
  plan: Pick<RolloutPlan, 'canary_percent' | 'group_percents'>,
): number[] {
  const sizes: number[] = [];
  let left = total;
  for (const percent of [plan.canary_percent, ...plan.group_percents]) {
    if (left <= 0) break;
    const size = Math.min(left, Math.max(1, Math.ceil((total * percent) / 100)));
    sizes.push(size);
    left -= size;
  }
  if (left > 0) sizes.push(left);
  return sizes;
}

export type GroupCounts = Record<FirmwareTaskState, number>;

export type GroupVerdict = { kind: 'wait' } | { kind: 'error'; failedPercent: number } | { kind: 'next' };

/**
 * A group's verdict. Error first: once at least `error_min_finished` devices of the group have
 * finished (or the whole group, when smaller), a failed share of the finished devices strictly
 * above `error_threshold` pauses the rollout. Otherwise, a success share of the group at or above
 * `success_threshold` lets the next group start (or waits for approval).
 */
export function judgeGroup(
  counts: GroupCounts,
  plan: Pick<RolloutPlan, 'success_threshold' | 'error_threshold' | 'error_min_finished'>,
): GroupVerdict {
  const size = counts.to_push + counts.pushed + counts.upgrading + counts.success + counts.fail;
  const finished = counts.success + counts.fail;
  if (size === 0) return { kind: 'next' };
  if (finished > 0 && finished >= Math.min(plan.error_min_finished, size)) {
    // Compared in whole numbers: fail / finished > threshold / 100.
    if (counts.fail * 100 > plan.error_threshold * finished)
      return { kind: 'error', failedPercent: Math.round((counts.fail * 1000) / finished) / 10 };
  }
  if (counts.success * 100 >= plan.success_threshold * size) return { kind: 'next' };
  return { kind: 'wait' };
}

/** How many more devices may be offered now: the pace less the offers of the last minute. */
export function pacingBudget(perMinute: number, offeredInLastMinute: number): number {
  return Math.max(0, perMinute - offeredInLastMinute);
}

/**
 * Whether `at` lies inside the window [start, end) in a zone `offsetMinutes` east of UTC; a window
 * whose end is before its start runs over midnight (22:00–04:00). No window: always open.
 */
export function insideWindow(window: RolloutPlan['window'], at: Date, offsetMinutes: number): boolean {
  if (!window) return true;
  const minutes = (((at.getTime() / 60_000 + offsetMinutes) % 1440) + 1440) % 1440;
  const start = toMinutes(window.start);
  const end = toMinutes(window.end);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The reasons a rollout stores for a pause or a device's failure, shown with their catalogue text
 * (iot-firmware family) filled with these values. Groups are counted from 1 for people.
 */
export const rolloutReasons = {
  errorThreshold: (group: number, failedPercent: number, threshold: number) => ({
    code: 'iot-firmware.10010',
    params: { group: group + 1, failed: failedPercent, threshold },
  }),
  awaitingApproval: (group: number) => ({ code: 'iot-firmware.10011', params: { group: group + 1 } }),
  timedOut: (seconds: number) => ({ code: 'iot-firmware.10012', params: { seconds } }),
  deviceFailed: (message: unknown) => ({
    code: 'iot-firmware.10013',
    params: { message: typeof message === 'string' ? message.slice(0, 200) : '' },
  }),
  oldVersion: (version: string) => ({ code: 'iot-firmware.10014', params: { version } }),
  cancelled: () => ({ code: 'iot-firmware.10015', params: {} }),
  pausedByUser: () => ({ code: 'iot-firmware.10018', params: {} }),
} as const;
