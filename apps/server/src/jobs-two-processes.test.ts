import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLATFORM_JOBS } from '@ies/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from './test/ingest/test-fixtures';
import { startServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

// Issue 28 point 5 (docs/architecture.md "Jobs"): two full server processes against one
// PostgreSQL both poll the job runtime; a sweep due every second runs once per due time, in one
// process, never overlapping itself, and goes on in the other process when one stops.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';
const SWEEP = PLATFORM_JOBS.strategyPushSweep;

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Run = {
  singleton_key: string;
  state: string;
  attempts: number;
  worker: string;
  started: string;
  finished: string;
};

describe.runIf(onPostgres)('a sweep with two server processes on PostgreSQL', () => {
  it('runs once per due time, in one process at a time, and goes on when a process stops', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    cleanups.push(() => database.close());
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-jobs-two-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const env = (name: string) => ({
      PORT: '0',
      MQTT_PORT: '0',
      DATA_DIR: path.join(dir, name),
      DATABASE_URL: database.url!,
    });
    const a = startServerProcess(env('a'), children);
    const b = startServerProcess(env('b'), children);
    await Promise.all([a.ready, b.ready]);

    const runs = () =>
      database.rows<Run>(
        `select singleton_key, state, attempts, worker,
                to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as started,
                to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as finished
           from jobs where name = '${SWEEP}' and state <> 'queued' order by started_at`,
      );
    // Both processes take runs of it, whichever polls first after a due time.
    await waitFor(async () => {
      const rows = await runs();
      return (
        new Set(rows.map((r) => r.worker)).size === 2 && rows.filter((r) => r.state !== 'active').length > 2
      );
    }, 60_000);
    const [schedule] = await database.rows<{ every_ms: string }>(
      `select every_ms::text from job_schedules where name = '${SWEEP}'`,
    );
    expect(Number(schedule!.every_ms)).toBe(1000);

    const seen = (await runs()).filter((r) => r.state !== 'active');
    expect(seen.length).toBeGreaterThan(2);
    // One run per due time, in one attempt: no process ran a due time another one took.
    expect(new Set(seen.map((r) => r.singleton_key)).size).toBe(seen.length);
    for (const run of seen) expect(run).toMatchObject({ state: 'done', attempts: 1 });
    // Never two at once: each run starts after the one before it finished.
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.started >= seen[i - 1]!.finished, `run ${i} overlaps run ${i - 1}`).toBe(true);
    }
    // At most one run per period over the whole time (two bare timers would run twice as often).
    const spanMs = Date.parse(`${seen.at(-1)!.started}Z`) - Date.parse(`${seen[0]!.started}Z`);
    expect(seen.length).toBeLessThanOrEqual(Math.floor(spanMs / 1000) + 1);

    // A stops; B goes on running the sweep alone.
    const workerOfB = await database.rows<{ worker: string }>(
      `select worker from jobs where name = '${SWEEP}' and worker like '%:${b.child.pid}:%' limit 1`,
    );
    expect(workerOfB).toHaveLength(1);
    a.child.kill('SIGTERM');
    await a.exited;
    const stoppedAt = (await runs()).length;
    await waitFor(async () => (await runs()).length >= stoppedAt + 3, 30_000);
    const after = (await runs()).slice(stoppedAt);
    expect(new Set(after.map((r) => r.worker))).toEqual(new Set([workerOfB[0]!.worker]));

    // The administrator's list (GET /api/admin/jobs) shows its last run, from either process.
    const [last] = await database.rows<{ last_status: string; last_duration_ms: number | null }>(
      `select last_status, last_duration_ms from job_schedules where name = '${SWEEP}'`,
    );
    expect(last).toMatchObject({ last_status: 'ok' });
    expect(last!.last_duration_ms).toBeGreaterThanOrEqual(0);
  }, 150_000);
});
