import type { LiveSample, StationLiveMessage } from '@ies/contracts';
import type { LiveSubscriber } from '../live/live.hub';
import type { BoundDeviceState } from './stations.repository';

/** The live hub as the feeds use it: told which devices each station's feed follows. */
export interface LiveDeviceHub {
  add(subscriber: LiveSubscriber, deviceIds: readonly string[]): void;
  remove(subscriber: LiveSubscriber, deviceIds: Iterable<string>): void;
}

/** One socket following a station: its token is checked again on every slow tick. */
export interface LiveFollower {
  readonly token: string;
  /** Sends one serialised StationLiveMessage. */
  send(text: string): void;
  /** Sends the error and closes the socket (the route's close codes). */
  stop(code: string): void;
}

export interface StationLiveFeedDeps {
  hub?: LiveDeviceHub;
  /** The station's devices (a master's with its slaves') and their stored latest values; undefined when gone. */
  load(tenantId: string, stationId: string): Promise<BoundDeviceState[] | undefined>;
  /** The live message of those devices (StationFiguresService.liveMessage). */
  message(stationId: string, devices: readonly BoundDeviceState[]): StationLiveMessage;
  /** null when the token's user still reaches the station, else the error code that stops it. */
  authorise(token: string, stationId: string): Promise<string | null>;
  /** The slow tick: followers re-checked, figures reloaded from the database and pushed (0: tests call tick()). */
  intervalMs: number;
  /** At most one change-driven push per station per this many milliseconds. */
  coalesceMs: number;
}

interface Feed {
  readonly tenantId: string;
  readonly stationId: string;
  readonly followers: Set<LiveFollower>;
  readonly subscriber: LiveSubscriber;
  devices: BoundDeviceState[];
  /** Committed samples newer than the stored latest values (ingest writes those about once a second). */
  readonly pending: Map<string, { ts: number; values: Record<string, unknown> }>;
  /** The last message sent, serialised once for every follower. */
  last?: string;
  /** When the last change-driven push went out (the keep-alive does not delay a change). */
  lastChangeMs: number;
  timer?: NodeJS.Timeout;
  /** Set while the first load runs: followers joining meanwhile wait for it. */
  loading?: Promise<void>;
  closed: boolean;
}

/**
 * One live feed per station, shared by every socket following it (issue 17 item 5). The figures
 * are computed once per change: the station's devices' committed samples arrive from the live hub
 * (ingest's bus, or the PostgreSQL live bus), are laid over the stored latest values in memory and
 * pushed at most once per `coalesceMs`; every `intervalMs` (STATION_LIVE_INTERVAL_SECONDS) the
 * station's devices and values are read again (binding changes, online state), the message is
 * pushed as a keep-alive, and every follower's session, permission and station authority is
 * checked again (once per distinct token of the station per tick): a signed-out session, a
 * withdrawn permission or share stops the socket within one interval, as before.
 */
export class StationLiveFeeds {
  private readonly feeds = new Map<string, Feed>();
  private timer?: NodeJS.Timeout;
  private ticking = false;
  /** Computations of a live message per station (tests and the benchmark read it). */
  readonly computations = new Map<string, number>();

  constructor(private readonly deps: StationLiveFeedDeps) {}

  /** Adds an authorised follower and sends it the station's current message. */
  async join(tenantId: string, stationId: string, follower: LiveFollower): Promise<void> {
    let feed = this.feeds.get(stationId);
    if (!feed) {
      feed = this.open(tenantId, stationId);
      feed.loading = this.reload(feed).finally(() => {
        feed!.loading = undefined;
      });
    }
    feed.followers.add(follower);
    this.startTimer();
    // A load under way pushes to every follower when it ends, this one included.
    if (feed.loading) await feed.loading;
    else if (feed.last !== undefined) follower.send(feed.last);
  }

  leave(stationId: string, follower: LiveFollower): void {
    const feed = this.feeds.get(stationId);
    if (!feed?.followers.delete(follower) || feed.followers.size > 0) return;
    this.close(feed);
  }

  /** Followed stations and their followers (for the benchmark's report). */
  stats(): { stations: number; followers: number } {
    let followers = 0;
    for (const feed of this.feeds.values()) followers += feed.followers.size;
    return { stations: this.feeds.size, followers };
  }

