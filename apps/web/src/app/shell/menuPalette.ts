import type { MenuStyle } from '@ies/contracts';

export interface MenuPalette {
  menuTheme: 'light' | 'dark';
  background: string;
  subBackground: string;
  triggerColor: string;
}

/** Colours of the side menu styles of docs/spec/A-access-and-shell.md §2.5. */
export const MENU_PALETTES: Record<MenuStyle, MenuPalette> = {
  white: { menuTheme: 'light', background: '#ffffff', subBackground: '#fafafa', triggerColor: '#595959' },
  blueBlack: { menuTheme: 'dark', background: '#0b1f3a', subBackground: '#07162b', triggerColor: '#ffffff' },
  dark: { menuTheme: 'dark', background: '#141414', subBackground: '#0a0a0a', triggerColor: '#ffffff' },
};
