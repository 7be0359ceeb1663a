// The demo's first start as `npm start` runs it (issue 34 item 8): the compiled server on a fresh
// PGlite data directory with DEMO=on, while the demo provisions and backfills its stations. One
// request at a time, it asks /api/health and signs the demo merchant in (captcha, then
// POST /api/control/sessions) and prints p50/p95/max per phase; then, live for the minutes asked,
// the data directory's size each minute (what grows, and how fast).
//
//   npm run build:server && node bench/first-start/first-start.mjs [live minutes, default 0]
//   node bench/first-start/first-start.mjs [live minutes] --npm-start DIR
//
// With --npm-start it runs `npm start` in DIR (a fresh clone: install, builds, then the platform)
// and prints that output with the time of each line: the figures of docs/demo.md.
//
// --speed N runs the live demo N times faster than the wall clock (libfaketime, Debian package
// `faketime`): once the backfill is over, every clock, timer and timeout of the server and its
// simulator, the embedded database's included, runs N times faster, so a day of the live demo (its
// samples, rollups, jobs, thinning, checkpoints and vacuums, each at its own period) is written in
// 24/N hours. Provisioning and backfill run at the normal speed (at 20 times, MQTT connects time
// out in 1.5 s). Live minutes are then the server's minutes.
//
// KEEP=1 keeps the data directory (to look at its tables). TEST_HOOKS=1 lets the bench read the captcha's text (never in production). The server is
// stopped (its process group) at the end, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const npmStartAt = process.argv.indexOf('--npm-start');
const cloneDir = npmStartAt > 0 ? path.resolve(process.argv[npmStartAt + 1]) : undefined;
const root = cloneDir ?? path.resolve(import.meta.dirname, '../..');
const liveMinutes = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 0);
/** --cpu-prof DIR: the compiled server writes a CPU profile there when it stops (not with --npm-start). */
const profileAt = process.argv.indexOf('--cpu-prof');
const profileArgs =
  profileAt > 0 ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.argv[profileAt + 1])}`] : [];
const speedAt = process.argv.indexOf('--speed');
const speed = speedAt > 0 ? Number(process.argv[speedAt + 1]) : 1;
const fakeTime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
if (!(speed >= 1)) throw new Error('--speed takes a number of at least 1');
if (speed > 1 && !fs.existsSync(fakeTime))
  throw new Error('--speed needs libfaketime: apt-get install faketime');
/**
 * With --speed, the server's clock, read from a file both processes share (the simulator continues
 * its parent's time: FAKETIME_DONT_RESET), re-read each second; XRESET makes a change of speed
 * start from the time reached instead of jumping as if the new speed had always held.
 */
const clockFile = path.join(os.tmpdir(), `ies-first-start-clock-${process.pid}`);
const setSpeed = (x) => fs.writeFileSync(clockFile, `+0 x${x}\n`);
const speedEnv =
  speed > 1
    ? {
        LD_PRELOAD: fakeTime,
        FAKETIME_TIMESTAMP_FILE: clockFile,
        FAKETIME_CACHE_DURATION: '1',
        FAKETIME_XRESET: '1',
        FAKETIME_DONT_RESET: '1',
      }
    : {};
if (speed > 1) setSpeed(1);
const port = 3900 + Math.floor(Math.random() * 80);
const mqttPort = 18900 + Math.floor(Math.random() * 80);
const base = `http://127.0.0.1:${port}`;
const dataDir = cloneDir
  ? path.join(cloneDir, '.data')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'ies-first-start-'));

const began = performance.now();
const at = () => (performance.now() - began) / 1000;
const [command, ...args] = cloneDir
  ? ['npm', 'start']
  : [process.execPath, ...profileArgs, '--enable-source-maps', 'apps/server/dist/main.js'];
const child = spawn(command, args, {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    MQTT_PORT: String(mqttPort),
    DATA_DIR: dataDir,
    DEMO: 'on',
    LOG_LEVEL: 'warn',
    TEST_HOOKS: '1',
    IES_ADMIN_PASSWORD: `Bn${randomBytes(9).toString('base64url')}9`,
    ...speedEnv,
  },
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

/** Phase marks from the server's output: when the backfill began and ended. */
const marks = {};
let demoPassword;
const output = [];
const onLine = (line) => {
  output.push(`${at().toFixed(1).padStart(6)} s  ${line}`);
  const password = /Demo merchant: demo\s+password: (\S+)/.exec(line);
  if (password) demoPassword = password[1];
  if (/connecting \d+ devices/.test(line)) marks.backfillFrom ??= at();
  if (/caught up:/.test(line)) marks.backfillTo ??= at();
  if (/live: a sample every/.test(line)) marks.live ??= at();
};
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) if (line.trim()) onLine(line);
  });
}

