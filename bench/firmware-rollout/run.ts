// bench/firmware-rollout (issue 31 "Must show"): one staged firmware rollout to N simulated PCS
// through the real server process (`main.ts`: API, job runtime, embedded MQTT broker, HTTP
// download) and the simulator's device agents (one MQTT connection each; they download the
// package over HTTP, check its SHA-256, report progress and their new version).
// Prints one JSON line: time to finish, the server process's CPU, the database rows written.
//
//   npx tsx bench/firmware-rollout/run.ts [--db pglite|postgres] [--devices 1000] [--pacing 1000]
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeviceAgent, DeviceConnection } from '@ies/simulator';
import { type Database, openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { createDevices, createDeviceType } from '../../apps/server/src/ingest/device-registry';
import { freePort } from '../../apps/server/src/test/broker/test-mosquitto';
import { createMerchant } from '../../apps/server/src/test/factories/users';
import { basePlan, multipart } from '../../apps/server/src/test/firmware/firmware-test-helpers';
import { managerToken } from '../../apps/server/src/test/process-fixtures';
import { callServer, startServerProcess } from '../../apps/server/src/test/server-process';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { cpuTicks } from '../support/bench-server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const count = Number(arg('devices', '1000'));
const pacing = Number(arg('pacing', '1000'));
const otaStepMs = Number(arg('ota-step-ms', '500'));
const sizeKiB = Number(arg('size-kib', '256'));
const TICK_HZ = 100;

/** utime + stime of a process, in ms (Linux /proc). */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK_HZ;
}

const children: ChildProcess[] = [];
const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ies-bench-fw-'));
// A fixed port: the download links the server signs name its public address.
const env: Record<string, string> = {
  PORT: String(await freePort()),
  DATA_DIR: dir,
  MQTT_HOST: '127.0.0.1',
};
let database: Database;
let dropDatabase = async () => {};
if (db === 'postgres') {
  const pg = await createTestDatabase({ kind: 'postgres' });
  dropDatabase = () => pg.close();
  env.DATABASE_URL = pg.url!;
  database = pg;
} else {
  database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await runMigrations(database);
}
const merchant = await createMerchant(database.db);
const typeId = await createDeviceType(database, {
  name: 'BENCH_FW_PCS',
  tenantId: merchant.tenant.id,
  points: [{ name: 'p', type: 'float' }],
});
const ids = Array.from({ length: count }, (_, i) => `bench-fw-${String(i).padStart(5, '0')}`);
await createDevices(
  database,
  ids.map((id) => ({ id, key: `key-${id}`, tenantId: merchant.tenant.id, typeId })),
);
const token = await managerToken(database, merchant);
if (db === 'pglite') await database.close();
env.MQTT_PORT = String(await freePort());

const server = startServerProcess(env, children);
// The server goes with the bench, also when it fails or is interrupted.
process.on('exit', () => server.child.kill('SIGKILL'));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
const base = await server.base;
const call = (method: string, url: string, body?: unknown) => callServer(base, token, method, url, body);
const pid = server.child.pid!;
const loadAvgBefore = os.loadavg()[0]!.toFixed(1);

// The simulated fleet: the simulator's device agent on its own MQTT connection per device.
const connectStart = Date.now();
const connections: DeviceConnection[] = [];
const agents: DeviceAgent[] = [];
let failedOffers = 0;
for (let i = 0; i < ids.length; i += 100) {
  await Promise.all(
    ids.slice(i, i + 100).map(async (id) => {
      const agent: DeviceAgent = new DeviceAgent(
        { deviceId: id, kind: 'pcs', firmwareVersion: '01.00.00', otaStepMs },
        {
          now: () => Date.now(),
          setPower: () => {},
          setRunning: () => {},
          setMode: () => {},
          replaceStrategy: () => {},
          injectFault: () => {},
          send: async (kind, body) => {
            if (kind === 'ota/progress' && (body as { state?: string }).state === 'failed') failedOffers++;
            await connection.publish(id, kind, body).catch(() => {});
          },
          log: () => {},
        },
      );
      const connection: DeviceConnection = new DeviceConnection({
        brokerUrl: `mqtt://127.0.0.1:${env.MQTT_PORT}`,
        credentials: { id, key: `key-${id}` },
        reconnectPeriodMs: 1000,
        onDownlink: (_id, kind, payload) => void agent.handle(kind, payload),
        onAnnounced: () => void agent.reportVersion().catch(() => {}),
      });
      await connection.connect();
      connections.push(connection);
      agents.push(agent);
    }),
  );
}
const connectS = (Date.now() - connectStart) / 1000;
console.error(`connected ${count} devices in ${connectS} s`);
// The devices seen online before the rollout starts (ingest marks them as they announce): all of
// them, or those online after 60 s (on a saturated machine a few connections may be late).
let online: string[] = [];
for (const waitStart = Date.now(); ; ) {
  online = [];
  for (let page = 1; page <= Math.ceil(count / 500); page++) {
    const res = await call(
      'GET',
      `/api/devices?current_page=${page}&page_size=500&type_id=${typeId}&status=online_normal`,
    );
    online.push(...((res.body.list ?? []) as Array<{ id: string }>).map((d) => d.id));
  }
  if (online.length >= count || Date.now() - waitStart > 60_000) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.error(`${online.length} devices online`);

const form = multipart(
  { type_id: typeId, version: '02.00.00', description: 'bench' },
  { name: 'bench.bin', bytes: Buffer.alloc(sizeKiB * 1024, 7) },
);
const uploaded = await fetch(`${base}/api/firmware`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, ...form.headers },
  body: form.payload,
});
if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const firmware = (await uploaded.json()) as { id: string };

