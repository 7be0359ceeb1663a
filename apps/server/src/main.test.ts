import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { testDatabaseKind } from './test/test-database';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      MQTT_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stdout}${stderr}`)), 60_000);
    child.stdout?.on('data', () => {
      const match = /running: (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(() => reject(new Error(`server exited: ${stdout}${stderr}`)));
  });
  url.catch(() => {}); // awaited only by the tests that need it

  return { child, exited, url, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('refuses an invalid configuration value with one line naming the variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    const code = await server.exited;
    expect(code).toBe(2);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('finishes a request in flight on SIGTERM, then closes the database cleanly', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-main-'));
    const env: Record<string, string> = { PORT: '0', DATA_DIR: dataDir, TEST_HOOKS: '1' };
    if (testDatabaseKind() === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
    const server = start(env);
    const base = await server.url;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);

    const slow = fetch(`${base}/api/test-hooks/sleep?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ slept: 1500 });
    expect(await server.exited).toBe(0);

    if (testDatabaseKind() === 'pglite') {
      // A clean close leaves a data directory that opens again with its migrations applied.
      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const rows = await reopened.rows<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      await reopened.close();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);
});
