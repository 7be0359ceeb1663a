import {
  type CommandRequestPayload,
  DEVICE_PAYLOAD_MAX_BYTES,
  TELEMETRY_BATCH_MAX,
  type TelemetrySamplePayload,
} from '@ies/contracts';

/** Room kept below the payload limit for the batch wrapper and safety. */
const BATCH_BYTE_MARGIN = 1024;

/**
 * Splits samples into telemetry messages: one sample alone as `{ts, seq, values}`, more as
 * `{samples: […]}` batches of at most 500 samples and 256 KiB each (docs/device-protocol.md §3).
 */
export function telemetryMessages(
  samples: readonly TelemetrySamplePayload[],
  maxBytes = DEVICE_PAYLOAD_MAX_BYTES - BATCH_BYTE_MARGIN,
  maxSamples = TELEMETRY_BATCH_MAX,
): string[] {
  if (samples.length === 1) return [JSON.stringify(samples[0])];
  const messages: string[] = [];
  let parts: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (parts.length === 0) return;
    messages.push(parts.length === 1 ? parts[0]! : `{"samples":[${parts.join(',')}]}`);
    parts = [];
    bytes = 0;
  };
  for (const sample of samples) {
    const text = JSON.stringify(sample);
    const size = Buffer.byteLength(text) + 1;
    if (size > maxBytes) throw new RangeError(`a single sample of ${size} bytes exceeds the payload limit`);
    if (parts.length >= maxSamples || bytes + size > maxBytes) flush();
    parts.push(text);
    bytes += size;
  }
  flush();
  return messages;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a JSON payload into an object, or null when it is not one. */
export function parseJsonObject(payload: Buffer | string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload.toString());
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** A `cmd/req` payload with the fields the protocol requires, or null. */
export function readCommandRequest(body: Record<string, unknown>): CommandRequestPayload | null {
  const { request_id, method, params, expires_at } = body;
  if (typeof request_id !== 'string' || request_id.length === 0) return null;
  if (typeof method !== 'string') return null;
  if (typeof expires_at !== 'number' || !Number.isFinite(expires_at)) return null;
  return { request_id, method, params: isRecord(params) ? params : {}, expires_at };
}

/** Device reply codes on `cmd/resp` and `config/ack` (0 is success; the others are ours). */
export const REPLY_CODES = {
  ok: 0,
  unknownMethod: 1,
  invalidParams: 2,
  refused: 3,
  expired: 4,
  malformed: 5,
} as const;

export interface OtaOffer {
  request_id: string;
  version: string;
  url: string;
  size: number;
  sha256: string;
  differential?: boolean;
}

export function readOtaOffer(body: Record<string, unknown>): OtaOffer | null {
  const { request_id, version, url, size, sha256, differential } = body;
  if (typeof request_id !== 'string' || request_id.length === 0) return null;
  if (typeof version !== 'string' || typeof url !== 'string') return null;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return null;
  if (typeof sha256 !== 'string') return null;
  return { request_id, version, url, size, sha256, differential: differential === true };
}
