import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Runs e2e/tools/screenshots.spec.ts only (it starts its own demo server, so no webServer here).
export default defineConfig({
  ...base,
  testDir: './tools',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  webServer: undefined,
});
