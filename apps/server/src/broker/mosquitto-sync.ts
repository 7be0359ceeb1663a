import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Database } from '../db/database';
import { buildMosquittoAuth, type MosquittoPlatformUser, writeMosquittoAuth } from './mosquitto-auth';

const run = promisify(execFile);

export interface MosquittoSyncOptions {
  /** Where Mosquitto's `password_file` and `acl_file` point (files `passwords` and `acl`). */
  directory: string;
  /** Makes Mosquitto re-read them, e.g. `kill -HUP $(cat /run/mosquitto/mosquitto.pid)`. */
  reloadCommand?: string;
  platform: MosquittoPlatformUser;
  /** Changes within this window are written once. */
  debounceMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Keeps an external Mosquitto's password and ACL files equal to the device registry. On reload
 * Mosquitto drops clients whose credentials are no longer valid, so a changed or revoked key
 * disconnects the device there too (docs/device-protocol.md, external broker).
 */
export class MosquittoFileSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private pending = false;

  constructor(
    private readonly database: Database,
    private readonly options: MosquittoSyncOptions,
  ) {}

  /** Registry changed: write the files soon. */
  schedule(): void {
    this.pending = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync().catch((error) => this.options.log?.('mosquitto credential sync failed', error));
    }, this.options.debounceMs ?? 100);
  }

  /** Writes the files and reloads the broker; runs one at a time. */
  sync(): Promise<void> {
    this.pending = false;
    this.running = this.running
      .catch(() => {})
      .then(async () => {
        const files = await buildMosquittoAuth(this.database, this.options.platform);
        await writeMosquittoAuth(this.options.directory, files);
        if (this.options.reloadCommand) await run('/bin/sh', ['-c', this.options.reloadCommand]);
      });
    return this.running;
  }

  /** Resolves once everything scheduled so far is written (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.timer || this.pending) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      await this.sync();
    }
    await this.running;
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
