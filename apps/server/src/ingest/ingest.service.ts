import { randomUUID } from 'node:crypto';
import { settleRollupWrites } from '../telemetry/rollup-changes';
import type { LatestValues, UplinkHandler } from './uplink-handler';
import { EventEmitter } from 'node:events';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { DEVICE_LOG_RATE_PER_MINUTE, type DeviceUplinkKind, type HealthResponse } from '@ies/contracts';
import { decodeDeviceLog, DeviceLogRateLimit } from './device-log-decoder';
import type { Database, Db } from '../db/database';
import { addHours, type RollupAccumulator } from '../telemetry/rollup-accumulator';
import { PendingRollups } from './pending-rollups';
import { ROLLUP_LEVELS, type RollupLevel } from '../telemetry/rollup-math';
import {
  addIngestErrors,
  claimAbandonedBatches,
  claimBatches,
  dropMergedBatches,
  type DeviceLogRow,
  type Executor,
  insertDeviceLogs,
  LEVEL_BITS,
  type LatestRow,
  markSeen,
  mergeRollups,
  readBatchSamples,
  setConnection,
  upsertLatest,
} from '../telemetry/telemetry.repository';
import { DeviceRegistry } from './device-registry';
import { IngestRejections } from './ingest-rejections';
import { type PendingSample, SampleWriter } from './sample-writer';
import { levelAccumulators, parseJson, StorageGate } from './storage-gate';
import { decodeTelemetry, type Rejection } from './telemetry-decoder';
import { DEFAULT_INGEST_OPTIONS, type IngestOptions } from './ingest-options';

export { DEFAULT_INGEST_OPTIONS, type IngestOptions } from './ingest-options';

/** What one message left: entries stored (after commit) and the refusals counted. */
export interface IngestOutcome {
  accepted: number;
  rejections: Rejection[];
}

const LOG_KINDS = { events: 'event', logs: 'log' } as const;

/**
 * The ingest pipeline: decodes and validates device messages, writes samples in batches
 * (acknowledging after commit), keeps latest values, rollups and connection states.
 */