async function timed(request) {
  const t0 = performance.now();
  const res = await request();
  return { ms: performance.now() - t0, res };
}

async function signIn() {
  const captcha = await timed(() => fetch(`${base}/api/control/captcha`).then((r) => r.json()));
  const { uuid } = captcha.res;
  const { text } = await fetch(`${base}/api/test-hooks/captcha/${uuid}`).then((r) => r.json());
  const body = { username: 'demo', password: demoPassword, type: 1, svg_code_uuid: uuid, svg_code: text };
  const post = await timed(() =>
    fetch(`${base}/api/control/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  if (post.res.status !== 200)
    throw new Error(`sign-in answered ${post.res.status}: ${await post.res.text()}`);
  return { captchaMs: captcha.ms, signInMs: post.ms };
}

function du(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? du(full) : fs.statSync(full).size;
  }
  return total;
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

const samples = []; // { t, kind, ms }
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
try {
  // Up: the first healthy answer.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await pause(50);
  }
  marks.healthy = at();
  // Until the backfill is over (and a minute at most after it), then live for the minutes asked.
  while (marks.live === undefined || at() < marks.live + 5) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const t = at();
    const health = await timed(() => fetch(`${base}/api/health`));
    samples.push({ t, kind: 'health', ms: health.ms });
    if (demoPassword) {
      const s = await signIn();
      samples.push({ t, kind: 'captcha', ms: s.captchaMs }, { t, kind: 'sign-in', ms: s.signInMs });
    }
    await pause(200);
    if (at() > 1800) throw new Error('no end of the backfill within 30 minutes');
  }
  const pglite = path.join(dataDir, 'pglite');
  const sizeNow = () => ({
    bytes: du(dataDir),
    base: du(path.join(pglite, 'base')),
    wal: du(path.join(pglite, 'pg_wal')),
  });
  marks.afterBackfill = sizeNow();
  if (speed > 1) {
    setSpeed(speed);
    await pause(2000); // both processes have read the file (each second)
  }
  const sizes = [];
  for (let minute = 1; minute <= liveMinutes; minute++) {
    await pause(60_000 / speed);
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    sizes.push({ minute, ...sizeNow() });
  }

  const quantile = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
  const report = (label, from, to) => {
    for (const kind of ['health', 'captcha', 'sign-in']) {
      const ms = samples
        .filter((s) => s.kind === kind && s.t >= from && s.t < to)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      if (ms.length === 0) continue;
      console.log(
        `${label.padEnd(10)} ${kind.padEnd(8)} n=${String(ms.length).padStart(4)}  p50 ${quantile(ms, 0.5).toFixed(0)} ms  p95 ${quantile(ms, 0.95).toFixed(0)} ms  max ${ms[ms.length - 1].toFixed(0)} ms`,
      );
    }
  };
  console.log(output.join('\n'));
  console.log('');
  console.log(
    `healthy after ${marks.healthy.toFixed(1)} s; backfill from ${marks.backfillFrom?.toFixed(1)} s to ${marks.backfillTo?.toFixed(1)} s`,
  );
  report('provision', marks.healthy, marks.backfillFrom ?? Infinity);
  report('backfill', marks.backfillFrom ?? Infinity, marks.backfillTo ?? Infinity);
  report('live', marks.backfillTo ?? Infinity, Infinity);
  const line = (s) => `${mb(s.bytes)} (PGlite base ${mb(s.base)}, WAL ${mb(s.wal)})`;
  console.log(`data directory after the backfill: ${line(marks.afterBackfill)}`);
  // A long run prints about a hundred lines: every minute up to two hours, then every quarter hour.
  const every = liveMinutes > 120 ? 15 : 1;
  for (const s of sizes)
    if (s.minute % every === 0 || s.minute === 1) console.log(`  live minute ${s.minute}: ${line(s)}`);
  const peak = sizes.reduce((a, s) => (s.bytes > a.bytes ? s : a), sizes[0] ?? marks.afterBackfill);
  if (sizes.length > 0) console.log(`  largest: ${line(peak)} at live minute ${peak.minute}`);
  if (sizes.length > 1) {
    const first = sizes[0];
    const last = sizes[sizes.length - 1];
    const perDay = ((last.base - first.base) / (last.minute - first.minute)) * 1440;
    console.log(
      `  PGlite base grows ${mb(perDay)} a day at this rate (minutes ${first.minute} to ${last.minute})`,
    );
  }
  if (fs.existsSync(pglite)) {
    const parts = fs
      .readdirSync(pglite, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => [e.name, du(path.join(pglite, e.name))])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    console.log(`  of which ${parts.map(([name, bytes]) => `${name} ${mb(bytes)}`).join(', ')}`);
  }
} finally {
  stop();
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  fs.rmSync(clockFile, { force: true });
  if (process.env.KEEP || cloneDir) console.log(`kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
