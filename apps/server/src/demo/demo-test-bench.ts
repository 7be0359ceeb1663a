import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { DeviceBroker } from '../broker/broker';
import { startEmbeddedBroker } from '../broker/embedded-broker';
import type { Database } from '../db/database';
import { deviceAccessOf } from '../ingest/device-access';
import { IngestService } from '../ingest/ingest.service';
import type { AlarmEngine } from '../modules/alarms/alarm-engine';
import { sessionToken } from '../test/process-fixtures';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { ensureDemoMerchant } from './demo-merchant';

/*
 * What the demo tests share: the platform listening on a port with an embedded broker, as
 * `npm start` runs it, for the simulator to provision through HTTP and report over MQTT.
 */

export interface DemoBench {
  database: Database;
  ingest: IngestService;
  broker: DeviceBroker & { url?: string };
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the listening app. */
  base: string;
  /** The alarm engine, with `alarms`. */
  engine?: AlarmEngine;
}

/**
 * Starts the bench in beforeAll and closes it in afterAll, after `beforeClose` (the test's fleet).
 * With `alarms` the offline check runs on every sweep and the engine is exposed.
 */
export function useDemoBench(
  options: { alarms?: boolean; beforeClose?: () => Promise<void> } = {},
): DemoBench {
  const bench = {} as DemoBench;
  beforeAll(async () => {
    const database = await createTestDatabase();
    bench.database = database;
    const ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 });
    bench.ingest = ingest.start();
    bench.broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, devices: deviceAccessOf(ingest) });
    bench.app = await buildApp(testConfig(), {
      database,
      broker: bench.broker,
      deviceCache: ingest.registry,
      ingest,
      ...(options.alarms
        ? {
            alarms: {
              offlineIntervalMs: 0,
              expose: (e: AlarmEngine) => {
                bench.engine = e;
              },
            },
          }
        : {}),
    });
    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const address = bench.app.server.address();
    bench.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await options.beforeClose?.();
    await bench.app?.close();
    await bench.broker?.close();
    await bench.ingest?.close();
    await bench.database?.close();
  });
  return bench;
}

/** The demo merchant and a service session of its manager, as the simulator signs in. */
export async function demoSession(database: Database) {
  const merchant = await ensureDemoMerchant(database.db);
  const token = await sessionToken(
    database,
    { userId: merchant.userId, tenantId: merchant.tenantId },
    'service',
  );
  return { merchant, token };
}
