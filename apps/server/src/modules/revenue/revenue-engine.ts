import type { EventEmitter } from 'node:events';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { OneAtATime } from '../../platform/one-at-a-time';
import { RevenueArrivals } from './revenue-arrivals';
import type { Clock } from '../../platform/clock';
import { localDateOf, type PricesService } from '../prices/prices.service';
import { energyBuckets, FLOW_COUNTERS } from './revenue-buckets';
import { decodeDayEnergy, devicesKey, encodeDayEnergy } from './revenue-day-energy';
import { BUCKET_MS, dayLoadSplit, dayRevenue, type EnergyBucket } from './revenue-math';
import { localDayRange, zoneOfStation } from '../../platform/time/local-calendar';
import { KeptDays, type ReportDay, type StoredDay } from './revenue-kept-days';
import type { RevenueRepository, RevenueStation, StoredDayRow } from './revenue.repository';

const DAY_MS = 86_400_000;
/** Rollups merge about a second after samples commit; a computation this much later sees them. */
export const ROLLUP_LAG_MS = 30_000;
/** A day not yet over (or over less than the lag ago) is recomputed on read when older than this. */
const OPEN_DAY_MAX_AGE_MS = 60_000;
/** An open day's income older than this is computed before it is answered (else behind the answer). */
const STALE_TODAY_MS = 10 * 60_000;
/** Today's stored rows are read again after this long even if this process wrote none (other processes). */
const TODAY_ROWS_TTL_MS = 5_000;
/** How long a station's first data instant is kept. */
const FIRST_DATA_TTL_MS = 60_000;
/** Days read per rollup query. */
const CHUNK_DAYS = 31;
/** Dirty days read per pass. */
const DIRTY_DAYS_PER_PASS = 5000;
const MAX_DIRTY_PASSES = 20;
/** How far back the sweep backfills a station's days (from its first data). */
const BACKFILL_DAYS_MAX = 400;

export type { ReportDay, StoredDay } from './revenue-kept-days';

/** The revenue figures of days, without the load split. */
const revenueOf = (days: Map<string, ReportDay>): Map<string, StoredDay> =>
  new Map([...days].map(([date, { load_split: _, ...day }]) => [date, day]));

type Tariffs = Pick<PricesService, 'tariffTimeline'>;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Stored daily revenue per station (issue 14 item 3). Days are computed from the 5-minute rollups
 * and the tariff version of each day, stored, and computed again when they may have changed:
 * marked dirty by a tariff change (from its date) or by 5-minute rollups of that day written; a day not
 * yet over is refreshed on read once a minute. A sweep backfills missing days and clears dirty ones.
 */
export class RevenueEngine {
  private readonly running = new Set<Promise<unknown>>();
  private readonly arrivals: RevenueArrivals;
  private source: EventEmitter | undefined;

  constructor(
    private readonly deps: {
      revenue: RevenueRepository;
      clock: Clock;
      prices: () => Tariffs;
      log?: (message: string, error: unknown) => void;
    },
  ) {
    this.arrivals = new RevenueArrivals(deps, (work) => this.track(work));
  }

  /**
   * Listens to ingest's written 5-minute rollups (its flush and its sweep's rebuild); the sweep is
   * the job runtime's (`revenue.sweep`; tests call sweep()). A day is priced from the rollups, which
   * ingest writes seconds (under a backfill's load, minutes) after the samples' commit: their write,
   * not the commit, marks the day, so a day is marked once and never before its data is readable.
   */
  start(ingest: EventEmitter | undefined): this {
    this.source = ingest;
    ingest?.on('rollups', this.rollupListener);
    return this;
  }

  private readonly rollupListener = (deviceId: string, hours: number[]) =>
    this.samplesArrived(deviceId, hours);

  async stop(): Promise<void> {
    this.source?.off('rollups', this.rollupListener);
    this.arrivals.stop();
    await this.settled();
  }

