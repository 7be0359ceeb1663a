import { DEVICE_PAYLOAD_MAX_BYTES, TELEMETRY_BATCH_MAX } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { readCommandRequest, telemetryMessages } from './payloads';

const sample = (ts: number, size = 1) => ({
  ts,
  seq: ts,
  values: { soc: 50, cells: Array(size).fill(3.301) },
});

describe('telemetry payloads', () => {
  it('sends one sample as itself and more as batches of at most 500', () => {
    expect(telemetryMessages([sample(1)])).toEqual([JSON.stringify(sample(1))]);
    const messages = telemetryMessages(Array.from({ length: 1234 }, (_, i) => sample(i)));
    const batches = messages.map((m) => JSON.parse(m) as { samples: unknown[] });
    expect(batches.map((b) => b.samples.length)).toEqual([TELEMETRY_BATCH_MAX, TELEMETRY_BATCH_MAX, 234]);
  });

  it('cuts batches by size below the payload limit, keeping every sample in order', () => {
    const big = Array.from({ length: 300 }, (_, i) => sample(i, 600));
    const messages = telemetryMessages(big);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages)
      expect(Buffer.byteLength(message)).toBeLessThanOrEqual(DEVICE_PAYLOAD_MAX_BYTES);
    const ts = messages.flatMap((m) => {
      const body = JSON.parse(m) as { samples?: { ts: number }[]; ts?: number };
      return body.samples ? body.samples.map((s) => s.ts) : [body.ts];
    });
    expect(ts).toEqual(big.map((s) => s.ts));
    expect(() => telemetryMessages([sample(1, 60_000), sample(2)])).toThrow(/exceeds the payload limit/);
  });

  it('reads a command request only with the fields the protocol requires', () => {
    expect(readCommandRequest({ request_id: 'r', method: 'start', expires_at: 5 })).toEqual({
      request_id: 'r',
      method: 'start',
      params: {},
      expires_at: 5,
    });
    expect(readCommandRequest({ request_id: 'r', method: 'start' })).toBeNull();
    expect(readCommandRequest({ method: 'start', expires_at: 5 })).toBeNull();
  });
});
