import { TELEMETRY_BATCH_MAX, TELEMETRY_TS_PAST_MS, type TelemetrySamplePayload } from '@ies/contracts';
import { DeviceConnection } from '../protocol/device-connection';
import { telemetryMessages } from '../protocol/payloads';
import { Site, type SiteEvent, type SiteState } from '../site/site';
import { buildSiteConfig, type DeviceSpec, inverterRef, type SiteSpec } from '../site/site-config';
import { DeviceAgent, type DeviceControls, type FaultKind } from './device-agent';

/** What a runner must remember across restarts. */
export interface RunnerState {
  site: SiteState;
  seq: Record<string, number>;
  lastCellTs: number;
}

export interface SiteRunnerOptions {
  spec: SiteSpec;
  seed: string;
  brokerUrl: string;
  /** Where the site's clock starts when there is no saved state, epoch ms. */
  startTime: number;
  state?: RunnerState;
  /** BMS cell arrays are sent at most this often, s (the other points with every sample). */
  cellIntervalS: number;
  keepaliveS?: number;
  /** Telemetry messages awaiting PUBACK per connection while backfilling. */
  maxInFlight?: number;
  otaStepMs?: number;
  firmwareVersion?: string;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

interface RunnerDevice {
  spec: DeviceSpec;
  /** Its part in the site's device values (ems, pcs, …, pv_inverter_2). */
  ref: string;
  connection: DeviceConnection;
}

/** Why the link of a connection is down. */
type Outage = 'offline' | 'link_loss';

/** How a backfill paces itself (SiteRunner.advanceTo). */
export interface AdvancePacing {
  /** Told the site's time after each chunk of steps. */
  onProgress?: (siteTimeMs: number) => void;
  /**
   * After each chunk the runner waits for the platform's acknowledgements, then pauses this many
   * times as long as the chunk took: the platform's database is free for its users meanwhile.
   */
  yieldRatio?: number;
  /** Steps per chunk (default TELEMETRY_BATCH_MAX); small chunks keep the platform's queue short. */
  chunkSteps?: number;
}

export interface PublishStats {
  samples: number;
  messages: number;
  events: number;
  errors: number;
}

function refsOf(spec: SiteSpec): Map<string, string> {
  const refs = new Map<string, string>();
  let inverter = 0;
  for (const device of spec.devices) {
    refs.set(device.id, device.kind === 'pv_inverter' ? inverterRef(inverter++) : device.kind);
  }
  return refs;
}

/**
 * A simulated station on the wire: its site physics, one MQTT connection per device (or one
 * gateway connection for all), telemetry at each step, downlinks handed to device agents.
 */
export class SiteRunner {
  readonly spec: SiteSpec;
  readonly site: Site;
  readonly stats: PublishStats = { samples: 0, messages: 0, events: 0, errors: 0 };
  private readonly options: SiteRunnerOptions;
  private readonly devices = new Map<string, RunnerDevice>();
  private readonly agents = new Map<string, DeviceAgent>();
  private readonly connections: DeviceConnection[] = [];
  private readonly seq = new Map<string, number>();
  private readonly inFlight = new Map<DeviceConnection, Set<Promise<void>>>();
  private readonly outages = new Map<DeviceConnection, Outage>();
  private readonly backlog = new Map<string, TelemetrySamplePayload[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly outageTimers = new Map<DeviceConnection, NodeJS.Timeout[]>();
  /** The going-away of a connection in progress (a link coming back must wait for it). */
  private readonly outageStarts = new Map<DeviceConnection, Promise<void>>();
  private lastCellTs: number;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: SiteRunnerOptions) {
    this.options = options;
    this.spec = options.spec;
    this.site = new Site(buildSiteConfig(options.spec), options.seed, options.startTime, options.state?.site);
    this.lastCellTs = options.state?.lastCellTs ?? 0;
    for (const [id, seq] of Object.entries(options.state?.seq ?? {})) this.seq.set(id, seq);

    const refs = refsOf(options.spec);
    const gateway = options.spec.connection === 'gateway';
    const ems = options.spec.devices.find((device) => device.kind === 'ems');
    const makeConnection = (device: DeviceSpec, subDevices: string[]) => {
      const connection = new DeviceConnection({
        brokerUrl: options.brokerUrl,
        credentials: { id: device.id, key: device.key ?? '' },
        subDevices,
        keepaliveS: options.keepaliveS,
        onDownlink: (deviceId, kind, payload) => {
          const agent = this.agents.get(deviceId);
          if (agent)
            void agent
              .handle(kind, payload)
              .catch((error: Error) => this.log(`${deviceId}: ${error.message}`));
        },
        onFatal: (error) => this.log(error.message),
        onAnnounced: () => {
          for (const id of [device.id, ...subDevices])
            void this.agents
              .get(id)
              ?.reportVersion()
              .catch((error: Error) => this.log(`${id}: ${error.message}`));
        },
        log: (message) => this.log(message),
      });
      this.connections.push(connection);
      this.inFlight.set(connection, new Set());
      return connection;
    };
    const gatewayConnection =
      gateway && ems
        ? makeConnection(
            ems,
            options.spec.devices.filter((device) => device !== ems).map((device) => device.id),
          )
        : null;
    for (const device of options.spec.devices) {
      const connection = gatewayConnection ?? makeConnection(device, []);
      this.devices.set(device.id, { spec: device, ref: refs.get(device.id)!, connection });
      this.agents.set(
        device.id,
        new DeviceAgent(
          {
            deviceId: device.id,
            kind: device.kind,
            firmwareVersion: options.firmwareVersion ?? '01.00.00',
            otaStepMs: options.otaStepMs ?? 500,
            fetchImpl: options.fetchImpl,
          },
          this.controlsFor(device.id, connection),
        ),
      );
    }
  }

