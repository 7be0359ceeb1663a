/** The PostgreSQL channel of the live bus. */
export const LIVE_CHANNEL = 'ies_live';

// PostgreSQL refuses a notification payload of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

export interface BusSample {
  ts: number;
  values: Record<string, unknown>;
}

/**
 * A device's samples as notification payloads, each under PostgreSQL's limit. A single sample
 * too large for one (a huge array value) is left out: live views show it from the history.
 */
export function encodeLivePayloads(deviceId: string, samples: readonly BusSample[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const head = `{"d":${JSON.stringify(deviceId)},"s":[`;
  const flush = () => {
    if (batch.length > 0) payloads.push(`${head}${batch.join(',')}]}`);
    batch = [];
    size = 0;
  };
  for (const sample of samples) {
    const text = JSON.stringify({ ts: sample.ts, values: sample.values });
    const bytes = Buffer.byteLength(text);
    if (Buffer.byteLength(head) + bytes + 2 > MAX_PAYLOAD_BYTES) continue;
    if (Buffer.byteLength(head) + size + bytes + batch.length + 2 > MAX_PAYLOAD_BYTES) flush();
    batch.push(text);
    size += bytes;
  }
  flush();
  return payloads;
}

/** A payload back as device and samples; undefined for anything else on the channel. */
export function decodeLivePayload(
  payload: string | undefined,
): { deviceId: string; samples: BusSample[] } | undefined {
  if (!payload) return undefined;
  try {
    const body = JSON.parse(payload) as { d?: unknown; s?: unknown };
    if (typeof body.d !== 'string' || !Array.isArray(body.s)) return undefined;
    return { deviceId: body.d, samples: body.s as BusSample[] };
  } catch {
    return undefined;
  }
}
