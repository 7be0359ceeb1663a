import type { DeviceLogRow, IngestErrorCount } from '../telemetry/telemetry.repository';
import type { Rejection } from './telemetry-decoder';

/**
 * Rejected data per device and reason: counted always (`device_ingest_errors`), written to the
 * device's log at most `logsPerMinute` times per device and minute (docs/device-protocol.md §3).
 * Both wait here until ingest's next rollup flush writes them.
 */
export class IngestRejections {
  private counts = new Map<string, IngestErrorCount>();
  private logs: DeviceLogRow[] = [];
  private readonly logWindow = new Map<string, { start: number; count: number }>();

  constructor(private readonly logsPerMinute: number) {}

  /** Counts and logs each rejection. */
  reject(deviceId: string, rejections: Rejection[], at: number): void {
    for (const rejection of rejections) {
      this.count(deviceId, rejection.reason, at, 1);
      this.log(deviceId, rejection, at);
    }
  }

  count(deviceId: string, reason: Rejection['reason'], at: number, n: number): void {
    const key = `${deviceId}\u0000${reason}`;
    const count = this.counts.get(key);
    if (count) {
      count.n += n;
      count.t = at;
    } else {
      this.counts.set(key, { d: deviceId, r: reason, n, t: at });
    }
  }

  log(deviceId: string, rejection: Rejection, at: number): void {
    let window = this.logWindow.get(deviceId);
    if (!window || at - window.start >= 60_000) {
      window = { start: at, count: 0 };
      this.logWindow.set(deviceId, window);
    }
    if (window.count >= this.logsPerMinute) return;
    window.count += 1;
    this.logs.push({
      d: deviceId,
      t: at,
      k: 'ingest_error',
      lv: 'warn',
      c: rejection.reason,
      x: { point: rejection.point ?? null, ts: rejection.ts ?? null, detail: rejection.detail ?? null },
    });
  }

  /** What is gathered so far, handed over to be written; gathering starts again. */
  take(): { counts: IngestErrorCount[]; logs: DeviceLogRow[] } {
    const taken = { counts: [...this.counts.values()], logs: this.logs };
    this.counts = new Map();
    this.logs = [];
    return taken;
  }

  /** Counts that could not be written are added back (their log rows are given up). */
  restore(counts: IngestErrorCount[]): void {
    for (const c of counts) this.count(c.d, c.r as Rejection['reason'], c.t, c.n);
  }
}
