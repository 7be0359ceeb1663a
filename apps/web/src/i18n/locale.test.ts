import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredLocale } from './locale';

describe('readStoredLocale', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(['zh-CN', 'cn', 'zh_CN', 'zh-Hans'])(
    'migrates the legacy Chinese value %s to zh and writes it back',
    (legacy) => {
      window.localStorage.setItem('solarLang', legacy);
      expect(readStoredLocale()).toBe('zh');
      expect(window.localStorage.getItem('solarLang')).toBe('zh');
    },
  );

  it('keeps en and normalises en-US to en', () => {
    window.localStorage.setItem('solarLang', 'en-US');
    expect(readStoredLocale()).toBe('en');
    expect(window.localStorage.getItem('solarLang')).toBe('en');
  });

  it('defaults to zh when nothing is stored', () => {
    expect(readStoredLocale()).toBe('zh');
    expect(window.localStorage.getItem('solarLang')).toBe('zh');
  });
});
