import type { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type BusSample, encodeLivePayloads, LIVE_CHANNEL } from './live-payload';
import type { LiveWatchesRepository } from './live-watches.repository';

export interface PgLivePublisherOptions {
  db: Db;
  /** Ingest's bus: `samples` (deviceId, samples) after each commit. */
  source: EventEmitter;
  watches: LiveWatchesRepository;
  /** How often the set of followed devices is read again. */
  pollMs?: number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

/**
 * The ingest side of the PostgreSQL live bus: notifies the committed samples of the devices some
 * API process follows, so a browser sees them whichever process took the device's messages.
 */
export class PgLivePublisher {
  private watched = new Set<string>();
  private queue: string[] = [];
  // Flushes run one after another, so notifications keep the order of the commits.
  private chain: Promise<void> = Promise.resolve();
  private scheduled = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private readonly listener = (deviceId: string, samples: BusSample[]) => {
    if (!this.watched.has(deviceId)) return;
    this.queue.push(...encodeLivePayloads(deviceId, samples));
    if (this.scheduled) return;
    this.scheduled = true;
    this.chain = this.chain
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.flush());
  };

  constructor(private readonly options: PgLivePublisherOptions) {}

  async start(): Promise<this> {
    await this.poll();
    this.options.source.on('samples', this.listener);
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs ?? 1000);
    this.pollTimer.unref();
    return this;
  }

  async close(): Promise<void> {
    clearInterval(this.pollTimer);
    this.options.source.off('samples', this.listener);
    await this.chain;
  }

  /** Reads the followed devices now (the timer does it every `pollMs`). */
  async poll(): Promise<void> {
    try {
      this.watched = await this.options.watches.watched(new Date());
    } catch (error) {
      this.options.log?.('warn', 'live watches not read', error);
    }
  }

  private async flush(): Promise<void> {
    const payloads = this.queue;
    this.queue = [];
    this.scheduled = false;
    if (payloads.length === 0) return;
    try {
      // One statement: the notifications go out in order, in one round trip.
      await this.options.db.execute(
        sql`select pg_notify(${LIVE_CHANNEL}, s.p) from (
          select t.p from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) with ordinality as t(p, n)
          order by t.n) s`,
      );
    } catch (error) {
      this.options.log?.('warn', 'live samples not published', error);
    }
  }
}
