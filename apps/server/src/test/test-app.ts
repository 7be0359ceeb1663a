import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { BrokerHandle } from '../broker/broker';
import { type AppConfig, loadConfig } from '../config/config';
import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    // Tests read the home summary right after a sample: computed on every call unless a test asks.
    ...loadConfig({
      LOG_LEVEL: 'silent',
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent-web-dist',
      HOME_SUMMARY_KEEP_MS: '0',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  broker?: BrokerHandle;
  clock?: Clock;
  onRoute?: (route: RouteOptions) => void;
}

/** A built app on its own fresh database; call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(options.config), {
    database,
    broker: options.broker,
    clock: options.clock,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * createTestApp in beforeAll and closed in afterAll, for a test file that shares one app: the
 * fields are filled when its hooks and tests run, so read them inside those only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as Partial<TestApp>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t as TestApp;
}
