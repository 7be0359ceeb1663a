// The measured side of a benchmark runs in a child process (bench/ingest/server.ts); the load
// generator talks to it over IPC, one answer per request, and reads the machine's CPU counters.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerStart } from '../ingest/server';

export type Message = { cmd: string; [key: string]: unknown };

export interface BenchServer {
  /** The next message from the server (in order). */
  next(): Promise<Message>;
  /** Sends `{ cmd }` and waits for the answer. */
  ask(cmd: string): Promise<Message>;
}

/**
 * Node options of a bench's server child: TypeScript through tsx, and with `BENCH_CPU_PROF=<dir>`
 * a CPU profile of the server written there when it exits.
 */
export function benchExecArgv(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return ['--import', 'tsx', ...(dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [])];
}

/** Forks bench/ingest/server.ts, starts it with `start`, and resolves with its `ready` message. */
export async function startBenchServer(start: ServerStart): Promise<BenchServer & { ready: Message }> {
  const child = fork(path.join(import.meta.dirname, '../ingest/server.ts'), [], {
    execArgv: benchExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: Message[] = [];
  const waiters: Array<(m: Message) => void> = [];
  child.on('message', (m: Message) => {
    const waiter = waiters.shift();
    if (waiter) waiter(m);
    else inbox.push(m);
  });
  const next = () =>
    new Promise<Message>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiters.push(resolve);
    });
  const ask = async (cmd: string) => {
    child.send({ cmd });
    return next();
  };
  child.send(start);
  const ready = await next();
  return { next, ask, ready };
}

/** Busy and total jiffies of the whole machine (/proc/stat), for "machine busy" over a window. */
export function cpuTicks(): { idle: number; total: number } {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = line!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { idle, total };
}
