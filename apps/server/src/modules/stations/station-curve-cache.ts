import type { Clock } from '../../platform/clock';
import { rollupGeneration, useRollupCut } from '../../telemetry/rollup-changes';
import type { PowerCurvePoint } from '@ies/contracts';
import { curveOf, POWER_POINTS, reportsOf } from './station-figures';
import type { StationFiguresRepository } from './station-figures.repository';
import type { BoundDeviceState } from './stations.repository';

const FIVE_MINUTES = 5 * 60_000;
/** Writes of other processes are not seen (rollup-changes.ts): a kept curve is rebuilt after this. */
const KEPT_MS = 5 * 60_000;
/** Stations whose closed curve is kept; the oldest-used goes first. */
const MAX_KEPT = 1_000;

interface Kept {
  /** Buckets before the cut are in `closed`. */
  cut: number;
  generation: number;
  at: number;
  reports: Map<string, Set<string>>;
  closed: PowerCurvePoint[];
}

const sameReports = (kept: Map<string, Set<string>>, seen: Map<string, Set<string>>) => {
  for (const [point, devices] of seen) {
    const known = kept.get(point);
    if (!known) return false;
    for (const id of devices) if (!known.has(id)) return false;
  }
  return true;
};

/**
 * A station's power curve of today: the curve of closed 5-minute buckets (before the previous
 * one) is kept, and each request reads only the buckets after it — at the end of a day two
 * buckets per device instead of 288 (bench/api: the overview's largest cost). Kept parts follow
 * rollup rewrites (late samples, recalculation, deletion) through the rollup generation, and are
 * dropped when a device starts reporting a power point it did not, since that changes which
 * devices are the flow's sources for the whole day.
 */
export class StationCurveCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly figures: StationFiguresRepository,
    private readonly clock: Clock,
  ) {}

  async curve(
    stationId: string,
    devices: readonly BoundDeviceState[],
    dayStart: number,
    nowMs: number,
  ): Promise<PowerCurvePoint[]> {
    const ids = devices.map((d) => d.deviceId);
    const key = `${stationId}|${dayStart}|${ids.join(',')}`;
    const cut = Math.max(dayStart, Math.floor(nowMs / FIVE_MINUTES) * FIVE_MINUTES - FIVE_MINUTES);
    useRollupCut('5m', cut);
    const generation = rollupGeneration('5m');
    const read = (from: number, to: number) => this.figures.rollups('5m', ids, from, to, POWER_POINTS);

    let kept = this.kept.get(key);
    this.kept.delete(key);
    const usable =
      kept &&
      kept.generation === generation &&
      kept.cut <= cut &&
      this.clock.now().getTime() - kept.at < KEPT_MS;
    if (kept && usable && kept.cut < cut) {
      const more = await read(kept.cut, cut);
      const moreReports = reportsOf(more);
      kept = sameReports(kept.reports, moreReports)
        ? { ...kept, cut, closed: [...kept.closed, ...curveOf(devices, more, kept.reports)] }
        : undefined;
    } else if (!usable) {
      kept = undefined;
    }
    if (!kept) {
      const closed = await read(dayStart, cut);
      const reports = reportsOf(closed);
      kept = {
        cut,
        generation,
        at: this.clock.now().getTime(),
        reports,
        closed: curveOf(devices, closed, reports),
      };
    }
    const open = await read(cut, nowMs + 60 * 60_000);
    const openReports = reportsOf(open);
    if (!sameReports(kept.reports, openReports)) {
      // A new reporter changes the sources of the whole day: compute it whole, keep nothing.
      const all = await read(dayStart, nowMs + 60 * 60_000);
      return curveOf(devices, all, reportsOf(all));
    }
    this.remember(key, kept);
    return [...kept.closed, ...curveOf(devices, open, kept.reports)];
  }

  private remember(key: string, kept: Kept): void {
    this.kept.set(key, kept);
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