  private log(message: string): void {
    this.options.log?.(`[${this.spec.id}] ${message}`);
  }

  private controlsFor(deviceId: string, connection: DeviceConnection): DeviceControls {
    const pcs = this.site.pcs;
    return {
      now: () => Date.now(),
      setPower: (kw) => pcs.setPower(kw),
      setRunning: (running) => {
        pcs.running = running;
      },
      setMode: (mode) => pcs.setMode(mode),
      replaceStrategy: (strategy) => this.site.replaceStrategy(strategy),
      injectFault: (fault, durationS) => this.injectFault(deviceId, fault, durationS),
      send: (kind, body) => connection.publish(deviceId, kind, body),
      log: (message) => this.log(message),
    };
  }

  /** Runs `task` after every task queued before it, so steps and flushes never interleave. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  get deviceIds(): string[] {
    return [...this.devices.keys()];
  }

  connectionIds(): string[] {
    return this.connections.map((connection) => connection.deviceId);
  }

  async connect(): Promise<void> {
    await Promise.all(this.connections.map((connection) => connection.connect()));
  }

  private async publishWindowed(
    connection: DeviceConnection,
    deviceId: string,
    message: string,
  ): Promise<void> {
    const window = this.inFlight.get(connection)!;
    while (window.size >= (this.options.maxInFlight ?? 16)) await Promise.race(window);
    const sent: Promise<void> = connection
      .publish(deviceId, 'telemetry', message)
      .then(() => {
        this.stats.messages++;
      })
      .catch((error: Error) => {
        this.stats.errors++;
        this.log(`${deviceId}: telemetry not acknowledged: ${error.message}`);
      })
      .finally(() => window.delete(sent));
    window.add(sent);
  }

  private async drain(): Promise<void> {
    await Promise.all([...this.inFlight.values()].flatMap((window) => [...window]));
  }

  private async flushSamples(pending: Map<string, TelemetrySamplePayload[]>): Promise<void> {
    for (const [deviceId, samples] of pending) {
      if (samples.length === 0) continue;
      const device = this.devices.get(deviceId)!;
      for (const message of telemetryMessages(samples)) {
        await this.publishWindowed(device.connection, deviceId, message);
      }
      this.stats.samples += samples.length;
      samples.length = 0;
    }
  }

  private async publishEvents(events: SiteEvent[]): Promise<void> {
    for (const event of events) {
      const device = [...this.devices.values()].find((candidate) => candidate.ref === event.ref);
      if (!device || this.outages.has(device.connection)) continue;
      const body = { ts: event.ts, type: event.type, level: event.level, data: event.data };
      await device.connection.publish(device.spec.id, 'events', body).then(
        () => {
          this.stats.events++;
        },
        (error: Error) => this.log(`${device.spec.id}: event not acknowledged: ${error.message}`),
      );
    }
  }

  /**
   * Steps the site in `stepS` intervals up to `targetMs` and publishes every sample: one sample as
   * such, several as batches, as fast as the broker acknowledges them. Returns the samples made.
   */
  advanceTo(targetMs: number, stepS: number, pacing: AdvancePacing = {}): Promise<number> {
    const chunkSteps = pacing.chunkSteps ?? TELEMETRY_BATCH_MAX;
    return this.serial(async () => {
      let chunkStarted = Date.now();
      const pending = new Map<string, TelemetrySamplePayload[]>(this.deviceIds.map((id) => [id, []]));
      const events: SiteEvent[] = [];
      let made = 0;
      let unflushedSteps = 0;
      const stepMs = stepS * 1000;
      while (this.site.time + stepMs <= targetMs) {
        const step = this.site.step(stepS);
        events.push(...step.events);
        const includeCells = step.ts - this.lastCellTs >= this.options.cellIntervalS * 1000;
        if (includeCells) this.lastCellTs = step.ts;
        const values = this.site.deviceValues({ includeCells });
        for (const device of this.devices.values()) {
          const deviceValues = values[device.ref];
          if (!deviceValues) continue;
          const seq = (this.seq.get(device.spec.id) ?? 0) + 1;
          this.seq.set(device.spec.id, seq);
          const sample: TelemetrySamplePayload = { ts: step.ts, seq, values: deviceValues };
          made++;
          const outage = this.outages.get(device.connection);
          if (outage === 'offline') continue;
          if (outage === 'link_loss') {
            this.buffer(device.spec.id, sample);
            continue;
          }
          pending.get(device.spec.id)!.push(sample);
        }
        if (++unflushedSteps >= chunkSteps) {
          unflushedSteps = 0;
          await this.flushSamples(pending);
          if (pacing.yieldRatio) {
            await this.drain();
            const took = Date.now() - chunkStarted;
            await new Promise((resolve) => setTimeout(resolve, took * pacing.yieldRatio!));
            chunkStarted = Date.now();
          }
          pacing.onProgress?.(this.site.time);
        }
      }
      await this.flushSamples(pending);
      await this.drain();
      await this.publishEvents(events);
      return made;
    });
  }

