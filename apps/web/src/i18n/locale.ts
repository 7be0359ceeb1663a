import { type Locale, normalizeLocale } from '@ies/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/**
 * Reads solarLang and migrates legacy values ('zh-CN', 'cn', …) to the supported form,
 * writing the normalised value back so other tabs and the next visit see it.
 */
export function readStoredLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.language);
  const locale = normalizeLocale(stored);
  if (stored !== locale) writeStorage(STORAGE_KEYS.language, locale);
  return locale;
}

export function storeLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.language, locale);
}
