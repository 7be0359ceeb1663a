import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppDependencies } from '../app-dependencies';
import type { DeviceBroker } from '../broker/broker';
import { startEmbeddedBroker } from '../broker/embedded-broker';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { deviceAccessOf } from '../ingest/device-access';
import { IngestService } from '../ingest/ingest.service';
import { createTestDatabase } from './test-database';

/*
 * The set-up of the tests that talk to devices over MQTT: a test database, ingest on it (rollups
 * and sweeps hourly, so only the test's drains move them), the embedded broker on a free port
 * letting in the database's devices, and an app on all three.
 */

export interface BrokerApp {
  database: Database;
  ingest: IngestService;
  broker: DeviceBroker & { url?: string };
  app: FastifyInstance;
  /** Closes the app, the broker, ingest and the database, in that order. */
  close(): Promise<void>;
}

/**
 * Starts it all; the app is ready, not listening. `appIngest: false` leaves ingest out of the
 * app (it still admits devices to the broker and stores their samples).
 */
export async function startBrokerApp(
  config: AppConfig,
  deps: Omit<AppDependencies, 'database'> = {},
  options: { appIngest?: boolean } = {},
): Promise<BrokerApp> {
  return startApp(config, deps, { ...options, broker: true }) as Promise<BrokerApp>;
}

export type IngestApp = Omit<BrokerApp, 'broker'>;

/** The same without a broker: for tests that feed ingest themselves. */
export function startIngestApp(
  config: AppConfig,
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<IngestApp> {
  return startApp(config, deps, { broker: false });
}

async function startApp(
  config: AppConfig,
  deps: Omit<AppDependencies, 'database'>,
  options: { appIngest?: boolean; broker: boolean },
): Promise<IngestApp & { broker?: BrokerApp['broker'] }> {
  const database = await createTestDatabase();
  const ingest = new IngestService(database, {
    rollupIntervalMs: 3_600_000,
    sweepIntervalMs: 3_600_000,
  }).start();
  const broker = options.broker
    ? await startEmbeddedBroker({ host: '127.0.0.1', port: 0, devices: deviceAccessOf(ingest) })
    : undefined;
  const app = await buildApp(config, {
    database,
    broker,
    deviceCache: ingest.registry,
    ...(options.appIngest === false ? {} : { ingest }),
    ...deps,
  });
  await app.ready();
  return {
    database,
    ingest,
    broker,
    app,
    async close() {
      await app.close();
      await broker?.close();
      await ingest.close();
      await database.close();
    },
  };
}
