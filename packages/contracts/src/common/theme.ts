import type { Labels } from './label';

// Theme dialog (docs/spec/A-access-and-shell.md §2.5, §9)
export const DEFAULT_THEME_COLOR = '#3783FD';
export const THEME_PRESET_COLORS = [
  '#79a61a',
  '#2352D9',
  '#2a82e4',
  '#33A870',
  '#EBB106',
  '#ED7B30',
  '#E34E59',
  '#834EC2',
  '#c71585',
] as const;
/** Any theme colour: #rrggbb. */
export const THEME_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const LAYOUTS = ['LTAContainer', 'LTBContainer'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'LTAContainer';
export const LAYOUT_LABELS: Labels<Layout> = {
  LTAContainer: { zh: '布局一', en: 'Layout 1' },
  LTBContainer: { zh: '布局二', en: 'Layout 2' },
};

export const MENU_STYLES = ['white', 'blueBlack', 'dark'] as const;
export type MenuStyle = (typeof MENU_STYLES)[number];
export const DEFAULT_MENU_STYLE: MenuStyle = 'white';
export const MENU_STYLE_LABELS: Labels<MenuStyle> = {
  white: { zh: '白色', en: 'White' },
  blueBlack: { zh: '蓝黑', en: 'Blue-black' },
  dark: { zh: '暗黑', en: 'Dark' },
};

/** Theme names as older clients stored them; 'drak' is their spelling and is kept as a value. */
export const THEME_NAMES = ['white', 'blueBlack', 'drak', 'darkness'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
