import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminPassword } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function healthy(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not come up:\n${output()}`);
}

/**
 * A second platform server with its own database and extra environment (a third-party provider
 * the shared server of the config does not have), serving the same built web app.
 */
export async function startPlatformServer(
  port: number,
  env: Record<string, string>,
  options: { viaStartScript?: boolean; dataDir?: string } = {},
) {
  const baseURL = `http://127.0.0.1:${port}`;
  // A given data directory outlives the process (a restart on the same database); it is the caller's to remove.
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), `ies-e2e-extra-${process.pid}-${Date.now()}`);
  let log = '';
  // viaStartScript: exactly the README's `npm start` (scripts/start.mjs), demo and all.
  const args = options.viaStartScript
    ? ['scripts/start.mjs']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      TEST_HOOKS: '1',
      IES_ADMIN_PASSWORD: adminPassword,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(baseURL, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop, output: () => log };
}
