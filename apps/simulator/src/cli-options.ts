import { parseArgs } from 'node:util';
import { TELEMETRY_TS_PAST_MS } from '@ies/contracts';
import { FAULT_KINDS, type FaultKind } from './fleet/device-agent';

export const USAGE = `Usage: npm run simulate -w @ies/simulator -- [options]

Sites (one of):
  --sites FILE               attach to existing devices listed in FILE (see examples/sites.example.json)
  --platform URL             provision the demo stations through the platform API, as the
                             account whose session token is in IES_TOKEN (or --token); with
                             --sites, only bring the demo's texts per language up to date there
  --load-devices FILE        load mode: light devices {"devices":[{"id","key"}]} for benchmarks
  --load-count N             load mode with generated ids (--load-prefix, --load-key) for a broker
                             set up to accept them

Options:
  --broker URL               MQTT broker (default mqtt://127.0.0.1:1884)
  --seed TEXT                everything random follows from it (default ies)
  --interval S               live sample interval in seconds (default 5)
  --backfill-days N          history to send before going live, 0 to 34 (default 0)
  --backfill-interval S      step while backfilling in seconds (default 300)
  --backfill-recent-days N   with --backfill-older-interval: only the last N days at
                             --backfill-interval (default 7)
  --backfill-older-interval S  step for the days before those, in seconds (default: the same)
  --backfill-yield R         after each batch of history, pause R times as long as the platform
                             took to take it, so that it answers its users meanwhile (default 0)
  --speed N                  replay the backfill window N times faster than real time
                             (default: as fast as the broker acknowledges)
  --cell-interval S          BMS cell arrays at most this often in seconds (default 900)
  --state FILE               keep the simulation here; a restart continues without gaps
  --sites-out FILE           with --platform: write the provisioned sites (ids and keys) here,
                             to attach to them later with --sites FILE
  --duration S               stop after S seconds (default: until interrupted)
  --fault DEVICE:KIND:S      after connecting, fault a device for S seconds (repeatable);
                             KIND is ${FAULT_KINDS.join(', ')}
  --demo-faults              play the demo's faults a minute after going live, then every
                             few hours (low SOC, a hot cell, a meter offline)
  --qos 0|1                  load mode: telemetry QoS (default 1)
  --dry-run                  no broker: simulate the sites and print daily energy figures
  --help                     this text
`;

export type CliMode = 'sites' | 'platform' | 'load' | 'help';

export interface FaultRequest {
  deviceId: string;
  fault: FaultKind;
  durationS: number;
}

export interface CliOptions {
  mode: CliMode;
  brokerUrl: string;
  sitesFile?: string;
  platformUrl?: string;
  token?: string;
  sitesOut?: string;
  loadDevicesFile?: string;
  loadCount?: number;
  loadPrefix: string;
  loadKey?: string;
  qos: 0 | 1;
  seed: string;
  intervalS: number;
  backfillDays: number;
  backfillIntervalS: number;
  /** Days before the last `backfillRecentDays` are sent at this coarser step (none: one step). */
  backfillOlderIntervalS?: number;
  backfillRecentDays: number;
  backfillYield: number;
  speed?: number;
  cellIntervalS: number;
  stateFile?: string;
  durationS?: number;
  faults: FaultRequest[];
  /** Play DEMO_FAULT_PLAN after going live (npm start's demo). */
  demoFaults: boolean;
  dryRun: boolean;
}

export class CliError extends Error {}

/** Backfill stays inside the platform's 35-day window for device timestamps, with an hour to spare. */
export const MAX_BACKFILL_DAYS = (TELEMETRY_TS_PAST_MS - 3600_000) / 86_400_000;

function number(
  value: string | undefined,
  flag: string,
  range: { min: number; max: number; integer?: boolean },
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (
    !Number.isFinite(parsed) ||
    parsed < range.min ||
    parsed > range.max ||
    (range.integer && !Number.isInteger(parsed))
  ) {
    throw new CliError(
      `--${flag} must be ${range.integer ? 'an integer' : 'a number'} from ${range.min} to ${range.max}`,
    );
  }
  return parsed;
}

function parseFault(text: string): FaultRequest {
  const [deviceId, fault, duration] = text.split(':');
  if (!deviceId || !fault || !(FAULT_KINDS as readonly string[]).includes(fault)) {
    throw new CliError(
      `--fault ${text}: expected DEVICE:KIND:SECONDS with KIND one of ${FAULT_KINDS.join(', ')}`,
    );
  }
  const durationS = number(duration ?? '60', 'fault seconds', { min: 1, max: 86_400 })!;
  return { deviceId, fault: fault as FaultKind, durationS };
}

