import { loadPowerKw } from '../physics/load';
import { localTime } from '../physics/local-time';
import { hashString, hashUnit } from '../physics/random';
import { type DeviceCredentials, DeviceConnection } from '../protocol/device-connection';
import type { Clock } from './fleet';

export interface LoadFleetOptions {
  brokerUrl: string;
  devices: readonly DeviceCredentials[];
  intervalS: number;
  seed: string;
  /** Connections opened at once. */
  connectConcurrency?: number;
  qos?: 0 | 1;
  /** Subscribe to the downlinks as real devices do (more broker work per device). */
  subscribe?: boolean;
  keepaliveS?: number;
  clock?: Clock;
  log?: (message: string) => void;
}

export interface LoadFleetStats {
  devices: number;
  connected: number;
  connectFailures: number;
  published: number;
  acknowledged: number;
  failed: number;
  /** Publish → PUBACK latency over the samples since the last call, ms. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** How late the slowest device's last sample was sent against its schedule, ms. */
  maxLagMs: number;
}

interface LightDevice {
  credentials: DeviceCredentials;
  connection: DeviceConnection;
  seed: number;
  nextDue: number;
  seq: number;
  energyKWh: number;
  inFlight: boolean;
}

const LIGHT_LOAD = { profile: 'office', baseKw: 2, peakKw: 12, noise: 0.1 } as const;
const SCHEDULER_PERIOD_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * Thousands of light devices for benchmarks: each its own connection, one small load-meter
 * sample (`load_power`, `load_kwh`) per interval, spread evenly over the interval.
 */
export class LoadFleet {
  private readonly options: LoadFleetOptions;
  private readonly clock: Clock;
  private readonly devices: LightDevice[];
  private timer: NodeJS.Timeout | null = null;
  private latencies: number[] = [];
  private maxLagMs = 0;
  private readonly counters = { connected: 0, connectFailures: 0, published: 0, acknowledged: 0, failed: 0 };

  constructor(options: LoadFleetOptions) {
    this.options = options;
    this.clock = options.clock ?? { now: () => Date.now() };
    this.devices = options.devices.map((credentials) => {
      const deviceSeed = hashString(`${options.seed}/${credentials.id}`);
      return {
        credentials,
        connection: new DeviceConnection({
          brokerUrl: options.brokerUrl,
          credentials,
          keepaliveS: options.keepaliveS ?? 60,
          subscribe: options.subscribe ?? true,
          clean: true,
          log: options.log,
        }),
        seed: deviceSeed,
        nextDue: 0,
        seq: 0,
        energyKWh: 0,
        inFlight: false,
      };
    });
  }

  async connect(): Promise<void> {
    const queue = [...this.devices];
    const concurrency = Math.max(1, this.options.connectConcurrency ?? 100);
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let device = queue.shift(); device; device = queue.shift()) {
          try {
            await device.connection.connect();
            this.counters.connected++;
          } catch (error) {
            this.counters.connectFailures++;
            this.options.log?.((error as Error).message);
          }
        }
      }),
    );
  }

  start(): void {
    if (this.timer) return;
    // Spread the devices over the interval so the broker sees a steady rate.
    const seed = hashString(this.options.seed);
    const intervalMs = this.options.intervalS * 1000;
    const now = this.clock.now();
    for (const device of this.devices) {
      device.nextDue = now + Math.floor(hashUnit(seed, 'phase', device.seed) * intervalMs);
    }
    this.timer = setInterval(() => this.publishDue(), SCHEDULER_PERIOD_MS);
  }

  private publishDue(): void {
    const now = this.clock.now();
    const intervalMs = this.options.intervalS * 1000;
    for (const device of this.devices) {
      if (device.nextDue > now || !device.connection.connected) continue;
      if (device.inFlight) continue;
      this.maxLagMs = Math.max(this.maxLagMs, now - device.nextDue);
      const ts = device.nextDue;
      device.nextDue += intervalMs;
      if (device.nextDue <= now) device.nextDue = now + intervalMs;
      const powerKw = loadPowerKw(LIGHT_LOAD, device.seed, ts, localTime(ts, 0));
      device.energyKWh += (powerKw * this.options.intervalS) / 3600;
      device.seq++;
      const sample = {
        ts,
        seq: device.seq,
        values: {
          load_power: Math.round(powerKw * 1000) / 1000,
          load_kwh: Math.round(device.energyKWh * 1000) / 1000,
        },
      };
      const sentAt = performance.now();
      this.counters.published++;
      device.inFlight = true;
      device.connection
        .publish(device.credentials.id, 'telemetry', sample, { qos: this.options.qos ?? 1 })
        .then(
          () => {
            this.counters.acknowledged++;
            if (this.latencies.length < 100_000) this.latencies.push(performance.now() - sentAt);
          },
          () => {
            this.counters.failed++;
          },
        )
        .finally(() => {
          device.inFlight = false;
        });
    }
  }

  /** Counters since the start; latency and lag since the previous call. */
  stats(): LoadFleetStats {
    const sorted = this.latencies.sort((a, b) => a - b);
    const stats: LoadFleetStats = {
      devices: this.devices.length,
      ...this.counters,
      latencyP50Ms: percentile(sorted, 0.5),
      latencyP99Ms: percentile(sorted, 0.99),
      maxLagMs: this.maxLagMs,
    };
    this.latencies = [];
    this.maxLagMs = 0;
    return stats;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(this.devices.map((device) => device.connection.close().catch(() => undefined)));
  }
}

/** Ids `prefix000001` … for a benchmark fleet sharing one key (a broker set up for it). */
export function generatedDevices(prefix: string, count: number, key: string): DeviceCredentials[] {
  const width = Math.max(6, String(count).length);
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${String(index + 1).padStart(width, '0')}`,
    key,
  }));
}
