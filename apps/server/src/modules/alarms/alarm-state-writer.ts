import type { RuleDeviceState } from './alarm-evaluator';

export interface StateRow {
  ruleId: string;
  deviceId: string;
  state: RuleDeviceState;
}

/**
 * Coalesces the state writes of one turn of the event loop into one upsert. Each device's batch
 * used to write its own: with many alarms a second that was a statement per raise and per
 * recovery, queued on PGlite's single connection ahead of ingest's inserts (bench/alarms).
 * A caller still waits until its row is stored, so a restart after the wait loses nothing.
 */
export class StateWriter {
  private pending = new Map<string, StateRow>();
  private waiters: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  private scheduled = false;

  constructor(
    private readonly save: (rows: StateRow[], at: Date) => Promise<void>,
    private readonly now: () => Date,
  ) {}

  write(rows: StateRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    // One row per rule and device: an upsert may not touch a row twice, and the newest state wins.
    for (const row of rows) this.pending.set(`${row.ruleId}|${row.deviceId}`, row);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const rows = [...this.pending.values()];
    const waiters = this.waiters;
    this.pending = new Map();
    this.waiters = [];
    try {
      await this.save(rows, this.now());
      for (const w of waiters) w.resolve();
    } catch (error) {
      for (const w of waiters) w.reject(error);
    }
  }
}
