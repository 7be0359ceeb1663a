import type { EventEmitter } from 'node:events';
import type { LiveSample } from '@ies/contracts';

/** Anything that takes a device's committed samples (a WebSocket connection). */
export interface LiveSubscriber {
  push(deviceId: string, samples: LiveSample[]): void;
}

/** Told when the process starts and stops following a device (the PostgreSQL live bus). */
export interface LiveWatcher {
  watch(deviceIds: readonly string[]): void;
  unwatch(deviceIds: readonly string[]): void;
}

interface CommittedSample {
  ts: number;
  values: Record<string, unknown>;
}

/**
 * The in-process fan-out from ingest's bus (`samples`, emitted after each commit) to the
 * connections following each device.
 */
export class LiveHub {
  private readonly byDevice = new Map<string, Set<LiveSubscriber>>();
  private readonly listener = (deviceId: string, samples: CommittedSample[]) => {
    const subscribers = this.byDevice.get(deviceId);
    if (!subscribers) return;
    const payload = samples.map((s) => ({ ts: s.ts, values: s.values }));
    for (const subscriber of subscribers) subscriber.push(deviceId, payload);
  };

  constructor(
    private readonly bus?: EventEmitter,
    private readonly watcher?: LiveWatcher,
  ) {
    bus?.on('samples', this.listener);
  }

  add(subscriber: LiveSubscriber, deviceIds: readonly string[]): void {
    const first: string[] = [];
    for (const id of deviceIds) {
      let set = this.byDevice.get(id);
      if (!set) {
        set = new Set();
        this.byDevice.set(id, set);
        first.push(id);
      }
      set.add(subscriber);
    }
    if (first.length > 0) this.watcher?.watch(first);
  }

  remove(subscriber: LiveSubscriber, deviceIds: Iterable<string>): void {
    const last: string[] = [];
    for (const id of deviceIds) {
      const set = this.byDevice.get(id);
      if (!set) continue;
      set.delete(subscriber);
      if (set.size === 0) {
        this.byDevice.delete(id);
        last.push(id);
      }
    }
    if (last.length > 0) this.watcher?.unwatch(last);
  }

  close(): void {
    this.bus?.off('samples', this.listener);
    if (this.byDevice.size > 0) this.watcher?.unwatch([...this.byDevice.keys()]);
    this.byDevice.clear();
  }
}
