import type { DayRevenue } from '@ies/contracts';
import type { LoadSplit } from './revenue-math';
import type { RevenueRepository, RevenueStation, StoredDayRow } from './revenue.repository';

export type StoredDay = DayRevenue & { template_id: string | null };
/**
 * A stored day with the split of its load by source, kept beside its revenue for the
 * energy-consumption report (not part of the revenue contract).
 */
export type ReportDay = StoredDay & { load_split: LoadSplit };

/** Stations whose stored days are kept parsed in the process at most; beyond, the copy starts again. */
const KEPT_STATIONS_MAX = 2_000;
/** A kept copy is read again after this long even if this process wrote nothing (writes of other processes). */
const KEPT_DAYS_TTL_MS = 60_000;

/** The load split of a stored row, undefined when the row predates the split columns. */
export function splitOf(row: StoredDayRow): LoadSplit | undefined {
  if (row.loadPvKwh === null || row.loadStorageKwh === null || row.loadGridKwh === null) return undefined;
  return { from_pv: row.loadPvKwh, from_storage: row.loadStorageKwh, from_grid: row.loadGridKwh };
}

export interface KeptDaysDeps {
  revenue: Pick<RevenueRepository, 'daysBetween' | 'stationWrites' | 'stationChangesSince'>;
  now: () => number;
  /** Whether a stored day still answers (not dirty; an open day computed recently enough). */
  valid: (
    station: RevenueStation,
    date: string,
    computedAtMs: number,
    dirty: boolean,
    nowMs: number,
  ) => boolean;
  /** Computes, stores and returns days that are missing or no longer valid. */
  compute: (station: RevenueStation, dates: readonly string[]) => Promise<Map<string, ReportDay>>;
}

interface KeptDay {
  computedAt: number;
  dirty: boolean;
  /** Answers whenever asked (closed when computed, not dirty): no check of its age needed. */
  settled: boolean;
  day: ReportDay;
}

interface KeptStation {
  /** The station's write count (this process) its rows answer for, and when they were read. */
  writes: number;
  at: number;
  from: string;
  to: string;
  /** Every stored row of [from, to] with its load split. */
  days: Map<string, KeptDay>;
}

/**
 * The stored days the reports read, kept parsed per station (bench/reports: a year of 100 stations
 * is 36,500 rows of JSON figures; reading and parsing them was nearly all of a report's time). A
 * station's copy answers while no stored day of that station within the copy's dates was written
 * or marked in this process since it was read (the repository's count and log per station, moved
 * before and after each write) and for at most a minute (writes of other processes); each day in it is still checked as a
 * stored day is (dirty, or open and computed too long ago: computed again). Days missing from it
 * are read, and those missing from storage computed.
 */
export class KeptDays {
  private readonly kept = new Map<string, KeptStation>();

  constructor(private readonly deps: KeptDaysDeps) {}

  async read(
    stations: readonly RevenueStation[],
    dates: readonly string[],
  ): Promise<Map<string, Map<string, ReportDay>>> {
    const out = new Map(stations.map((s) => [s.id, new Map<string, ReportDay>()]));
    if (dates.length === 0 || stations.length === 0) return out;
    const sorted = [...new Set(dates)].sort();
    const [from, to] = [sorted[0]!, sorted.at(-1)!];
    const nowMs = this.deps.now();
    // Stations without a current copy covering the dates: read at once, with their write counts.
    const stale = stations.filter((s) => {
      const kept = this.kept.get(s.id);
      if (!kept || nowMs - kept.at >= KEPT_DAYS_TTL_MS || kept.from > from || kept.to < to) return true;
      const writes = this.deps.revenue.stationWrites(s.id);
      if (kept.writes === writes) return false;
      // Writes of other dates (a reporting fleet marks today) leave the copy as it is.
      const changed = this.deps.revenue.stationChangesSince(s.id, kept.writes);
      if (changed === 'unknown' || (changed && changed.from <= kept.to && changed.to >= kept.from))
        return true;
      kept.writes = writes;
      return false;
    });
    if (stale.length > 0) {
      if (this.kept.size + stale.length > KEPT_STATIONS_MAX) this.kept.clear();
      const writes = new Map(stale.map((s) => [s.id, this.deps.revenue.stationWrites(s.id)]));
      const copies = new Map(
        stale.map((s): [string, KeptStation] => [
          s.id,
          { writes: writes.get(s.id)!, at: nowMs, from, to, days: new Map() },
        ]),
      );
      const byId = new Map(stale.map((s) => [s.id, s]));
      for (const row of await this.deps.revenue.daysBetween([...copies.keys()], from, to)) {
        const split = splitOf(row);
        if (!split) continue;
        const computedAt = row.computedAt.getTime();
        const dirty = row.dirtyAt !== null;
        copies.get(row.stationId)!.days.set(row.date, {
          computedAt,
          dirty,
          // Valid however late it is asked: computed after the day was over, and not dirty.
          settled: this.deps.valid(
            byId.get(row.stationId)!,
            row.date,
            computedAt,
            dirty,
            Number.POSITIVE_INFINITY,
          ),
          day: { ...row.figures, template_id: row.templateId, load_split: split },
        });
      }
      // Kept only when nothing was written while the rows were read.
      for (const [id, copy] of copies)
        if (this.deps.revenue.stationWrites(id) === copy.writes) this.kept.set(id, copy);
        else this.kept.delete(id);
      for (const [id, copy] of copies)
        this.answer(stations.find((s) => s.id === id)!, copy, sorted, out, nowMs);
    }
    const fresh = new Set(stale.map((s) => s.id));
    for (const station of stations)
      if (!fresh.has(station.id)) this.answer(station, this.kept.get(station.id)!, sorted, out, nowMs);
    // What is missing or no longer valid is computed (and stored: the copy is read again then).
    for (const station of stations) {
      const days = out.get(station.id)!;
      const todo = sorted.filter((date) => !days.has(date));
      if (todo.length === 0) continue;
      for (const [date, day] of await this.deps.compute(station, todo)) days.set(date, day);
    }
    return out;
  }

  private answer(
    station: RevenueStation,
    copy: KeptStation,
    dates: readonly string[],
    out: Map<string, Map<string, ReportDay>>,
    nowMs: number,
  ) {
    const days = out.get(station.id)!;
    for (const date of dates) {
      const kept = copy.days.get(date);
      if (kept && this.deps.valid(station, date, kept.computedAt, kept.dirty, nowMs))
        days.set(date, kept.day);
    }
  }
}
