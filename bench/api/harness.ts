// What run.ts and live.ts share: command-line options, the server child (server.ts) over IPC,
// quantiles, and a measured window (the child's CPU and peak RSS, the machine's busy share and load).
import { fork } from 'node:child_process';
import { benchExecArgv } from '../support/bench-server';
import os from 'node:os';
import path from 'node:path';
import { cpuTicks } from '../support/bench-server';
import type { ApiServerStart } from './server';

export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

/** The fleet and database of the server child, from `--db --url --stations --days --hour-days --users`. */
export function serverStart(defaults: {
  stations: number;
  days: number;
  hourDays: number;
  users: number;
  live?: boolean;
}): ApiServerStart {
  return {
    db: arg('db', 'pglite') as 'pglite' | 'postgres',
    postgresUrl: arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'),
    stations: Number(arg('stations', String(defaults.stations))),
    days: Number(arg('days', String(defaults.days))),
    hourDays: Number(arg('hour-days', String(defaults.hourDays))),
    users: Number(arg('users', String(defaults.users))),
    live: defaults.live,
  };
}

export type Message = { cmd: string; [key: string]: unknown };

/** The server child: `ask` sends a command and resolves at its answer (answers come in order). */
export function serverChild() {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    execArgv: benchExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: Message[] = [];
  const waiters: Array<(m: Message) => void> = [];
  child.on('message', (m: Message) => (waiters.length ? waiters.shift()!(m) : inbox.push(m)));
  const next = () =>
    new Promise<Message>((resolve) => (inbox.length ? resolve(inbox.shift()!) : waiters.push(resolve)));
  const ask = (message: Message | ApiServerStart) => {
    child.send(message);
    return next();
  };
  /** Starts the fleet; resolves at `ready` (url, tokens, stationIds, deviceIds, seedS). */
  const start = async (options: ApiServerStart) => {
    const ready = await ask(options);
    if (ready.cmd !== 'ready') throw new Error(JSON.stringify(ready));
    return ready;
  };
  return { child, ask, start };
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;

export const r1 = (x: number) => Math.round(x * 10) / 10;

/** p50/p95/p99/max of a list of milliseconds. */
export function percentiles(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: r1(quantile(sorted, 0.5)),
    p95: r1(quantile(sorted, 0.95)),
    p99: r1(quantile(sorted, 0.99)),
    max: r1(sorted.at(-1) ?? Number.NaN),
  };
}

/** Runs `run` inside a measured window of the server child. */
export async function measured<T>(ask: (m: Message) => Promise<Message>, run: () => Promise<T>) {
  await ask({ cmd: 'measure-start' });
  const machine0 = cpuTicks();
  const load = os.loadavg()[0]!;
  const t0 = Date.now();
  const result = await run();
  const wallS = (Date.now() - t0) / 1000;
  const server = await ask({ cmd: 'measure-stop' });
  const machine1 = cpuTicks();
  const busy = 1 - (machine1.idle - machine0.idle) / (machine1.total - machine0.total);
  return {
    result,
    wallS: r1(wallS),
    serverCpuPct: Math.round(((server.cpuMs as number) / 1000 / wallS) * 100),
    serverPeakRssMb: Math.round((server.peakRssBytes as number) / 2 ** 20),
    machineBusyPct: Math.round(busy * 100),
    loadAvg1mAtStart: r1(load),
    /** The server's own figures at the end of the window (live.ts: computations, followers). */
    server,
  };
}
