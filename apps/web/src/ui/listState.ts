import { USER_MEMORY_PREFIX } from '../lib/storage';

// The pieces every list uses to keep its filters, sort and page in the URL and to come back to them.

export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'ascend' | 'descend';

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A positive whole number from the URL, or `fallback`. */
export function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function sortOrder(value: string | null): SortOrder | undefined {
  return value === 'ascend' || value === 'descend' ? value : undefined;
}

/** URL search params holding only the values that differ from their defaults (empty means default). */
export function searchParams(
  values: Record<string, string | number | undefined>,
  defaults: Record<string, string | number> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The last URL search of a list, remembered for the session so the list comes back as it was from any
 * link. Under USER_MEMORY_PREFIX: signing out forgets it, so the next user starts with a clean list.
 */
export function listMemory(name: string) {
  const key = `${USER_MEMORY_PREFIX}${name}.search`;
  return {
    key,
    remember(search: string): void {
      try {
        window.sessionStorage.setItem(key, search);
      } catch {
        // Storage may be off (private mode); the URL still holds the state.
      }
    },
    recall(): string {
      try {
        return window.sessionStorage.getItem(key) ?? '';
      } catch {
        return '';
      }
    },
  };
}
