import {
  STANDARD_INFO_MODEL_NAME,
  type StationAccessLevel,
  type StationCreate,
  type StationListQuery,
  type StationLogAction,
  type StationLogQuery,
  type StationUpdateInput,
} from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { StationRow } from '../../db/schema';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceStationsService } from '../devices/device-stations.service';
import type { UploadReferences } from '../uploads/upload-references';
import { presentLog, presentStation } from './stations.presenter';
import type { AccessTarget, StationVisibility } from './station-authority';
import type { StationPage, StationPatch } from './stations.repository';
import { logStation, type StationConcernDeps } from './station-kit';
import { pagedList } from '../../db/paging';
import { withZoneOffset } from './station-zone';

export type { AccessTarget, StationScopeSource } from './station-authority';

/**
 * What other domains (prices, revenue, strategies, orders, alarms) use of the station authority:
 * the one access call, the caller's visibility for their lists' SQL condition
 * (`db/station-visibility.ts`), and the station with its devices.
 */
export type StationAccess = Pick<
  StationsService,
  'requireAccess' | 'visibleStations' | 'sees' | 'reachableWithDevices' | 'reachableIds'
>;
export type { ShareDelegation } from './station-sharing.service';

/**
 * Stations: CRUD, favourites and the operation log, and the station authority other modules ask
 * (reachable*). Binding, sharing, sub-systems, figures and recalculation have their own services.
 */
export class StationsService {
  constructor(
    private readonly deps: StationConcernDeps & {
      uploads: UploadReferences;
      /** The devices module: a device's station and day offset are its to write. */
      devices: DeviceStationsService;
      /** Device rows changed (ingest caches them). */
      devicesChanged?: (deviceIds: readonly string[]) => void;
      /** Stations or bindings changed (kept answers over them are dropped). */
      stationsChanged?: () => void;
    },
  ) {}

  // ---------------------------------------------------------------- access

  private visibility(auth: AuthContext): Promise<StationVisibility> {
    return this.deps.authority.visibility(auth);
  }

  /**
   * The one access call, first line of every service method touching station or device data:
   * `requireAccess(auth, 'edit', { stationIds })`, `{ deviceIds }` or `{ tenantId }` (404 when
   * any is outside the caller's authority, 403 when a station is seen below the level asked).
   */
  requireAccess<const T extends readonly string[]>(
    auth: AuthContext,
    need: StationAccessLevel,
    target: { stationIds: T },
  ): Promise<{ -readonly [K in keyof T]: StationRow }>;
  requireAccess(auth: AuthContext, need: StationAccessLevel, target: AccessTarget): Promise<StationRow[]>;
  requireAccess(auth: AuthContext, need: StationAccessLevel, target: AccessTarget): Promise<StationRow[]> {
    return this.deps.authority.requireAccess(auth, need, target);
  }

  /** The caller's visibility, for `visibleStationsCondition` / `seenStationColumn` in another domain's list. */
  visibleStations(auth: AuthContext): Promise<StationVisibility> {
    return this.visibility(auth);
  }

  /** Whether the caller sees the station at any level (the alarm bell asks it per user). */
  sees(auth: AuthContext, stationId: string): Promise<boolean> {
    return this.deps.authority.sees(auth, stationId);
  }

  /** The station if the caller reaches it at `need` or above: 404 when not visible, 403 when too low. */
  private reach(auth: AuthContext, id: string, need: StationAccessLevel) {
    return this.deps.authority.reach(auth, id, need);
  }

  /** The station if the caller reaches it (any level), else 404. */
  async reachableWithDevices(auth: AuthContext, id: string) {
    const [station] = await this.requireAccess(auth, 'view', { stationIds: [id] });
    const devices = await this.deps.stations.boundDeviceStates([id]);
    return {
      id: station.id,
      name: station.name,
      tzOffsetHours: station.tzOffsetHours,
      deviceIds: devices.map((d) => d.deviceId),
    };
  }

  /** Ids of every station of the tenant the caller reaches. */
  async reachableIds(auth: AuthContext): Promise<string[]> {
    return (await this.deps.stations.listVisible(await this.visibility(auth), {})).map((s) => s.id);
  }

