import {
  DEVICE_LOG_BATCH_MAX,
  DEVICE_LOG_ENTRY_MAX_BYTES,
  DEVICE_LOG_LEVELS,
  DEVICE_LOG_TYPE_MAX,
  DEVICE_PAYLOAD_MAX_BYTES,
  TELEMETRY_TS_FUTURE_MS,
  TELEMETRY_TS_PAST_MS,
  THING_EVENT_LEVELS,
  type ThingEvent,
} from '@ies/contracts';
import type { Rejection } from './telemetry-decoder';

/** One accepted event or log entry, as `device_logs` stores it. */
export interface DecodedLogEntry {
  ts: number;
  level: string | null;
  type: string | null;
  message: string | null;
  data: Record<string, unknown> | null;
}

export type EventIndex = ReadonlyMap<string, ThingEvent>;

const EVENT_LEVELS = new Set<string>(THING_EVENT_LEVELS);
const LOG_LEVELS = new Set<string>(DEVICE_LOG_LEVELS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decodes an `events` or `logs` payload (one entry or `{events|logs: […]}`) and checks every
 * entry (docs/device-protocol.md §4): an event names an event its device type declares, levels
 * come from their list, `ts` lies in telemetry's window, an entry is at most
 * DEVICE_LOG_ENTRY_MAX_BYTES. Rejects the smallest thing possible; the valid rest is kept.
 */
export function decodeDeviceLog(
  kind: 'events' | 'logs',
  payload: Buffer,
  declared: EventIndex,
  now: number,
): { entries: DecodedLogEntry[]; rejections: Rejection[] } {
  const rejections: Rejection[] = [];
  const none = (reason: Rejection['reason'], detail: string) => ({
    entries: [],
    rejections: [{ reason, detail }],
  });
  if (payload.length > DEVICE_PAYLOAD_MAX_BYTES) return none('payload_too_large', `${payload.length} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return none('malformed', `${kind}: not JSON`);
  }
  if (!isPlainObject(body)) return none('malformed', `${kind}: not an object`);
  let raw: unknown[];
  if (kind in body) {
    const list = body[kind];
    if (!Array.isArray(list)) return none('malformed', `${kind} is not an array`);
    if (list.length > DEVICE_LOG_BATCH_MAX) return none('batch_too_large', `${list.length} ${kind}`);
    raw = list;
  } else {
    raw = [body];
  }

  const entries: DecodedLogEntry[] = [];
  for (const item of raw) {
    const problem = checkEntry(kind, item, declared, now);
    if ('reason' in problem) rejections.push(problem);
    else entries.push(problem);
  }
  return { entries, rejections };
}

function checkEntry(
  kind: 'events' | 'logs',
  item: unknown,
  declared: EventIndex,
  now: number,
): DecodedLogEntry | Rejection {
  if (!isPlainObject(item)) return { reason: 'malformed', detail: `${kind}: entry is not an object` };
  const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8');
  if (bytes > DEVICE_LOG_ENTRY_MAX_BYTES) return { reason: 'entry_too_large', detail: `${bytes} bytes` };
  let ts = now;
  if (item.ts !== undefined) {
    if (typeof item.ts !== 'number' || !Number.isInteger(item.ts)) {
      return { reason: 'ts_out_of_window', detail: 'ts is not an integer' };
    }
    if (item.ts < now - TELEMETRY_TS_PAST_MS || item.ts > now + TELEMETRY_TS_FUTURE_MS) {
      return { reason: 'ts_out_of_window', ts: item.ts };
    }
    ts = item.ts;
  }
  if (item.data !== undefined && !isPlainObject(item.data)) {
    return { reason: 'malformed', ts, detail: 'data is not an object' };
  }
  const data = (item.data as Record<string, unknown> | undefined) ?? null;
  if (item.level !== undefined && typeof item.level !== 'string') {
    return { reason: 'unknown_level', ts, detail: JSON.stringify(item.level)?.slice(0, 64) };
  }
  const level = item.level as string | undefined;

  if (kind === 'events') {
    if (typeof item.type !== 'string') return { reason: 'malformed', ts, detail: 'event without type' };
    const event = declared.get(item.type);
    if (!event) return { reason: 'unknown_event', ts, detail: item.type.slice(0, 64) };
    if (level !== undefined && !EVENT_LEVELS.has(level)) {
      return { reason: 'unknown_level', ts, detail: level.slice(0, 64) };
    }
    // Without a level the event has the level its type declares.
    return { ts, level: level ?? event.level, type: event.name, message: null, data };
  }

  if (level !== undefined && !LOG_LEVELS.has(level)) {
    return { reason: 'unknown_level', ts, detail: level.slice(0, 64) };
  }
  if (item.type !== undefined && (typeof item.type !== 'string' || item.type.length > DEVICE_LOG_TYPE_MAX)) {
    return { reason: 'malformed', ts, detail: 'type is not a string of at most 64 characters' };
  }
  if (item.message !== undefined && typeof item.message !== 'string') {
    return { reason: 'malformed', ts, detail: 'message is not a string' };
  }
  return {
    ts,
    level: level ?? null,
    type: (item.type as string | undefined) ?? null,
    message: (item.message as string | undefined) ?? null,
    data,
  };
}

/**
 * Per device and kind, at most `perMinute` entries in a window of a minute that opens at the
 * first entry after the previous window closed. `take` answers how many of `count` entries fit
 * and whether this is the window's first refusal (so the caller logs it once per window).
 */
export class DeviceLogRateLimit {
  private readonly windows = new Map<string, { start: number; used: number; refused: number }>();

  constructor(private readonly perMinute: Readonly<Record<'events' | 'logs', number>>) {}

  take(
    deviceId: string,
    kind: 'events' | 'logs',
    count: number,
    at: number,
  ): { allowed: number; firstRefusal: boolean } {
    const key = `${deviceId}\u0000${kind}`;
    let window = this.windows.get(key);
    if (!window || at - window.start >= 60_000) {
      window = { start: at, used: 0, refused: 0 };
      this.windows.set(key, window);
    }
    const allowed = Math.max(0, Math.min(count, this.perMinute[kind] - window.used));
    window.used += allowed;
    const refused = count - allowed;
    const firstRefusal = refused > 0 && window.refused === 0;
    window.refused += refused;
    return { allowed, firstRefusal };
  }

  /** Forgets windows that closed (called with the rollup flush, so the map stays small). */
  prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}
