import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';

// Not a test: the big screens' soak check (issue 30). Starts the platform with the live demo (its
// own data directory and ports), then
//  1. opens the general monitoring screen in Chromium for SOAK_MINUTES (default 30) and samples
//     its JS heap every minute through CDP (Performance.getMetrics JSHeapUsedSize, after a forced
//     garbage collection, and before it), and
//  2. opens SCREENS (default 200) general screens' connections at once — each a WebSocket on
//     /api/bigscreens/general/live plus the screen's full read once a minute, as the page does —
//     and measures the server process's own CPU time (utime + stime of /proc/<pid>/stat, the
//     counters process.cpuUsage reads inside it) over LOAD_SECONDS, against the same span idle.
// Usage: npx tsx bench/bigscreen-soak/run.ts  (env: SOAK_MINUTES, SCREENS, LOAD_SECONDS,
// DEMO_BACKFILL_DAYS default 2, SKIP_SOAK=1, SKIP_LOAD=1). Needs the built web (npm run build -w @ies/web).

const root = path.resolve(import.meta.dirname, '../..');
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SCREENS = Number(process.env.SCREENS ?? 200);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const CLOCK_TICKS = 100; // getconf CLK_TCK on Linux
const ADMIN_PASSWORD = 'Bench-Admin-1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process's CPU seconds so far (user + system), as process.cpuUsage counts them. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer() {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `ies-bench-soak-${process.pid}`);
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MQTT_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TEST_HOOKS: '1',
      DEMO: 'on',
      DEMO_BACKFILL_DAYS: process.env.DEMO_BACKFILL_DAYS ?? '2',
      IES_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (!/\[demo\] live:/.test(log)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the demo did not go live:\n${log}`);
    await sleep(1000);
  }
  const [, username, password] = /Demo merchant: (\S+)\s+password: (\S+)/.exec(log) ?? [];
  if (!username || !password) throw new Error(`no demo password printed:\n${log}`);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseURL, pid: child.pid!, username, password, stop };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A session of the demo merchant (the captcha text through the server's test hooks). */
async function signIn(baseURL: string, username: string, password: string): Promise<string> {
  const { uuid } = await json<{ uuid: string }>(await fetch(`${baseURL}/api/control/captcha`));
  const { text } = await json<{ text: string }>(await fetch(`${baseURL}/api/test-hooks/captcha/${uuid}`));
  const session = await json<{ token: string }>(
    await fetch(`${baseURL}/api/control/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, username, password, svg_code_uuid: uuid, svg_code: text }),
    }),
  );
  return session.token;
}

interface HeapSample {
  minute: number;
  heapUsedMb: number;
  heapAfterGcMb: number;
  nodes: number;
  listeners: number;
  status: string;
}

async function soak(baseURL: string, token: string): Promise<HeapSample[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/Login`);
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(`${baseURL}/MonitorScreen`);
  await page.locator('[data-testid="bigscreen-status"][data-state="live"]').waitFor({ timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const samples: HeapSample[] = [];
  const metric = (metrics: Array<{ name: string; value: number }>, name: string) =>
    metrics.find((m) => m.name === name)?.value ?? 0;
  for (let minute = 0; minute <= SOAK_MINUTES; minute++) {
    if (minute > 0) await sleep(60_000);
    const before = (await cdp.send('Performance.getMetrics')).metrics;
    await cdp.send('HeapProfiler.collectGarbage');
    const after = (await cdp.send('Performance.getMetrics')).metrics;
    const sample: HeapSample = {
      minute,
      heapUsedMb: Math.round((metric(before, 'JSHeapUsedSize') / 1048576) * 100) / 100,
      heapAfterGcMb: Math.round((metric(after, 'JSHeapUsedSize') / 1048576) * 100) / 100,
      nodes: metric(after, 'Nodes'),
      listeners: metric(after, 'JSEventListeners'),
      status: (await page.getAttribute('[data-testid="bigscreen-status"]', 'data-state')) ?? '',
    };
    samples.push(sample);
    console.log(`soak ${JSON.stringify(sample)}`);
  }
  await browser.close();
  return samples;
}

/** Server CPU over `seconds`, as cores (CPU seconds per wall second). */
async function cpuOver(pid: number, seconds: number): Promise<number> {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  await sleep(seconds * 1000);
  return (cpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000);
}

async function load(baseURL: string, pid: number, token: string) {
  const idleCores = await cpuOver(pid, LOAD_SECONDS);
  const wsUrl = `${baseURL.replace('http', 'ws')}/api/bigscreens/general/live`;
  let messages = 0;
  let closed = 0;
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const read = () =>
    fetch(`${baseURL}/api/bigscreens/general`, { headers: { Authorization: `Bearer ${token}` } })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  for (let i = 0; i < SCREENS; i++) {
    const socket = new WebSocket(wsUrl);
    socket.on('open', () => socket.send(JSON.stringify({ token })));
    socket.on('message', () => messages++);
    socket.on('close', () => closed++);
    socket.on('error', () => undefined);
    sockets.push(socket);
    void read();
    // Each screen's full read once a minute, spread over the minute.
    const start = setTimeout(
      () => timers.push(setInterval(() => void read(), 60_000)),
      Math.random() * 60_000,
    );
    timers.push(start);
  }
  await sleep(15_000); // all connected and past their first read
  const rss0 = rssMb(pid);
  const messages0 = messages;
  const loadCores = await cpuOver(pid, LOAD_SECONDS);
  const received = messages - messages0;
  const rss1 = rssMb(pid);
  for (const timer of timers) {
    clearTimeout(timer);
    clearInterval(timer);
  }
  for (const socket of sockets) socket.close();
  return {
    screens: SCREENS,
    seconds: LOAD_SECONDS,
    idleCores: Math.round(idleCores * 1000) / 1000,
    loadCores: Math.round(loadCores * 1000) / 1000,
    addedCores: Math.round((loadCores - idleCores) * 1000) / 1000,
    messagesPerSecond: Math.round((received / LOAD_SECONDS) * 10) / 10,
    closedDuringLoad: closed,
    rssMb: [Math.round(rss0), Math.round(rss1)],
  };
}

async function main() {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at start, Node ${process.version}`;
  console.log(`machine: ${machine}`);
  const server = await startServer();
  try {
    const token = await signIn(server.baseURL, server.username, server.password);
    const samples = process.env.SKIP_SOAK ? [] : await soak(server.baseURL, token);
    const loadResult = process.env.SKIP_LOAD ? undefined : await load(server.baseURL, server.pid, token);
    if (loadResult) console.log(`load ${JSON.stringify(loadResult)}`);
    const results = path.join(import.meta.dirname, 'results');
    await mkdir(results, { recursive: true });
    const file = path.join(results, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      JSON.stringify(
        { machine, loadAverageAtEnd: os.loadavg(), soakMinutes: SOAK_MINUTES, samples, load: loadResult },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(root, file)}`);
  } finally {
    await server.stop();
  }
}

await main();
