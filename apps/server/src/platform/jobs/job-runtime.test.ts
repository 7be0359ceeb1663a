import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { JobRuntime } from './job-runtime';

// Real database (PGlite, or PostgreSQL with TEST_DB=postgres); time moves by a FrozenClock.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** Frozen time: due-time boundaries are exact (ManualClock moves with the real time too). */
class FrozenClock {
  private at = Date.parse('2026-11-24T08:00:00Z');
  now = () => new Date(this.at);
  advance(ms: number) {
    this.at += ms;
  }
}

const runtimeOf = (clock: FrozenClock) => new JobRuntime({ db: database.db, clock, leaseMs: 60_000 });

describe('job runtime', () => {
  it('runs a sent job once, with its payload', async () => {
    const clock = new FrozenClock();
    const seen: unknown[] = [];
    const runtime = runtimeOf(clock).work('t.send', async (payload) => {
      seen.push(payload);
    });
    await runtime.send('t.send', { a: 1 });
    expect(await runtime.tick()).toBe(1);
    expect(await runtime.tick()).toBe(0);
    expect(seen).toEqual([{ a: 1 }]);
    expect((await runtime.jobsOf('t.send')).map((j) => j.state)).toEqual(['done']);
  });

  it('a singleton key queues a job once', async () => {
    const runtime = runtimeOf(new FrozenClock());
    expect(await runtime.send('t.single', {}, { singletonKey: 'k1' })).not.toBeNull();
    expect(await runtime.send('t.single', {}, { singletonKey: 'k1' })).toBeNull();
    expect(await runtime.jobsOf('t.single')).toHaveLength(1);
  });

  it('retries with a doubling backoff, then fails for good', async () => {
    const clock = new FrozenClock();
    let calls = 0;
    const runtime = runtimeOf(clock).work(
      't.retry',
      async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 3, backoffMs: 1000 },
    );
    await runtime.send('t.retry');
    await runtime.tick();
    expect(calls).toBe(1);
    clock.advance(999);
    await runtime.tick();
    expect(calls).toBe(1); // not yet: the first backoff is 1 s
    clock.advance(1);
    await runtime.tick();
    expect(calls).toBe(2);
    clock.advance(1999);
    await runtime.tick();
    expect(calls).toBe(2); // the second backoff is 2 s
    clock.advance(1);
    await runtime.tick();
    expect(calls).toBe(3);
    clock.advance(3_600_000);
    await runtime.tick();
    expect(calls).toBe(3);
    const [job] = await runtime.jobsOf('t.retry');
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
  });

  it('a job survives a restart, and a job whose process died is taken again after its lease', async () => {
    const clock = new FrozenClock();
    const first = runtimeOf(clock).work('t.restart', async () => {});
    await first.send('t.restart', { n: 1 });
    // A new runtime (a restarted process) finds the queued job in the database.
    const ran: unknown[] = [];
    const second = runtimeOf(clock).work('t.restart', async (payload) => {
      ran.push(payload);
    });
    expect(await second.tick()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);

    // A process takes a job and dies mid-run (its handler never ends).
    const dying = runtimeOf(clock).work('t.lease', () => new Promise<void>(() => {}));
    await dying.send('t.lease');
    void dying.tick();
    const survivor = runtimeOf(clock).work('t.lease', async () => {});
    await new Promise((resolve) => setImmediate(resolve));
    while ((await survivor.jobsOf('t.lease'))[0]?.state !== 'active')
      await new Promise((r) => setImmediate(r));
    expect(await survivor.tick()).toBe(0); // still leased
    clock.advance(60_001);
    expect(await survivor.tick()).toBe(1);
    expect(await survivor.jobsOf('t.lease')).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('a schedule runs once per due time even with several processes, and skips missed periods', async () => {
    const clock = new FrozenClock();
    const ran: number[] = [];
    const make = (id: number) =>
      runtimeOf(clock).work('t.every', async () => {
        ran.push(id);
      });
    const a = make(1);
    const b = make(2);
    await a.schedule('t.every', { everyMs: 60_000 }, { x: true });
    await b.schedule('t.every', { everyMs: 60_000 }, { x: true }); // a second process: same schedule
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toHaveLength(0); // first due one period from now
    clock.advance(60_000);
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(ran).toHaveLength(1);
    // Five periods pass while every process is down: one run, not five.
    clock.advance(5 * 60_000);
    await Promise.all([b.tick(), a.tick()]);
    expect(ran).toHaveLength(2);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toHaveLength(2);
    clock.advance(50_000); // the due times stay on the schedule's grid
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toHaveLength(2);
    clock.advance(10_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toHaveLength(3);
    expect(await a.jobsOf('t.every')).toHaveLength(3);
  });

  it("keeps each schedule's last run, its length and the newest error, and survives a restart", async () => {
    const clock = new FrozenClock();
    let fail = true;
    const make = () =>
      runtimeOf(clock).work(
        't.stats',
        async () => {
          clock.advance(1500); // the run takes 1.5 s
          if (fail) throw new Error('station store unreachable');
        },
        { payload: z.object({}).strict() },
      );
    const a = make();
    await a.schedule('t.stats', { everyMs: 60_000, firstInMs: 10_000 });
    const row = async () => (await a.schedules()).find((s) => s.name === 't.stats')!;
    expect(await row()).toMatchObject({ lastStartedAt: null, lastStatus: null, lastError: null });
    clock.advance(10_000); // first due after firstInMs
    expect(await a.tick()).toBe(1);
    const failedAt = clock.now().getTime() - 1500;
    expect(await row()).toMatchObject({
      lastStatus: 'failed',
      lastDurationMs: 1500,
      lastError: 'station store unreachable',
    });
    expect((await row()).lastErrorAt?.getTime()).toBe(failedAt);
    // One attempt per due time: the failed run is not retried before the next period.
    clock.advance(30_000);
    expect(await a.tick()).toBe(0);

    // A restarted process (a new runtime, the same schedule) keeps the due time: no extra run.
    fail = false;
    const b = make();
    await b.schedule('t.stats', { everyMs: 60_000, firstInMs: 10_000 });
    expect(await b.tick()).toBe(0);
    clock.advance(30_000);
    expect(await b.tick()).toBe(1);
    expect(await row()).toMatchObject({ lastStatus: 'ok', lastError: 'station store unreachable' });
    expect((await row()).lastStartedAt?.getTime()).toBe(clock.now().getTime() - 1500);

    // A job of that name whose input does not fit fails unrun, with the reason on the schedule.
    await b.send('t.stats', { station: 7 }, { maxAttempts: 1 });
    expect(await b.tick()).toBe(1);
    expect((await row()).lastError).toMatch(/^The job's input is not valid \(payload: .*station/);
  });

  it('a run still under way makes the next due time pass, so a sweep never overlaps itself', async () => {
    const clock = new FrozenClock();
    let release: () => void = () => {};
    let runs = 0;
    const slow = runtimeOf(clock).work('t.slow', async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const other = runtimeOf(clock).work('t.slow', async () => {
      runs += 1;
    });
    await slow.schedule('t.slow', { everyMs: 1000 });
    clock.advance(1000);
    const first = slow.tick();
    while ((await slow.jobsOf('t.slow'))[0]?.state !== 'active') await new Promise((r) => setImmediate(r));
    clock.advance(1000); // the next due time comes while the first run goes on
    expect(await other.tick()).toBe(0);
    release();
    await first;
    clock.advance(1000);
    expect(await other.tick()).toBe(1);
    expect(runs).toBe(2);
    expect((await other.jobsOf('t.slow')).map((j) => j.attempts)).toEqual([1, 1]);
  });
});
