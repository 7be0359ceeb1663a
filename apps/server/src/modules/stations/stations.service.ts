import {
  type BindWithInfoInput,
  type BmsAssociationInput,
  type BmsDeviceData,
  type CountValueQuery,
  type ExtInfoInput,
  type FlowEnergy,
  type FlowPower,
  type HomeSummary,
  type MasterSlaveInput,
  type RecalculationInput,
  STANDARD_INFO_MODEL_NAME,
  type StationAccessLevel,
  type StationBatchAuthorizeInput,
  type StationCreate,
  type StationListQuery,
  type StationLogAction,
  type StationLogQuery,
  type StationOverview,
  type StationShareInput,
  type StationUpdateInput,
  type SubsystemDevicesInput,
  type SubsystemInput,
  type ThingsFilter,
  type ThingsQuery,
  type VideoSettings,
} from '@ies/contracts';
import { AppError, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { DeviceStationsService } from '../devices/device-stations.service';
import type { UploadsRepository } from '../uploads/uploads.repository';
import type { StationRow } from '../../db/schema';
import {
  addEnergy,
  addPower,
  BMS_TYPE,
  COUNTER_POINTS,
  emptyEnergy,
  energyOf,
  livePower,
  liveSoc,
  localDayStart,
  POWER_POINTS,
  powerCurve,
  runningState,
} from './station-figures';
import type { StationAuthority } from './station-authority';
import type { StationFiguresRepository } from './station-figures.repository';
import {
  presentLog,
  presentRecalculation,
  presentShare,
  presentStation,
  presentSubsystem,
  presentThing,
} from './stations.presenter';
import type {
  BoundDeviceState,
  StationPatch,
  StationsRepository,
  StationVisibility,
} from './stations.repository';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

export type { StationScopeSource } from './station-authority';

/** The part of the delegation rule sharing needs (modules/access DelegationPolicy). */
export interface ShareDelegation {
  assertMayManage(auth: AuthContext, userIds: readonly string[]): Promise<void>;
}

/** Stations: CRUD, binding, sharing, sub-systems, settings, figures, recalculation (docs/spec/B-operations.md §3–§8). */
export class StationsService {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      stations: StationsRepository;
      figures: StationFiguresRepository;
      uploads: UploadsRepository;
      /** The devices module: a device's station and day offset are its to write. */
      devices: DeviceStationsService;
      /** The one station authority: visibility condition and share levels. */
      authority: StationAuthority;
      /** Sub-user device authority: only these devices may be bound. */
      deviceScopeOf: DeviceScopeResolver;
      /** The delegation rule (docs/delegation.md): a sub-user shares only with users below it. */
      delegation: ShareDelegation;
      clock: Clock;
      /** Device rows changed (ingest caches them). */
      devicesChanged?: (deviceIds: readonly string[]) => void;
      /** Today's income per station from the revenue module's stored days (absent: discharge × flat price). */
      todayIncome?: () => ((stations: readonly StationRow[]) => Promise<Map<string, number>>) | undefined;
    },
  ) {}

  /** Waits for background recalculations (app close, tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  // ---------------------------------------------------------------- access

  private visibility(auth: AuthContext): Promise<StationVisibility> {
    return this.deps.authority.visibility(auth);
  }

  /** The station if the caller reaches it at `need` or above: 404 when not visible, 403 when too low. */
  private reach(auth: AuthContext, id: string, need: StationAccessLevel) {
    return this.deps.authority.reach(auth, id, need);
  }

  /** The station if the caller reaches it at `need` (404 / 403 otherwise); for other modules (tariffs). */
  async reachable(auth: AuthContext, id: string, need: StationAccessLevel): Promise<StationRow> {
    return (await this.reach(auth, id, need)).station;
  }

  /** The station if the caller reaches it (any level), else 404. */
  async reachableWithDevices(auth: AuthContext, id: string) {
    const { station } = await this.reach(auth, id, 'view');
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

  /** Path tenant and user ids of the spec's calls must be the caller's own (else 404). */
  checkPath(auth: AuthContext, params: { tenant_id?: string; user_id?: string }): void {
    if (params.tenant_id !== undefined && params.tenant_id !== auth.tenantId) throw notFound();
    if (params.user_id !== undefined && params.user_id !== auth.userId) throw notFound();
  }

  private log(
    auth: AuthContext,
    stationId: string,
    action: StationLogAction,
    detail?: Record<string, unknown>,
  ) {
    return this.deps.stations.log({
      tenantId: auth.tenantId,
      stationId,
      userId: auth.userId,
      action,
      detail,
    });
  }

  private async present(auth: AuthContext, rows: StationRow[], levels?: Map<string, StationAccessLevel>) {
    const ids = rows.map((r) => r.id);
    const [states, counts, subsystems, collected] = await Promise.all([
      this.deps.stations.boundDeviceStates(ids),
      this.deps.stations.deviceCounts(ids),
      this.deps.stations.subsystemCounts(ids),
      this.deps.stations.collectedIds(auth.userId),
    ]);
    // One read of the caller's authority and shares for the whole list.
    const levelOf = levels ?? (await this.deps.authority.levelsOf(auth, rows));
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
        }),
      );
    }
    return result;
  }

  // ---------------------------------------------------------------- CRUD

  async list(auth: AuthContext, query: StationListQuery) {
    const rows = await this.deps.stations.listVisible(await this.visibility(auth), {
      name: query.name?.trim() || undefined,
      type: query.type,
    });
    let list = await this.present(auth, rows);
    if (query.running_status) list = list.filter((s) => s.running_status === query.running_status);
    if (query.online_status) list = list.filter((s) => s.online_status === query.online_status);
    if (query.collected !== undefined) list = list.filter((s) => s.collected === query.collected);
    const direction = query.sort_type === 'asc' ? 1 : -1;
    list.sort((a, b) => {
      if (a.collected !== b.collected) return a.collected ? -1 : 1;
      const x = a[query.sort];
      const y = b[query.sort];
      if (x === y) return a.id < b.id ? -1 : 1;
      return (x < y ? -1 : 1) * direction;
    });
    const offset = (query.current_page - 1) * query.page_size;
    return {
      list: list.slice(offset, offset + query.page_size),
      pagination: { total_size: list.length, current_page: query.current_page, page_size: query.page_size },
    };
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

  async create(auth: AuthContext, input: StationCreate) {
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
    await this.log(auth, row.id, 'create', { name: row.name });
    return this.get(auth, row.id);
  }

  async update(auth: AuthContext, id: string, input: StationUpdateInput) {
    const { station } = await this.reach(auth, id, 'edit');
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
    return {
      list: rows.map(presentLog),
      pagination: { total_size: total, current_page: query.current_page, page_size: query.page_size },
    };
  }

  // ---------------------------------------------------------------- device binding

  async bind(auth: AuthContext, stationId: string, input: BindWithInfoInput) {
    const { station } = await this.reach(auth, stationId, 'edit');
    const ids = [...new Set(input.things_ids)];
    const scope = await this.deps.deviceScopeOf(auth);
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    const fresh: string[] = [];
    for (const id of ids) {
      const device = found.get(id);
      if (!device || (scope.deviceIds && !scope.deviceIds.includes(id)))
        throw new AppError('iot-out-wrapper.70005', { data: { things_id: id } });
      if (device.stationId && device.stationId !== stationId)
        throw new AppError('iot-out-wrapper.70006', { data: { things_id: id } });
      if (!device.stationId) fresh.push(id);
    }
    const now = this.deps.clock.now();
    await this.deps.stations
      .bind(
        fresh.map((deviceId) => ({
          deviceId,
          tenantId: auth.tenantId,
          stationId,
          deviceType: input.device_type ?? '',
          equippedCapacitor: input.equipped_capacitor ?? null,
          equippedPower: input.equipped_power ?? null,
          infoModelId: input.info_model_id ?? '',
          thirdThingsId: input.third_things_ids?.[input.things_ids.indexOf(deviceId)] ?? '',
          extraInfo: input.extra_info ?? {},
          boundAt: now,
        })),
        // The devices module marks their station, in the same transaction.
        (tx) =>
          this.deps.devices.bound(fresh, { id: stationId, tzOffsetMinutes: station.tzOffsetHours * 60 }, tx),
      )
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-out-wrapper.70006');
        throw error;
      });
    this.deps.devicesChanged?.(fresh);
    if (fresh.length > 0) await this.log(auth, stationId, 'bind', { things_ids: fresh });
    return { things_ids: fresh };
  }

  async unbind(auth: AuthContext, stationId: string, thingsIds: readonly string[]) {
    await this.reach(auth, stationId, 'edit');
    const removed = await this.deps.stations.unbind(stationId, [...new Set(thingsIds)], (tx, ids) =>
      this.deps.devices.unbound(ids, tx),
    );
    if (removed.length > 0) await this.log(auth, stationId, 'unbind', { things_ids: removed });
    return { things_ids: removed };
  }

  async things(auth: AuthContext, stationId: string, query: ThingsQuery) {
    await this.reach(auth, stationId, 'view');
    const { rows, total } = await this.deps.stations.things(stationId, query, {
      offset: (query.current_page - 1) * query.page_size,
      limit: query.page_size,
    });
    return {
      list: rows.map(presentThing),
      pagination: { total_size: total, current_page: query.current_page, page_size: query.page_size },
    };
  }

  async thingsWithoutPage(auth: AuthContext, stationId: string, filter: ThingsFilter) {
    await this.reach(auth, stationId, 'view');
    const { rows } = await this.deps.stations.things(stationId, filter);
    return { list: rows.map(presentThing) };
  }

  async setExtInfo(auth: AuthContext, stationId: string, thingsId: string, input: ExtInfoInput) {
    await this.reach(auth, stationId, 'edit');
    if (!(await this.deps.stations.setExtraInfo(stationId, thingsId, input.extra_info)))
      throw new AppError('iot-station.10014');
    await this.log(auth, stationId, 'ext_info', { things_id: thingsId });
    return { things_id: thingsId, extra_info: input.extra_info };
  }

  // ---------------------------------------------------------------- sharing

  async shares(auth: AuthContext, stationId: string) {
    await this.reach(auth, stationId, 'view');
    return { list: (await this.deps.stations.listShares(stationId)).map(presentShare) };
  }

  private async shareTargets(auth: AuthContext, userIds: readonly string[]) {
    const unique = [...new Set(userIds)];
    const found = await this.deps.stations.usersOfTenant(auth.tenantId, unique);
    // Managers see every station anyway; sharing with oneself means nothing.
    if (found.length !== unique.length || found.some((u) => u.isManager || u.id === auth.userId))
      throw new AppError('iot-station.10011');
    // A share is station authority: a sub-user hands it only to users below it.
    await this.deps.delegation.assertMayManage(auth, unique);
    return unique;
  }

  async share(auth: AuthContext, stationId: string, input: StationShareInput) {
    await this.reach(auth, stationId, 'distribute');
    const [userId] = await this.shareTargets(auth, [input.user_id]);
    await this.deps.stations.upsertShares([
      {
        tenantId: auth.tenantId,
        stationId,
        userId: userId!,
        permission: input.permission,
        sharedBy: auth.userId,
      },
    ]);
    await this.log(auth, stationId, 'share', { user_id: userId, permission: input.permission });
    return this.shares(auth, stationId);
  }

  async unshare(auth: AuthContext, stationId: string, userId: string): Promise<void> {
    await this.reach(auth, stationId, 'distribute');
    if (!(await this.deps.stations.deleteShare(stationId, userId))) throw notFound();
    await this.log(auth, stationId, 'unshare', { user_id: userId });
  }

  async batchAuthorize(auth: AuthContext, input: StationBatchAuthorizeInput) {
    const stationIds = [...new Set(input.station_ids)];
    for (const id of stationIds) await this.reach(auth, id, 'distribute');
    const userIds = await this.shareTargets(auth, input.user_ids);
    const rows = stationIds.flatMap((stationId) =>
      userIds.map((userId) => ({
        tenantId: auth.tenantId,
        stationId,
        userId,
        permission: input.permission,
        sharedBy: auth.userId,
      })),
    );
    await this.deps.stations.upsertShares(rows);
    for (const id of stationIds)
      await this.log(auth, id, 'share', { user_ids: userIds, permission: input.permission });
    return { count: rows.length };
  }

  // ---------------------------------------------------------------- sub-systems and settings

  async subsystems(auth: AuthContext, stationId: string) {
    await this.reach(auth, stationId, 'view');
    return { list: (await this.deps.stations.subsystems(stationId)).map(presentSubsystem) };
  }

  async createSubsystem(auth: AuthContext, stationId: string, input: SubsystemInput) {
    await this.reach(auth, stationId, 'edit');
    const name = input.name.trim();
    if (await this.deps.stations.subsystemNameTaken(stationId, name)) throw new AppError('iot-station.10012');
    const row = await this.deps.stations
      .insertSubsystem({ tenantId: auth.tenantId, stationId, name, createdAt: this.deps.clock.now() })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-station.10012');
        throw error;
      });
    await this.log(auth, stationId, 'subsystem_create', { subsystem_id: row.id, name });
    return presentSubsystem({ ...row, deviceIds: [] });
  }

  async renameSubsystem(auth: AuthContext, stationId: string, subsystemId: string, input: SubsystemInput) {
    await this.reach(auth, stationId, 'edit');
    const name = input.name.trim();
    if (!(await this.deps.stations.subsystemExists(stationId, subsystemId))) throw notFound();
    if (await this.deps.stations.subsystemNameTaken(stationId, name, subsystemId))
      throw new AppError('iot-station.10012');
    await this.deps.stations.renameSubsystem(stationId, subsystemId, name);
    await this.log(auth, stationId, 'subsystem_update', { subsystem_id: subsystemId, name });
    return this.subsystemOf(stationId, subsystemId);
  }

  private async subsystemOf(stationId: string, subsystemId: string) {
    const found = (await this.deps.stations.subsystems(stationId)).find((s) => s.id === subsystemId);
    if (!found) throw notFound();
    return presentSubsystem(found);
  }

  async deleteSubsystem(auth: AuthContext, stationId: string, subsystemId: string): Promise<void> {
    await this.reach(auth, stationId, 'edit');
    if (!(await this.deps.stations.deleteSubsystem(stationId, subsystemId))) throw notFound();
    await this.log(auth, stationId, 'subsystem_delete', { subsystem_id: subsystemId });
  }

  /** Devices of a sub-system: each must be bound to the station and in no other sub-system. */
  async setSubsystemDevices(
    auth: AuthContext,
    stationId: string,
    subsystemId: string,
    input: SubsystemDevicesInput,
  ) {
    await this.reach(auth, stationId, 'edit');
    if (!(await this.deps.stations.subsystemExists(stationId, subsystemId))) throw notFound();
    const ids = [...new Set(input.things_ids)];
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    for (const id of ids) {
      const device = found.get(id);
      if (!device || device.stationId !== stationId)
        throw new AppError('iot-station.10014', { data: { things_id: id } });
      if (device.subsystemId && device.subsystemId !== subsystemId)
        throw new AppError('iot-device.10013', { data: { things_id: id } });
    }
    await this.deps.stations.setSubsystemDevices(stationId, subsystemId, ids);
    await this.log(auth, stationId, 'subsystem_bind', { subsystem_id: subsystemId, things_ids: ids });
    return this.subsystemOf(stationId, subsystemId);
  }

  async masterSlave(auth: AuthContext, stationId: string) {
    const { station } = await this.reach(auth, stationId, 'view');
    const slaves = await this.deps.stations.slavesOf(auth.tenantId, stationId);
    return {
      architecture: station.architecture,
      master_station_id: station.masterStationId,
      slaves: slaves.map((s) => ({ id: s.id, name: s.name })),
    };
  }

  /** A master's slaves: visible stations of the tenant, not itself, no master of their own elsewhere, no slaves. */
  async setMasterSlave(auth: AuthContext, stationId: string, input: MasterSlaveInput) {
    const { station } = await this.reach(auth, stationId, 'edit');
    const ids = [...new Set(input.slave_station_ids)];
    if (ids.length > 0 && (station.architecture !== 'master_slave' || station.masterStationId))
      throw new AppError('iot-station.10008');
    for (const id of ids) {
      if (id === stationId) throw new AppError('iot-station.10008');
      const slave = await this.reach(auth, id, 'view').catch(() => undefined);
      if (!slave) throw new AppError('iot-station.10008');
      if (slave.station.masterStationId && slave.station.masterStationId !== stationId)
        throw new AppError('iot-station.10008');
      if ((await this.deps.stations.slavesOf(auth.tenantId, id)).length > 0)
        throw new AppError('iot-station.10008');
    }
    await this.deps.stations.setSlaves(auth.tenantId, stationId, ids, this.deps.clock.now());
    await this.log(auth, stationId, 'master_slave', { slave_station_ids: ids });
    return this.masterSlave(auth, stationId);
  }

  async bmsAssociation(auth: AuthContext, stationId: string) {
    const { station } = await this.reach(auth, stationId, 'view');
    return { associations: station.bmsAssociations };
  }

  async setBmsAssociation(auth: AuthContext, stationId: string, input: BmsAssociationInput) {
    await this.reach(auth, stationId, 'edit');
    const ids = input.associations.flatMap((a) => [a.bms_device_id, a.pcs_device_id]);
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    for (const a of input.associations) {
      if (a.bms_device_id === a.pcs_device_id) throw new AppError('iot-station.10010');
      for (const id of [a.bms_device_id, a.pcs_device_id])
        if (found.get(id)?.stationId !== stationId) throw new AppError('iot-station.10010');
    }
    await this.deps.stations.update(auth.tenantId, stationId, {
      bmsAssociations: input.associations,
      updatedAt: this.deps.clock.now(),
    });
    await this.log(auth, stationId, 'bms_association', { count: input.associations.length });
    return { associations: input.associations };
  }

  async video(auth: AuthContext, stationId: string): Promise<VideoSettings> {
    const { station } = await this.reach(auth, stationId, 'view');
    return { streams: station.videoStreams };
  }

  async setVideo(auth: AuthContext, stationId: string, input: VideoSettings): Promise<VideoSettings> {
    await this.reach(auth, stationId, 'edit');
    await this.deps.stations.update(auth.tenantId, stationId, {
      videoStreams: input.streams,
      updatedAt: this.deps.clock.now(),
    });
    await this.log(auth, stationId, 'video', { count: input.streams.length });
    return { streams: input.streams };
  }

  // ---------------------------------------------------------------- figures

  /** Energy and power of stations' devices, today (in each station's zone) and cumulative. */
  private async figuresOf(stations: StationRow[], devices: BoundDeviceState[]) {
    const nowMs = this.deps.clock.now().getTime();
    const deviceIds = devices.map((d) => d.deviceId);
    const dayStarts = stations.map((s) => localDayStart(nowMs, s.tzOffsetHours));
    const earliest = Math.min(...dayStarts, nowMs);
    const [hours, days] = await Promise.all([
      this.deps.figures.rollups('1h', deviceIds, earliest - 7 * DAY, nowMs + HOUR, COUNTER_POINTS),
      this.deps.figures.rollups('1d', deviceIds, 0, nowMs + DAY, COUNTER_POINTS),
    ]);
    const byStation = new Map<string, { today: FlowEnergy; total: FlowEnergy; power: FlowPower }>();
    stations.forEach((station, index) => {
      const own = devices.filter((d) => d.stationId === station.id);
      const ids = new Set(own.map((d) => d.deviceId));
      byStation.set(station.id, {
        today: energyOf(
          hours.filter((h) => ids.has(h.deviceId)),
          dayStarts[index]!,
        ),
        total: energyOf(
          days.filter((d) => ids.has(d.deviceId)),
          0,
        ),
        power: livePower(own),
      });
    });
    return byStation;
  }

  async overview(auth: AuthContext, stationId: string): Promise<StationOverview> {
    const { station } = await this.reach(auth, stationId, 'view');
    const slaves =
      station.architecture === 'master_slave'
        ? await this.deps.stations.slavesOf(auth.tenantId, stationId)
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
    const curveBuckets = await this.deps.figures.rollups(
      '5m',
      devices.map((d) => d.deviceId),
      dayStart,
      nowMs + HOUR,
      POWER_POINTS,
    );
    const latest = devices.map((d) => d.latestTs?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    const firstDay = await this.deps.figures.firstDay(devices.map((d) => d.deviceId));
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
      curve: powerCurve(devices, curveBuckets),
      included_station_ids: included.map((s) => s.id),
    };
  }

  /** The live part of the overview (latest values only): what the WebSocket pushes. */
  async live(auth: AuthContext, stationId: string) {
    const { station } = await this.reach(auth, stationId, 'view');
    const slaves =
      station.architecture === 'master_slave'
        ? await this.deps.stations.slavesOf(auth.tenantId, stationId)
        : [];
    const devices = await this.deps.stations.boundDeviceStates([stationId, ...slaves.map((s) => s.id)]);
    const latest = devices.map((d) => d.latestTs?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    return {
      type: 'live' as const,
      station_id: stationId,
      power: livePower(devices),
      soc: liveSoc(devices),
      running_status: runningState(devices),
      updated_at: latest > 0 ? new Date(latest).toISOString() : null,
    };
  }

  async bms(auth: AuthContext, stationId: string): Promise<{ list: BmsDeviceData[] }> {
    const { station } = await this.reach(auth, stationId, 'view');
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
    const stations = await this.deps.stations.listVisible(await this.visibility(auth), {});
    const devices = await this.deps.stations.boundDeviceStates(stations.map((s) => s.id));
    const figures = await this.figuresOf(stations, devices);
    const incomes = await this.incomeOf(stations, undefined, figures);
    let today = emptyEnergy();
    let total = emptyEnergy();
    let power: FlowPower = { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null };
    const income = new Map<string, number>();
    const byState: Record<string, number> = {};
    const top = [];
    for (const station of stations) {
      const f = figures.get(station.id)!;
      today = addEnergy(today, f.today);
      total = addEnergy(total, f.total);
      power = addPower(power, f.power);
      const stationIncome = round(incomes.get(station.id) ?? 0);
      income.set(station.currency, round((income.get(station.currency) ?? 0) + stationIncome));
      const state = runningState(devices.filter((d) => d.stationId === station.id)) ?? 'unknown';
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
          running_status: runningState(devices.filter((d) => d.stationId === s.id)),
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
      return this.deps.stations.listVisible(await this.visibility(auth), {});
    }
    return [(await this.reach(auth, dimensionId, 'view')).station];
  }

  async bigscreenRunning(auth: AuthContext, dimensionId: string, kind: 'tenant' | 'station') {
    const stations = await this.dimension(auth, dimensionId, kind);
    const devices = await this.deps.stations.boundDeviceStates(stations.map((s) => s.id));
    const byState: Record<string, number> = {};
    let online = 0;
    for (const station of stations) {
      const own = devices.filter((d) => d.stationId === station.id);
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

  // ---------------------------------------------------------------- recalculation

  /**
   * Starts recomputing the rollups of [begin_time, end_time) for one bound device or all of them;
   * runs in the background of this process, its row shows status and progress.
   */
  async recalculate(auth: AuthContext, stationId: string, input: RecalculationInput) {
    await this.reach(auth, stationId, 'edit');
    let deviceIds: string[];
    if (input.things_id) {
      const [device] = await this.deps.stations.devicesOfTenant(auth.tenantId, [input.things_id]);
      if (device?.stationId !== stationId) throw new AppError('iot-station.10014');
      deviceIds = [input.things_id];
    } else {
      deviceIds = (await this.deps.stations.boundDeviceStates([stationId])).map((d) => d.deviceId).sort();
    }
    const task = await this.deps.figures.insertRecalculation({
      tenantId: auth.tenantId,
      stationId,
      thingsId: input.things_id ?? null,
      beginTime: new Date(input.begin_time),
      endTime: new Date(input.end_time),
      createdBy: auth.userId,
      createdAt: this.deps.clock.now(),
    });
    await this.log(auth, stationId, 'recalculate', {
      begin_time: input.begin_time,
      end_time: input.end_time,
      things_id: input.things_id ?? null,
    });
    const run = this.runRecalculation(
      task.id,
      deviceIds,
      Date.parse(input.begin_time),
      Date.parse(input.end_time),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return presentRecalculation(task);
  }

  private async runRecalculation(taskId: string, deviceIds: string[], fromMs: number, toMs: number) {
    const figures = this.deps.figures;
    try {
      await figures.updateRecalculation(taskId, { status: 'running' });
      const sources = await figures.rollupSources(deviceIds);
      for (const [index, source] of sources.entries()) {
        await figures.recomputeDevice(source, fromMs, toMs);
        await figures.updateRecalculation(taskId, {
          progress: round(((index + 1) / sources.length) * 100, 1),
        });
      }
      await figures.updateRecalculation(taskId, {
        status: 'done',
        progress: 100,
        finishedAt: this.deps.clock.now(),
      });
    } catch (error) {
      await figures
        .updateRecalculation(taskId, {
          status: 'failed',
          error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
          finishedAt: this.deps.clock.now(),
        })
        .catch(() => undefined);
    }
  }

  async recalculations(auth: AuthContext, stationId: string) {
    await this.reach(auth, stationId, 'view');
    const nowMs = this.deps.clock.now().getTime();
    const rows = await this.deps.figures.listRecalculations(stationId);
    return { list: rows.map((row) => presentRecalculation(row, nowMs)) };
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
  if (input.picture_ids !== undefined) patch.pictureIds = input.picture_ids;
  if (input.comments !== undefined) patch.comments = input.comments;
  if (input.debug !== undefined) patch.debug = input.debug;
  return patch;
}
