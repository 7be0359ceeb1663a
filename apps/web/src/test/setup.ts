import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { themeStore } from '../app/theme/themeStore';
import { changeLocale, i18n } from '../i18n';
import '../app/features';

// The first test to open a lazy route transforms its whole chunk (antd included) on the spot.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: antd's responsive parts (Sider breakpoints, Grid) need matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// …and ResizeObserver (Tabs, overflow menus); nothing resizes in jsdom, so it never fires.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// Files share one jsdom per worker (isolate: false); this file runs before each test file, so each
// starts as on a fresh page: no stubs, no storage, the default language and theme, the root address.
beforeAll(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'zh') await changeLocale('zh');
  themeStore.reload();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