const cpuStart = processCpuMs(pid);
const machineStart = cpuTicks();
const started = Date.now();
const created = await call('POST', '/api/firmware-tasks', {
  firmware_id: firmware.id,
  target: online.length >= count ? { kind: 'type' } : { kind: 'devices', device_ids: online },
  upgrade_now: true,
  plan: {
    ...basePlan,
    canary_percent: 5,
    group_percents: [],
    success_threshold: 95,
    error_threshold: 10,
    error_min_finished: 10,
    pacing_per_minute: pacing,
    timeout_seconds: 300,
    retries: 1,
  },
});
if (created.status !== 201) throw new Error(`task: ${created.status} ${JSON.stringify(created.body)}`);
const taskId = created.body.id as string;
console.error('rollout started');
let canaryDoneS: number | null = null;
let task: Record<string, unknown> = {};
for (;;) {
  task = (await call('GET', `/api/firmware-tasks/${taskId}`)).body;
  if (canaryDoneS === null && Number(task.current_group) >= 1) canaryDoneS = (Date.now() - started) / 1000;
  if (task.phase === 'finished' || task.phase === 'paused' || task.phase === 'cancelled') break;
  if (Date.now() - started > 9 * 60_000) break;
  console.error(
    `${Math.round((Date.now() - started) / 1000)} s: ${task.phase} ${JSON.stringify(task.counts ?? task.summary ?? '')}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const finishS = (Date.now() - started) / 1000;
const cpuMs = processCpuMs(pid) - cpuStart;
const machineEnd = cpuTicks();
const states = (task.device_list as Array<{ state: string }> | undefined) ?? [];
const byState: Record<string, number> = {};
for (const d of states) byState[d.state] = (byState[d.state] ?? 0) + 1;
const newVersion = agents.filter((a) => a.firmwareVersion === '02.00.00').length;

for (const connection of connections) await connection.close().catch(() => {});
server.child.kill('SIGTERM');
await server.exited;

// Rows the rollout wrote (the server stopped first: PGlite has one user).
const reader =
  db === 'postgres'
    ? await openDatabase({ databaseUrl: env.DATABASE_URL! })
    : await openDatabase({ dataDir: path.join(dir, 'pglite') });
const rows: Record<string, number> = {};
for (const table of [
  'firmware_tasks',
  'firmware_task_devices',
  'firmware_task_events',
  'jobs',
  'job_schedules',
]) {
  const found = await reader
    .rows<{ n: number }>(`select count(*)::int as n from ${table}`)
    .catch(() => [{ n: -1 }]);
  rows[table] = found[0]?.n ?? -1;
}
const logs = await reader.rows<{ kind: string; n: number }>(
  `select kind, count(*)::int as n from device_logs where device_id like 'bench-fw-%' group by kind`,
);
for (const l of logs) rows[`device_logs ${l.kind}`] = l.n;
await reader.close();
await dropDatabase();
await fsp.rm(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    db,
    devices: count,
    onlineAtStart: online.length,
    pacingPerMinute: pacing,
    packageKiB: sizeKiB,
    otaStepMs,
    connectS: Number(connectS.toFixed(1)),
    phase: task.phase,
    states: byState,
    devicesReportingNewVersion: newVersion,
    deviceSideFailures: failedOffers,
    canaryDoneS,
    finishS: Number(finishS.toFixed(1)),
    serverCpuS: Number((cpuMs / 1000).toFixed(1)),
    serverCpuPctOfOneCore: Number(((100 * cpuMs) / (finishS * 1000)).toFixed(0)),
    machineBusyPct: Number(
      (
        100 *
        (1 - (machineEnd.idle - machineStart.idle) / Math.max(1, machineEnd.total - machineStart.total))
      ).toFixed(0),
    ),
    loadAvgBefore,
    rows,
  }),
);
process.exit(0);