export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): CliOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  // --platform beside --sites only updates the demo's records there (a restarted demo).
  const platformSource = values.sites === undefined ? values.platform : undefined;
  const sources = [values.sites, platformSource, values['load-devices'], values['load-count']].filter(
    (value) => value !== undefined,
  );
  if (values.help) return defaults('help');
  if (sources.length !== 1) {
    throw new CliError(
      'give exactly one of --sites FILE, --platform URL, --load-devices FILE or --load-count N',
    );
  }
  const mode: CliMode =
    values.sites !== undefined ? 'sites' : values.platform !== undefined ? 'platform' : 'load';
  const options = defaults(mode);
  options.brokerUrl = values.broker ?? options.brokerUrl;
  if (!/^(mqtts?|wss?|tcp):\/\//.test(options.brokerUrl))
    throw new CliError('--broker must be an mqtt:// URL');
  options.sitesFile = values.sites;
  options.platformUrl = values.platform;
  // The token is better kept out of the process list: IES_TOKEN is read when --token is absent.
  options.token = values.token ?? env.IES_TOKEN;
  if (options.platformUrl !== undefined && !options.token) {
    throw new CliError('--platform needs a session token in IES_TOKEN (or --token)');
  }
  options.sitesOut = values['sites-out'];
  if (options.sitesOut && mode !== 'platform') throw new CliError('--sites-out works with --platform only');
  options.loadDevicesFile = values['load-devices'];
  options.loadCount = number(values['load-count'], 'load-count', { min: 1, max: 1_000_000, integer: true });
  options.loadPrefix = values['load-prefix'] ?? options.loadPrefix;
  options.loadKey = values['load-key'];
  if (options.loadCount !== undefined && !options.loadKey)
    throw new CliError('--load-count needs --load-key');
  options.qos = (number(values.qos, 'qos', { min: 0, max: 1, integer: true }) ?? 1) as 0 | 1;
  options.seed = values.seed ?? options.seed;
  options.intervalS = number(values.interval, 'interval', { min: 1, max: 3600 }) ?? options.intervalS;
  options.backfillDays =
    number(values['backfill-days'], 'backfill-days', { min: 0, max: MAX_BACKFILL_DAYS }) ??
    options.backfillDays;
  options.backfillIntervalS =
    number(values['backfill-interval'], 'backfill-interval', { min: 1, max: 3600 }) ??
    options.backfillIntervalS;
  options.backfillOlderIntervalS = number(values['backfill-older-interval'], 'backfill-older-interval', {
    min: 1,
    max: 3600,
  });
  options.backfillRecentDays =
    number(values['backfill-recent-days'], 'backfill-recent-days', { min: 0, max: MAX_BACKFILL_DAYS }) ??
    options.backfillRecentDays;
  options.backfillYield =
    number(values['backfill-yield'], 'backfill-yield', { min: 0, max: 100 }) ?? options.backfillYield;
  options.speed = number(values.speed, 'speed', { min: 1, max: 100_000 });
  if (options.speed !== undefined && options.backfillDays === 0) {
    throw new CliError('--speed replays the backfill window: give --backfill-days as well');
  }
  options.cellIntervalS =
    number(values['cell-interval'], 'cell-interval', { min: 1, max: 86_400 }) ?? options.cellIntervalS;
  options.stateFile = values.state;
  options.durationS = number(values.duration, 'duration', { min: 1, max: 10 * 365 * 86_400 });
  options.faults = (values.fault ?? []).map(parseFault);
  options.demoFaults = values['demo-faults'] ?? false;
  options.dryRun = values['dry-run'] ?? false;
  if (options.dryRun && mode !== 'sites') throw new CliError('--dry-run works with --sites only');
  return options;
}

function defaults(mode: CliMode): CliOptions {
  return {
    mode,
    brokerUrl: 'mqtt://127.0.0.1:1884',
    loadPrefix: 'bench-',
    qos: 1,
    seed: 'ies',
    intervalS: 5,
    backfillDays: 0,
    backfillIntervalS: 300,
    backfillRecentDays: 7,
    backfillYield: 0,
    cellIntervalS: 900,
    faults: [],
    demoFaults: false,
    dryRun: false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      sites: { type: 'string' },
      platform: { type: 'string' },
      token: { type: 'string' },
      'demo-faults': { type: 'boolean' },
      'sites-out': { type: 'string' },
      'load-devices': { type: 'string' },
      'load-count': { type: 'string' },
      'load-prefix': { type: 'string' },
      'load-key': { type: 'string' },
      qos: { type: 'string' },
      broker: { type: 'string' },
      seed: { type: 'string' },
      interval: { type: 'string' },
      'backfill-days': { type: 'string' },
      'backfill-interval': { type: 'string' },
      'backfill-older-interval': { type: 'string' },
      'backfill-recent-days': { type: 'string' },
      'backfill-yield': { type: 'string' },
      speed: { type: 'string' },
      'cell-interval': { type: 'string' },
      state: { type: 'string' },
      duration: { type: 'string' },
      fault: { type: 'string', multiple: true },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}