  /** Waits for background work (app close, tests). */
  async settled(): Promise<void> {
    // Marks still waiting for their second are background work too.
    this.arrivals.flushNow();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** The days of a station, from storage where still valid, else computed and stored. */
  async days(station: RevenueStation, dates: readonly string[]): Promise<Map<string, StoredDay>> {
    return revenueOf(await this.reportDays(station, dates));
  }

  /** days() with each day's load split, through the kept copies. */
  private async reportDays(
    station: RevenueStation,
    dates: readonly string[],
  ): Promise<Map<string, ReportDay>> {
    return (await this.keptDays.read([station], dates)).get(station.id) ?? new Map();
  }

  private kept: KeptDays | undefined;
  private get keptDays(): KeptDays {
    this.kept ??= new KeptDays({
      revenue: this.deps.revenue,
      now: () => this.deps.clock.now().getTime(),
      valid: (station, date, computedAt, dirty, nowMs) => this.valid(station, date, computedAt, dirty, nowMs),
      compute: (station, dates) => this.computeDays(station, dates),
    });
    return this.kept;
  }

  /**
   * A station's days by id, with their load split (the energy reports read stored revenue through
   * it); none for an unknown id.
   */
  async stationDays(stationId: string, dates: readonly string[]): Promise<Map<string, ReportDay>> {
    return (await this.stationsDays([stationId], dates)).get(stationId) ?? new Map();
  }

  /** stationDays() of many stations at once (two reads for all of them when their days are stored). */
  async stationsDays(
    stationIds: readonly string[],
    dates: readonly string[],
  ): Promise<Map<string, Map<string, ReportDay>>> {
    return this.keptDays.read(await this.deps.revenue.stations(stationIds), dates);
  }

  /** The first instant a station's devices have data (epoch ms; null: none), kept a minute per station. */
  async firstData(stationId: string): Promise<number | null> {
    const nowMs = this.deps.clock.now().getTime();
    const kept = this.firstKept.get(stationId);
    if (kept && nowMs - kept.at < FIRST_DATA_TTL_MS) return kept.value;
    const value = await this.deps.revenue.firstBucket(await this.deps.revenue.boundDevices(stationId));
    if (this.firstKept.size > 10_000) this.firstKept.clear();
    this.firstKept.set(stationId, { at: nowMs, value });
    return value;
  }

  private readonly firstKept = new Map<string, { at: number; value: number | null }>();

  /**
   * A station's 5-minute energy in [fromMs, toMs), summed over its bound devices, counted as the
   * stored days count it (resets and gaps included): the energy reports' figures, in chunks.
   */
  async energy(stationId: string, fromMs: number, toMs: number): Promise<EnergyBucket[]> {
    const devices = await this.deps.revenue.boundDevices(stationId);
    const out: EnergyBucket[] = [];
    for (let from = fromMs; from < toMs; from += CHUNK_DAYS * DAY_MS) {
      const to = Math.min(toMs, from + CHUNK_DAYS * DAY_MS);
      const rollups = await this.deps.revenue.rollups5m(
        devices,
        from - DAY_MS,
        to + BUCKET_MS,
        Object.values(FLOW_COUNTERS),
      );
      for (const b of energyBuckets(rollups, from)) if (b.start < to) out.push(b);
    }
    return out;
  }

  private readonly computingToday = new Map<string, Promise<number>>();

  /** A stored day is answered unless dirty, or open (not yet over) and computed too long ago. */
  private valid(
    station: RevenueStation,
    date: string,
    computedAtMs: number,
    dirty: boolean,
    nowMs: number,
  ): boolean {
    const { end } = localDayRange(zoneOfStation(station), date);
    const open = computedAtMs < end + ROLLUP_LAG_MS;
    return !dirty && !(open && nowMs - computedAtMs > OPEN_DAY_MAX_AGE_MS);
  }

  /**
   * Whether today's stored row answers a figure read: a valid row does ('fresh'); so does an open
   * day's row computed within a minute, even if samples marked it dirty since (samples arrive
   * all day: the figure of an open day is a minute old at most either way); an open day's row up
   * to STALE_TODAY_MS old answers while it is computed again ('refresh'); else it is computed first.
   */
  private todayFreshness(row: StoredDayRow, station: RevenueStation, nowMs: number) {
    if (this.valid(station, row.date, row.computedAt.getTime(), row.dirtyAt !== null, nowMs)) return 'fresh';
    const { end } = localDayRange(zoneOfStation(station), row.date);
    const age = nowMs - row.computedAt.getTime();
    if (row.computedAt.getTime() >= end + ROLLUP_LAG_MS || nowMs >= end) return 'missing';
    if (age <= OPEN_DAY_MAX_AGE_MS) return 'fresh';
    return age <= STALE_TODAY_MS ? 'refresh' : 'missing';
  }

  /** Today's total per station (the home page, overview and top stations): one read for all stored days. */
  async todayIncome(stations: readonly RevenueStation[]): Promise<Map<string, number>> {
    const now = this.deps.clock.now();
    const todayOf = new Map(stations.map((s) => [s.id, localDateOf(now, s)]));
    const stored = await this.todayRows(
      stations.map((s) => s.id),
      [...new Set(todayOf.values())],
      now.getTime(),
    );
    const rowOf = new Map(stored.map((row) => [`${row.stationId}\u0000${row.date}`, row]));
    const out = new Map<string, number>();
    for (const station of stations) {
      const today = todayOf.get(station.id)!;
      const row = rowOf.get(`${station.id}\u0000${today}`);
      const freshness = row ? this.todayFreshness(row, station, now.getTime()) : 'missing';
      if (row && freshness !== 'missing') {
        out.set(station.id, row.figures.total ?? 0);
        // Refreshed behind the answer: the home page of a fleet that reports does not wait for it.
        if (freshness === 'refresh') this.refreshLater(station, today);
      } else out.set(station.id, await this.todayOnce(station, today));
    }
    return out;
  }

  /**
   * The stored rows of today, read again only after a write of stored days (in this process) or
   * after TODAY_ROWS_TTL_MS (writes of other processes): every home page and overview reads them.
   */
  private async todayRows(stationIds: string[], dates: string[], nowMs: number): Promise<StoredDayRow[]> {
    const key = `${dates.join(',')}\u0000${stationIds.join(',')}`;
    const writes = this.deps.revenue.writes;
    const kept = this.keptToday.get(key);
    if (kept && kept.writes === writes && nowMs - kept.at < TODAY_ROWS_TTL_MS) return kept.rows;
    const rows = await this.deps.revenue.days(stationIds, dates);
    if (this.deps.revenue.writes === writes) {
      if (this.keptToday.size > 10_000) this.keptToday.clear();
      this.keptToday.set(key, { writes, at: nowMs, rows });
    }
    return rows;
  }

  private readonly keptToday = new Map<string, { writes: number; at: number; rows: StoredDayRow[] }>();

  /**
   * Today's rows refreshed behind answers, one station at a time: a fleet's rows age together, and
   * a hundred computations at once held every request behind them for up to a second (bench/api).
   */
  private readonly refreshes = new OneAtATime((error) => this.deps.log?.('revenue engine', error));

  private refreshLater(station: RevenueStation, today: string): void {
    const key = `${station.id}\u0000${today}`;
    if (this.computingToday.has(key)) return;
    const drain = this.refreshes.add(key, () => this.todayOnce(station, today));
    if (drain) this.track(drain);
  }

  /** Today's figure computed once for concurrent callers (many users opening the home page at once). */
  private todayOnce(station: RevenueStation, today: string): Promise<number> {
    const key = `${station.id}\u0000${today}`;
    let running = this.computingToday.get(key);
    if (!running) {
      running = this.compute(station, [today]).then((days) => days.get(today)?.total ?? 0);
      this.computingToday.set(key, running);
      const forget = () => this.computingToday.delete(key);
      running.then(forget, forget);
    }
    return running;
  }

  /**
   * A station's rollups of [fromMs, toMs) were recalculated: the stored days they touch lose their
   * kept energy and are priced again from the new rollups, in the background.
   */
  async rollupsRecalculated(stationId: string, fromMs: number, toMs: number): Promise<void> {
    const station = await this.deps.revenue.station(stationId);
    if (!station) return;
    const dates = new Set<string>();
    // A reading also closes the interval before it, so the day of fromMs − 5 min counts too.
    for (let at = fromMs - 300_000; at < toMs; at += 3_600_000) {
      dates.add(localDateOf(new Date(at), station));
    }
    dates.add(localDateOf(new Date(toMs - 1), station));
    await this.deps.revenue.markDirty(stationId, this.deps.clock.now(), { dates: [...dates] });
    this.track(this.recomputeDirty());
  }

  /**
   * A tariff changed from a date: the station's stored days from it are marked dirty and priced
   * again, a month at a time, telling `progress` the share done (the station's task shows it).
   */
  tariffChanged(
    stationId: string,
    fromDate: string,
    progress?: (fraction: number) => Promise<void>,
  ): Promise<void> {
    const work = (async () => {
      // Dated a lag back: the data did not change, so this computation may clear it at once.
      const at = new Date(this.deps.clock.now().getTime() - ROLLUP_LAG_MS);
      await this.deps.revenue.markDirty(stationId, at, { fromDate });
      const station = await this.deps.revenue.station(stationId);
      const dates = station ? await this.deps.revenue.dirtyDatesOf(stationId) : [];
      for (let i = 0; i < dates.length; i += CHUNK_DAYS) {
        await this.compute(station!, dates.slice(i, i + CHUNK_DAYS));
        await progress?.(Math.min(1, (i + CHUNK_DAYS) / dates.length));
      }
    })();
    this.track(work);
    return work;
  }

  /**
   * Computes and stores the given local days of a station: a day whose 5-minute energy is kept is
   * priced again from it; the others are read from the rollups (in chunks of days), and their
   * energy is kept once the day is over and its rollups were seen.
   */
  async compute(station: RevenueStation, dates: readonly string[]): Promise<Map<string, StoredDay>> {
    return revenueOf(await this.computeDays(station, dates));
  }

  /** compute() with each day's load split (stored in its own columns). */
  private async computeDays(
    station: RevenueStation,
    dates: readonly string[],
  ): Promise<Map<string, ReportDay>> {
    const out = new Map<string, ReportDay>();
    if (dates.length === 0) return out;
    const computedAt = this.deps.clock.now();
    const today = localDateOf(computedAt, station);
    const zone = zoneOfStation(station);
    const devices = await this.deps.revenue.boundDevices(station.id);
    const key = devicesKey(devices);
    const timeline = await this.deps.prices().tariffTimeline(station.id);
    const price = (date: string, buckets: readonly EnergyBucket[]): ReportDay => {
      const version = timeline.find((v) => v.effectiveFrom <= date);
      const figures = dayRevenue({
        date,
        zone,
        tariff: version ? { config: version.config } : { flatPrice: station.pricePerKwh },
        buckets,
      });
      return {
        ...figures,
        template_id: version?.templateId ?? null,
        load_split: dayLoadSplit(zone, date, buckets),
      };
    };
    const sorted = [...new Set(dates)].sort();
    const kept = await this.deps.revenue.energies(station.id, sorted);
    const repriced = [];
    const fromRollups: string[] = [];
    for (const date of sorted) {
      const bytes = kept.get(date);
      const buckets = bytes ? decodeDayEnergy(bytes, localDayRange(zone, date), key) : null;
      if (!buckets) {
        fromRollups.push(date);
        continue;
      }
      const day = price(date, buckets);
      out.set(date, day);
      repriced.push({ stationId: station.id, tenantId: station.tenantId, figures: day });
    }
    await this.deps.revenue.upsertDays(
      repriced,
      computedAt,
      ROLLUP_LAG_MS,
      repriced.every((r) => r.figures.date >= today),
    );
    for (let i = 0; i < fromRollups.length; ) {
      const chunk = [fromRollups[i]!];
      while (++i < fromRollups.length && fromRollups[i]! < addDays(chunk[0]!, CHUNK_DAYS))
        chunk.push(fromRollups[i]!);
      const from = localDayRange(zone, chunk[0]!).start;
      const to = localDayRange(zone, chunk.at(-1)!).end;
      // A day before gives the counters' readings to start from; the bucket after the end holds a
      // reading stamped on midnight, whose step closes the last day's final interval.
      const rollups = await this.deps.revenue.rollups5m(
        devices,
        from - DAY_MS,
        to + BUCKET_MS,
        Object.values(FLOW_COUNTERS),
      );
      // On the embedded database a month's read and its pricing settle by promises alone: a turn
      // of the event loop lets waiting requests in (health waited 3 s behind the demo's month).
      await loopTurn();
      const buckets = energyBuckets(rollups, from);
      const rows = chunk.map((date) => {
        const day = price(date, buckets);
        out.set(date, day);
        // Kept only for a day over (its rollups merged) when this computation started.
        const range = localDayRange(zone, date);
        const closed = computedAt.getTime() >= range.end + ROLLUP_LAG_MS;
        const energy = closed ? encodeDayEnergy(range, key, buckets) : null;
        return { stationId: station.id, tenantId: station.tenantId, figures: day, energy };
      });
      // Days still to come are answered but not kept.
      const stored = rows.filter((r) => r.figures.date <= today);
      await this.deps.revenue.upsertDays(
        stored,
        computedAt,
        ROLLUP_LAG_MS,
        stored.every((r) => r.figures.date === today),
      );
    }
    return out;
  }

  /** Dirty days first, then each station's missing days since its first data. */
  async sweep(): Promise<void> {
    await this.recomputeDirty();
    const now = this.deps.clock.now();
    for (const station of await this.deps.revenue.stationsWithDevices()) {
      const first = await this.deps.revenue.firstBucket(await this.deps.revenue.boundDevices(station.id));
      if (first === null) continue;
      const today = localDateOf(now, station);
      let date = localDateOf(new Date(first), station);
      const earliest = addDays(today, -BACKFILL_DAYS_MAX);
      if (date < earliest) date = earliest;
      const have = new Set(await this.deps.revenue.storedDates(station.id, date));
      const missing: string[] = [];
      for (; date <= today; date = addDays(date, 1)) if (!have.has(date)) missing.push(date);
      await this.compute(station, missing);
      await loopTurn();
    }
  }

  private dirtyPass: Promise<void> | undefined;
  private dirtyAgain = false;

  /**
   * Recomputes dirty days, one pass at a time: a call while a pass runs asks for one more pass
   * after it (many tariff changes at once recompute each day once, not once per change).
   */
  private recomputeDirty(): Promise<void> {
    if (this.dirtyPass) {
      this.dirtyAgain = true;
      return this.dirtyPass;
    }
    const pass = async () => {
      try {
        let full: boolean;
        // Bounded: days marked within the lag stay dirty, and are left to the next sweep.
        let passes = 0;
        do {
          this.dirtyAgain = false;
          full = await this.recomputeDirtyOnce();
        } while ((this.dirtyAgain || full) && ++passes < MAX_DIRTY_PASSES);
      } finally {
        this.dirtyPass = undefined;
      }
    };
    this.dirtyPass = pass();
    return this.dirtyPass;
  }

  /** One pass over dirty days (those marked within the lag stay dirty for the next pass); true when it hit its limit. */
  private async recomputeDirtyOnce(): Promise<boolean> {
    const dirty = await this.deps.revenue.dirtyDays(DIRTY_DAYS_PER_PASS);
    const byStation = new Map<string, string[]>();
    for (const d of dirty) {
      const list = byStation.get(d.stationId);
      if (list) list.push(d.date);
      else byStation.set(d.stationId, [d.date]);
    }
    for (const [stationId, dates] of byStation) {
      const station = await this.deps.revenue.station(stationId);
      if (station) await this.compute(station, dates);
      await loopTurn();
    }
    return dirty.length === DIRTY_DAYS_PER_PASS;
  }

  /** Data of a device at these times was rolled up: its days are marked dirty (batched per second). */
  samplesArrived(deviceId: string, timestamps: readonly number[]): void {
    this.arrivals.add(deviceId, timestamps);
  }

  flushArrived(): Promise<void> {
    return this.arrivals.flush();
  }

  private track(work: Promise<unknown>): void {
    const run = work.catch((error) => this.deps.log?.('revenue engine', error));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}
