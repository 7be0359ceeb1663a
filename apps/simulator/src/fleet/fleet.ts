import { TELEMETRY_TS_PAST_MS } from '@ies/contracts';
import type { SiteSpec } from '../site/site-config';
import type { FaultKind } from './device-agent';
import { type AdvancePacing, type PublishStats, type RunnerState, SiteRunner } from './site-runner';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock that starts at `startMs` and runs `speed` times faster than the wall clock until it has
 * caught up with it, then runs in real time: it replays a backfill window at a chosen pace.
 */
export function catchUpClock(startMs: number, speed: number, wall: Clock = systemClock): Clock {
  const wallStart = wall.now();
  return { now: () => Math.min(wall.now(), startMs + (wall.now() - wallStart) * speed) };
}

/** Oldest device time the platform still accepts, with an hour to spare for slow backfills. */
export function oldestAcceptedMs(now: number): number {
  return now - TELEMETRY_TS_PAST_MS + 3600_000;
}

export interface FleetOptions {
  brokerUrl: string;
  sites: SiteSpec[];
  seed: string;
  /** Live sampling interval, s. */
  intervalS: number;
  /** Step while backfilling, s. */
  backfillIntervalS: number;
  /** Days before the last `backfillRecentDays` are sent at this coarser step, s (none: one step). */
  backfillOlderIntervalS?: number;
  backfillRecentDays?: number;
  /** Pace of the backfill (AdvancePacing.yieldRatio): 0 sends as fast as the broker acknowledges. */
  backfillYield?: number;
  /** BMS cell arrays at most this often, s. */
  cellIntervalS: number;
  /** Where sites without saved state begin, epoch ms (default: now). */
  startTime?: number;
  states?: Record<string, RunnerState>;
  clock?: Clock;
  keepaliveS?: number;
  /** Connections opened at once. */
  connectConcurrency?: number;
  /** Sites backfilled at once. */
  backfillConcurrency?: number;
  otaStepMs?: number;
  log?: (message: string) => void;
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

/** Aligns a time down to a whole number of `stepS` since the epoch. */
export function alignDown(ms: number, stepS: number): number {
  return Math.floor(ms / (stepS * 1000)) * stepS * 1000;
}

/**
 * Many simulated sites: connect, backfill history with device timestamps as fast as the broker
 * acknowledges, then keep them live at the interval.
 */
export class Fleet {
  readonly runners: SiteRunner[];
  private readonly options: FleetOptions;
  private readonly clock: Clock;
  private liveTimer: NodeJS.Timeout | null = null;
  private readonly busy = new Set<SiteRunner>();

  constructor(options: FleetOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    const start = alignDown(options.startTime ?? this.clock.now(), options.backfillIntervalS);
    // The platform judges device time against its own (real) clock, whatever pace we replay at.
    const oldest = alignDown(oldestAcceptedMs(Date.now()), options.backfillIntervalS);
    this.runners = options.sites.map((spec) => {
      let state = options.states?.[spec.id];
      // Down longer than the platform accepts history for: continue from the oldest accepted time.
      if (state && state.site.time < oldest) state = { ...state, site: { ...state.site, time: oldest } };
      return new SiteRunner({
        spec,
        seed: options.seed,
        brokerUrl: options.brokerUrl,
        startTime: Math.max(start, oldest),
        state,
        cellIntervalS: options.cellIntervalS,
        keepaliveS: options.keepaliveS,
        otaStepMs: options.otaStepMs,
        log: options.log,
      });
    });
  }

  get deviceCount(): number {
    return this.runners.reduce((sum, runner) => sum + runner.deviceIds.length, 0);
  }

  async connect(): Promise<void> {
    await inBatches(this.runners, this.options.connectConcurrency ?? 20, (runner) => runner.connect());
  }

  /**
   * Steps every site up to now (or `untilMs`) at the backfill interval (the older days at the
   * coarser one when set), printing each site's progress every 10 %.
   */
  async backfill(untilMs = this.clock.now()): Promise<number> {
    let samples = 0;
    const { backfillIntervalS, backfillOlderIntervalS: olderS, backfillYield } = this.options;
    const recentFrom = untilMs - (this.options.backfillRecentDays ?? 7) * 86_400_000;
    await inBatches(this.runners, this.options.backfillConcurrency ?? 2, async (runner) => {
      const from = runner.site.time;
      let shown = 0;
      const pacing: AdvancePacing = {
        onProgress: (time) => {
          const pct = Math.floor(((time - from) / Math.max(1, untilMs - from)) * 10) * 10;
          if (pct > shown && pct < 100) {
            shown = pct;
            this.options.log?.(`[${runner.spec.id}] backfill ${pct} %`);
          }
        },
        // A day at the backfill step per chunk: short waits for the platform's users.
        ...(backfillYield ? { yieldRatio: backfillYield, chunkSteps: 86_400 / backfillIntervalS } : {}),
      };
      let made = 0;
      if (olderS && olderS > backfillIntervalS && runner.site.time < recentFrom) {
        made += await runner.advanceTo(alignDown(recentFrom, olderS), olderS, {
          ...pacing,
          ...(backfillYield ? { chunkSteps: 86_400 / olderS } : {}),
        });
      }
      made += await runner.advanceTo(untilMs, backfillIntervalS, pacing);
      samples += made;
      this.options.log?.(`[${runner.spec.id}] backfill 100 %: ${made} samples`);
    });
    return samples;
  }

  /** One live round: every site not still busy with the last round steps up to the clock. */
  async tick(): Promise<void> {
    const now = this.clock.now();
    await Promise.all(
      this.runners.map(async (runner) => {
        if (this.busy.has(runner)) return;
        this.busy.add(runner);
        try {
          await runner.advanceTo(now, this.options.intervalS);
        } finally {
          this.busy.delete(runner);
        }
      }),
    );
  }

  startLive(): void {
    if (this.liveTimer) return;
    this.liveTimer = setInterval(() => {
      void this.tick().catch((error: Error) => this.options.log?.(`live tick failed: ${error.message}`));
    }, this.options.intervalS * 1000);
  }

  stopLive(): void {
    if (this.liveTimer) clearInterval(this.liveTimer);
    this.liveTimer = null;
  }

  injectFault(deviceId: string, fault: FaultKind, durationS: number): void {
    const runner = this.runners.find((candidate) => candidate.deviceIds.includes(deviceId));
    if (!runner) throw new Error(`no simulated device ${deviceId}`);
    runner.injectFault(deviceId, fault, durationS);
  }

  stats(): PublishStats {
    const total: PublishStats = { samples: 0, messages: 0, events: 0, errors: 0 };
    for (const runner of this.runners) {
      total.samples += runner.stats.samples;
      total.messages += runner.stats.messages;
      total.events += runner.stats.events;
      total.errors += runner.stats.errors;
    }
    return total;
  }

  states(): Record<string, RunnerState> {
    return Object.fromEntries(this.runners.map((runner) => [runner.spec.id, runner.state()]));
  }

  async close(): Promise<void> {
    this.stopLive();
    await Promise.all(this.runners.map((runner) => runner.close()));
  }
}
