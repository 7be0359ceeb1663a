import {
  DEVICE_PAYLOAD_MAX_BYTES,
  type IngestRejectReason,
  TELEMETRY_BATCH_MAX,
  TELEMETRY_TS_FUTURE_MS,
  TELEMETRY_TS_PAST_MS,
  type TelemetryPointDefinition,
} from '@ies/contracts';

export interface DecodedSample {
  ts: number;
  seq: number | null;
  values: Record<string, unknown>;
}

export interface Rejection {
  reason: IngestRejectReason;
  point?: string;
  ts?: number;
  detail?: string;
}

export interface DecodedTelemetry {
  samples: DecodedSample[];
  rejections: Rejection[];
}

export type PointIndex = ReadonlyMap<string, TelemetryPointDefinition>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a value does not fit its point definition, or null when it does. */
export function checkValue(
  definition: TelemetryPointDefinition,
  value: unknown,
): 'wrong_type' | 'out_of_range' | null {
  switch (definition.type) {
    case 'int':
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'wrong_type';
      if (definition.type === 'int' && !Number.isInteger(value)) return 'wrong_type';
      if (definition.min !== undefined && value < definition.min) return 'out_of_range';
      if (definition.max !== undefined && value > definition.max) return 'out_of_range';
      if (definition.enum && !definition.enum.includes(value)) return 'out_of_range';
      return null;
    }
    case 'string': {
      if (typeof value !== 'string') return 'wrong_type';
      if (definition.max !== undefined && value.length > definition.max) return 'out_of_range';
      if (definition.enum && !definition.enum.includes(value)) return 'out_of_range';
      return null;
    }
    case 'object':
      return isPlainObject(value) ? null : 'wrong_type';
    case 'array':
      return Array.isArray(value) ? null : 'wrong_type';
  }
}

/**
 * Decodes a telemetry payload (one sample or `{samples: […]}`) and validates every value against
 * the device type's points. Rejects the smallest thing possible; everything else is kept.
 */
export function decodeTelemetry(payload: Buffer, points: PointIndex, now: number): DecodedTelemetry {
  const rejections: Rejection[] = [];
  if (payload.length > DEVICE_PAYLOAD_MAX_BYTES) {
    return { samples: [], rejections: [{ reason: 'payload_too_large', detail: `${payload.length} bytes` }] };
  }
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { samples: [], rejections: [{ reason: 'malformed', detail: 'not JSON' }] };
  }
  if (!isPlainObject(body))
    return { samples: [], rejections: [{ reason: 'malformed', detail: 'not an object' }] };

  let raw: unknown[];
  if ('samples' in body) {
    if (!Array.isArray(body.samples)) {
      return { samples: [], rejections: [{ reason: 'malformed', detail: 'samples is not an array' }] };
    }
    if (body.samples.length > TELEMETRY_BATCH_MAX) {
      return {
        samples: [],
        rejections: [{ reason: 'batch_too_large', detail: `${body.samples.length} samples` }],
      };
    }
    raw = body.samples;
  } else {
    raw = [body];
  }

  const samples: DecodedSample[] = [];
  for (const item of raw) {
    if (!isPlainObject(item) || !isPlainObject(item.values)) {
      rejections.push({ reason: 'malformed', detail: 'sample without values object' });
      continue;
    }
    let ts = now;
    if (item.ts !== undefined) {
      if (typeof item.ts !== 'number' || !Number.isInteger(item.ts)) {
        rejections.push({ reason: 'ts_out_of_window', detail: 'ts is not an integer' });
        continue;
      }
      ts = item.ts;
      if (ts < now - TELEMETRY_TS_PAST_MS || ts > now + TELEMETRY_TS_FUTURE_MS) {
        rejections.push({ reason: 'ts_out_of_window', ts });
        continue;
      }
    }
    const seq =
      typeof item.seq === 'number' && Number.isSafeInteger(item.seq) && item.seq >= 0 ? item.seq : null;
    const values: Record<string, unknown> = {};
    let kept = 0;
    for (const name in item.values) {
      const value = item.values[name];
      const definition = points.get(name);
      if (!definition) {
        rejections.push({ reason: 'unknown_point', point: name, ts });
        continue;
      }
      const problem = checkValue(definition, value);
      if (problem) {
        rejections.push({ reason: problem, point: name, ts, detail: JSON.stringify(value)?.slice(0, 64) });
        continue;
      }
      values[name] = value;
      kept++;
    }
    if (kept > 0) samples.push({ ts, seq, values });
  }
  return { samples, rejections };
}
