import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseThemeSettings, themeStore } from './themeStore';

describe('theme store', () => {
  afterEach(() => themeStore.reset());

  it('persists changes to themePageSet as JSON and reads them back', () => {
    themeStore.update({ primaryColor: '#33A870', layout: 'LTBContainer', menuStyle: 'blueBlack' });
    const stored = JSON.parse(window.localStorage.getItem('themePageSet') ?? 'null');
    expect(stored).toEqual({ primaryColor: '#33A870', layout: 'LTBContainer', menuStyle: 'blueBlack' });

    window.localStorage.setItem('themePageSet', JSON.stringify({ ...stored, menuStyle: 'dark' }));
    themeStore.reload();
    expect(themeStore.get()).toEqual({ primaryColor: '#33A870', layout: 'LTBContainer', menuStyle: 'dark' });
  });

  it('notifies subscribers so the theme applies without a reload', () => {
    let calls = 0;
    const unsubscribe = themeStore.subscribe(() => {
      calls += 1;
    });
    themeStore.update({ primaryColor: '#E34E59' });
    unsubscribe();
    themeStore.update({ primaryColor: '#834EC2' });
    expect(calls).toBe(1);
  });

  it('keeps valid fields of a damaged value and defaults the rest', () => {
    expect(parseThemeSettings({ primaryColor: 'red', layout: 'LTBContainer', menuStyle: 'neon' })).toEqual({
      ...DEFAULT_THEME,
      layout: 'LTBContainer',
    });
    expect(parseThemeSettings('not an object')).toEqual(DEFAULT_THEME);
  });

  it("reads the original product's dark spellings as dark", () => {
    expect(parseThemeSettings({ menuStyle: 'drak' }).menuStyle).toBe('dark');
    expect(parseThemeSettings({ menuStyle: 'darkness' }).menuStyle).toBe('dark');
  });
});
