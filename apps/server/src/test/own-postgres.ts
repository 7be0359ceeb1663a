import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './broker/test-mosquitto';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian layout), if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export interface OwnPostgres {
  readonly port: number;
  /** Connection string of a database of this cluster (user postgres, trust on loopback). */
  url(database: string): string;
  /** `pg_ctl stop -m fast`: connections are cut, the server is gone until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (tests only): initdb in a temp dir, loopback only, on a
 * free port, so a test may stop and start it without touching any other database. initdb refuses
 * to run as root; then the binaries run as the `postgres` user.
 */
export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await fs.chown(dir, Number(stdout.trim()), -1);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
  const start = async () => {
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
