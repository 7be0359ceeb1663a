import type { Locale } from './locale';

/** A display text in both languages. */
export interface Label {
  readonly zh: string;
  readonly en: string;
}

/** The labels of an enumeration: one per value, keyed by the value. */
export type Labels<T extends PropertyKey> = { readonly [K in T]: Label };

export function labelOf<T extends PropertyKey>(labels: Labels<T>, value: T, locale: Locale): string {
  return labels[value][locale];
}

/** Options for a select: the values in their declared order with the label of the locale. */
export function enumOptions<T extends PropertyKey>(
  values: readonly T[],
  labels: Labels<T>,
  locale: Locale,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value][locale] }));
}