  private log(
    auth: AuthContext,
    stationId: string,
    action: StationLogAction,
    detail?: Record<string, unknown>,
  ) {
    return logStation(this.deps.stations, auth, stationId, action, detail);
  }

  private async present(
    auth: AuthContext,
    rows: StationRow[],
    levels?: Map<string, StationAccessLevel>,
    known?: Pick<StationPage, 'collected' | 'subsystems'>,
  ) {
    const ids = rows.map((r) => r.id);
    const [states, subsystems, collected] = await Promise.all([
      this.deps.stations.boundDeviceStates(ids),
      known?.subsystems ?? this.deps.stations.subsystemCounts(ids),
      known?.collected ?? this.deps.stations.collectedIds(auth.userId),
    ]);
    // Every binding row joins a device and its type, so the bound states are the bound devices.
    const counts = new Map<string, number>();
    for (const state of states) counts.set(state.stationId, (counts.get(state.stationId) ?? 0) + 1);
    // One read of the caller's authority and shares for the whole list.
    const levelOf = levels ?? (await this.deps.authority.levelsOf(auth, rows));
    const pictureUrl = await this.deps.uploads.pictureUrls();
    const result = [];
    for (const row of rows) {
      const level = levelOf.get(row.id) ?? 'view';
      result.push(
        presentStation(row, {
          devices: states.filter((s) => s.stationId === row.id),
          deviceCount: counts.get(row.id) ?? 0,
          subsystemCount: subsystems.get(row.id) ?? 0,
          collected: collected.has(row.id),
          access: level,
          pictureUrl,
        }),
      );
    }
    return result;
  }

  // ---------------------------------------------------------------- CRUD

  /**
   * One page of the visible stations: filtered, sorted and paged in SQL (favourites first, then
   * `sort`), so only the page's stations have their devices and latest values read.
   */
  async list(auth: AuthContext, query: StationListQuery) {
    const page = await this.deps.stations.pageVisible(await this.visibility(auth), {
      name: query.name?.trim() || undefined,
      type: query.type,
      runningStatus: query.running_status,
      onlineStatus: query.online_status,
      collected: query.collected,
      sort: query.sort,
      sortType: query.sort_type,
      offset: (query.current_page - 1) * query.page_size,
      limit: query.page_size,
    });
    return pagedList(await this.present(auth, page.rows, undefined, page), page.total, query);
  }

  async get(auth: AuthContext, id: string) {
    const { station, level } = await this.reach(auth, id, 'view');
    return (await this.present(auth, [station], new Map([[id, level]])))[0]!;
  }

  private async checkPictures(auth: AuthContext, ids: readonly string[]) {
    for (const id of ids) {
      const meta = await this.deps.uploads.findMetaOfTenant(auth.tenantId, id);
      if (meta?.purpose !== 'station-picture') throw new AppError('iot-station.10007');
    }
  }

  async create(auth: AuthContext, asked: StationCreate) {
    const input = withZoneOffset(asked, this.deps.clock.now().getTime());
    if (!(await this.deps.devices.infoModelExists(auth.tenantId, STANDARD_INFO_MODEL_NAME)))
      throw new AppError('iot-station.10002');
    if (await this.deps.stations.nameTaken(auth.tenantId, input.name))
      throw new AppError('iot-station.10001');
    await this.checkPictures(auth, input.picture_ids);
    const now = this.deps.clock.now();
    const row = await this.deps.stations
      .insert({
        tenantId: auth.tenantId,
        ...patchOf(input),
        name: input.name,
        type: input.type,
        address: input.address,
        contact: input.contact,
        installedCapacityKwh: input.installed_capacity_kwh,
        installedPowerKw: input.installed_power_kw,
        pricePerKwh: input.price_per_kwh,
        currency: input.currency,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-station.10001');
        throw error;
      });
    this.deps.stationsChanged?.();
    await this.log(auth, row.id, 'create', { name: row.name });
    return this.get(auth, row.id);
  }

