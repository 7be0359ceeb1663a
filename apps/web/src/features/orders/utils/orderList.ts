import type { Labels } from '@ies/contracts';
import { labelIn } from '../../../ui/labels';

/** The tabs over an order list: every order, then each status with how many orders hold it. */
export function statusTabItems<S extends string>(
  allLabel: string,
  statuses: readonly S[],
  labels: Labels<S>,
  counts: Partial<Record<S, number>> | undefined,
) {
  return [
    { key: '', label: allLabel },
    ...statuses.map((s) => ({ key: s, label: `${labelIn(labels, s)} (${counts?.[s] ?? 0})` })),
  ];
}
