import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { TELEMETRY_LATE_AFTER_SECONDS_DEFAULT } from '@ies/contracts';
import { type OutboundAllow, parseOutboundAllow } from './outbound-allow';
import { readSecretsKey, SECRETS_KEY_VARIABLE } from './secrets-key';
import {
  readThirdLoginProviders,
  type ThirdLoginProvider,
  ThirdLoginConfigError,
} from './third-login-providers';

/** Sliding-window limits on commands and configuration pushes (used by commands/device-send-limiter). */
export interface DeviceSendLimits {
  windowSeconds: number;
  commandsPerDevice: number;
  commandsPerTenant: number;
  configPushesPerDevice: number;
  configPushesPerTenant: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files and where uploads and exports go. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** External broker (mqtt://…); the embedded broker runs when absent. */
  mqttUrl: string | undefined;
  /** Port of the embedded broker; 0 turns it off. */
  mqttPort: number;
  mqttHost: string;
  publicUrl: string;
  /** Where the phone apps are downloaded; the App download page draws them as QR codes. */
  appDownload: { androidUrl: string; iosUrl: string };
  logLevel: LogLevel;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Built web app to serve; the API alone runs when the folder does not exist. */
  webDist: string;
  /** Which parts this process runs. */
  services: Set<ServiceName>;
  /** Test-only routes (reading codes, slow requests); never on in production. */
  testHooks: boolean;
  /** E-mail gateway (smtp:// or smtps://); codes and notices go to the development outbox when absent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS gateway: POST JSON { to, text }; the development outbox when absent. */
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** A session unused this long ends. */
  sessionIdleMinutes: number;
  /** How long a taken job stays a process's own before another may take it again. */
  jobLeaseSeconds: number;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxHours: number;
  /** A resolved session is reused this long in a process without a lookup (0: always look up). */
  sessionCacheMs: number;
  /** The home summary is answered from a kept one this young (0: computed on every call). */
  homeSummaryKeepMs: number;
  /** Third-party sign-in providers; the sign-in page shows the icon only when there is one. */
  thirdLoginProviders: ThirdLoginProvider[];
  /** Storage quota of a tenant without a quota of its own (docs/storage-capacity.md). */
  tenantStorageQuotaBytes: number;
  /** Password of the platform administrator created at first start; generated when absent. */
  adminPassword: string | undefined;
  /** Most devices one tenant may have (B §8 "device count limit reached"). */
  devicesPerTenantMax: number;
  /** Most custom device types one tenant may define. */
  customDeviceTypesMax: number;
  /** External Mosquitto: folder of its password and ACL files, kept equal to the device registry. */
  mosquittoAuthDir: string | undefined;
  /** External Mosquitto: command that makes it re-read those files. */
  mosquittoReloadCommand: string | undefined;
  /**
   * Client id of this process's ingest connection to an external broker: fixed, so its
   * persistent session survives a restart, and distinct per ingest process.
   */
  ingestClientId: string;
  /**
   * Shared-subscription group of the ingest connection to an external broker; undefined: plain
   * subscriptions (one ingest process only), which Mosquitto keeps across its restart.
   */
  ingestShareGroup: string | undefined;
  /** A sample received this many seconds after its ts is marked late (docs/device-protocol.md §3). */
  ingestLateAfterSeconds: number;
  /** Demo merchant with simulated stations (docs/demo.md); `npm start` turns it on. */
  demo: boolean;
  /** History the demo sends on its first start, days. */
  demoBackfillDays: number;
  /**
   * How live samples reach WebSocket followers: `process` (this process's ingest) or `postgres`
   * (LISTEN/NOTIFY, when ingest may run in other processes).
   */
  liveBus: LiveBusMode;
  /** Commands and configuration pushes per device and per tenant in a sliding window. */
  deviceSendLimits: DeviceSendLimits;
  /**
   * Internal hosts and ranges that tenant-configured targets (webhooks, robots) may still reach
   * (platform/outbound); empty: none.
   */
  outboundAllow: OutboundAllow;
  /** Encrypts saved secrets (SIM pool keys); absent: a random key in `dataDir/secrets.key`. */
  secretsKey: string | undefined;
}

export type LiveBusMode = 'process' | 'postgres';

export const SERVICE_NAMES = ['api', 'ingest', 'jobs', 'broker'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Every variable the server reads, with its default and meaning (README and docs/operations.md list them). */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port of the API and web app' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'Interface to listen on (0.0.0.0 for every interface)' },
  { name: 'DATA_DIR', default: './.data', meaning: 'PGlite database, uploads and exports' },
  { name: 'DATABASE_URL', default: '(none: PGlite)', meaning: 'PostgreSQL connection string' },
  {
    name: 'MQTT_URL',
    default: '(none: embedded broker)',
    meaning: 'External MQTT broker, e.g. mqtt://127.0.0.1:1883',
  },
  { name: 'MQTT_PORT', default: '1884', meaning: 'Port of the embedded MQTT broker; 0 turns it off' },
  { name: 'MQTT_HOST', default: 'same as HOST', meaning: 'Interface of the embedded MQTT broker' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    meaning: 'Address users open; used in links and e-mails',
  },
  { name: 'APP_ANDROID_URL', default: 'PUBLIC_URL/appDownload', meaning: 'Android app, as a QR code' },
  { name: 'APP_IOS_URL', default: 'PUBLIC_URL/appDownload', meaning: 'iOS app, as a QR code' },
  { name: 'LOG_LEVEL', default: 'info', meaning: `One of ${LOG_LEVELS.join(', ')}` },
  { name: 'BODY_LIMIT', default: '1048576', meaning: 'Largest JSON request body in bytes' },
  { name: 'WEB_DIST', default: 'apps/web/dist', meaning: 'Built web app served at /' },
  { name: 'SERVICES', default: 'api,ingest,jobs,broker', meaning: 'Parts this process runs' },
  {
    name: 'TEST_HOOKS',
    default: '0',
    meaning:
      'Test-only routes under /api/test-hooks; refused unless HOST is a loopback address (127.0.0.1, ::1, localhost) and with NODE_ENV=production',
  },
  {
    name: 'SMTP_URL',
    default: '(none: development outbox)',
    meaning: 'E-mail gateway, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465',
  },
  { name: 'MAIL_FROM', default: 'IES platform <no-reply@localhost>', meaning: 'Sender of e-mails' },
  { name: 'SMS_HTTP_URL', default: '(none: outbox)', meaning: 'SMS gateway; gets POST JSON { to, text }' },
  { name: 'SMS_HTTP_TOKEN', default: '(none)', meaning: 'Sent as Authorization: Bearer to the SMS gateway' },
  { name: 'SESSION_IDLE_MINUTES', default: '120', meaning: 'A session unused this long ends' },
  { name: 'JOB_LEASE_SECONDS', default: '300', meaning: 'Seconds before a stopped process’s job runs again' },
  { name: 'SESSION_MAX_HOURS', default: '168', meaning: 'A session ends this long after sign-in' },
  {
    name: 'SESSION_CACHE_MS',
    default: '1000',
    meaning:
      'A resolved session is reused this long without a lookup; an ending in another process is seen within it',
  },
  {
    name: 'HOME_SUMMARY_KEEP_MS',
    default: '2000',
    meaning:
      'The home summary is answered from one at most this old (refreshed behind callers); 0 computes every call',
  },
  {
    name: 'TENANT_STORAGE_QUOTA_BYTES',
    default: '1073741824',
    meaning:
      'Storage quota of a tenant that has none of its own (bytes of its uploads); the platform administrator sets one per tenant',
  },
  {
    name: 'IES_ADMIN_PASSWORD',
    default: '(none: generated and printed once)',
    meaning: 'Password of the platform administrator created at first start (8–64 characters); ignored later',
  },
  { name: 'DEVICES_PER_TENANT_MAX', default: '10000', meaning: 'Most devices one tenant may have' },
  {
    name: 'MOSQUITTO_AUTH_DIR',
    default: '(none)',
    meaning:
      'With MQTT_URL: folder where the platform keeps Mosquitto password_file `passwords` and acl_file `acl` equal to its devices',
  },
  {
    name: 'MOSQUITTO_RELOAD_COMMAND',
    default: '(none)',
    meaning:
      'Run after those files change so Mosquitto re-reads them, e.g. kill -HUP $(cat /run/mosquitto/mosquitto.pid)',
  },
  {
    name: 'INGEST_CLIENT_ID',
    default: 'ies-ingest-HOSTNAME',
    meaning:
      'Client id of the ingest connection to MQTT_URL; give each ingest process on one host its own (1–64 of A–Z a–z 0–9 . _ -)',
  },
  {
    name: 'INGEST_SHARE_GROUP',
    default: 'none',
    meaning:
      'Shared-subscription group splitting device messages among several ingest processes at MQTT_URL (e.g. ies-ingest); none: plain subscriptions for a single ingest process, which survive a Mosquitto restart (docs/operations.md)',
  },
  {
    name: 'INGEST_LATE_AFTER_SECONDS',
    default: String(TELEMETRY_LATE_AFTER_SECONDS_DEFAULT),
    meaning:
      'A sample that reaches the platform this many seconds after its ts is stored as late (sent after an outage); 1–86400',
  },
  {
    name: 'DEMO',
    default: 'off (npm start: on)',
    meaning: 'on: a demo merchant with simulated stations, their history and live values (docs/demo.md)',
  },
  {
    name: 'LIVE_BUS',
    default: 'auto',
    meaning:
      'process or postgres: how live samples reach WebSocket followers; auto is postgres with DATABASE_URL when MQTT_URL is set or SERVICES splits api from ingest',
  },
  {
    name: 'DEMO_BACKFILL_DAYS',
    default: '30',
    meaning: 'History the demo sends on its first start, days (0–34)',
  },
  {
    name: 'CUSTOM_DEVICE_TYPES_MAX',
    default: '100',
    meaning: 'Most custom device types one tenant may define',
  },
  {
    name: 'THIRD_LOGIN_PROVIDERS',
    default: '(none)',
    meaning:
      'JSON array of third-party sign-in providers { name, authorize_url, token_url, userinfo_url, client_id, client_secret, scopes?, protocol? (oauth2 | wechat) }',
  },
  {
    name: 'THIRD_LOGIN_<NAME>_CLIENT_ID',
    default: '(none)',
    meaning:
      'One provider per name, with _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL, _SCOPES, _PROTOCOL, _DISPLAY_NAME',
  },
  {
    name: 'DEVICE_SEND_WINDOW_SECONDS',
    default: '60',
    meaning: 'Sliding window of the limits on commands and configuration pushes, seconds (1–86400)',
  },
  {
    name: 'COMMANDS_PER_DEVICE_MAX',
    default: '60',
    meaning:
      'Most commands sent to one device per window; each command of a task counts (429 iot-command.10003)',
  },
  {
    name: 'COMMANDS_PER_TENANT_MAX',
    default: '3000',
    meaning: 'Most commands one tenant sends to all its devices per window (429 iot-command.10004)',
  },
  {
    name: 'CONFIG_PUSHES_PER_DEVICE_MAX',
    default: '10',
    meaning: 'Most configuration pushes to one device per window (429 iot-command.10003)',
  },
  {
    name: 'CONFIG_PUSHES_PER_TENANT_MAX',
    default: '1000',
    meaning:
      'Most configuration pushes one tenant sends to all its devices per window (429 iot-command.10004)',
  },
  {
    name: 'OUTBOUND_ALLOW',
    default: '(none)',
    meaning:
      'Internal targets that webhooks and robots tenants configure may still reach: host names, IP addresses and CIDR ranges, comma-separated (e.g. hooks.internal, 10.1.2.3, 192.168.10.0/24); loopback, private, link-local and other internal addresses are refused otherwise',
  },
  SECRETS_KEY_VARIABLE,
] as const;

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function readUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** 127.0.0.0/8, ::1 (bracketed or not) and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost' || value === '::1') return true;
  const parts = value.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

/** Reads the configuration from the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const services = new Set<ServiceName>();
  for (const part of (env.SERVICES?.trim() || SERVICE_NAMES.join(',')).split(',')) {
    const name = part.trim() as ServiceName;
    if (!SERVICE_NAMES.includes(name)) {
      throw new ConfigError('SERVICES', `has unknown part "${part}"; known: ${SERVICE_NAMES.join(', ')}`);
    }
    services.add(name);
  }
  const testHooks = ['1', 'true'].includes(env.TEST_HOOKS?.trim() ?? '');
  if (testHooks && env.NODE_ENV === 'production') {
    throw new ConfigError('TEST_HOOKS', 'cannot be on when NODE_ENV=production');
  }
  // The hooks read secrets (codes, graphic codes): whatever NODE_ENV says, never on a reachable interface.
  if (testHooks && !isLoopbackHost(host)) {
    throw new ConfigError(
      'TEST_HOOKS',
      `needs HOST to be a loopback address (127.0.0.1, ::1, localhost), got "${host}"`,
    );
  }
  let thirdLoginProviders: ThirdLoginProvider[];
  try {
    thirdLoginProviders = readThirdLoginProviders(env);
  } catch (error) {
    if (error instanceof ThirdLoginConfigError) throw new ConfigError(error.variable, error.message);
    throw error;
  }
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const mqttUrl = readUrl(env, 'MQTT_URL', ['mqtt:', 'mqtts:', 'tcp:', 'ws:', 'wss:']);
  const publicUrl = (readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  return {
    port,
    host,
    dataDir: env.DATA_DIR?.trim() ? path.resolve(cwd, env.DATA_DIR.trim()) : path.join(REPO_ROOT, '.data'),
    databaseUrl,
    mqttUrl,
    mqttPort: readInt(env, 'MQTT_PORT', 1884, 0, 65535),
    mqttHost: env.MQTT_HOST?.trim() || host,
    publicUrl,
    appDownload: {
      androidUrl: readUrl(env, 'APP_ANDROID_URL', ['http:', 'https:']) ?? `${publicUrl}/appDownload`,
      iosUrl: readUrl(env, 'APP_IOS_URL', ['http:', 'https:']) ?? `${publicUrl}/appDownload`,
    },
    logLevel,
    bodyLimit: readInt(env, 'BODY_LIMIT', 1024 * 1024, 1024, 512 * 1024 * 1024),
    webDist: env.WEB_DIST?.trim()
      ? path.resolve(cwd, env.WEB_DIST.trim())
      : path.join(REPO_ROOT, 'apps/web/dist'),
    services,
    testHooks,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'IES platform <no-reply@localhost>',
    smsHttpUrl: readUrl(env, 'SMS_HTTP_URL', ['http:', 'https:']),
    smsHttpToken: env.SMS_HTTP_TOKEN?.trim() || undefined,
    secretsKey: readSecretsKey(env.SECRETS_KEY, (detail) => {
      throw new ConfigError('SECRETS_KEY', detail);
    }),
    sessionIdleMinutes: readInt(env, 'SESSION_IDLE_MINUTES', 120, 1, 7 * 24 * 60),
    jobLeaseSeconds: readInt(env, 'JOB_LEASE_SECONDS', 300, 5, 24 * 3600),
    sessionMaxHours: readInt(env, 'SESSION_MAX_HOURS', 168, 1, 24 * 90),
    sessionCacheMs: readInt(env, 'SESSION_CACHE_MS', 1000, 0, 10_000),
    homeSummaryKeepMs: readInt(env, 'HOME_SUMMARY_KEEP_MS', 2000, 0, 10_000),
    thirdLoginProviders,
    tenantStorageQuotaBytes: readInt(env, 'TENANT_STORAGE_QUOTA_BYTES', 1024 ** 3, 1, 2 ** 50),
    adminPassword: readAdminPassword(env),
    devicesPerTenantMax: readInt(env, 'DEVICES_PER_TENANT_MAX', 10_000, 0, 10_000_000),
    customDeviceTypesMax: readInt(env, 'CUSTOM_DEVICE_TYPES_MAX', 100, 0, 100_000),
    mosquittoAuthDir: env.MOSQUITTO_AUTH_DIR?.trim()
      ? path.resolve(cwd, env.MOSQUITTO_AUTH_DIR.trim())
      : undefined,
    mosquittoReloadCommand: env.MOSQUITTO_RELOAD_COMMAND?.trim() || undefined,
    ingestClientId: readIngestClientId(env),
    ingestShareGroup: readIngestShareGroup(env),
    ingestLateAfterSeconds: readInt(
      env,
      'INGEST_LATE_AFTER_SECONDS',
      TELEMETRY_LATE_AFTER_SECONDS_DEFAULT,
      1,
      86_400,
    ),
    demo: readSwitch(env, 'DEMO'),
    demoBackfillDays: readInt(env, 'DEMO_BACKFILL_DAYS', 30, 0, 34),
    liveBus: readLiveBus(env, { databaseUrl, mqttUrl, services }),
    deviceSendLimits: {
      windowSeconds: readInt(env, 'DEVICE_SEND_WINDOW_SECONDS', 60, 1, 86_400),
      commandsPerDevice: readInt(env, 'COMMANDS_PER_DEVICE_MAX', 60, 1, 1_000_000),
      commandsPerTenant: readInt(env, 'COMMANDS_PER_TENANT_MAX', 3000, 1, 100_000_000),
      configPushesPerDevice: readInt(env, 'CONFIG_PUSHES_PER_DEVICE_MAX', 10, 1, 1_000_000),
      configPushesPerTenant: readInt(env, 'CONFIG_PUSHES_PER_TENANT_MAX', 1000, 1, 100_000_000),
    },
    outboundAllow: readOutboundAllow(env),
  };
}

/**
 * With an external broker's shared subscription or ingest in its own process, a device's samples
 * may be taken by another process than the browser's: then they travel through PostgreSQL.
 */
function readLiveBus(
  env: Env,
  setup: { databaseUrl: string | undefined; mqttUrl: string | undefined; services: Set<ServiceName> },
): LiveBusMode {
  const raw = env.LIVE_BUS?.trim().toLowerCase() || 'auto';
  if (raw !== 'auto' && raw !== 'process' && raw !== 'postgres') {
    throw new ConfigError('LIVE_BUS', 'must be auto, process or postgres');
  }
  if (raw === 'postgres' && !setup.databaseUrl) {
    throw new ConfigError('LIVE_BUS', 'postgres needs DATABASE_URL');
  }
  if (raw !== 'auto') return raw;
  const split = !(setup.services.has('api') && setup.services.has('ingest'));
  return setup.databaseUrl && (setup.mqttUrl || split) ? 'postgres' : 'process';
}

function readIngestClientId(env: Env): string {
  const raw = env.INGEST_CLIENT_ID?.trim() || `ies-ingest-${os.hostname()}`.slice(0, 64);
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new ConfigError('INGEST_CLIENT_ID', 'must be 1–64 of A–Z a–z 0–9 . _ -');
  }
  return raw;
}

