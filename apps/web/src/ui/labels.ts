import type { Labels } from '@ies/contracts';
import { currentLocale } from '../i18n';

/** The label of a contract enum value in the current language ('--' for none). */
export function labelIn<T extends PropertyKey>(labels: Labels<T>, value: T | null | undefined): string {
  if (value === null || value === undefined) return '--';
  return labels[value]?.[currentLocale()] ?? String(value);
}
