import { BADGE_MAX, BADGE_OVERFLOW } from '@ies/contracts';

/** The bell's badge: the count, or '...' above 99 (docs/spec/A-access-and-shell.md §9); 0 hides the badge. */
export function unreadBadge(count: number): number | string {
  return count > BADGE_MAX ? BADGE_OVERFLOW : count;
}
