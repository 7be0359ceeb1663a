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
import type { CalendarUnit, StationZone } from '../../platform/time/local-calendar';
import type { StationAccess } from '../stations/stations.service';
import { defaultCompute } from './statistics-engine';
import {
  bucketsOf,
  combinePeriods,
  groupValues,
  presentSeries,
  type Values,
  type WallRange,
  wallOf,
} from './statistics-series';
import { readDeviceParts } from './statistics-source';
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
    const out: StationFigures[] = [];
    for (const station of stations) {
      const own = devices.filter((d) => d.stationId === station.id);
      if (deviceIds && deviceIds.length > 0 && own.length === 0) continue;
      const current = await this.valuesOf(spec, station.zone, spec.range, own);
      const base = spec.base ? await this.valuesOf(spec, station.zone, spec.base, own) : undefined;
      out.push({
        id: station.id,
        name: station.name,
        devices: own.map((device, i) => ({ device, current: current.devices[i]!, base: base?.devices[i] })),
        current: current.station,
        base: base?.station,
      });
    }
    return out;
  }

  private async valuesOf(spec: StatisticsSpec, zone: StationZone, range: WallRange, devices: PointDevice[]) {
    const buckets = bucketsOf(zone, range, spec.period);
    if (buckets.length > STATISTIC_BUCKETS_MAX) {
      throw new AppError(TOO_MANY_BUCKETS_CODE);
    }
    const parts = await readDeviceParts(this.deps.repo, devices, buckets, spec.method);
    const empty = { parts: [], cumulative: false, before: null };
    const inputs = devices.map((d) => parts.get(d.id) ?? empty);
    return {
      station: groupValues(spec.method, spec.compute, buckets, inputs),
      devices: inputs.map((input) => groupValues(spec.method, spec.compute, buckets, [input])),
    };
  }
}
