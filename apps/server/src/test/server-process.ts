import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

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
