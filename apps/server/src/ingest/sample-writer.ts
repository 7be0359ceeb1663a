import type { Database } from '../db/database';
import type { RollupSource } from '../telemetry/rollup-accumulator';
import {
  type DeviceLogRow,
  ensurePartitions,
  insertDeviceLogs,
  insertSampleBatch,
  type RawSampleRow,
  SHARED_STORE,
} from '../telemetry/telemetry.repository';

export interface PendingSample {
  deviceId: string;
  ts: number;
  seq: number | null;
  late: boolean;
  values: Record<string, unknown>;
  /** The device's tenant: its store takes the sample (none: the shared store). */
  tenantId?: string;
  /** The device's points and time zone as they were when the sample was validated. */
  source: RollupSource;
}

interface PendingMessage {
  samples: PendingSample[];
  logs: DeviceLogRow[];
  resolve: () => void;
  reject: (error: Error) => void;
}

export interface SampleWriterOptions {
  instance: string;
  /** Flush at this many samples … */
  maxBatchRows: number;
  /** … or this long after the first waiting message (0: as soon as the previous batch is written). */
  flushIntervalMs: number;
  /** Above this many waiting samples new messages are refused (the device keeps and resends them). */
  maxPendingRows: number;
  retryMinMs: number;
  retryMaxMs: number;
  onError?: (error: unknown) => void;
  /** The store a tenant's samples go to now (docs/storage-capacity.md "User-exclusive store"); default shared. */
  storeOf?: (tenantId: string) => string;
  /** Before retrying a failed batch: reads the stores again (a tenant may have left its own). */
  refreshStores?: () => Promise<void>;
}

/** Refused because too many samples wait for the database. */
export class IngestOverloadedError extends Error {
  constructor() {
    super('ingest overloaded: the database is behind');
    this.name = 'IngestOverloadedError';
  }
}

// A step shorter than any month visits every month between two times.
const MONTH_MS = 28 * 24 * 3600 * 1000;

