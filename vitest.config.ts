import { configDefaults, defineConfig } from 'vitest/config';

// One project per workspace. The server project is run once per database (TEST_DB=pglite|postgres)
// by scripts/test.mjs; Playwright specs under e2e/ are never collected here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Run once, in the PostgreSQL run: the outage test starts its own PostgreSQL cluster
          // whatever TEST_DB says, and the route fuzz (minutes) checks validation and envelopes,
          // which do not depend on the driver.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DB === 'pglite'
              ? ['apps/server/src/outage.test.ts', 'apps/server/src/platform/route-fuzz.test.ts']
              : []),
          ],
          // Two files at once on two cores: the long ones (outage, kill, two processes) mostly wait.
          maxWorkers: 2,
          // Files share a worker's module cache: importing the app costs seconds per file, and
          // no server test mocks a module or keeps state in one.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Real brokers, processes and clocks: under CI a test that fails once runs again, and
          // the summary of `npm test` names every test that passed only on its retry.
          retry: process.env.CI ? 1 : 0,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'simulator',
          include: ['apps/simulator/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
