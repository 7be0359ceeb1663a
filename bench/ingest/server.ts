// The measured side of the ingest benchmark: database, ingest service and embedded broker in one
// process (as `npm start` runs them), driven over IPC by run.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STANDARD_DEVICE_POINTS, type TelemetryPointDefinition } from '@ies/contracts';
import pg from 'pg';
import { startEmbeddedBroker } from '../../apps/server/src/broker/embedded-broker';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { deviceAccessOf } from '../../apps/server/src/ingest/device-access';
import { createDevices, createDeviceType } from '../../apps/server/src/ingest/device-registry';
import { IngestService } from '../../apps/server/src/ingest/ingest.service';
import { startBenchAlarms } from '../alarms/engine';

export interface ServerStart {
  db: 'pglite' | 'postgres';
  devices: number;
  points: number;
  postgresUrl: string;
  /** bench: `energy` + p1…; load_meter: the standard load meter's points (what the simulator's load mode sends). */
  pointSet?: 'bench' | 'load_meter';
  /** Device key prefix; keys are `${keyPrefix}${i}` (default bench-key-). */
  sharedKey?: string;
  /** Alarm rules on every device, evaluated in the ingest path (bench/alarms); 0: no engine. */
  alarmRules?: number;
}

const send = (message: unknown) => process.send?.(message);

async function main(config: ServerStart) {
  let dropDatabase = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let dataDir: string | undefined;
  if (config.db === 'postgres') {
    const name = `ies_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: config.postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(config.postgresUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: config.postgresUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    };
  } else {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-bench-'));
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  }
  await runMigrations(database);
  const points: TelemetryPointDefinition[] =
    config.pointSet === 'load_meter'
      ? [...STANDARD_DEVICE_POINTS.load_meter]
      : Array.from({ length: config.points }, (_, i) =>
          i === 0
            ? { name: 'energy', type: 'float', min: 0, cumulative: true }
            : { name: `p${i}`, type: 'float', min: -1e6, max: 1e6 },
        );
  const typeId = await createDeviceType(database, { name: 'BENCH', points });
  const tenantId = '00000000-0000-4000-8000-0000000000be';
  for (let i = 0; i < config.devices; i += 500) {
    await createDevices(
      database,
      Array.from({ length: Math.min(500, config.devices - i) }, (_, k) => ({
        id: `bench-${i + k}`,
        key: config.sharedKey ?? `bench-key-${i + k}`,
        tenantId,
        typeId,
      })),
    );
  }
  const ingest = new IngestService(database).start();
  const alarms = config.alarmRules
    ? await startBenchAlarms(database, ingest.events, tenantId, config.alarmRules)
    : undefined;
  const broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, devices: deviceAccessOf(ingest) });
  let cpuStart = process.cpuUsage();

  process.on('message', async (message: { cmd: string }) => {
    if (message.cmd === 'measure-start') {
      cpuStart = process.cpuUsage();
      alarms?.reset();
      send({ cmd: 'measure-started' });
    } else if (message.cmd === 'usage') {
      const cpu = process.cpuUsage(cpuStart);
      send({ cmd: 'usage', cpuMs: (cpu.user + cpu.system) / 1000, rssBytes: process.memoryUsage().rss });
    } else if (message.cmd === 'measure-stop') {
      const cpu = process.cpuUsage(cpuStart);
      send({ cmd: 'measure-stopped', cpuMs: (cpu.user + cpu.system) / 1000 });
    } else if (message.cmd === 'drain') {
      // A level is current when no batch waits for its merge into that level (bit 1: 5 min).
      const started = Date.now();
      const waitFor = async (condition: string) => {
        for (;;) {
          const [row] = await database.rows<{ n: number }>(
            `select count(*)::int as n from ingest_batches where ${condition}`,
          );
          if (row?.n === 0) return Date.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await alarms?.engine.settled();
      const alarmLagMs = Date.now() - started;
      const rollup5mLagMs = await waitFor('(pending & 1) <> 0');
      const rollupLagMs = await waitFor('true');
      const [rows] = await database.rows<{ n: number }>('select count(*)::int as n from telemetry');
      const [rollups] = await database.rows<{ n: number; c: number }>(
        "select count(*)::int as n, coalesce(sum((stats->'energy'->>0)::float8), 0)::float8 as c from telemetry_rollup_5m",
      );
      const [size] = await database.rows<{ bytes: number }>(
        "select coalesce(sum(pg_total_relation_size(c.oid)), 0)::float8 as bytes from pg_class c join pg_inherits i on i.inhrelid = c.oid where i.inhparent = 'telemetry'::regclass",
      );
      send({
        cmd: 'drained',
        rollupLagMs,
        rollup5mLagMs,
        rows: rows?.n ?? 0,
        energySamplesInRollups: rollups?.c ?? 0,
        telemetryBytes: size?.bytes ?? 0,
        alarmLagMs,
        alarmLatenciesMs: alarms?.latenciesMs() ?? [],
        alarmEvents: alarms
          ? ((await database.rows<{ n: number }>('select count(*)::int as n from alarm_events'))[0]?.n ?? 0)
          : 0,
      });
    } else if (message.cmd === 'stop') {
      await alarms?.engine.stop();
      await broker.close();
      await ingest.close();
      await database.close();
      await dropDatabase();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
      send({ cmd: 'stopped' });
      process.exit(0);
    }
  });
  send({ cmd: 'ready', url: broker.url });
}

process.once('message', (config: ServerStart) => {
  main(config).catch((error) => {
    console.error(error);
    process.exit(1);
  });
});