  async update(auth: AuthContext, id: string, asked: StationUpdateInput) {
    const { station } = await this.reach(auth, id, 'edit');
    const input = withZoneOffset(asked, this.deps.clock.now().getTime());
    if (input.name !== undefined && input.name !== station.name) {
      if (await this.deps.stations.nameTaken(auth.tenantId, input.name, id))
        throw new AppError('iot-station.10001');
    }
    if (input.picture_ids) await this.checkPictures(auth, input.picture_ids);
    await this.deps.stations
      .update(auth.tenantId, id, { ...patchOf(input), updatedAt: this.deps.clock.now() })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-station.10001');
        throw error;
      });
    this.deps.stationsChanged?.();
    if (input.tz_offset_hours !== undefined && input.tz_offset_hours !== station.tzOffsetHours) {
      this.deps.devicesChanged?.(await this.deps.devices.followStationZone(id, input.tz_offset_hours * 60));
    }
    await this.log(auth, id, 'update', { fields: Object.keys(input).sort() });
    return this.get(auth, id);
  }

  /** Refused while devices are bound (10003) or sub-systems remain (10004), B §4/§8. */
  async delete(auth: AuthContext, id: string): Promise<void> {
    const { station } = await this.reach(auth, id, 'edit');
    const devices = (await this.deps.stations.deviceCounts([id])).get(id) ?? 0;
    if (devices > 0) throw new AppError('iot-station.10003');
    const subsystems = (await this.deps.stations.subsystemCounts([id])).get(id) ?? 0;
    if (subsystems > 0) throw new AppError('iot-station.10004');
    if (!(await this.deps.stations.deleteUnbound(auth.tenantId, id))) throw new AppError('iot-station.10003');
    this.deps.stationsChanged?.();
    await this.log(auth, id, 'delete', { name: station.name });
  }

  async collect(auth: AuthContext, id: string, on: boolean): Promise<void> {
    await this.reach(auth, id, 'view');
    if (on) await this.deps.stations.collect(auth.tenantId, id, auth.userId);
    else await this.deps.stations.uncollect(id, auth.userId);
  }

  async logs(auth: AuthContext, id: string, query: StationLogQuery) {
    await this.reach(auth, id, 'view');
    const { rows, total } = await this.deps.stations.listLogs(id, query.action, {
      offset: (query.current_page - 1) * query.page_size,
      limit: query.page_size,
    });
    return pagedList(rows.map(presentLog), total, query);
  }
}

/** Station columns from form fields present in the input. */
function patchOf(input: StationUpdateInput): StationPatch {
  const patch: StationPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.type !== undefined) patch.type = input.type;
  if (input.architecture !== undefined) patch.architecture = input.architecture;
  if (input.address !== undefined) patch.address = input.address;
  if (input.contact !== undefined) patch.contact = input.contact;
  if (input.contact_phone !== undefined) patch.contactPhone = input.contact_phone;
  if (input.owner_name !== undefined) patch.ownerName = input.owner_name;
  if (input.installed_capacity_kwh !== undefined) patch.installedCapacityKwh = input.installed_capacity_kwh;
  if (input.installed_power_kw !== undefined) patch.installedPowerKw = input.installed_power_kw;
  if (input.price_per_kwh !== undefined) patch.pricePerKwh = input.price_per_kwh;
  if (input.kwh_income !== undefined) patch.kwhIncome = input.kwh_income;
  if (input.currency !== undefined) patch.currency = input.currency;
  if (input.subsidy_income !== undefined) patch.subsidyIncome = input.subsidy_income;
  if (input.total_cost !== undefined) patch.totalCost = input.total_cost;
  if (input.longitude !== undefined) patch.longitude = input.longitude;
  if (input.latitude !== undefined) patch.latitude = input.latitude;
  if (input.tilt !== undefined) patch.tilt = input.tilt;
  if (input.grid_connected_at !== undefined)
    patch.gridConnectedAt = input.grid_connected_at === null ? null : new Date(input.grid_connected_at);
  if (input.tz_offset_hours !== undefined) patch.tzOffsetHours = input.tz_offset_hours;
  if (input.time_zone !== undefined) patch.timeZone = input.time_zone;
  if (input.emission_factor_kg_per_kwh !== undefined)
    patch.emissionFactorKgPerKwh = input.emission_factor_kg_per_kwh;
  if (input.picture_ids !== undefined) patch.pictureIds = input.picture_ids;
  if (input.comments !== undefined) patch.comments = input.comments;
  if (input.debug !== undefined) patch.debug = input.debug;
  return patch;
}