  /** Keeps samples taken while the link is down, no older than the platform accepts. */
  private buffer(deviceId: string, sample: TelemetrySamplePayload): void {
    const list = this.backlog.get(deviceId) ?? [];
    list.push(sample);
    const oldest = (sample.ts ?? 0) - TELEMETRY_TS_PAST_MS + 3600_000;
    while (list.length > 0 && (list[0]!.ts ?? 0) < oldest) list.shift();
    this.backlog.set(deviceId, list);
  }

  /**
   * Faults on request. offline: the device says goodbye and sends nothing until it is back.
   * link_loss: the link drops (the will fires), samples are kept and sent after reconnecting,
   * newest first, so the platform stores the rest as late. over_temperature / low_soc: the BMS.
   */
  injectFault(deviceId: string, fault: FaultKind, durationS: number): void {
    const device = this.devices.get(deviceId);
    if (!device) throw new Error(`device ${deviceId} is not in site ${this.spec.id}`);
    if (fault === 'over_temperature') {
      this.site.injectOverTemperature(this.site.time + durationS * 1000);
      return;
    }
    if (fault === 'low_soc') {
      this.site.injectLowSoc(durationS > 0 ? this.site.time + durationS * 1000 : undefined);
      return;
    }
    const { connection } = device;
    if (this.outages.has(connection)) return;
    this.outages.set(connection, fault);
    // Let the reply to the request that asked for this leave first.
    const begin = this.later(50, () => {
      const going = fault === 'link_loss' ? connection.dropLink() : connection.goOffline();
      this.outageStarts.set(
        connection,
        going.catch((error: Error) => this.log(error.message)),
      );
    });
    const end = this.later(durationS * 1000, () => {
      void this.recover(connection).catch((error: Error) => this.log(`recovery failed: ${error.message}`));
    });
    this.outageTimers.set(connection, [begin, end]);
  }

  private later(ms: number, action: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  /** Ends an offline or link-loss fault now instead of at the end of its duration. */
  endOutage(deviceId: string): Promise<void> {
    const device = this.devices.get(deviceId);
    if (!device) return Promise.resolve();
    for (const timer of this.outageTimers.get(device.connection) ?? []) {
      clearTimeout(timer);
      this.timers.delete(timer);
    }
    return this.recover(device.connection);
  }

  /** Brings a connection back; after a lost link, sends what was buffered. */
  private recover(connection: DeviceConnection): Promise<void> {
    return this.serial(async () => {
      if (!this.outages.has(connection)) return;
      this.outageTimers.delete(connection);
      await this.outageStarts.get(connection);
      this.outageStarts.delete(connection);
      await connection.resume();
      this.outages.delete(connection);
      for (const id of connection.ids) {
        const samples = this.backlog.get(id);
        this.backlog.delete(id);
        if (!samples || samples.length === 0) continue;
        // The newest first: the platform then marks every older one as late.
        const newest = samples.pop()!;
        await connection.publish(id, 'telemetry', newest);
        const pending = new Map([[id, samples]]);
        await this.flushSamples(pending);
        this.stats.samples++;
      }
      await this.drain();
    });
  }

  /** Whether a device's link is down by a fault. */
  outageOf(deviceId: string): Outage | undefined {
    const device = this.devices.get(deviceId);
    return device ? this.outages.get(device.connection) : undefined;
  }

  backlogSize(deviceId: string): number {
    return this.backlog.get(deviceId)?.length ?? 0;
  }

  agent(deviceId: string): DeviceAgent | undefined {
    return this.agents.get(deviceId);
  }

  state(): RunnerState {
    return { site: this.site.state(), seq: Object.fromEntries(this.seq), lastCellTs: this.lastCellTs };
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.queue;
    // Say goodbye on the status topics, so the retained status does not stay `online`.
    await Promise.all(
      this.connections.map(async (connection) => {
        if (connection.connected) await connection.goOffline().catch(() => undefined);
        await connection.close();
      }),
    );
  }
}
