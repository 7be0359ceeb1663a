import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, normalizeLocale } from './locale';

describe('normalizeLocale', () => {
  it.each(['zh', 'zh-CN', 'zh_CN', 'cn', 'Chinese', 'zh-Hans', 'zh-TW', ' ZH '])(
    'reads %j as zh',
    (value) => {
      expect(normalizeLocale(value)).toBe('zh');
    },
  );

  it.each(['en', 'en-US', 'en_us', 'EN'])('reads %j as en', (value) => {
    expect(normalizeLocale(value)).toBe('en');
  });

  it.each([null, undefined, '', 'fr', 'de-DE'])('falls back to zh for %j', (value) => {
    expect(normalizeLocale(value)).toBe('zh');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the first supported language', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5')).toBe('en');
  });

  it('honours q-values over order', () => {
    expect(localeFromAcceptLanguage('zh;q=0.3, en;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2,zh-CN;q=0.9')).toBe('zh');
    expect(localeFromAcceptLanguage('en ; q=0.4, zh ; q=0.6')).toBe('zh');
  });

  it('treats q=0 as not acceptable', () => {
    expect(localeFromAcceptLanguage('en;q=0')).toBe('zh');
    expect(localeFromAcceptLanguage('zh;q=0, en')).toBe('en');
  });

  it('defaults to zh for missing or unsupported headers', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('zh');
    expect(localeFromAcceptLanguage('')).toBe('zh');
    expect(localeFromAcceptLanguage('*')).toBe('zh');
    expect(localeFromAcceptLanguage('de, fr;q=0.5')).toBe('zh');
  });
});
