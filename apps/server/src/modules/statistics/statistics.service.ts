import {
  type EnhanceStatistics,
  type EnhanceStatisticsInput,
  STATISTIC_BUCKETS_MAX,
  type StatisticCompute,
  type StatisticMethod,
  TOO_MANY_BUCKETS_CODE,
} from '@ies/contracts';
import type { StationRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { CalendarBucket, CalendarUnit, StationZone } from '../../platform/time/local-calendar';
import type { StationAccess } from '../stations/stations.service';
import { type DeviceParts, defaultCompute } from './statistics-engine';
import {
  bucketsOf,
  combinePeriods,
  groupValues,
  presentSeries,
  type Values,
  type WallRange,
  wallOf,
} from './statistics-series';
import type { StatisticsPartCache } from './statistics-part-cache';
import { boundariesOf, readDeviceParts } from './statistics-source';
import type { PointDevice, StatisticsRepository } from './statistics.repository';

/** What to compute: a property by a method over calendar buckets, for stations already reached. */
export interface StatisticsSpec {
  method: StatisticMethod;
  compute: StatisticCompute;
  period: CalendarUnit;
  property: string;
  range: WallRange;
  base?: WallRange;
}

/** A calendar's buckets and the parts of the devices read over them. */
interface Calendared {
  buckets: readonly CalendarBucket[];
  parts: Map<string, DeviceParts>;
}

/** One station's figures, and each of its devices'. */
export interface StationFigures {
  id: string;
  name: string;
  devices: Array<{ device: PointDevice; current: Values; base?: Values }>;
  current: Values;
  base?: Values;
}

/** A station as the engine needs it: its zone (IANA name when the station has one). */
export interface ZonedStation {
  id: string;
  name: string;
  zone: StationZone;
}

export function zoneOfStation(row: StationRow): StationZone {
  const timeZone = (row as StationRow & { timeZone?: string | null }).timeZone;
  return { timeZone: timeZone || null, offsetMinutes: row.tzOffsetHours * 60 };
}

/**
 * The statistics engine behind enhance-statistics and custom reports (docs/statistics.md): a
 * device property reduced per local calendar bucket of each station, from the rollups where they
 * are exact and raw telemetry where not.
 */
export class StatisticsService {
  constructor(
    private readonly deps: {
      repo: StatisticsRepository;
      /** Merged rollup parts of closed calendar buckets, kept across calls. */
      parts: StatisticsPartCache;
      /** Station authority (the stations module's service), resolved when a call needs it. */
      stations: () => StationAccess;
    },
  ) {}

  /** `POST /out-wrapper/group/tenants/{tenant_id}/enhance-statistics` (B §7). */
  async enhance(auth: AuthContext, input: EnhanceStatisticsInput): Promise<EnhanceStatistics> {
    const stationRows = await this.reachedStations(auth, input.group_id, input.things_id);
    const condition = input.condition?.trim().toLowerCase();
    const stations = stationRows
      .filter((s) => !condition || s.name.toLowerCase().includes(condition))
      .map((row) => ({ id: row.id, name: row.name, zone: zoneOfStation(row) }));
    const compute = input.compute ?? defaultCompute(input.agg_fun);
    const spec: StatisticsSpec = {
      method: input.agg_fun,
      compute,
      period: input.period,
      property: input.property,
      range: { from: wallOf(input.start_time), to: wallOf(input.end_time) },
      base:
        input.base_start_time && input.base_end_time
          ? { from: wallOf(input.base_start_time), to: wallOf(input.base_end_time) }
          : undefined,
    };
    const figures = await this.figures(auth, spec, stations, input.things_id);
    const { overall, overallBase } = combinePeriods(compute, figures, spec.base !== undefined);
    const groups = figures.map((f) => ({
      group_id: f.id,
      name: f.name,
      things_id: f.devices.map((d) => d.device.id),
      ...presentSeries(f.current, f.base),
    }));
    if (input.agg_sort) {
      const sign = input.agg_sort === 'asc' ? 1 : -1;
      // Stations without a value go last either way.
      groups.sort((a, b) => (a.total === null ? 1 : b.total === null ? -1 : sign * (a.total - b.total)));
    }
    return {
      agg_fun: input.agg_fun,
      compute,
      period: input.period,
      property: input.property,
      ...presentSeries(overall, overallBase),
      groups,
    };
  }

  /**
   * The stations a call covers, each id through the station authority: one station, the stations
   * of the named devices, or every station the caller may see.
   */
  private async reachedStations(
    auth: AuthContext,
    groupId: string | undefined,
    deviceIds: readonly string[] | undefined,
  ): Promise<StationRow[]> {
    const stations = this.deps.stations();
    if (deviceIds && deviceIds.length > 0) await stations.requireAccess(auth, 'view', { deviceIds });
    if (groupId) return stations.requireAccess(auth, 'view', { stationIds: [groupId] });
    const ids = await stations.reachableIds(auth);
    return ids.length === 0 ? [] : stations.requireAccess(auth, 'view', { stationIds: ids });
  }

  /** The figures of stations the caller was checked to reach (custom reports call this too). */
  async figures(
    auth: AuthContext,
    spec: StatisticsSpec,
    stations: readonly ZonedStation[],
    deviceIds?: readonly string[],
  ): Promise<StationFigures[]> {
    if (stations.length === 0) return [];
    const devices = await this.deps.repo.devicesWithPoint(auth.tenantId, spec.property, {
      stationIds: stations.map((s) => s.id),
      deviceIds: deviceIds && deviceIds.length > 0 ? deviceIds : undefined,
    });
    // Stations on the same calendar (same zone) share one read of all their devices.
    const current = await this.partsByCalendar(spec, stations, spec.range, devices);
    const base = spec.base ? await this.partsByCalendar(spec, stations, spec.base, devices) : undefined;
    const out: StationFigures[] = [];
    for (const station of stations) {
      const own = devices.filter((d) => d.stationId === station.id);
      if (deviceIds && deviceIds.length > 0 && own.length === 0) continue;
      const now = this.valuesOf(spec, current.get(station.id)!, own);
      const then = base ? this.valuesOf(spec, base.get(station.id)!, own) : undefined;
      out.push({
        id: station.id,
        name: station.name,
        devices: own.map((device, i) => ({ device, current: now.devices[i]!, base: then?.devices[i] })),
        current: now.station,
        base: then?.station,
      });
    }
    return out;
  }

  /** Each station's calendar buckets over the range and its devices' parts, read once per calendar. */
  private async partsByCalendar(
    spec: StatisticsSpec,
    stations: readonly ZonedStation[],
    range: WallRange,
    devices: readonly PointDevice[],
  ): Promise<Map<string, Calendared>> {
    const calendars = new Map<string, { buckets: CalendarBucket[]; stationIds: Set<string> }>();
    const keyOf = new Map<string, string>();
    for (const station of stations) {
      const buckets = bucketsOf(station.zone, range, spec.period);
      if (buckets.length > STATISTIC_BUCKETS_MAX) throw new AppError(TOO_MANY_BUCKETS_CODE);
      const key = boundariesOf(buckets).join(',');
      const calendar = calendars.get(key) ?? { buckets, stationIds: new Set<string>() };
      calendar.stationIds.add(station.id);
      calendars.set(key, calendar);
      keyOf.set(station.id, key);
    }
    const read = new Map<string, Calendared>();
    for (const [key, calendar] of calendars) {
      const own = devices.filter((d) => d.stationId !== null && calendar.stationIds.has(d.stationId));
      const parts = await readDeviceParts(
        this.deps.repo,
        this.deps.parts,
        own,
        calendar.buckets,
        spec.method,
      );
      read.set(key, { buckets: calendar.buckets, parts });
    }
    return new Map(stations.map((s) => [s.id, read.get(keyOf.get(s.id)!)!]));
  }

  private valuesOf(spec: StatisticsSpec, calendared: Calendared, devices: PointDevice[]) {
    const { buckets, parts } = calendared;
    const empty = { parts: [], cumulative: false, before: null };
    const inputs = devices.map((d) => parts.get(d.id) ?? empty);
    return {
      station: groupValues(spec.method, spec.compute, buckets, inputs),
      devices: inputs.map((input) => groupValues(spec.method, spec.compute, buckets, [input])),
    };
  }
}
