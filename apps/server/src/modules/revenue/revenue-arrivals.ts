import type { Clock } from '../../platform/clock';
import { localDateOf } from '../prices/prices.service';
import type { RevenueRepository } from './revenue.repository';

/**
 * Days a device's new data falls on, marked dirty for the revenue engine: gathered per device and
 * hour, written once a second. The engine feeds it the hours of 5-minute rollups at their write
 * (ingest's flush or its sweep's rebuild): a day is priced from the rollups, not the samples.
 */
export class RevenueArrivals {
  private readonly arrived = new Map<string, Set<number>>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: { revenue: RevenueRepository; clock: Clock },
    private readonly track: (work: Promise<unknown>) => void,
  ) {}

  /** Data of a device at these times arrived: its days are marked within a second. */
  add(deviceId: string, timestamps: readonly number[]): void {
    let set = this.arrived.get(deviceId);
    if (!set) {
      set = new Set();
      this.arrived.set(deviceId, set);
    }
    // One entry per hour is enough to find the local day at any whole-hour offset.
    for (const ts of timestamps) set.add(Math.floor(ts / 3_600_000));
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = undefined;
        this.track(this.flush());
      }, 1_000);
      this.flushTimer.unref();
    }
  }

  /** Marks waiting for their second are written now (settling, tests). */
  flushNow(): void {
    if (!this.flushTimer) return;
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.track(this.flush());
  }

  stop(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
  }

  async flush(): Promise<void> {
    const arrived = new Map(this.arrived);
    this.arrived.clear();
    const links = await this.deps.revenue.stationsOfDevices([...arrived.keys()]);
    const hoursByStation = new Map<string, Set<number>>();
    for (const { deviceId, stationId } of links) {
      const hours = hoursByStation.get(stationId) ?? new Set<number>();
      for (const h of arrived.get(deviceId) ?? []) hours.add(h);
      hoursByStation.set(stationId, hours);
    }
    const at = this.deps.clock.now();
    for (const [stationId, hours] of hoursByStation) {
      const station = await this.deps.revenue.station(stationId);
      if (!station) continue;
      // A reading also closes the interval before it: mark the day of the hour's start and of 5 min before.
      const dates = new Set<string>();
      for (const h of hours) {
        dates.add(localDateOf(new Date(h * 3_600_000), station));
        dates.add(localDateOf(new Date(h * 3_600_000 + 3_599_999), station));
      }
      await this.deps.revenue.markDirty(stationId, at, { dates: [...dates] });
    }
  }
}
