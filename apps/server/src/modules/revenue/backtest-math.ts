import {
  BACKTEST_DEFAULT_SOC_WINDOW,
  BACKTEST_READING_INTERVAL_MAX_MIN,
  type BacktestCoverage,
  type BacktestFigures,
  type BacktestSocSource,
  type DayRevenue,
} from '@ies/contracts';
import type { ReplayedStep, ReplayStep } from '@ies/simulator/physics';
import type { CounterRollup } from './revenue.repository';
import type { MeasuredSpan } from './revenue-buckets';
import type { EnergyBucket } from './revenue-math';
import { localMinuteOfDay, type StationZone } from '../../platform/time/local-calendar';

/*
 * The pure parts of the backtest (issue 14 item 7): what the site consumed per 5-minute bucket,
 * replayed over the span it was measured over, and how much of the range had readings; the SOC
 * and SOH the BMS reported at a moment, the round-trip efficiency the record shows, and the
 * figures of a priced day. The battery itself runs in the simulator's physics (replayBattery).
 */

/**
 * The steps to replay: per recorded bucket, what the site used besides the battery (load and
 * auxiliaries: import − export + PV + discharge − charge when a grid meter recorded, else the load
 * counter) and the PV it made, as average kW over the span its energy was measured over (issue 27:
 * 15 minutes for the demo's backfill, 5 for live readings; not the bucket's width). The step keeps
 * the bucket's start, so the replayed energy is priced where the record priced it; the strategy
 * decides at the span's middle minute, as the simulator does. A bucket without a span holds no
 * energy and is left out.
 */
export function replaySteps(
  buckets: readonly EnergyBucket[],
  spans: ReadonlyMap<number, MeasuredSpan>,
  zone: StationZone,
): ReplayStep[] {
  const metered = buckets.some((b) => b.import > 0 || b.export > 0);
  const steps: ReplayStep[] = [];
  for (const b of buckets) {
    const span = spans.get(b.start);
    if (!span) continue;
    const hours = (span.to - span.from) / 3_600_000;
    const used = metered ? b.import - b.export + b.pv + b.discharge - b.charge : b.load;
    const middle = (span.from + span.to) / 2;
    steps.push({
      start: b.start,
      dtS: (span.to - span.from) / 1000,
      minuteOfDay: localMinuteOfDay(zone, middle),
      loadKw: Math.max(0, used) / hours,
      pvKw: Math.max(0, b.pv) / hours,
    });
  }
  return steps;
}

/**
 * How much of [start, end) lay inside spans of at most BACKTEST_READING_INTERVAL_MAX_MIN: a longer
 * span is a gap (the energy across it is known only as a total), and time without any span had no
 * readings at all.
 */
export function coverageOf(
  spans: ReadonlyMap<number, MeasuredSpan>,
  start: number,
  end: number,
): BacktestCoverage {
  const longest = BACKTEST_READING_INTERVAL_MAX_MIN * 60_000;
  const kept = [...spans.values()]
    .filter((s) => s.to - s.from <= longest)
    .map((s) => ({ from: Math.max(start, s.from), to: Math.min(end, s.to) }))
    .filter((s) => s.to > s.from)
    .sort((a, b) => a.from - b.from);
  let covered = 0;
  let reached = start;
  for (const s of kept) {
    if (s.to <= reached) continue;
    covered += s.to - Math.max(s.from, reached);
    reached = s.to;
  }
  const total = end - start;
  return {
    share: total > 0 ? Math.round((covered / total) * 1e4) / 1e4 : 0,
    missing_hours: Math.round(((total - covered) / 3_600_000) * 100) / 100,
  };
}

/** The replayed battery's buckets, with the recorded load. */
export function replayedBuckets(
  steps: readonly ReplayStep[],
  replayed: readonly ReplayedStep[],
): EnergyBucket[] {
  return replayed.map((r, i) => ({
    start: r.start,
    charge: r.chargeKWh,
    discharge: r.dischargeKWh,
    import: r.importKWh,
    export: r.exportKWh,
    pv: r.pvKWh,
    load: (steps[i]!.loadKw * steps[i]!.dtS) / 3600,
  }));
}

