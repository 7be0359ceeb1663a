export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Values older clients stored for Chinese; they are read as `zh`. */
const LEGACY_CHINESE = new Set(['zh', 'zh-cn', 'zh_cn', 'cn', 'chinese', 'zh-hans', 'zh_hans']);

/** Normalises any stored or requested language value to a supported locale (zh by default). */
export function normalizeLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const v = value.trim().toLowerCase();
  if (v.startsWith('en')) return 'en';
  if (LEGACY_CHINESE.has(v) || v.startsWith('zh')) return 'zh';
  return DEFAULT_LOCALE;
}

/** Picks the locale from an Accept-Language header, honouring q-values (q=0 means "not this one"); zh when nothing matches. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('zh')) return 'zh';
  }
  return DEFAULT_LOCALE;
}
