import path from 'node:path';
import { PLATFORM_JOBS } from '@ies/contracts';
import { buildApp } from './app';
import type { JobRuntime } from './platform/jobs/job-runtime';
import type { BrokerHandle } from './broker/broker';
import { disabledBroker } from './broker/broker';
import { startEmbeddedBroker } from './broker/embedded-broker';
import { connectExternalBroker } from './broker/external-broker';
import { startIngest } from './ingest/start-ingest';
import { startLiveBus } from './live-bus/start-live-bus';
import { ConfigError, loadConfig } from './config/config';
import { type Database, openDatabase } from './db/database';
import { MosquittoFileSync } from './broker/mosquitto-sync';
import { hashDeviceKey } from './ingest/device-key';
import { MigrationError, runMigrations } from './db/migrate';
import { bootstrapPlatform } from './modules/admin/platform-bootstrap';
import { type DemoHandle, startDemo } from './demo/start-demo';
import { ensureDemoMerchant } from './demo/demo-merchant';

/** Starts the platform: config → database → broker → app → listen, and shuts down cleanly on signals. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    if (error instanceof MigrationError) {
      console.error(error.message);
      process.exit(3);
    }
    throw error;
  }

  // ---- ingest (devices issue): device access for the broker, batch writer, rollups ----
  const ingest = config.services.has('ingest') ? startIngest(database, config) : undefined;
  // ---- end ingest ----

  // First start: the platform administrator with a generated password, shown once below.
  const administrator = await bootstrapPlatform(database.db, { password: config.adminPassword });

  let broker: BrokerHandle = disabledBroker;
  if (config.services.has('broker') || config.services.has('ingest')) {
    if (config.mqttUrl) {
      const credentialSync = config.mosquittoAuthDir
        ? mosquittoSyncFor({ ...config, mqttUrl: config.mqttUrl }, config.mosquittoAuthDir, database)
        : undefined;
      // The platform's own user must be in the files before it can connect.
      await credentialSync?.sync();
      broker = await connectExternalBroker(config.mqttUrl, `ies-platform-${process.pid}`, {
        ingest: ingest?.access,
        ingestClientId: config.ingestClientId,
        shareGroup: config.ingestShareGroup ?? null,
        credentialSync,
      });
    } else if (config.mqttPort > 0 && config.services.has('broker')) {
      // A lone embedded broker starts with nobody connected.
      await ingest?.service.markAllOffline();
      try {
        broker = await startEmbeddedBroker({
          host: config.mqttHost,
          port: config.mqttPort,
          devices: ingest?.access,
        });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        console.error(`MQTT_PORT ${config.mqttPort} cannot be used for the embedded broker: ${detail}`);
        await database.close();
        process.exit(2);
      }
    }
  }

  const liveBus = await startLiveBus(config, database, ingest?.service.events, (level, message, error) =>
    console[level === 'error' ? 'error' : 'warn'](
      `${message}${error ? `: ${error instanceof Error ? error.message : String(error)}` : ''}`,
    ),
  );
  let jobs: JobRuntime | undefined;
  const app = await buildApp(config, {
    database,
    broker,
    deviceCache: ingest?.service.registry,
    ingest: ingest?.service,
    liveBus: liveBus.listener,
    // Stored daily revenue: backfill and recompute changed days every five minutes.
    revenue: { sweepIntervalMs: 5 * 60_000 },
    // Processes with the jobs part run due jobs (docs/architecture.md "Jobs").
    jobs: {
      pollIntervalMs: config.services.has('jobs') ? 1000 : 0,
      leaseMs: config.jobLeaseSeconds * 1000,
      expose: (runtime) => {
        jobs = runtime;
      },
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : config.port;
  const publicUrl = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${boundPort}`;

  const databaseLabel =
    database.driver === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL';
  const lines = [
    '',
    `  IES platform is running: ${publicUrl}`,
    `  API health:   ${publicUrl}/api/health`,
    `  API docs:     ${publicUrl}/api/docs`,
    `  Database:     ${databaseLabel}`,
    `  MQTT broker:  ${broker.mode === 'disabled' ? 'off' : `${broker.mode} ${broker.url ?? ''}`}`,
    ...(config.liveBus === 'postgres' ? ['  Live data:    through PostgreSQL (LIVE_BUS=postgres)'] : []),
    '',
  ];
  if (administrator.created && administrator.passwordGiven) {
    lines.push(
      `  Platform administrator created: ${administrator.username} (password from IES_ADMIN_PASSWORD)`,
      '',
    );
  } else if (administrator.password) {
    lines.push(
      `  Platform administrator created: ${administrator.username}`,
      `  Password:     ${administrator.password}`,
      '  This password will not be shown again. Sign in and keep it safe.',
      '',
    );
  } else {
    lines.push(
      `  Sign in as:   ${administrator.username} (the platform administrator; password printed at first start)`,
      '',
    );
  }
  let demo: DemoHandle | undefined;
  if (config.demo) {
    const merchant = await ensureDemoMerchant(database.db);
    lines.push(
      merchant.password
        ? `  Demo merchant: ${merchant.username}   password: ${merchant.password}   (shown this once)`
        : `  Demo merchant: ${merchant.username} (password printed at its first start)`,
    );
    const brokerUrl = config.mqttUrl ?? (broker.url ? localUrl(broker.url) : undefined);
    if (brokerUrl) {
      lines.push(
        merchant.created
          ? `  Demo stations: provisioning and sending ${config.demoBackfillDays} days of history, then live`
          : '  Demo stations: live again (the gap while stopped is filled)',
        '',
      );
      // While the simulator sends its history, requests go first (health and sign-in within 1 s);
      // once live, statements run in arrival order again so background work is never held back.
      database.preferRequests?.(true);
      // A backfill that never reports going live must not hold background work back for good.
      setTimeout(() => database.preferRequests?.(false), 20 * 60_000).unref();
      demo = await startDemo({
        db: database.db,
        merchant,
        platformUrl: `http://127.0.0.1:${boundPort}`,
        brokerUrl,
        dataDir: config.dataDir,
        backfillDays: config.demoBackfillDays,
        log: (line) => console.log(line),
        jobs,
        // The month just sent is priced now, not at the next sweep: the home curves read stored days.
        onLive: () => {
          database.preferRequests?.(false);
          void jobs?.send(PLATFORM_JOBS.revenueSweep);
        },
      });
    } else {
      lines.push('  Demo stations: off (no MQTT broker in this process)', '');
    }
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting, answers 503 to new requests and waits for those in flight.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // Keep-alive connections that go idle after their last answer would hold close() open.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await demo?.stop();
      await app.close();
      clearInterval(reaper);
      await liveBus.close();
      await broker.close();
      await ingest?.service.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function mosquittoSyncFor(
  config: ReturnType<typeof loadConfig> & { mqttUrl: string },
  directory: string,
  database: Database,
): MosquittoFileSync {
  const url = new URL(config.mqttUrl);
  return new MosquittoFileSync(database, {
    directory,
    reloadCommand: config.mosquittoReloadCommand,
    platform: {
      username: decodeURIComponent(url.username),
      passwordHash: hashDeviceKey(decodeURIComponent(url.password)),
      shareGroup: config.ingestShareGroup,
    },
    log: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : error}`),
  });
}

/** The embedded broker may listen on every interface; the demo's devices connect locally. */
function localUrl(url: string): string {
  return url.replace('://0.0.0.0:', '://127.0.0.1:').replace('://[::]:', '://127.0.0.1:');
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
