import { hostname } from 'node:os';
import type { ZodType } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { JobsRepository } from './jobs.repository';

export type JobHandler = (payload: unknown, job: { id: number; attempts: number }) => Promise<void>;

export interface JobOptions {
  /** Attempts before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** Wait before the second attempt; doubles each time, at most an hour (default 10 s). */
  backoffMs?: number;
  /** The payload's shape: a job whose payload does not fit fails with the reason, unrun. */
  payload?: ZodType;
}

export interface JobRuntimeOptions {
  db: Db;
  clock: Clock;
  log?: (message: string, error?: unknown) => void;
  /** How long a taken job is this process's; after it another process may take it again. */
  leaseMs?: number;
  /** Jobs taken per poll. */
  batch?: number;
  /** Names this runtime in the rows it takes (default hostname:pid:random). */
  worker?: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The platform's one durable job runtime (docs/architecture.md "Jobs"): jobs and schedules are rows,
 * so they survive a restart and are shared by every process with the `jobs` part. Any process may
 * fire a due schedule (exactly one job per due time); a job runs in the process that takes it.
 * Handlers must be idempotent: a job whose process died mid-run is run again after its lease.
 */
export class JobRuntime {
  private readonly repository: JobsRepository;
  private readonly handlers = new Map<
    string,
    { handler: JobHandler; options: Required<Omit<JobOptions, 'payload'>>; payload?: ZodType }
  >();
  private readonly worker: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private lastPurge = 0;

  constructor(private readonly options: JobRuntimeOptions) {
    this.repository = new JobsRepository(options.db);
    this.worker = options.worker ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 6)}`;
  }

  /** This process runs jobs of `name` with `handler`. */
  work(name: string, handler: JobHandler, options: JobOptions = {}): this {
    this.handlers.set(name, {
      handler,
      options: { maxAttempts: options.maxAttempts ?? 5, backoffMs: options.backoffMs ?? 10_000 },
      payload: options.payload,
    });
    return this;
  }

  /** Queues one job; `singletonKey` makes a repeated send a no-op (answers null). */
  async send(
    name: string,
    payload: unknown = {},
    options: { runAt?: Date; singletonKey?: string; maxAttempts?: number } = {},
  ): Promise<number | null> {
    const now = this.options.clock.now();
    return this.repository.insert({
      name,
      payload,
      runAt: options.runAt ?? now,
      maxAttempts: options.maxAttempts ?? this.handlers.get(name)?.options.maxAttempts ?? 5,
      singletonKey: options.singletonKey,
      now,
    });
  }

  /**
   * A recurring job every `everyMs`, first due `firstInMs` from now (default one period); a
   * schedule that exists keeps its due time, so a restart neither delays nor repeats a run. Each
   * due time runs once across processes, in one attempt (the next period is the retry).
   */
  async schedule(name: string, every: { everyMs: number; firstInMs?: number }, payload: unknown = {}) {
    if (!(every.everyMs >= 1000)) throw new Error(`schedule ${name}: every must be at least 1 s`);
    const now = this.options.clock.now();
    await this.repository.upsertSchedule(
      name,
      every.everyMs,
      payload,
      new Date(now.getTime() + (every.firstInMs ?? every.everyMs)),
      now,
    );
  }

  async unschedule(name: string): Promise<void> {
    await this.repository.deleteSchedule(name);
  }

  /**
   * One poll: fires due schedules, then runs due jobs of this process's handlers until none is
   * left. Answers how many jobs ran. Tests call it after moving a ManualClock.
   */
  tick(): Promise<number> {
    // One poll at a time per process: a timer tick during a long poll joins it.
    this.running ??= this.poll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Polls every `intervalMs` until stop(). */
  start(intervalMs: number): this {
    const loop = () => {
      if (this.stopped) return;
      this.tick()
        .catch((error: unknown) => this.options.log?.('job poll failed', error))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs).unref();
        });
    };
    this.timer = setTimeout(loop, Math.min(intervalMs, 1000)).unref();
    return this;
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async poll(): Promise<number> {
    const now = this.options.clock.now();
    await this.repository.fireDueSchedules(now);
    if (now.getTime() - this.lastPurge > HOUR) {
      this.lastPurge = now.getTime();
      await this.repository.purgeDone(new Date(now.getTime() - 7 * DAY), new Date(now.getTime() - HOUR));
    }
    const names = [...this.handlers.keys()];
    let ran = 0;
    for (;;) {
      const at = this.options.clock.now();
      const claimed = await this.repository.claim(
        names,
        at,
        new Date(at.getTime() + (this.options.leaseMs ?? 5 * 60_000)),
        this.options.batch ?? 10,
        this.worker,
      );
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        await this.runOne(job);
        ran += 1;
      }
    }
  }

  private async runOne(job: Awaited<ReturnType<JobsRepository['claim']>>[number]): Promise<void> {
    const entry = this.handlers.get(job.name);
    if (!entry) return;
    // A job taken again after its lease may already have used every attempt.
    if (job.attempts > job.maxAttempts) {
      const now = this.options.clock.now();
      const error =
        'The process running it stopped before it finished (lease expired after the last attempt)';
      await this.repository.failed(job.id, error, null, now);
      await this.repository.recordRun(job.name, { startedAt: now, durationMs: 0, error });
      return;
    }
    const started = this.options.clock.now();
    try {
      const payload = entry.payload ? parsePayload(entry.payload, job.payload) : job.payload;
      await entry.handler(payload, { id: job.id, attempts: job.attempts });
      const now = this.options.clock.now();
      await this.repository.done(job.id, now);
      await this.repository.recordRun(job.name, {
        startedAt: started,
        durationMs: now.getTime() - started.getTime(),
        error: null,
      });
    } catch (error) {
      const now = this.options.clock.now();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await this.repository.recordRun(job.name, {
        startedAt: started,
        durationMs: now.getTime() - started.getTime(),
        error: message,
      });
      this.options.log?.(`job ${job.name} #${job.id} attempt ${job.attempts} failed`, error);
      const retryAt =
        job.attempts < job.maxAttempts
          ? new Date(now.getTime() + Math.min(HOUR, entry.options.backoffMs * 2 ** (job.attempts - 1)))
          : null;
      await this.repository.failed(job.id, message, retryAt, now);
    }
  }

  /** Every schedule with its period, next due time and last run (the admin jobs page). */
  schedules() {
    return this.repository.schedules();
  }

  /** Jobs of some names (tests, diagnostics). */
  jobsOf(...names: string[]) {
    return this.repository.byName(names);
  }
}

/** The payload as its schema reads it, or an error naming what does not fit. */
function parsePayload(schema: ZodType, payload: unknown): unknown {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
  throw new Error(`The job's input is not valid (${issues.join('; ')})`);
}