  close(feed?: Feed): void {
    const all = feed ? [feed] : [...this.feeds.values()];
    for (const f of all) {
      f.closed = true;
      clearTimeout(f.timer);
      this.deps.hub?.remove(
        f.subscriber,
        f.devices.map((d) => d.deviceId),
      );
      this.feeds.delete(f.stationId);
    }
    if (this.feeds.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private open(tenantId: string, stationId: string): Feed {
    const feed: Feed = {
      tenantId,
      stationId,
      followers: new Set(),
      devices: [],
      pending: new Map(),
      lastChangeMs: 0,
      closed: false,
      subscriber: { push: (deviceId, samples) => this.received(feed, deviceId, samples) },
    };
    this.feeds.set(stationId, feed);
    return feed;
  }

  private startTimer(): void {
    if (this.timer || this.feeds.size === 0 || this.deps.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.slowTick(), this.deps.intervalMs);
    this.timer.unref();
  }

  /** A device's committed samples: kept until the stored values catch up, and a push scheduled. */
  private received(feed: Feed, deviceId: string, samples: LiveSample[]): void {
    let entry = feed.pending.get(deviceId);
    for (const sample of samples) {
      if (!entry) {
        entry = { ts: sample.ts, values: { ...sample.values } };
        feed.pending.set(deviceId, entry);
      } else if (sample.ts >= entry.ts) {
        entry.ts = sample.ts;
        Object.assign(entry.values, sample.values);
      } else {
        entry.values = { ...sample.values, ...entry.values };
      }
    }
    if (feed.timer || feed.loading) return;
    const wait = Math.max(0, feed.lastChangeMs + this.deps.coalesceMs - Date.now());
    feed.timer = setTimeout(() => {
      feed.timer = undefined;
      feed.lastChangeMs = Date.now();
      this.publish(feed);
    }, wait);
  }

  /**
   * The devices' stored states with the newer committed samples laid over them as ingest stores
   * them (upsertLatest: newer points replace older ones; markSeen: a device heard is online again).
   */
  private current(feed: Feed): BoundDeviceState[] {
    if (feed.pending.size === 0) return feed.devices;
    return feed.devices.map((d) => {
      const newer = feed.pending.get(d.deviceId);
      if (!newer) return d;
      const status = d.status === 'offline' || d.status === 'unset' ? 'online_normal' : d.status;
      const storedTs = d.latestTs?.getTime() ?? Number.NEGATIVE_INFINITY;
      return newer.ts >= storedTs
        ? { ...d, status, latest: { ...d.latest, ...newer.values }, latestTs: new Date(newer.ts) }
        : { ...d, status, latest: { ...newer.values, ...d.latest } };
    });
  }

  private publish(feed: Feed): void {
    if (feed.closed) return;
    const message = this.deps.message(feed.stationId, this.current(feed));
    this.computations.set(feed.stationId, (this.computations.get(feed.stationId) ?? 0) + 1);
    feed.last = JSON.stringify(message);
    for (const follower of feed.followers) follower.send(feed.last);
  }

  /** Reads the station's devices again; the hub follows the new set; pushes. */
  private async reload(feed: Feed): Promise<void> {
    const devices = await this.deps.load(feed.tenantId, feed.stationId);
    if (feed.closed) return;
    if (!devices) {
      for (const follower of feed.followers) follower.stop('iot-http.404');
      return this.close(feed);
    }
    const before = new Set(feed.devices.map((d) => d.deviceId));
    const after = new Set(devices.map((d) => d.deviceId));
    this.deps.hub?.remove(
      feed.subscriber,
      [...before].filter((id) => !after.has(id)),
    );
    this.deps.hub?.add(
      feed.subscriber,
      [...after].filter((id) => !before.has(id)),
    );
    feed.devices = devices;
    // Samples the stored values now hold (or devices no longer bound) are dropped.
    for (const [id, newer] of feed.pending) {
      const stored = devices.find((d) => d.deviceId === id);
      if (!stored || (stored.latestTs && stored.latestTs.getTime() >= newer.ts)) feed.pending.delete(id);
    }
    clearTimeout(feed.timer);
    feed.timer = undefined;
    this.publish(feed);
  }

  /** The slow tick now (tests): followers re-checked, every feed reloaded and pushed. */
  tick(): Promise<void> {
    return this.slowTick();
  }

  /** Followers re-checked (once per token and station), then every feed reloaded and pushed. */
  private async slowTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      for (const feed of [...this.feeds.values()]) {
        if (feed.loading) continue;
        await this.recheck(feed);
        if (feed.followers.size === 0) {
          this.close(feed);
          continue;
        }
        await this.reload(feed).catch(() => {});
      }
    } finally {
      this.ticking = false;
    }
  }

  private async recheck(feed: Feed): Promise<void> {
    const byToken = new Map<string, LiveFollower[]>();
    for (const follower of feed.followers) {
      const list = byToken.get(follower.token);
      if (list) list.push(follower);
      else byToken.set(follower.token, [follower]);
    }
    await Promise.all(
      [...byToken].map(async ([token, followers]) => {
        const refused = await this.deps.authorise(token, feed.stationId).catch(() => 'iot-http.500');
        if (refused === null) return;
        for (const follower of followers) {
          feed.followers.delete(follower);
          follower.stop(refused);
        }
      }),
    );
  }
}
