import { describe, expect, it } from 'vitest';
import { decodeTelemetry } from './telemetry-decoder';
import { TEST_POINTS } from '../test/ingest/test-fixtures';

const points = new Map(TEST_POINTS.map((p) => [p.name, p]));
const now = Date.UTC(2026, 5, 1, 12);
const decode = (body: unknown) => decodeTelemetry(Buffer.from(JSON.stringify(body)), points, now);

describe('decodeTelemetry', () => {
  it('takes one sample or a batch, and the receive time when ts is absent', () => {
    expect(decode({ ts: now - 5, seq: 7, values: { soc: 1 } })).toEqual({
      samples: [{ ts: now - 5, seq: 7, values: { soc: 1 } }],
      rejections: [],
    });
    expect(
      decode({ samples: [{ values: { soc: 2 } }, { ts: now - 1, values: { count: 3 } }] }).samples,
    ).toEqual([
      { ts: now, seq: null, values: { soc: 2 } },
      { ts: now - 1, seq: null, values: { count: 3 } },
    ]);
  });

  it('enforces the time window: 35 days back, 5 minutes ahead', () => {
    const week = 35 * 24 * 3600 * 1000;
    expect(decode({ ts: now - week, values: { soc: 1 } }).samples).toHaveLength(1);
    expect(decode({ ts: now + 300_000, values: { soc: 1 } }).samples).toHaveLength(1);
    for (const ts of [now - week - 1, now + 300_001, 1.5, '1']) {
      const result = decode({ ts, values: { soc: 1 } });
      expect(result.samples).toEqual([]);
      expect(result.rejections.map((r) => r.reason)).toEqual(['ts_out_of_window']);
    }
  });

  it('checks type, range, enum and string length of every value', () => {
    const cases: Array<[string, unknown, string | null]> = [
      ['soc', 0, null],
      ['soc', 100, null],
      ['soc', 100.01, 'out_of_range'],
      ['soc', '50', 'wrong_type'],
      ['count', 2, null],
      ['count', 2.5, 'wrong_type'],
      ['mode', 'stop', null],
      ['mode', 'walk', 'out_of_range'],
      ['note', '12345678', null],
      ['note', '123456789', 'out_of_range'],
      ['cells', [1, 2], null],
      ['cells', { a: 1 }, 'wrong_type'],
      ['meta', { a: 1 }, null],
      ['meta', null, 'wrong_type'],
      ['nope', 1, 'unknown_point'],
    ];
    for (const [point, value, reason] of cases) {
      const result = decode({ ts: now, values: { [point]: value, energy: 1 } });
      expect(result.rejections.map((r) => r.reason)).toEqual(reason ? [reason] : []);
      expect(Object.keys(result.samples[0]!.values).sort()).toEqual(
        reason ? ['energy'] : ['energy', point].sort(),
      );
    }
  });

  it('rejects whole messages that are not JSON, too large, or too long a batch', () => {
    const reasons = (payload: Buffer) =>
      decodeTelemetry(payload, points, now).rejections.map((r) => r.reason);
    expect(reasons(Buffer.from('{"ts": '))).toEqual(['malformed']);
    expect(reasons(Buffer.from('[1,2]'))).toEqual(['malformed']);
    expect(reasons(Buffer.from('{"samples": 3}'))).toEqual(['malformed']);
    expect(reasons(Buffer.alloc(256 * 1024 + 1, 32))).toEqual(['payload_too_large']);
    expect(
      reasons(Buffer.from(JSON.stringify({ samples: new Array(501).fill({ values: { soc: 1 } }) }))),
    ).toEqual(['batch_too_large']);
    expect(decode({ samples: new Array(500).fill({ values: { soc: 1 } }) }).samples).toHaveLength(500);
  });
});
