import {
  DEFAULT_LAYOUT,
  DEFAULT_MENU_STYLE,
  DEFAULT_THEME_COLOR,
  LAYOUTS,
  type Layout,
  MENU_STYLES,
  type MenuStyle,
  THEME_COLOR_PATTERN,
} from '@ies/contracts';
import { useSyncExternalStore } from 'react';
import { readStoredJson, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** What themePageSet holds (JSON). */
export interface ThemeSettings {
  primaryColor: string;
  layout: Layout;
  menuStyle: MenuStyle;
}

export const DEFAULT_THEME: ThemeSettings = {
  primaryColor: DEFAULT_THEME_COLOR,
  layout: DEFAULT_LAYOUT,
  menuStyle: DEFAULT_MENU_STYLE,
};

/** Earlier clients' names for the dark menu ('drak' is the original product's spelling). */
const LEGACY_DARK_NAMES: readonly unknown[] = ['drak', 'darkness'];

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** Reads a stored value field by field, so one bad field does not lose the others. */
export function parseThemeSettings(raw: unknown): ThemeSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_THEME;
  const stored = raw as Record<string, unknown>;
  return {
    primaryColor:
      typeof stored.primaryColor === 'string' && THEME_COLOR_PATTERN.test(stored.primaryColor)
        ? stored.primaryColor
        : DEFAULT_THEME.primaryColor,
    layout: pick(LAYOUTS, stored.layout, DEFAULT_THEME.layout),
    menuStyle: LEGACY_DARK_NAMES.includes(stored.menuStyle)
      ? 'dark'
      : pick(MENU_STYLES, stored.menuStyle, DEFAULT_THEME.menuStyle),
  };
}

type Listener = () => void;

let current = parseThemeSettings(readStoredJson(STORAGE_KEYS.theme));
const listeners = new Set<Listener>();

function publish(next: ThemeSettings): void {
  current = next;
  for (const listener of listeners) listener();
}

export const themeStore = {
  get: (): ThemeSettings => current,
  update(patch: Partial<ThemeSettings>): void {
    const next = parseThemeSettings({ ...current, ...patch });
    writeStorage(STORAGE_KEYS.theme, JSON.stringify(next));
    publish(next);
  },
  reset(): void {
    writeStorage(STORAGE_KEYS.theme, JSON.stringify(DEFAULT_THEME));
    publish(DEFAULT_THEME);
  },
  /** Re-reads storage: another tab changed it, or a test did. */
  reload(): void {
    publish(parseThemeSettings(readStoredJson(STORAGE_KEYS.theme)));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme) themeStore.reload();
  });
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get);
}
