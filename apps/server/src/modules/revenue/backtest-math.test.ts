import { describe, expect, it } from 'vitest';
import { statsFromSamples } from '../../telemetry/rollup-math';
import { coverageOf, replaySteps, socWindowOf } from './backtest-math';
import type { CounterRollup } from './revenue.repository';
import { energyBuckets, measuredSpans } from './revenue-buckets';
import { BUCKET_MS } from './revenue-math';

describe('the backtest SOC window', () => {
  it('takes each bound from the request, else the devices’ mean window, else 10–95 %', () => {
    expect(socWindowOf({}, [])).toEqual({
      min: 10,
      max: 95,
      source: { soc_min: 'default', soc_max: 'default' },
    });
    const two = [
      { min: 20, max: 90 },
      { min: 30, max: 85 },
    ];
    expect(socWindowOf({}, two)).toEqual({
      min: 25,
      max: 87.5,
      source: { soc_min: 'devices', soc_max: 'devices' },
    });
    expect(socWindowOf({ soc_max: 80 }, two)).toEqual({
      min: 25,
      max: 80,
      source: { soc_min: 'devices', soc_max: 'request' },
    });
    expect(socWindowOf({ soc_min: 5, soc_max: 99 }, two).source).toEqual({
      soc_min: 'request',
      soc_max: 'request',
    });
  });

  it('ignores devices without both bounds, or with a window that is not one', () => {
    const bad = [
      { min: null, max: null },
      { min: 20, max: null },
      { min: 'x', max: 90 },
      { min: 60, max: 40 },
      { min: -1, max: 90 },
      { min: 10, max: 101 },
    ];
    expect(socWindowOf({}, bad).source).toEqual({ soc_min: 'default', soc_max: 'default' });
    expect(socWindowOf({}, [...bad, { min: 12, max: 93 }])).toMatchObject({ min: 12, max: 93 });
  });
});

/** Rollups of one counter read at `times` (value = minutes since 0), as ingest stores them. */
function rollupsOf(times: number[]): CounterRollup[] {
  const byBucket = new Map<number, number[]>();
  for (const ts of times) {
    const bucket = Math.floor(ts / BUCKET_MS) * BUCKET_MS;
    byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), ts]);
  }
  return [...byBucket].map(([bucket, list]) => ({
    deviceId: 'meter',
    bucket,
    points: {
      import_kwh: statsFromSamples(
        list.map((ts) => [ts, ts / 60_000] as const),
        true,
      )!,
    },
  }));
}

const MIN = 60_000;
const UTC = { offsetMinutes: 0 };
const H = 60 * MIN;
const every = (fromMs: number, toMs: number, stepMs: number) =>
  Array.from({ length: Math.floor((toMs - fromMs) / stepMs) + 1 }, (_, i) => fromMs + i * stepMs);

describe('the span a bucket was measured over', () => {
  it('is 15 minutes on every third bucket for readings every 15 minutes, 5 for readings every 5 s, and the gap for a gap', () => {
    // 15-minute readings to 01:00, 5-second ones to 02:00, none to 04:00, one at 04:00.
    const times = [...every(0, H, 15 * MIN), ...every(H + 5000, 2 * H, 5000), 4 * H];
    const rollups = rollupsOf(times);
    const spans = measuredSpans(rollups, 0);
    expect(spans.get(0)).toEqual({ from: 0, to: 15 * MIN });
    expect(spans.get(5 * MIN)).toBeUndefined();
    expect(spans.get(45 * MIN)).toEqual({ from: 45 * MIN, to: H });
    // The bucket of 01:00 holds the reading on its start and the 5-second ones after it.
    expect(spans.get(H)).toEqual({ from: H, to: H + 5 * MIN });
    expect(spans.get(H + 5 * MIN)).toEqual({ from: H + 5 * MIN, to: H + 10 * MIN });
    // The last live bucket is closed by the reading at 04:00, two hours later.
    expect(spans.get(2 * H - 5 * MIN)).toEqual({ from: 2 * H - 5 * MIN, to: 2 * H });
    expect(spans.get(2 * H)).toEqual({ from: 2 * H, to: 4 * H });
    // Every bucket's energy equals its span: the counter counts a kWh a minute.
    for (const b of energyBuckets(rollups, 0)) {
      const span = spans.get(b.start);
      expect(b.import, String(b.start)).toBeCloseTo(span ? (span.to - span.from) / MIN : 0, 9);
    }

    // Readings off the bucket starts: a bucket spans from the reading before it.
    const off = measuredSpans(rollupsOf(every(2 * MIN, H, 15 * MIN)), 10 * MIN);
    expect(off.get(15 * MIN)).toEqual({ from: 2 * MIN, to: 17 * MIN });
    // From fromMs on only; the first bucket starts at its own reading when that closes a bucket before.
    expect(measuredSpans(rollups, 15 * MIN).get(15 * MIN)).toEqual({ from: 15 * MIN, to: 30 * MIN });
  });

  it('takes the median over the counters, so one late device does not stretch the step', () => {
    const regular = rollupsOf(every(0, H, 5 * MIN));
    const late = rollupsOf([0, 30 * MIN, 35 * MIN]).map((r) => ({ ...r, deviceId: 'late' }));
    const third = regular.map((r) => ({ ...r, deviceId: 'third' }));
    expect(measuredSpans([...regular, ...late, ...third], 0).get(25 * MIN)).toEqual({
      from: 25 * MIN,
      to: 30 * MIN,
    });
  });
});

describe('the replay steps and the coverage', () => {
  it('turns a bucket into average power over its span, deciding at the span’s middle minute', () => {
    const bucket = { start: 15 * MIN, charge: 0, discharge: 10, import: 100, export: 0, pv: 30, load: 0 };
    const [step] = replaySteps([bucket], new Map([[15 * MIN, { from: 15 * MIN, to: 30 * MIN }]]), UTC);
    expect(step).toEqual({ start: 15 * MIN, dtS: 900, minuteOfDay: 22, loadKw: 560, pvKw: 120 });
    expect(replaySteps([bucket], new Map(), UTC)).toEqual([]);
  });

  it('counts spans up to an hour within the range, once', () => {
    const spans = new Map([
      [0, { from: -10 * MIN, to: 15 * MIN }],
      [5 * MIN, { from: 5 * MIN, to: 20 * MIN }],
      [15 * MIN, { from: 15 * MIN, to: 75 * MIN }],
      [75 * MIN, { from: 75 * MIN, to: 75 * MIN + 61 * MIN }],
      [3 * H, { from: 3 * H, to: 4 * H }],
    ]);
    // Covered: 0–75 min and 3–4 h of 0–4 h (135 of 240 minutes); 61 minutes between two readings is a gap.
    expect(coverageOf(spans, 0, 4 * H)).toEqual({ share: 0.5625, missing_hours: 1.75 });
    expect(coverageOf(new Map(), 0, 4 * H)).toEqual({ share: 0, missing_hours: 4 });
  });
});
