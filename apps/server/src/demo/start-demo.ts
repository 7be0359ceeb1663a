import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import type { JobRuntime } from '../platform/jobs/job-runtime';
import { SessionService } from '../platform/identity/session.service';
import { SessionsRepository } from '../platform/identity/sessions.repository';
import { systemClock } from '../platform/clock';
import { REPO_ROOT, SERVER_ROOT } from '../repo-root';
import type { DemoMerchant } from './demo-merchant';
import { scheduleDemoRawThinning } from './demo-raw-thinning';

/**
 * The simulator as compiled beside the server (`npm start`), else its source run through tsx
 * (development and tests).
 */
const SIMULATOR_BUNDLE = path.join(SERVER_ROOT, 'dist/simulator.js');
const SIMULATOR_SOURCE = path.join(REPO_ROOT, 'apps/simulator/src/cli.ts');

function simulatorCommand(): string[] {
  const compiled = import.meta.url.endsWith('.js') && existsSync(SIMULATOR_BUNDLE);
  return compiled ? ['--enable-source-maps', SIMULATOR_BUNDLE] : ['--import', 'tsx', SIMULATOR_SOURCE];
}
/**
 * Backfill step: 15 minutes, the step demand charges (the month's 15-minute peak) and backtests
 * are measured at; day figures stay exact at any step, since the meters are counters.
 */
export const DEMO_BACKFILL_INTERVAL_S = 900;
/**
 * Every backfilled day at that step. The simulator can send older days at a coarser step
 * (`--backfill-older-interval`), which the demo does not use: its month would then not be
 * 15-minute data.
 */
export const DEMO_BACKFILL_RECENT_DAYS = 30;
export const DEMO_BACKFILL_OLDER_INTERVAL_S = DEMO_BACKFILL_INTERVAL_S;
/**
 * Live, a sample every 10 s: figures visibly move within seconds of the start (e2e/demo.spec.ts), at
 * half the folder growth of the simulator's default 5 s (docs/demo.md).
 */
export const DEMO_LIVE_INTERVAL_S = 10;
/**
 * How long the backfill pauses after each day of history, as a share of the time that day took
 * (`--backfill-yield`). PGlite runs in the server's one thread: without pauses health took 3–8 s
 * at p95 during the backfill; with half-length pauses (and requests' statements first,
 * db/request-priority.ts) 0.8 s, the month in 94 s (docs/performance.md). 1 took 3.5 minutes.
 */
const DEMO_BACKFILL_YIELD = 0.5;
/**
 * A BMS sends its cell arrays (2.5 kB a sample) hourly, not with every 15-minute sample: the
 * month's cells were 44 MB of the data folder's 300 MB budget (docs/demo.md).
 */
const DEMO_CELL_INTERVAL_S = 3600;
const SESSION_HOURS = 12;

export interface DemoOptions {
  db: Db;
  merchant: DemoMerchant;
  /** Where the platform answers its own API. */
  platformUrl: string;
  brokerUrl: string;
  dataDir: string;
  backfillDays: number;
  log: (line: string) => void;
  /** The process's job runtime: the demo's own schedules (raw-sample thinning) run on it. */
  jobs?: JobRuntime;
  /** Called once when the simulator has sent its history and goes live. */
  onLive?: () => void;
}

export interface DemoHandle {
  stop(): Promise<void>;
}

/**
 * Runs the simulator as a child process for the demo merchant. The first start provisions the
 * demo stations through the platform's API (a session opened for the merchant, handed over in
 * the environment) and keeps their device keys in the data directory; later starts attach to them
 * (updating an older demo's texts through the API, with a session too) and the simulator's state
 * file fills the time the platform was down.
 */
export async function startDemo(options: DemoOptions): Promise<DemoHandle> {
  const folder = path.join(options.dataDir, 'demo');
  const sitesFile = path.join(folder, 'sites.json');
  const args = [
    '--broker',
    options.brokerUrl,
    '--state',
    path.join(folder, 'state.json'),
    '--backfill-days',
    String(options.backfillDays),
    '--backfill-interval',
    String(DEMO_BACKFILL_INTERVAL_S),
    '--backfill-recent-days',
    String(DEMO_BACKFILL_RECENT_DAYS),
    '--backfill-older-interval',
    String(DEMO_BACKFILL_OLDER_INTERVAL_S),
    '--backfill-yield',
    String(DEMO_BACKFILL_YIELD),
    '--interval',
    String(DEMO_LIVE_INTERVAL_S),
    '--cell-interval',
    String(DEMO_CELL_INTERVAL_S),
    // A minute after going live the demo rules see real faults (issue 15 item 6).
    '--demo-faults',
  ];
  const sessions = new SessionService(new SessionsRepository(options.db), systemClock, {
    idleMs: SESSION_HOURS * 3_600_000,
    absoluteMs: SESSION_HOURS * 3_600_000,
  });
  const session = await sessions.open({
    userId: options.merchant.userId,
    tenantId: options.merchant.tenantId,
    method: 'service',
    ip: '127.0.0.1',
    userAgent: 'ies-demo-simulator',
  });
  const env: NodeJS.ProcessEnv = { ...process.env, IES_TOKEN: session.token };
  // A later start attaches to the sites, and through the platform brings the texts of an older
  // demo's price templates and strategies up to both languages.
  if (existsSync(sitesFile)) args.unshift('--sites', sitesFile, '--platform', options.platformUrl);
  else args.unshift('--platform', options.platformUrl, '--sites-out', sitesFile);
  const child: ChildProcess = spawn(process.execPath, [...simulatorCommand(), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let live = false;
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      options.log(`[demo] ${line}`);
      if (!live && line.startsWith('live:')) {
        live = true;
        options.onLive?.();
      }
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  if (options.jobs)
    await scheduleDemoRawThinning(options.jobs, options.db, options.merchant.tenantId, Date.now);
  else options.log('[demo] no job runtime in this process: raw samples are not thinned');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal === null) options.log(`[demo] the simulator stopped (exit code ${code})`);
  });
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // The simulator saves its state on SIGTERM, so the next start continues without a gap.
      child.kill('SIGTERM');
      await exited;
    },
  };
}