function readIngestShareGroup(env: Env): string | undefined {
  // Plain subscriptions by default: Mosquitto 2.0 restores them after its restart, shared ones not.
  const raw = env.INGEST_SHARE_GROUP?.trim() || 'none';
  if (raw === 'none') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new ConfigError('INGEST_SHARE_GROUP', 'must be none or 1–64 of A–Z a–z 0–9 . _ -');
  }
  return raw;
}

function readSwitch(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (['', '0', 'off', 'false', 'no'].includes(raw)) return false;
  if (['1', 'on', 'true', 'yes'].includes(raw)) return true;
  throw new ConfigError(name, 'must be on or off');
}

/** A chosen first-start password (deployments, browser tests); any 8–64 visible ASCII characters. */
function readAdminPassword(env: Env): string | undefined {
  const raw = env.IES_ADMIN_PASSWORD;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{8,64}$/.test(raw)) {
    throw new ConfigError('IES_ADMIN_PASSWORD', 'must be 8–64 visible ASCII characters without spaces');
  }
  return raw;
}

function readOutboundAllow(env: Env): OutboundAllow {
  try {
    return parseOutboundAllow(env.OUTBOUND_ALLOW);
  } catch (error) {
    throw new ConfigError('OUTBOUND_ALLOW', (error as Error).message);
  }
}
