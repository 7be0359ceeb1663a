import { KeptAnswers } from '../../platform/kept-answers';
import type { StationChanges } from './station-changes';
import type {
  BmsDeviceData,
  CountValueQuery,
  FlowEnergy,
  FlowPower,
  HomeSummary,
  StationLiveMessage,
  StationOverview,
} from '@ies/contracts';
import { notFound } from '../../platform/app-error';
import { SharedFlight } from '../../platform/shared-flight';
import type { StationRow } from '../../db/schema';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import {
  addEnergy,
  addPower,
  BMS_TYPE,
  COUNTER_POINTS,
  emptyEnergy,
  energyOfIncreases,
  livePower,
  liveSoc,
  localDayStart,
  runningState,
} from './station-figures';
import type { StationVisibility } from './station-authority';
import { StationCurveCache } from './station-curve-cache';
import { CLOSED_TTL_MS, StationEnergyCache } from './station-energy-cache';
import { rollupWrites } from '../../telemetry/rollup-changes';
import type { StationFiguresRepository } from './station-figures.repository';
import { round, type StationConcernDeps } from './station-kit';
import type { BoundDeviceState } from './stations.repository';

const DAY = 86_400_000;

/** Station figures: overview, live push, BMS data, home summary, count-value and big screen. */
export class StationFiguresService {
  constructor(
    private readonly deps: StationConcernDeps & {
      figures: StationFiguresRepository;
      /** Sub-user device authority (count-value). */
      deviceScopeOf: DeviceScopeResolver;
      /** Today's income per station from the revenue module's stored days (absent: discharge × flat price). */
      todayIncome?: () => ((stations: readonly StationRow[]) => Promise<Map<string, number>>) | undefined;
      /** Station and binding changes of this process (the home summary is not kept across one). */
      changes?: StationChanges;
      /** The home summary is answered from a kept one this young (0: computed on every call). */
      homeKeepMs?: number;
    },
  ) {
    this.energy = new StationEnergyCache(deps.figures, deps.clock, COUNTER_POINTS);
    this.curves = new StationCurveCache(deps.figures, deps.clock);
    this.homes = new KeptAnswers<HomeSummary>(deps.homeKeepMs ?? 0);
  }

  private readonly energy: StationEnergyCache;
  private readonly curves: StationCurveCache;
  private readonly overviews = new SharedFlight<StationOverview>();
  private readonly homes: KeptAnswers<HomeSummary>;
  private readonly firstDays = new Map<string, { writes: number; at: number; value: number | null }>();

  /** Energy and power of stations' devices, today (in each station's zone) and cumulative. */
  private async figuresOf(stations: StationRow[], devices: BoundDeviceState[]) {
    const nowMs = this.deps.clock.now().getTime();
    const ownOf = new Map<string, BoundDeviceState[]>(stations.map((s) => [s.id, []]));
    for (const d of devices) ownOf.get(d.stationId)?.push(d);
    const total = await this.energy.increases(
      { level: '1d', fromMs: 0, lookFromMs: 0 },
      devices.map((d) => d.deviceId),
    );
    // One read per distinct day start (stations in the same zone share it).
    const dayStarts = new Map<number, string[]>();
    for (const station of stations) {
      const start = localDayStart(nowMs, station.tzOffsetHours);
      dayStarts.set(start, [
        ...(dayStarts.get(start) ?? []),
        ...ownOf.get(station.id)!.map((d) => d.deviceId),
      ]);
    }
    const today = new Map<number, Map<string, Map<string, number>>>();
    for (const [start, ids] of dayStarts) {
      today.set(
        start,
        await this.energy.increases({ level: '1h', fromMs: start, lookFromMs: start - 7 * DAY }, ids),
      );
    }
    const byStation = new Map<string, { today: FlowEnergy; total: FlowEnergy; power: FlowPower }>();
    for (const station of stations) {
      const own = ownOf.get(station.id)!;
      const ids = own.map((d) => d.deviceId);
      byStation.set(station.id, {
        today: energyOfIncreases(ids, today.get(localDayStart(nowMs, station.tzOffsetHours))!),
        total: energyOfIncreases(ids, total),
        power: livePower(own),
      });
    }
    return byStation;
  }

