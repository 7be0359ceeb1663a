// The measured side of the API benchmark: the built app on its own database with the fleet, in a
// child process; run.ts (and live.ts) drive it over IPC and HTTP. Live ingest runs only with
// `live: true`: the app's own IngestService, fed one sample per device per round on request
// (live.ts), or every device every N seconds in slices each second (`report`, run.ts
// --report-s: the screens read while the fleet reports). bench/ingest and bench/fleet measure ingest itself.
import inspector from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { IngestService } from '../../apps/server/src/ingest/ingest.service';
import { loadConfig } from '../../apps/server/src/config/config';
import { testConfig } from '../../apps/server/src/test/test-app';
import type { StationLiveFeeds } from '../../apps/server/src/modules/stations/station-live-feed';
import { type FleetSize, POINTS, seedFleet } from './seed';

export interface ApiServerStart extends FleetSize {
  db: 'pglite' | 'postgres';
  postgresUrl: string;
  /** Run the app's ingest service and answer `feed` (live.ts). */
  live?: boolean;
}

const send = (message: unknown) => process.send?.(message);

async function main(start: ApiServerStart) {
  let cleanup = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (start.db === 'postgres') {
    const name = `ies_bench_api_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: start.postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(start.postgresUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    cleanup = async () => {
      const again = new pg.Client({ connectionString: start.postgresUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    };
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-bench-api-'));
    database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    cleanup = () => fs.rm(dir, { recursive: true, force: true });
  }
  await runMigrations(database);
  const ingest = start.live ? new IngestService(database).start() : undefined;
  let feeds: StationLiveFeeds | undefined;
  // The home summary kept as shipped (testConfig computes it on every call for the tests).
  const app = await buildApp(
    testConfig({ testHooks: true, homeSummaryKeepMs: loadConfig({}).homeSummaryKeepMs }),
    {
      database,
      ingest,
      stationLive: {
        exposeLive: (f) => {
          feeds = f;
        },
      },
    },
  );
  /** Live messages computed so far, over all stations (one per change or keep-alive, shared by the followers). */
  const computations = () => [...(feeds?.computations.values() ?? [])].reduce((a, b) => a + b, 0);
  let computations0 = 0;
  await app.ready();
  const seedStart = Date.now();
  const fleet = await seedFleet(app, database, start);
  const seedS = (Date.now() - seedStart) / 1000;
  if (start.db === 'postgres') await database.rows('vacuum analyze');
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  let cpu = process.cpuUsage();
  let peakRss = 0;
  // How long the server's thread was held at a time: a stall delays every request behind it.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const profiler = measuredPhaseProfiler(process.env.BENCH_CPU_PROF);
  loopDelay.enable();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 500);
  // When each device's sample of a round was committed (the moment ingest acknowledges it).
  const committedAt = new Map<string, number>();
  ingest?.events.on('samples', (deviceId: string, list: Array<{ ts: number }>) => {
    for (const sample of list) committedAt.set(`${deviceId}@${sample.ts}`, Date.now());
  });
  /** One round: a sample stamped now for each device, as an MQTT uplink would bring it. */
  const feedRound = async (ids: readonly string[]) => {
    const ts = Date.now();
    if (!ingest) return ts;
    await Promise.all(
      ids.map((id, i) => {
        // seed.ts names devices s<station>-<type>-<k>: the type's live points, moved each round.
        const type = id.split('-')[1]!.toUpperCase();
        const values = Object.fromEntries([
          ...Object.entries(POINTS[type]?.values ?? {}).map(([point, v]) => [
            point,
            typeof v === 'number' ? Math.round((v + ((ts / 1000) % 10) + i / 100) * 100) / 100 : v,
          ]),
          // The counters go on from the seeded history (rate kWh per hour since the epoch).
          ...Object.entries(POINTS[type]?.counters ?? {}).map(([point, rate]) => [
            point,
            Math.round((rate * ts) / 3_600) / 1000,
          ]),
        ]);
        return ingest.uplink(id, 'telemetry', Buffer.from(JSON.stringify({ samples: [{ ts, values }] })), ts);
      }),
    );
    return ts;
  };
  let reporter: NodeJS.Timeout | undefined;
  process.on('message', async (message: { cmd: string; deviceIds?: string[]; everyS?: number }) => {
    if (message.cmd === 'report' && ingest) {
      // Every device once every `everyS` seconds, a slice of them each second.
      const ids = message.deviceIds ?? [];
      const slice = Math.ceil(ids.length / (message.everyS ?? 10));
      let next = 0;
      reporter = setInterval(() => {
        const part = ids.slice(next, next + slice);
        next = next + slice >= ids.length ? 0 : next + slice;
        void feedRound(part).catch((error) => console.error(error));
      }, 1000);
      send({ cmd: 'reporting', perSecond: slice });
    } else if (message.cmd === 'feed' && ingest) {
      const ids = message.deviceIds ?? [];
      const ts = await feedRound(ids);
      const commits = Object.fromEntries(ids.map((id) => [id, committedAt.get(`${id}@${ts}`) ?? null]));
      for (const id of ids) committedAt.delete(`${id}@${ts}`);
      send({ cmd: 'fed', ts, commits });
    } else if (message.cmd === 'measure-start') {
      cpu = process.cpuUsage();
      peakRss = process.memoryUsage().rss;
      computations0 = computations();
      loopDelay.reset();
      await profiler.start();
      send({ cmd: 'measure-started' });
    } else if (message.cmd === 'measure-stop') {
      const used = process.cpuUsage(cpu);
      await profiler.stop();
      send({
        cmd: 'measured',
        cpuMs: (used.user + used.system) / 1000,
        peakRssBytes: peakRss,
        eventLoopDelayMs: {
          p50: Math.round(loopDelay.percentile(50) / 1e5) / 10,
          p99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
          max: Math.round(loopDelay.max / 1e5) / 10,
        },
        liveComputations: computations() - computations0,
        ...feeds?.stats(),
      });
    } else if (message.cmd === 'stop') {
      clearInterval(sampler);
      loopDelay.disable();
      clearInterval(reporter);
      await app.close();
      await ingest?.close();
      await database.close();
      await cleanup();
      send({ cmd: 'stopped' });
      process.exit(0);
    }
  });
  send({ cmd: 'ready', url, seedS, ...fleet });
}

process.once('message', (start: ApiServerStart) => {
  main(start).catch((error) => {
    console.error(error);
    process.exit(1);
  });
});

/**
 * BENCH_CPU_PROF=<dir>: a CPU profile of the measured phase only (seeding left out), written as
 * <dir>/measured-<time>.cpuprofile for Chrome's profiler or a script.
 */
function measuredPhaseProfiler(dir: string | undefined) {
  const session = dir ? new inspector.Session() : undefined;
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session!.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  return {
    async start() {
      if (!session) return;
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.start');
    },
    async stop() {
      if (!session || !dir) return;
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      await fs.writeFile(path.join(dir, `measured-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
