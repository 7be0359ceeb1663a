import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import type { IngestService } from '../../ingest/ingest.service';
import { type BrokerApp, startBrokerApp } from '../broker-app';
import type { AlarmEngine } from '../../modules/alarms/alarm-engine';
import { sessionToken } from '../process-fixtures';
import { testConfig } from '../test-app';
import { ensureDemoMerchant } from '../../demo/demo-merchant';

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
  let server: BrokerApp | undefined;
  beforeAll(async () => {
    const alarms = {
      offlineIntervalMs: 0,
      expose: (e: AlarmEngine) => {
        bench.engine = e;
      },
    };
    server = await startBrokerApp(testConfig(), options.alarms ? { alarms } : {});
    Object.assign(bench, server);
    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const address = bench.app.server.address();
    bench.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // A fresh database with every migration, on a machine shared with other test runs.
  }, 180_000);
  afterAll(async () => {
    await options.beforeClose?.();
    await server?.close();
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
