import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Database, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createTestDatabase, testDatabaseKind } from './test-database';

const MAIN = path.resolve(import.meta.dirname, '..', 'main.ts');

/**
 * Starts the real server (`main.ts`) as its own process with only these variables, for tests of
 * several processes and outages. `children` collects it so the test's afterAll can kill it.
 * `base` resolves to `http://127.0.0.1:<port>` once the server says it is running (`ready` too,
 * without the address); `exited` once the process has ended.
 */
export function startServerProcess(env: Record<string, string>, children: ChildProcess[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // Listened for from the spawn on, so that an exit before anyone awaits it is not missed.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    child.stdout?.on('data', () => {
      const match = /running: http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
  base.catch(() => {});
  const ready = base.then(() => undefined);
  ready.catch(() => {});
  return { child, base, ready, exited, output: () => output };
}

/** A JSON call to a server process started by `startServerProcess`, as its own client would make it. */
export async function callServer(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * The database a server process will open, seeded by the test first: a fresh PostgreSQL database
 * (its URL put in `env`) or the process's own PGlite files in `dir` — close those before the start.
 */
export async function serverProcessDatabase(
  dir: string,
  env: Record<string, string>,
  cleanups: Array<() => Promise<unknown>>,
): Promise<Database> {
  if (testDatabaseKind() === 'postgres') {
    const pg = await createTestDatabase({ kind: 'postgres' });
    cleanups.push(() => pg.close());
    env.DATABASE_URL = pg.url!;
    return pg;
  }
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await runMigrations(database);
  return database;
}
