import type { Locale } from '@ies/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { readStoredLocale, storeLocale } from './locale';
import { zh } from './zh';

const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en' };

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  // Copies: the features' namespaces are merged into these, never into the shared modules.
  resources: { zh: { translation: { ...zh } }, en: { translation: { ...en } } },
  lng: readStoredLocale(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a feature's texts (its own namespace); the app does so for every feature of its list. */
export function addCatalogue(locale: Locale, texts: object): void {
  i18n.addResourceBundle(locale, 'translation', texts, true, false);
}

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

applyDocumentLocale(currentLocale());

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
}
