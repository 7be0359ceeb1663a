import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from './protocol/test-broker';
import { exampleSiteSpec } from './site/fixtures';

// The standalone simulator as a process: a SIGTERM ends it quickly whatever it is doing, even
// while its broker is gone and it keeps trying to reach it (a supervisor's stop must not hang).

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const site = exampleSiteSpec({ id: 'sig' });
const keys = new Map(site.devices.map((device) => [device.id, device.key!] as const));
/** How long a stop may take; the wait for the exit itself is far longer, so a hang shows as a number. */
const STOP_WITHIN_MS = 2000;

let dir: string;
let sitesFile: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sim-signals-'));
  sitesFile = path.join(dir, 'sites.json');
  await writeFile(sitesFile, JSON.stringify({ sites: [site] }));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

interface Simulator {
  child: ChildProcess;
  output: () => string;
  /** Resolves once a line of output matches. */
  printed(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
}

function simulate(args: string[]): Simulator {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--sites', sitesFile, ...args], {
    cwd: path.dirname(CLI),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    printed: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then(() => reject(new Error(`exited before ${pattern}:\n${text}`)));
      }),
  };
}

/** Sends SIGTERM and gives back how long the process took to exit (waiting up to 20 s). */
async function stopTime(simulator: Simulator): Promise<number> {
  const began = Date.now();
  simulator.child.kill('SIGTERM');
  const exited = await Promise.race([
    simulator.exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
  ]);
  if (!exited) simulator.child.kill('SIGKILL');
  return exited ? Date.now() - began : Number.POSITIVE_INFINITY;
}

describe('the simulator stops on SIGTERM', { timeout: 90_000 }, () => {
  let broker: TestBroker;
  beforeAll(async () => {
    broker = await startTestBroker(keys);
  });

  it('within 2 s while it reconnects to a broker that went away after it went live', async () => {
    const simulator = simulate(['--broker', broker.url, '--interval', '1']);
    await simulator.printed(/live: a sample every/);
    await broker.waitFor((m) => m.topic === `ies/v1/${site.devices[0]!.id}/telemetry`, 30_000);
    await broker.close();
    // The devices notice the broker is gone and try again (each attempt is refused and logged).
    await simulator.printed(/ECONNREFUSED/);
    const took = await stopTime(simulator);
    expect(took, simulator.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(await simulator.exited).toBe(0);
    expect(simulator.output()).toMatch(/stopping \(terminated\)/);
  });

  it('within 2 s while it is still trying to reach a broker that is not there', async () => {
    // The broker of the previous test is closed: nothing listens on its port.
    const simulator = simulate(['--broker', broker.url, '--interval', '1']);
    await simulator.printed(/connecting 9 devices/);
    await simulator.printed(/ECONNREFUSED/);
    const took = await stopTime(simulator);
    expect(took, simulator.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(await simulator.exited).toBe(0);
  });

  it('within 2 s while its backfill waits for a broker that went away', async () => {
    const backfillBroker = await startTestBroker(keys);
    const simulator = simulate([
      '--broker',
      backfillBroker.url,
      '--backfill-days',
      '30',
      '--backfill-interval',
      '300',
    ]);
    await backfillBroker.waitFor((m) => m.topic.endsWith('/telemetry'), 30_000);
    await backfillBroker.close();
    await simulator.printed(/ECONNREFUSED/);
    expect(simulator.output()).not.toMatch(/caught up/);
    const took = await stopTime(simulator);
    expect(took, simulator.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(await simulator.exited).toBe(0);
  });
});
