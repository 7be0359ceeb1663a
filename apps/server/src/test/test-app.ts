import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import type { BrokerHandle } from '../broker/broker';
import { type AppConfig, loadConfig } from '../config/config';
import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', MQTT_PORT: '0', WEB_DIST: '/nonexistent-web-dist' }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A built app on its own fresh database; call close() in afterAll. */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    broker?: BrokerHandle;
    clock?: Clock;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
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
