import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The platform under test: the real server on its own port and a fresh PGlite data directory,
// serving the built web app (scripts/test.mjs builds it first).
const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `ies-e2e-${process.pid}-${Date.now()}`);
const root = path.resolve(import.meta.dirname, '..');
// A fresh administrator password per run, handed to the first-start bootstrap (never a default).
if (!process.env.E2E_ADMIN_PASSWORD)
  process.env.E2E_ADMIN_PASSWORD = `Ad${randomBytes(9).toString('base64url')}9`;
export const adminPassword = process.env.E2E_ADMIN_PASSWORD;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // e2e/tools holds helpers run on demand (screenshots), not journeys.
  testIgnore: 'tools/**',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  // One retry in CI: a journey that fails once on a loaded machine and passes on the retry is
  // reported as flaky in the summary line of `npm test` (scripts/test.mjs), not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `"${process.execPath}" --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      TEST_HOOKS: '1',
      IES_ADMIN_PASSWORD: adminPassword,
    },
  },
});
