import type { DataValueType } from './enums';

/** MQTT device protocol (docs/device-protocol.md): topic layout, limits and payload shapes. */
export const DEVICE_TOPIC_ROOT = 'ies/v1';

/** Topic kinds a device publishes. */
export const DEVICE_UPLINK_KINDS = [
  'telemetry',
  'events',
  'logs',
  'status',
  'cmd/resp',
  'config/ack',
  'ota/progress',
] as const;
export type DeviceUplinkKind = (typeof DEVICE_UPLINK_KINDS)[number];

/** Topic kinds the platform publishes to a device. */
export const DEVICE_DOWNLINK_KINDS = ['cmd/req', 'config/push', 'ota/offer'] as const;
export type DeviceDownlinkKind = (typeof DEVICE_DOWNLINK_KINDS)[number];

export type DeviceTopicKind = DeviceUplinkKind | DeviceDownlinkKind;

export function deviceTopic(deviceId: string, kind: DeviceTopicKind): string {
  return `${DEVICE_TOPIC_ROOT}/${deviceId}/${kind}`;
}

/** Largest accepted MQTT payload, in bytes. */
export const DEVICE_PAYLOAD_MAX_BYTES = 256 * 1024;
/** Most samples in one telemetry batch. */
export const TELEMETRY_BATCH_MAX = 500;
/**
 * A sample's ts may be this far behind the server clock … (35 days: a logger that lost its link for a
 * month still delivers its buffer, and the demo backfills 30 days).
 */
export const TELEMETRY_TS_PAST_MS = 35 * 24 * 3600 * 1000;
/** … and this far ahead of it. */
export const TELEMETRY_TS_FUTURE_MS = 5 * 60 * 1000;
/**
 * A sample received this long after its ts is stored as late (kept by the device or the broker
 * while a link, the broker or the platform was away); INGEST_LATE_AFTER_SECONDS overrides it.
 */
export const TELEMETRY_LATE_AFTER_SECONDS_DEFAULT = 30;
/**
 * Events and logs (docs/device-protocol.md §4), the one place of their limits. An entry (one event
 * or one log line) is measured as compact JSON (`JSON.stringify`), in UTF-8 bytes.
 */
export const DEVICE_LOG_ENTRY_MAX_BYTES = 4096;
/** Most entries in one `{ events: [...] }` or `{ logs: [...] }` message. */
export const DEVICE_LOG_BATCH_MAX = 100;
/**
 * Most entries stored per device per minute, per kind (a window opens at the first entry after
 * the previous one closed); the excess is dropped and counted as `rate_limited`.
 */
export const DEVICE_LOG_RATE_PER_MINUTE = { events: 60, logs: 120 } as const;
/** Levels a log entry may carry (an event's levels are the thing model's, THING_EVENT_LEVELS). */
export const DEVICE_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type DeviceLogLevel = (typeof DEVICE_LOG_LEVELS)[number];
/** Longest `type` of a log entry (the device's own code; events name a declared event). */
export const DEVICE_LOG_TYPE_MAX = 64;

/** Devices must send keepalive between 1 and this many seconds. */
export const DEVICE_KEEPALIVE_MAX_SECONDS = 60;
/** Device time zone offsets: whole hours, UTC−12 … UTC+12 (B §9). */
export const DEVICE_TZ_OFFSET_MINUTES = { min: -12 * 60, max: 12 * 60, step: 60 } as const;

export const DEVICE_STATUS_PAYLOADS = ['online', 'offline'] as const;
export type DeviceStatusPayload = (typeof DEVICE_STATUS_PAYLOADS)[number];

/** Why a message, sample, value, event or log entry was rejected (device_ingest_errors.reason). */
export const INGEST_REJECT_REASONS = [
  'payload_too_large',
  'malformed',
  'batch_too_large',
  'ts_out_of_window',
  'unknown_point',
  'wrong_type',
  'out_of_range',
  'entry_too_large',
  'unknown_event',
  'unknown_level',
  'rate_limited',
  /** The tenant's storage is full and it chose to refuse new data (docs/storage-capacity.md). */
  'storage_full',
] as const;
export type IngestRejectReason = (typeof INGEST_REJECT_REASONS)[number];

/** A data point of a device type as ingest validates it (the thing model extends this). */
export interface TelemetryPointDefinition {
  name: string;
  type: DataValueType;
  /** Numbers: smallest value; strings: ignored. */
  min?: number;
  /** Numbers: largest value; strings: longest length. */
  max?: number;
  /** Allowed values (strings or ints). */
  enum?: readonly (string | number)[];
  unit?: string;
  /** A counter that only grows (kWh); rollups reduce it as an increase per bucket. */
  cumulative?: boolean;
}

export type TelemetryValue = number | string | Record<string, unknown> | unknown[];

/** One sample on `ies/v1/{id}/telemetry`. */
export interface TelemetrySamplePayload {
  /** Epoch milliseconds; the receive time when absent. */
  ts?: number;
  seq?: number;
  values: Record<string, TelemetryValue>;
}

/** A batch on `ies/v1/{id}/telemetry`. */
export interface TelemetryBatchPayload {
  samples: TelemetrySamplePayload[];
}

export interface CommandRequestPayload {
  request_id: string;
  method: string;
  params: Record<string, unknown>;
  /** Epoch milliseconds after which the device must not execute the request. */
  expires_at: number;
}

export interface CommandResponsePayload {
  request_id: string;
  /** 0 is success. */
  code: number;
  result?: unknown;
}
