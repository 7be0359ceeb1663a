import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';
import { type Merchant, signedInMerchant } from '../stations/station-test-helpers';
import type { RevenueEngine } from '../../modules/revenue/revenue-engine';

const HOUR = 3_600_000;

export interface RevenueBench {
  app: FastifyInstance;
  database: Database;
  ingest: IngestService;
  m: Merchant;
  /** The app's revenue engine. */
  engine: RevenueEngine;
  close(): Promise<void>;
}

/**
 * A signed-in merchant on a fresh app whose ingest the test feeds (rollups merged on drain, not
 * by the clock). With `appIngest` the app listens to that ingest (stored revenue follows samples);
 * without, the app has its own and the test's samples reach only the rollups.
 */
export async function startRevenueBench(
  options: { appIngest?: boolean; clock?: Clock } = {},
): Promise<RevenueBench> {
  const database = await createTestDatabase();
  const ingest = new IngestService(database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
  let engine: RevenueEngine | undefined;
  const app = await buildApp(testConfig({ testHooks: true }), {
    database,
    ...(options.appIngest ? { ingest } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    revenue: {
      expose: (e) => {
        engine = e;
      },
    },
  });
  await app.ready();
  const m = await signedInMerchant(app, database.db);
  return {
    app,
    database,
    ingest,
    m,
    engine: engine!,
    async close() {
      await app.close();
      await ingest.close();
      await database.close();
    },
  };
}

export interface UsedRevenueBench extends RevenueBench {
  /** Samples for one device through the bench's ingest (see sendSamples); usable before start. */
  send(deviceId: string, samples: Parameters<typeof sendSamples>[2], perMessage?: number): Promise<void>;
}

/**
 * startRevenueBench in beforeAll and closed in afterAll, for a test file that shares one bench:
 * the fields are filled when its tests run, so read them inside tests only.
 */
export function useRevenueBench(options: Parameters<typeof startRevenueBench>[0] = {}): UsedRevenueBench {
  const bench = {
    send: (deviceId, samples, perMessage) => sendSamples(bench.ingest, deviceId, samples, perMessage),
  } as UsedRevenueBench;
  beforeAll(async () => {
    Object.assign(bench, await startRevenueBench(options));
    // A fresh database with every migration, on a machine shared with other test runs.
  }, 180_000);
  afterAll(async () => {
    await bench.close?.();
  });
  return bench;
}

/** Samples through ingest's uplink, `perMessage` a message, then drained (committed and rolled up). */
export async function sendSamples(
  ingest: IngestService,
  deviceId: string,
  samples: ReadonlyArray<{ ts: number; values: Record<string, unknown> }>,
  perMessage = 100,
): Promise<void> {
  for (let i = 0; i < samples.length; i += perMessage) {
    await ingest.uplink(
      deviceId,
      'telemetry',
      Buffer.from(JSON.stringify({ samples: samples.slice(i, i + perMessage) })),
      Date.now(),
    );
  }
  await ingest.drain();
}
