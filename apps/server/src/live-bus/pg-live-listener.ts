import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import pg from 'pg';
import type { LiveWatcher } from '../modules/live/live.hub';
import { decodeLivePayload, LIVE_CHANNEL } from './live-payload';
import type { LiveWatchesRepository } from './live-watches.repository';

export interface PgLiveListenerOptions {
  databaseUrl: string;
  watches: LiveWatchesRepository;
  /** How long a watch lasts unless refreshed. */
  ttlMs?: number;
  /** How often the watches are refreshed. */
  refreshMs?: number;
  /** Wait before reconnecting a lost LISTEN connection. */
  reconnectMs?: number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

/**
 * The API side of the PostgreSQL live bus: records which devices this process follows (so that
 * ingest processes publish them) and emits `samples` (deviceId, samples) for each notification,
 * as ingest's own bus does in a single process.
 */
export class PgLiveListener extends EventEmitter implements LiveWatcher {
  readonly id = `${os.hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly followed = new Set<string>();
  private client: pg.Client | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly ttlMs: number;

  constructor(private readonly options: PgLiveListenerOptions) {
    super();
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  async start(): Promise<this> {
    await this.connect();
    this.refreshTimer = setInterval(() => void this.refresh(), this.options.refreshMs ?? 20_000);
    this.refreshTimer.unref();
    return this;
  }

  watch(deviceIds: readonly string[]): void {
    const added = deviceIds.filter((id) => !this.followed.has(id));
    for (const id of added) this.followed.add(id);
    this.options.watches
      .upsert(this.id, added, this.expiry())
      .catch((error) => this.options.log?.('warn', 'live watch not recorded', error));
  }

  unwatch(deviceIds: readonly string[]): void {
    const gone = deviceIds.filter((id) => this.followed.delete(id));
    this.options.watches
      .remove(this.id, gone)
      .catch((error) => this.options.log?.('warn', 'live watch not removed', error));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.refreshTimer);
    clearTimeout(this.reconnectTimer);
    this.followed.clear();
    await this.options.watches.remove(this.id).catch(() => {});
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  private expiry(): Date {
    return new Date(Date.now() + this.ttlMs);
  }

  private async refresh(): Promise<void> {
    try {
      await this.options.watches.upsert(this.id, [...this.followed], this.expiry());
    } catch (error) {
      this.options.log?.('warn', 'live watches not refreshed', error);
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const decoded = decodeLivePayload(message.payload);
      if (decoded) this.emit('samples', decoded.deviceId, decoded.samples);
    });
    // A lost connection is made again; notifications sent meanwhile are gone (live views only).
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
    await this.refresh();
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.options.log?.('warn', 'live bus connection lost; reconnecting', error);
    client.end().catch(() => {});
    const retry = () => {
      this.reconnectTimer = setTimeout(() => {
        if (this.closed) return;
        this.connect().catch((reason) => {
          this.options.log?.('warn', 'live bus reconnect failed', reason);
          retry();
        });
      }, this.options.reconnectMs ?? 1000);
    };
    retry();
  }
}