  async overview(auth: AuthContext, stationId: string): Promise<StationOverview> {
    const { station } = await this.deps.authority.reach(auth, stationId, 'view');
    // The figures depend on the station only; each caller's authority was checked above.
    return this.overviews.run(station.id, () => this.overviewOf(station));
  }

  private async overviewOf(station: StationRow): Promise<StationOverview> {
    const stationId = station.id;
    const slaves =
      station.architecture === 'master_slave'
        ? await this.deps.stations.slavesOf(station.tenantId, stationId)
        : [];
    const included = [station, ...slaves];
    // A master's figures aggregate its slaves': their devices count as the master's.
    const devices = (await this.deps.stations.boundDeviceStates(included.map((s) => s.id))).map((d) => ({
      ...d,
      stationId,
    }));
    const figures = (await this.figuresOf([station], devices)).get(stationId)!;
    const nowMs = this.deps.clock.now().getTime();
    const dayStart = localDayStart(nowMs, station.tzOffsetHours);
    const curve = await this.curves.curve(stationId, devices, dayStart, nowMs);
    const latest = devices.map((d) => d.latestTs?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    const firstDay = await this.firstDayOf(devices.map((d) => d.deviceId));
    const incomes = await this.incomeOf(included, figures.today.discharge_kwh);
    return {
      station_id: stationId,
      power: figures.power,
      soc: liveSoc(devices),
      today: figures.today,
      total: figures.total,
      today_income: round([...incomes.values()].reduce((a, b) => a + b, 0)),
      currency: station.currency,
      running_status: runningState(devices),
      updated_at: latest > 0 ? new Date(latest).toISOString() : null,
      history_since: firstDay === null ? null : new Date(firstDay).toISOString(),
      curve,
      included_station_ids: included.map((s) => s.id),
    };
  }

  /**
   * The first day of the devices' history, kept while no day rollup is written (ingest writes them
   * every 15 s) and for at most five minutes (writes of other processes).
   */
  private async firstDayOf(deviceIds: readonly string[]): Promise<number | null> {
    const key = [...deviceIds].sort().join(',');
    const writes = rollupWrites('1d');
    const nowMs = this.deps.clock.now().getTime();
    const kept = this.firstDays.get(key);
    if (kept && kept.writes === writes && nowMs - kept.at < CLOSED_TTL_MS) return kept.value;
    const value = await this.deps.figures.firstDay(deviceIds);
    if (rollupWrites('1d') === writes) {
      if (this.firstDays.size > 10_000) this.firstDays.clear();
      this.firstDays.set(key, { writes, at: nowMs, value });
    }
    return value;
  }

  /** The live socket's check: 404/403 for a caller without view authority over the station. */
  async assertLive(auth: AuthContext, stationId: string): Promise<void> {
    await this.deps.authority.reach(auth, stationId, 'view');
  }

  /**
   * The devices of a station (a master's with its slaves') with their stored latest values, for
   * the shared live feed (no caller: each follower is authorised on its own). Undefined when gone.
   */
  async liveDevices(tenantId: string, stationId: string): Promise<BoundDeviceState[] | undefined> {
    const station = await this.deps.stations.find(tenantId, stationId);
    if (!station) return undefined;
    const slaves =
      station.architecture === 'master_slave' ? await this.deps.stations.slavesOf(tenantId, stationId) : [];
    return this.deps.stations.boundDeviceStates([stationId, ...slaves.map((s) => s.id)]);
  }

  /** The live message of a station's devices: latest power, SOC, running state and sample time. */
  liveMessage(stationId: string, devices: readonly BoundDeviceState[]): StationLiveMessage {
    const latest = devices.map((d) => d.latestTs?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    return {
      type: 'live',
      station_id: stationId,
      power: livePower(devices),
      soc: liveSoc(devices),
      running_status: runningState(devices),
      updated_at: latest > 0 ? new Date(latest).toISOString() : null,
    };
  }

  async bms(auth: AuthContext, stationId: string): Promise<{ list: BmsDeviceData[] }> {
    const { station } = await this.deps.authority.reach(auth, stationId, 'view');
    const devices = await this.deps.stations.boundDeviceStates([stationId]);
    const pcsOf = new Map(station.bmsAssociations.map((a) => [a.bms_device_id, a.pcs_device_id]));
    const num = (v: unknown) => (typeof v === 'number' ? v : null);
    const nums = (v: unknown) => (Array.isArray(v) ? v.map(num) : []);
    return {
      list: devices
        .filter((d) => d.typeName === BMS_TYPE || Array.isArray(d.latest?.cell_voltages))
        .sort((a, b) => (a.deviceId < b.deviceId ? -1 : 1))
        .map((d) => ({
          device_id: d.deviceId,
          name: d.name,
          pcs_device_id: pcsOf.get(d.deviceId) ?? null,
          soc: num(d.latest?.soc),
          soh: num(d.latest?.soh),
          cell_voltages: nums(d.latest?.cell_voltages),
          cell_temperatures: nums(d.latest?.cell_temperatures),
          max_cell_voltage: num(d.latest?.max_cell_voltage),
          min_cell_voltage: num(d.latest?.min_cell_voltage),
          max_cell_temperature: num(d.latest?.max_cell_temperature),
          min_cell_temperature: num(d.latest?.min_cell_temperature),
          updated_at: d.latestTs?.toISOString() ?? null,
        })),
    };
  }

  /**
   * Today's income per station: the revenue module's stored figures, or without it the old
   * estimate (today's discharge × the flat price; `discharge` for a master with its slaves).
   */
  private async incomeOf(
    stations: readonly StationRow[],
    discharge: number | undefined,
    figures?: Map<string, { today: FlowEnergy }>,
  ): Promise<Map<string, number>> {
    const income = this.deps.todayIncome?.();
    if (income) return income(stations);
    return new Map(
      stations.map((s, i) => [
        s.id,
        i === 0 && discharge !== undefined
          ? discharge * s.pricePerKwh
          : (figures?.get(s.id)?.today.discharge_kwh ?? 0) * s.pricePerKwh,
      ]),
    );
  }

  /** The caller's home page: only stations within its authority (or shared with it). */
  async home(auth: AuthContext): Promise<HomeSummary> {
    const visibility = await this.deps.authority.visibility(auth);
    // Callers who see the same stations share one computation while it runs.
    const key = visibility.all
      ? `tenant:${visibility.tenantId}`
      : `user:${visibility.tenantId}:${visibility.userId}:${visibility.stationIds.join(',')}`;
    return this.homes.get(key, this.deps.changes?.count ?? 0, () => this.homeOf(visibility));
  }

  private async homeOf(visibility: StationVisibility): Promise<HomeSummary> {
    const stations = await this.deps.stations.listVisible(visibility, {});
    const devices = await this.deps.stations.boundDeviceStates(stations.map((s) => s.id));
    const figures = await this.figuresOf(stations, devices);
    const incomes = await this.incomeOf(stations, undefined, figures);
    let today = emptyEnergy();
    let total = emptyEnergy();
    let power: FlowPower = { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null };
    const income = new Map<string, number>();
    const byState: Record<string, number> = {};
    const top = [];
    const devicesOf = byStation(devices);
    for (const station of stations) {
      const f = figures.get(station.id)!;
      today = addEnergy(today, f.today);
      total = addEnergy(total, f.total);
      power = addPower(power, f.power);
      const stationIncome = round(incomes.get(station.id) ?? 0);
      income.set(station.currency, round((income.get(station.currency) ?? 0) + stationIncome));
      const state = runningState(devicesOf.get(station.id) ?? []) ?? 'unknown';
      byState[state] = (byState[state] ?? 0) + 1;
      top.push({
        id: station.id,
        name: station.name,
        today_discharge_kwh: f.today.discharge_kwh,
        today_pv_kwh: f.today.pv_kwh,
        today_income: stationIncome,
        currency: station.currency,
      });
    }
    top.sort((a, b) => b.today_discharge_kwh + b.today_pv_kwh - (a.today_discharge_kwh + a.today_pv_kwh));
    return {
      station_count: stations.length,
      installed_capacity_kwh: round(stations.reduce((sum, s) => sum + s.installedCapacityKwh, 0)),
      installed_power_kw: round(stations.reduce((sum, s) => sum + s.installedPowerKw, 0)),
      power,
      today,
      total,
      today_income: [...income.entries()].map(([currency, amount]) => ({
        currency: currency as HomeSummary['today_income'][number]['currency'],
        amount,
      })),
      by_running_state: byState,
      top_stations: top.slice(0, 10),
      map_points: stations
        .filter((s) => s.longitude !== null && s.latitude !== null)
        .map((s) => ({
          id: s.id,
          name: s.name,
          longitude: s.longitude!,
          latitude: s.latitude!,
          running_status: runningState(devicesOf.get(s.id) ?? []),
        })),
    };
  }

  /**
   * count-value: `agg_fun` over the latest numeric `property` of the caller's devices (tenant and
   * authority); `info_model_id` narrows to devices whose type id or type name matches it.
   */
  async countValue(auth: AuthContext, query: CountValueQuery) {
    const scope = await this.deps.deviceScopeOf(auth);
    const rows = await this.deps.stations.latestOfDevices(
      auth.tenantId,
      scope.deviceIds,
      query.info_model_id,
    );
    const values = query.property
      ? rows.map((r) => r.latest?.[query.property!]).filter((v): v is number => typeof v === 'number')
      : [];
    const count = query.property ? values.length : rows.length;
    let value: number | null;
    switch (query.agg_fun) {
      case 'count':
        value = count;
        break;
      case 'sum':
        value = values.length ? round(values.reduce((a, b) => a + b, 0)) : null;
        break;
      case 'avg':
        value = values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null;
        break;
      case 'max':
        value = values.length ? Math.max(...values) : null;
        break;
      case 'min':
        value = values.length ? Math.min(...values) : null;
        break;
    }
    return { value, count };
  }

  /** Stations a big-screen call covers: the caller's tenant, or one station. */
  private async dimension(auth: AuthContext, dimensionId: string, kind: 'tenant' | 'station') {
    if (kind === 'tenant') {
      if (dimensionId !== auth.tenantId) throw notFound();
      return this.deps.stations.listVisible(await this.deps.authority.visibility(auth), {});
    }
    return [(await this.deps.authority.reach(auth, dimensionId, 'view')).station];
  }

  async bigscreenRunning(auth: AuthContext, dimensionId: string, kind: 'tenant' | 'station') {
    const stations = await this.dimension(auth, dimensionId, kind);
    const devices = await this.deps.stations.boundDeviceStates(stations.map((s) => s.id));
    const byState: Record<string, number> = {};
    let online = 0;
    const devicesOf = byStation(devices);
    for (const station of stations) {
      const own = devicesOf.get(station.id) ?? [];
      const state = runningState(own) ?? 'unknown';
      byState[state] = (byState[state] ?? 0) + 1;
      if (own.some((d) => d.status !== 'offline' && d.status !== 'unset')) online += 1;
    }
    return { total: stations.length, by_running_state: byState, online, offline: stations.length - online };
  }

  async bigscreenCount(auth: AuthContext, dimensionId: string, kind: 'tenant' | 'station') {
    const stations = await this.dimension(auth, dimensionId, kind);
    const devices = await this.deps.stations.boundDeviceStates(stations.map((s) => s.id));
    const figures = await this.figuresOf(stations, devices);
    let today = emptyEnergy();
    let total = emptyEnergy();
    for (const f of figures.values()) {
      today = addEnergy(today, f.today);
      total = addEnergy(total, f.total);
    }
    return {
      station_count: stations.length,
      device_count: devices.length,
      installed_capacity_kwh: round(stations.reduce((sum, s) => sum + s.installedCapacityKwh, 0)),
      installed_power_kw: round(stations.reduce((sum, s) => sum + s.installedPowerKw, 0)),
      today,
      total,
    };
  }
}

/** Devices grouped by station: one pass, not a scan of every device per station. */
function byStation<D extends { stationId: string }>(devices: readonly D[]): Map<string, D[]> {
  const out = new Map<string, D[]>();
  for (const device of devices) {
    const list = out.get(device.stationId);
    if (list) list.push(device);
    else out.set(device.stationId, [device]);
  }
  return out;
}