/** The mean of a point's last reading at or before `atMs` across devices (readings up to an hour old). */
export function readingAt(rollups: readonly CounterRollup[], point: string, atMs: number): number | null {
  const latest = new Map<string, { ts: number; value: number }>();
  for (const r of rollups) {
    const stats = r.points[point];
    if (!stats) continue;
    for (const [ts, value] of [
      [stats.firstTs, stats.first],
      [stats.lastTs, stats.last],
    ] as const) {
      if (ts > atMs || ts < atMs - 3_600_000) continue;
      const seen = latest.get(r.deviceId);
      if (!seen || ts >= seen.ts) latest.set(r.deviceId, { ts, value });
    }
  }
  if (latest.size === 0) return null;
  return [...latest.values()].reduce((sum, v) => sum + v.value, 0) / latest.size;
}

/**
 * The round-trip efficiency the record shows: energy into the cells (charge × √η) less energy out
 * (discharge / √η) equals the stored change (capacity × ΔSOC), solved for √η. Null when the
 * battery hardly moved.
 */
export function recordedEfficiency(input: {
  chargeKwh: number;
  dischargeKwh: number;
  capacityKwh: number;
  socFromPct: number;
  socToPct: number;
}): number | null {
  const { chargeKwh: c, dischargeKwh: d, capacityKwh } = input;
  if (c < capacityKwh * 0.05 || d < capacityKwh * 0.05) return null;
  const stored = (capacityKwh * (input.socToPct - input.socFromPct)) / 100;
  const root = (stored + Math.sqrt(stored * stored + 4 * c * d)) / (2 * c);
  const efficiency = root * root;
  return efficiency >= 0.5 && efficiency <= 1 ? efficiency : null;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The figures of priced days (summed when several). */
export function figuresOf(days: ReadonlyArray<Omit<DayRevenue, 'template_id'>>): BacktestFigures {
  const out: BacktestFigures = {
    revenue: 0,
    arbitrage: 0,
    pv_savings: 0,
    feed_in: 0,
    grid_bill: 0,
    charge_kwh: 0,
    discharge_kwh: 0,
    import_kwh: 0,
    export_kwh: 0,
    peak_import_kw: 0,
  };
  for (const day of days) {
    out.revenue += day.total;
    out.arbitrage += day.arbitrage;
    out.pv_savings += day.pv_savings;
    out.feed_in += day.feed_in;
    out.peak_import_kw = Math.max(out.peak_import_kw, day.peak_import_kw);
    for (const band of Object.values(day.bands)) {
      out.grid_bill += band.import_kwh * band.price;
      out.charge_kwh += band.charge_kwh;
      out.discharge_kwh += band.discharge_kwh;
      out.import_kwh += band.import_kwh;
      out.export_kwh += band.export_kwh;
    }
  }
  for (const key of Object.keys(out) as Array<keyof BacktestFigures>) out[key] = round(out[key]);
  return out;
}

/**
 * The SOC window a backtest runs: each bound as given in the request, else the mean of the working
 * windows the station's devices report (a device counts when it reports both bounds, 0 ≤ min <
 * max ≤ 100), else BACKTEST_DEFAULT_SOC_WINDOW; with where each bound came from.
 */
export function socWindowOf(
  given: { soc_min?: number; soc_max?: number },
  reported: ReadonlyArray<{ min: unknown; max: unknown }>,
): { min: number; max: number; source: { soc_min: BacktestSocSource; soc_max: BacktestSocSource } } {
  const valid = reported.filter(
    (r): r is { min: number; max: number } =>
      typeof r.min === 'number' &&
      typeof r.max === 'number' &&
      Number.isFinite(r.min) &&
      Number.isFinite(r.max) &&
      r.min >= 0 &&
      r.min < r.max &&
      r.max <= 100,
  );
  const mean = (values: number[]) =>
    Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1e3) / 1e3;
  const found =
    valid.length > 0 ? { min: mean(valid.map((r) => r.min)), max: mean(valid.map((r) => r.max)) } : null;
  const pick = (key: 'min' | 'max', asked: number | undefined) =>
    asked !== undefined
      ? { value: asked, source: 'request' as const }
      : found
        ? { value: found[key], source: 'devices' as const }
        : { value: BACKTEST_DEFAULT_SOC_WINDOW[key], source: 'default' as const };
  const min = pick('min', given.soc_min);
  const max = pick('max', given.soc_max);
  return { min: min.value, max: max.value, source: { soc_min: min.source, soc_max: max.source } };
}