function monthKey(ts: number): number {
  const date = new Date(ts);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * Batches samples (and device log rows) of many messages into one insert. A message's promise
 * resolves only after the transaction holding it committed: the broker acknowledges QoS 1 then.
 * A failed batch is retried with backoff, keeping its messages unacknowledged meanwhile.
 */
export class SampleWriter {
  private queue: PendingMessage[] = [];
  private queuedRows = 0;
  private inFlightRows = 0;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  private failing = false;
  private readonly knownMonths = new Set<number>();

  constructor(
    private readonly database: Database,
    private readonly options: SampleWriterOptions,
    private readonly onCommitted: (samples: PendingSample[], batchId: number) => void,
  ) {}

  /** Samples and log rows not yet committed (queued or being written). */
  get pendingRows(): number {
    return this.queuedRows + this.inFlightRows;
  }

  /** The last write failed and its batch is being retried (the database is away). */
  get retrying(): boolean {
    return this.failing;
  }

  write(samples: PendingSample[], logs: DeviceLogRow[] = []): Promise<void> {
    if (samples.length === 0 && logs.length === 0) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('ingest is closing'));
    if (this.pendingRows + samples.length > this.options.maxPendingRows) {
      return Promise.reject(new IngestOverloadedError());
    }
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ samples, logs, resolve, reject });
      this.queuedRows += samples.length + logs.length;
      this.schedule();
    });
  }

  /** Writes everything waiting now. */
  async flush(): Promise<void> {
    while (this.flushing || this.queue.length > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private schedule(): void {
    if (this.flushing) return;
    if (this.queuedRows >= this.options.maxBatchRows) {
      this.startFlush();
    } else if (!this.timer) {
      // 0: group commit — write what arrived in this turn of the event loop; what arrives while
      // a batch is being written forms the next batch, so batches grow with the load.
      this.timer =
        this.options.flushIntervalMs > 0
          ? setTimeout(() => this.startFlush(), this.options.flushIntervalMs)
          : setImmediate(() => this.startFlush());
    }
  }

  private startFlush(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = undefined;
    }
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = this.drain().finally(() => {
      this.flushing = undefined;
      if (this.queue.length > 0) this.schedule();
    });
  }

  private async drain(): Promise<void> {
    do {
      const batch: PendingMessage[] = [];
      let rows = 0;
      while (this.queue.length > 0 && rows < this.options.maxBatchRows) {
        const message = this.queue.shift()!;
        batch.push(message);
        rows += message.samples.length + message.logs.length;
      }
      this.queuedRows -= rows;
      this.inFlightRows = rows;
      await this.writeWithRetry(batch);
      this.inFlightRows = 0;
      // Under load (or with group commit) go on at once; otherwise wait for the timer to gather more.
    } while (
      this.queue.length > 0 &&
      (this.queuedRows >= this.options.maxBatchRows || this.options.flushIntervalMs === 0 || this.closed)
    );
  }

  private async writeWithRetry(batch: PendingMessage[]): Promise<void> {
    let delay = this.options.retryMinMs;
    for (;;) {
      try {
        await this.writeBatch(batch);
        this.failing = false;
        for (const message of batch) message.resolve();
        return;
      } catch (error) {
        this.failing = true;
        this.options.onError?.(error);
        // A month partition may have gone (retention of an exclusive store) or a store changed.
        this.knownMonths.clear();
        await this.options.refreshStores?.().catch(() => {});
        if (this.closed && delay >= this.options.retryMaxMs) {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const message of batch) message.reject(failure);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, this.options.retryMaxMs);
      }
    }
  }

  private async writeBatch(batch: PendingMessage[]): Promise<void> {
    // The first of several samples with one (device, ts) wins, as in the table.
    const unique = new Map<string, PendingSample>();
    const logs: DeviceLogRow[] = [];
    let minTs = Number.POSITIVE_INFINITY;
    let maxTs = Number.NEGATIVE_INFINITY;
    for (const message of batch) {
      for (const sample of message.samples) {
        const key = `${sample.deviceId}\u0000${sample.ts}`;
        if (unique.has(key)) continue;
        unique.set(key, sample);
        if (sample.ts < minTs) minTs = sample.ts;
        if (sample.ts > maxTs) maxTs = sample.ts;
      }
      for (const log of message.logs) logs.push(log);
    }
    const byStore = new Map<string, { rows: RawSampleRow[]; samples: PendingSample[] }>();
    for (const s of unique.values()) {
      const store = s.tenantId && this.options.storeOf ? this.options.storeOf(s.tenantId) : SHARED_STORE;
      let part = byStore.get(store);
      if (!part) {
        part = { rows: [], samples: [] };
        byStore.set(store, part);
      }
      part.rows.push({ d: s.deviceId, t: s.ts, s: s.seq, l: s.late, v: s.values });
      part.samples.push(s);
    }
    if (byStore.size > 0) await this.ensureMonths(minTs, maxTs);

    // One batch per store, each into its store's tree (docs/storage-capacity.md).
    const run = async (ex: Database['db']) => {
      if (logs.length > 0) await insertDeviceLogs(ex, logs);
      const done: Array<{ samples: PendingSample[]; batchId: number }> = [];
      for (const [store, part] of byStore) {
        const { batchId, inserted } = await insertSampleBatch(ex, this.options.instance, part.rows, store);
        if (inserted === 'all') {
          done.push({ samples: part.samples, batchId });
          continue;
        }
        const samples: PendingSample[] = [];
        for (const key of inserted) {
          const sample = unique.get(`${key.d}\u0000${key.t}`);
          if (sample) samples.push(sample);
        }
        done.push({ samples, batchId });
      }
      return () => {
        for (const { samples, batchId } of done) this.onCommitted(samples, batchId);
      };
    };
    const statements = byStore.size + (logs.length > 0 ? 1 : 0);
    const after =
      statements > 1
        ? await this.database.db.transaction((tx) => run(tx as unknown as Database['db']))
        : await run(this.database.db);
    after();
  }

  private async ensureMonths(minTs: number, maxTs: number): Promise<void> {
    let missing = false;
    for (let t = minTs; ; t = Math.min(t + MONTH_MS, maxTs)) {
      if (!this.knownMonths.has(monthKey(t))) missing = true;
      if (t >= maxTs) break;
    }
    if (!missing) return;
    await ensurePartitions(this.database.db, minTs, maxTs);
    for (let t = minTs; ; t = Math.min(t + MONTH_MS, maxTs)) {
      this.knownMonths.add(monthKey(t));
      if (t >= maxTs) break;
    }
  }
}