export class IngestService {
  readonly registry: DeviceRegistry;
  /**
   * After commit: 'samples', 'logs' and 'status' (online/offline, at) by device; live views, alarms.
   * 'rollups' (device id, hour starts in ms) after its 5-minute rollups were written.
   */
  readonly events = new EventEmitter();
  /** Tenants whose storage is full with "refuse" chosen; refreshed with the sweep's timer. */
  readonly storage: StorageGate;
  private readonly options: IngestOptions;
  private readonly writer: SampleWriter;
  private readonly pending: PendingRollups;
  private readonly lastLevelWrite: Record<RollupLevel, number> = { '5m': 0, '1h': 0, '1d': 0 };
  private readonly latestByDevice = new Map<string, LatestValues>();
  private dirtyLatest = new Map<string, LatestRow>();
  private seen = new Map<string, number>();
  private readonly rejections: IngestRejections;
  private readonly logRate = new DeviceLogRateLimit(DEVICE_LOG_RATE_PER_MINUTE);
  private readonly handlers = new Map<DeviceUplinkKind, UplinkHandler>();
  private readonly connectionChain = new Map<string, Promise<void>>();
  private rollupTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private rollupRunning: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    options: Partial<IngestOptions> = {},
  ) {
    this.options = { ...DEFAULT_INGEST_OPTIONS, instance: randomUUID(), ...options };
    this.pending = new PendingRollups(this.options.rollupGroupSamples);
    this.rejections = new IngestRejections(this.options.errorLogsPerMinute);
    this.registry = new DeviceRegistry(database);
    this.storage = new StorageGate(database);
    this.writer = new SampleWriter(
      database,
      {
        instance: this.options.instance,
        maxBatchRows: this.options.maxBatchRows,
        flushIntervalMs: this.options.flushIntervalMs,
        maxPendingRows: this.options.maxPendingRows,
        retryMinMs: 200,
        retryMaxMs: 5000,
        onError: (error) => this.options.log?.('error', 'telemetry batch failed; retrying', error),
        storeOf: (tenantId) => this.storage.storeOf(tenantId),
        refreshStores: () => this.storage.refresh(),
      },
      (samples, batchId) => this.committed(samples, batchId),
    );
  }

  start(): this {
    this.scheduleRollups();
    void this.storage.refresh().catch(() => {});
    // Per process, not a job: each ingest process flushes its buffer and refreshes its storage-full copy.
    this.sweepTimer = setInterval(() => {
      void this.sweep().catch(() => {});
      void this.storage.refresh().catch(() => {});
    }, this.options.sweepIntervalMs);
    this.sweepTimer.unref();
    return this;
  }

  /**
   * Rollups are written every `rollupIntervalMs`, but never more than a third of the time: under
   * load each write takes longer and gathers more, and raw samples keep most of the database.
   */
  private scheduleRollups(lastDurationMs = 0): void {
    if (this.stopped) return;
    const delay = Math.max(this.options.rollupIntervalMs, 2 * lastDurationMs);
    this.rollupTimer = setTimeout(async () => {
      const started = Date.now();
      await this.flushRollups(this.dueLevels(started));
      this.scheduleRollups(Date.now() - started);
    }, delay);
    this.rollupTimer.unref();
  }

  /** Lets another part take `cmd/resp`, `config/ack` or `ota/progress` messages. */
  onUplink(kind: DeviceUplinkKind, handler: UplinkHandler): void {
    this.handlers.set(kind, handler);
  }

  latest(deviceId: string): LatestValues | undefined {
    return this.latestByDevice.get(deviceId);
  }

  get pendingSamples(): number {
    return this.writer.pendingRows;
  }

  /** For /api/health: whether batches are being written or retried. */
  health(): HealthResponse['ingest'] {
    return {
      status: this.writer.retrying ? 'retrying' : 'up',
      pendingSamples: this.writer.pendingRows,
    };
  }

  /**
   * One device → platform message. Resolves when it is stored (or rejected as invalid and
   * counted); rejects when it cannot be taken now, and the broker must not acknowledge it.
   */
  async uplink(deviceId: string, kind: DeviceUplinkKind, payload: Buffer, receivedAt: number): Promise<void> {
    switch (kind) {
      case 'telemetry':
      case 'events':
      case 'logs':
        await this.accept(deviceId, kind, payload, receivedAt);
        return;
      case 'status': {
        const text = payload.toString('utf8').trim();
        if (text === 'online') return this.connected(deviceId, receivedAt);
        if (text === 'offline') return this.disconnected(deviceId, receivedAt);
        this.reject(deviceId, [{ reason: 'malformed', detail: 'status' }], receivedAt);
        return;
      }
      default: {
        const body = parseJson(payload);
        if (body === undefined) {
          this.reject(deviceId, [{ reason: 'malformed', detail: kind }], receivedAt);
          return;
        }
        const handler = this.handlers.get(kind);
        // A `config/ack` stays in the device's log beside its `config/push`, whoever handles it.
        if (handler && kind !== 'config/ack') return handler(deviceId, body, receivedAt);
        await this.writer.write([], [{ d: deviceId, t: receivedAt, k: kind, x: body }]);
        return handler?.(deviceId, body, receivedAt);
      }
    }
  }

  /** Telemetry, events or logs on the one path of MQTT and the data call; resolves after commit. */
  async accept(
    deviceId: string,
    kind: 'telemetry' | 'events' | 'logs',
    payload: Buffer,
    receivedAt: number,
  ): Promise<IngestOutcome | null> {
    return kind === 'telemetry'
      ? this.telemetry(deviceId, payload, receivedAt)
      : this.deviceLog(deviceId, kind, payload, receivedAt);
  }

  private async telemetry(
    deviceId: string,
    payload: Buffer,
    receivedAt: number,
  ): Promise<IngestOutcome | null> {
    const device = await this.registry.get(deviceId);
    if (!device) return null; // deleted while connected: nothing to store it under
    const { samples, rejections } = decodeTelemetry(payload, device.points, receivedAt);
    if (rejections.length > 0) this.reject(deviceId, rejections, receivedAt);
    if (samples.length === 0) return { accepted: 0, rejections };
    if (this.storage.refuses(device.tenantId)) {
      // Counted per sample, logged at most at the device's error-log rate (docs/storage-capacity.md).
      const full: Rejection = { reason: 'storage_full', detail: `${samples.length} samples` };
      this.rejections.count(deviceId, 'storage_full', receivedAt, samples.length);
      this.rejections.log(deviceId, full, receivedAt);
      return { accepted: 0, rejections: [...rejections, full] };
    }
    const newest = this.latestByDevice.get(deviceId)?.ts ?? Number.NEGATIVE_INFINITY;
    // Late: older than what the device already sent, or held back (device buffer, broker, outage).
    const lateBefore = receivedAt - this.options.lateAfterMs;
    const pending: PendingSample[] = samples.map((s) => ({
      deviceId,
      ts: s.ts,
      seq: s.seq,
      late: s.ts < newest || s.ts < lateBefore,
      values: s.values,
      tenantId: device.tenantId,
      source: device,
    }));
    await this.writer.write(pending);
    return { accepted: samples.length, rejections };
  }

  /** Events and logs: checked (device-log-decoder.ts), then at most the per-minute rate stored. */
  private async deviceLog(
    deviceId: string,
    kind: 'events' | 'logs',
    payload: Buffer,
    receivedAt: number,
  ): Promise<IngestOutcome | null> {
    const device = await this.registry.get(deviceId);
    if (!device) return null;
    const { entries, rejections } = decodeDeviceLog(kind, payload, device.events, receivedAt);
    if (rejections.length > 0) this.reject(deviceId, rejections, receivedAt);
    if (entries.length === 0) return { accepted: 0, rejections };
    const { allowed, firstRefusal } = this.logRate.take(deviceId, kind, entries.length, receivedAt);
    const dropped = entries.length - allowed;
    if (dropped > 0) {
      // Counted always; logged (server and device log) once per device, kind and minute.
      this.rejections.count(deviceId, 'rate_limited', receivedAt, dropped);
      if (firstRefusal) {
        this.options.log?.(
          'warn',
          `device ${deviceId} sends ${kind} above ${DEVICE_LOG_RATE_PER_MINUTE[kind]} a minute; the excess is dropped`,
        );
        this.rejections.log(deviceId, { reason: 'rate_limited', detail: kind }, receivedAt);
      }
    }
    const rows: DeviceLogRow[] = entries.slice(0, allowed).map((entry) => ({
      d: deviceId,
      t: entry.ts,
      k: LOG_KINDS[kind],
      lv: entry.level,
      c: entry.type,
      m: entry.message,
      x: entry.data,
    }));
    const refused =
      dropped > 0
        ? [...rejections, { reason: 'rate_limited' as const, detail: `${dropped} ${kind}` }]
        : rejections;
    if (rows.length === 0) return { accepted: 0, rejections: refused };
    await this.writer.write([], rows);
    if (this.events.listenerCount('logs') > 0) this.events.emit('logs', deviceId, rows);
    return { accepted: rows.length, rejections: refused };
  }

  private reject(deviceId: string, rejections: Rejection[], at: number): void {
    this.rejections.reject(deviceId, rejections, at);
  }

  private committed(samples: PendingSample[], batchId: number): void {
    this.pending.add(batchId, samples);
    const byDevice = new Map<string, PendingSample[]>();
    for (const sample of samples) {
      let latest = this.latestByDevice.get(sample.deviceId);
      if (!latest) {
        latest = { ts: sample.ts, values: {} };
        this.latestByDevice.set(sample.deviceId, latest);
      }
      if (sample.ts >= latest.ts) {
        latest.ts = sample.ts;
        Object.assign(latest.values, sample.values);
        this.dirtyLatest.set(sample.deviceId, { d: sample.deviceId, t: latest.ts, v: latest.values });
      }
      if (sample.ts > (this.seen.get(sample.deviceId) ?? 0)) this.seen.set(sample.deviceId, sample.ts);
      const list = byDevice.get(sample.deviceId);
      if (list) list.push(sample);
      else byDevice.set(sample.deviceId, [sample]);
    }
    if (this.events.listenerCount('samples') > 0) {
      for (const [deviceId, list] of byDevice) this.events.emit('samples', deviceId, list);
    }
  }

  /**
   * Writes the rollups of the given levels (default: all), latest values, error counters and
   * last-seen times gathered since the last call.
   */
  flushRollups(levels: readonly RollupLevel[] = ROLLUP_LEVELS): Promise<void> {
    if (!this.rollupRunning) {
      this.rollupRunning = this.writeRollups(levels).finally(() => {
        this.rollupRunning = undefined;
      });
    }
    return this.rollupRunning;
  }

  /** Levels whose interval has passed. */
  private dueLevels(now: number): RollupLevel[] {
    return ROLLUP_LEVELS.filter(
      (level) => now - this.lastLevelWrite[level] >= this.options.levelIntervalsMs[level],
    );
  }

  private async writeRollups(levels: readonly RollupLevel[]): Promise<void> {
    const work = levels.flatMap((level) => this.pending.take(level).map((group) => ({ level, ...group })));
    const latest = [...this.dirtyLatest.values()].map((row) => ({ ...row, v: { ...row.v } }));
    const seen = [...this.seen].map(([d, t]) => ({ d, t }));
    const { counts: errors, logs: errorLogs } = this.rejections.take();
    this.logRate.prune(Date.now());
    if (work.length + latest.length + errors.length + errorLogs.length === 0) return;
    const now = Date.now();
    for (const level of levels) this.lastLevelWrite[level] = now;
    this.dirtyLatest = new Map();
    this.seen = new Map();
    try {
      // One transaction a group: requests' statements go between them.
      for (const [i, { level, batches, accumulator }] of work.entries()) {
        // The hours each device's 5-minute rollups were written for: what reads them (revenue) learns
        // of the write after it, not at the samples' commit, which may come long before under load.
        const fiveMinuteHours = new Map<string, Set<number>>();
        await this.database.db.transaction(async (tx) => {
          const ex = tx as unknown as Executor;
          const claimed = await claimBatches(ex, level, batches);
          // A batch claimed by another process's sweep is merged there: rebuild ours from raw rows.
          const entries =
            claimed.length === batches.length
              ? accumulator.drain()[level]
              : (await this.rebuild(ex, { [level]: claimed }))[level].drain()[level];
          await mergeRollups(ex, level, entries);
          if (level === '5m') addHours(fiveMinuteHours, entries);
          await dropMergedBatches(ex, batches);
          if (i === work.length - 1) await this.writeLatest(ex, latest, errors, errorLogs, seen);
        });
        settleRollupWrites();
        this.emitRollups(fiveMinuteHours);
        // PGlite's statements settle by promises alone: without a turn of the event loop between
        // groups, no request's socket is read until the whole flush is written.
        if (i < work.length - 1) await loopTurn();
      }
      if (work.length === 0)
        await this.database.db.transaction(async (tx) =>
          this.writeLatest(tx as unknown as Executor, latest, errors, errorLogs, seen),
        );
    } catch (error) {
      // The batches stay pending and the sweep rebuilds their rollups from raw rows.
      this.options.log?.('error', 'rollup flush failed', error);
      for (const row of latest) if (!this.dirtyLatest.has(row.d)) this.dirtyLatest.set(row.d, row);
      this.rejections.restore(errors);
    }
  }

  /** Latest values, error counters and logs, and last-seen times gathered since the last write. */
  private async writeLatest(
    ex: Executor,
    latest: LatestRow[],
    errors: Parameters<typeof addIngestErrors>[1],
    errorLogs: Parameters<typeof insertDeviceLogs>[1],
    seen: Array<{ d: string; t: number }>,
  ): Promise<void> {
    await upsertLatest(ex, latest);
    await addIngestErrors(ex, errors);
    await insertDeviceLogs(ex, errorLogs);
    await markSeen(ex, seen);
  }

  /** 'rollups' per device with the hours its 5-minute rollups were written for (after commit). */
  private emitRollups(fiveMinuteHours: Map<string, Set<number>>): void {
    if (this.events.listenerCount('rollups') === 0) return;
    for (const [deviceId, hours] of fiveMinuteHours) this.events.emit('rollups', deviceId, [...hours]);
  }

  /** Partial aggregates of the given batches per level, read back from their raw rows. */
  private async rebuild(
    ex: Executor,
    batchesByLevel: Partial<Record<RollupLevel, number[]>>,
  ): Promise<Record<RollupLevel, RollupAccumulator>> {
    const accumulators = levelAccumulators();
    const wanted = ROLLUP_LEVELS.map((level) => new Set(batchesByLevel[level] ?? []));
    const all = [...new Set(wanted.flatMap((ids) => [...ids]))];
    for (const row of await readBatchSamples(ex, all)) {
      const device = await this.registry.get(row.d, ex as unknown as Db);
      if (!device) continue;
      ROLLUP_LEVELS.forEach((level, i) => {
        if (wanted[i]!.has(row.b)) accumulators[level].add(device, row.t, row.v);
      });
    }
    return accumulators;
  }

  /** Rebuilds rollups of batches left pending longer than the grace time; returns how many. */
  async sweep(graceMs = this.options.sweepGraceMs): Promise<number> {
    let total = 0;
    for (;;) {
      // Rebuilt 5-minute rollups are announced like flushed ones: revenue marks its days from them only.
      const fiveMinuteHours = new Map<string, Set<number>>();
      const count = await this.database.db.transaction(async (tx) => {
        const ex = tx as unknown as Executor;
        const claimed = await claimAbandonedBatches(ex, graceMs, 20);
        if (claimed.length === 0) return 0;
        const byLevel: Partial<Record<RollupLevel, number[]>> = {};
        for (const level of ROLLUP_LEVELS) {
          byLevel[level] = claimed.filter((b) => (b.pending & LEVEL_BITS[level]) !== 0).map((b) => b.id);
        }
        const accumulators = await this.rebuild(ex, byLevel);
        for (const level of ROLLUP_LEVELS) {
          const entries = accumulators[level].drain()[level];
          await mergeRollups(ex, level, entries);
          if (level === '5m') addHours(fiveMinuteHours, entries);
        }
        return claimed.length;
      });
      settleRollupWrites();
      this.emitRollups(fiveMinuteHours);
      total += count;
      if (count === 0) return total;
    }
  }

  /** The device connected (or said `online`). */
  connected(deviceId: string, at: number): Promise<void> {
    return this.connection(deviceId, 'online', at);
  }

  /** The device disconnected, its will was published, or it said `offline`. */
  disconnected(deviceId: string, at: number): Promise<void> {
    return this.connection(deviceId, 'offline', at);
  }

  private connection(deviceId: string, change: 'online' | 'offline', at: number): Promise<void> {
    // One device's changes are written in order.
    const previous = this.connectionChain.get(deviceId) ?? Promise.resolve();
    const next = previous.then(async () => {
      // One transaction, so nobody sees the new status without its log line.
      const changed = await this.database.db.transaction(async (tx) => {
        const ids = await setConnection(tx, [deviceId], change, at);
        await insertDeviceLogs(
          tx,
          ids.map((id) => ({ d: id, t: at, k: 'status', c: change })),
        );
        return ids;
      });
      for (const id of changed) this.events.emit('status', id, change, at);
    });
    const settled = next.catch((error) => this.options.log?.('error', 'device status update failed', error));
    this.connectionChain.set(deviceId, settled);
    void settled.then(() => {
      if (this.connectionChain.get(deviceId) === settled) this.connectionChain.delete(deviceId);
    });
    return next;
  }

  /** At the start of a lone embedded broker nobody is connected yet. */
  async markAllOffline(at = Date.now()): Promise<void> {
    const rows = await this.database.rows<{ id: string }>(
      "select id from devices where status not in ('offline', 'unset')",
    );
    await setConnection(
      this.database.db,
      rows.map((r) => r.id),
      'offline',
      at,
    );
  }

  /** Writes everything gathered so far (samples, then rollups). */
  async drain(): Promise<void> {
    await this.writer.flush();
    await Promise.all([...this.connectionChain.values()]);
    await this.flushRollups();
    await this.flushRollups();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.rollupTimer);
    clearInterval(this.sweepTimer);
    await this.writer.close();
    await Promise.all([...this.connectionChain.values()]);
    await this.flushRollups();
    await this.flushRollups();
  }
}
