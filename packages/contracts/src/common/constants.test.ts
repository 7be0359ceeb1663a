import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN, THEME_PRESET_COLORS } from './theme';
import {
  BIG_SCREEN_IMAGE_MAX_BYTES,
  formatByteLimit,
  LOGO_MAX_BYTES,
  MENU_IMAGE_MAX_BYTES,
} from '../system/upload-limits';

describe('upload limits', () => {
  it('formats limits the way the messages show them', () => {
    expect(formatByteLimit(MENU_IMAGE_MAX_BYTES)).toBe('2M');
    expect(formatByteLimit(LOGO_MAX_BYTES)).toBe('200k');
    expect(formatByteLimit(BIG_SCREEN_IMAGE_MAX_BYTES)).toBe('3M');
    expect(formatByteLimit(1536)).toBe('1536B');
    expect(formatByteLimit(5 * 1024 * 1024 + 1024)).toBe('5121k');
  });
});

describe('theme', () => {
  it('only offers well-formed colours', () => {
    for (const colour of [DEFAULT_THEME_COLOR, ...THEME_PRESET_COLORS])
      expect(colour).toMatch(THEME_COLOR_PATTERN);
    expect(new Set(THEME_PRESET_COLORS.map((c) => c.toLowerCase())).size).toBe(THEME_PRESET_COLORS.length);
  });
});
