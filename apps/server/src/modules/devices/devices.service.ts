import { randomUUID } from 'node:crypto';
import {
  DEVICE_LOG_LIMIT,
  type DeviceConfigPushInput,
  type DeviceLatest,
  type DeviceLogs,
} from '@ies/contracts';
import { presentDeviceLogs } from './device-logs.presenter';
import {
  type DeviceCreateInput,
  type DeviceKeyChangeInput,
  type DeviceListQuery,
  type DeviceUpdateInput,
  SEARCH_ALL_DEVICES_MAX,
  type SubDevicesChangeInput,
} from '@ies/contracts';
import type { Db } from '../../db/database';
import { generateDeviceKey, hashDeviceKey } from '../../ingest/device-key';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { SendReserver } from './send-reserver';
import type { DeviceConnections } from './device-connections';
import {
  type CreatedDevicesGrant,
  type DeviceScope,
  type DeviceScopeResolver,
  type StationDevicesResolver,
  stationFilter,
} from './device-scope';
import type { DeviceTypesRepository } from './device-types.repository';
import { presentDevice, presentDeviceLatest } from './devices.presenter';
import type { DevicePatch, DevicesRepository, DeviceWithType } from './devices.repository';
import { pagedList, pageWindow } from '../../db/paging';

/** What the storage domain does around a device delete (storage-capacity/deleted-device-samples.ts). */
export interface DeletedDeviceSamplesHook {
  deleting(tenantId: string, deviceId: string): Promise<void>;
  deleted(tenantId: string, deviceId: string): Promise<void>;
  /** Ids whose deleted device's samples are still kept for another tenant: not free to reuse. */
  heldByOthers(tenantId: string, ids: readonly string[]): Promise<Set<string>>;
}

const deviceNotFound = () => new AppError('iot-out-wrapper.70005');

/** Devices of a tenant: add, edit, key, delete, sub-devices, list (B §3, §5, §8). */
export class DevicesService {
  constructor(
    private readonly deps: {
      devices: DevicesRepository;
      types: DeviceTypesRepository;
      connections: DeviceConnections;
      clock: Clock;
      /** The single place the caller's device authority comes from (see device-scope.ts). */
      scopeOf: DeviceScopeResolver;
      /** Most devices one tenant may have. */
      devicesPerTenantMax: number;
      /** Adds a created device to a limited caller's authority, in the storing transaction. */
      grantCreated?: CreatedDevicesGrant;
      /** Per-device and per-tenant limits on what is sent to devices (shared with commands). */
      sendLimiter: SendReserver;
      /** A station's devices through the station authority, for the `station_id` filter. */
      stationDevices?: StationDevicesResolver;
      /** Storage keeps a deleted device's samples counted, and removes them as the tenant's mode says. */
      deletedSamples?: DeletedDeviceSamplesHook;
    },
  ) {}

  async list(auth: AuthContext, query: DeviceListQuery) {
    const scope = await this.deps.scopeOf(auth);
    const search = query.search?.trim() || undefined;
    const filters = {
      ids: await stationFilter(this.deps.stationDevices, auth, query.station_id),
      typeId: query.type_id,
      status: query.status,
      gatewayId: query.gateway_id,
      controlMode: query.control_mode,
      search,
      searchBy: query.search_by,
    };
    // Matching every text column is too slow on large fleets (B §5).
    if (search && query.search_by === 'all') {
      if ((await this.deps.devices.countBeforeSearch(scope, filters)) > SEARCH_ALL_DEVICES_MAX) {
        throw new AppError('iot-device.10006');
      }
    }
    const { rows, total } = await this.deps.devices.list(scope, filters, pageWindow(query), {
      key: query.sort,
      type: query.sort_type,
    });
    return pagedList(rows.map(presentDevice), total, query);
  }

  async get(auth: AuthContext, id: string) {
    const scope = await this.deps.scopeOf(auth);
    return presentDevice(await this.found(scope, id));
  }

  /** The device's log (last DEVICE_LOG_LIMIT entries) and its rejected-data counts. */
  async logs(auth: AuthContext, id: string): Promise<DeviceLogs> {
    const scope = await this.deps.scopeOf(auth);
    await this.found(scope, id);
    const [entries, rejected] = await Promise.all([
      this.deps.devices.logs(id, DEVICE_LOG_LIMIT),
      this.deps.devices.ingestErrors(id),
    ]);
    return presentDeviceLogs(entries, rejected);
  }

  /** The device's latest values (docs/api/devices.md); a device outside the caller's scope is 404. */
  async latest(auth: AuthContext, id: string): Promise<DeviceLatest> {
    const scope = await this.deps.scopeOf(auth);
    await this.found(scope, id);
    return presentDeviceLatest(id, await this.deps.devices.latest(id));
  }

  /**
   * Pushes advanced configuration to an online device (`config/push`); the push and the device's
   * `config/ack` both land in its log under the same request id.
   */
  async pushConfig(auth: AuthContext, id: string, input: DeviceConfigPushInput) {
    const scope = await this.deps.scopeOf(auth);
    const device = await this.found(scope, id);
    return this.deliverConfig(device, input.config, randomUUID(), auth.userId);
  }

  /**
   * For other modules (the strategy push): the same `config/push`, limits and log as pushConfig,
   * for a device of the tenant, under a request id the caller chose (and recorded first, so a
   * fast `config/ack` finds it). Throws iot-device.10001 when the device cannot hear it.
   */
  async pushConfigFor(
    tenantId: string,
    id: string,
    config: Record<string, unknown>,
    requestId: string,
    actor: string | null,
  ): Promise<{ request_id: string }> {
    const device = await this.found({ tenantId }, id);
    return this.deliverConfig(device, config, requestId, actor);
  }

  private async deliverConfig(
    device: DeviceWithType,
    config: Record<string, unknown>,
    requestId: string,
    actor: string | null,
  ): Promise<{ request_id: string }> {
    const id = device.id;
    // On-device settings cannot change while the device cannot hear about it (B §8).
    if (device.status === 'offline' || device.status === 'unset') throw new AppError('iot-device.10001');
    const reservation = await this.deps.sendLimiter.reserve([
      { tenantId: device.tenantId, deviceId: id, kind: 'config', count: 1 },
    ]);
    const sent = await this.deps.connections.publish(id, 'config/push', { request_id: requestId, config });
    if (!sent) {
      await reservation.release();
      throw new AppError('iot-device.10001');
    }
    await this.deps.devices.insertLog({
      deviceId: id,
      ts: this.deps.clock.now(),
      kind: 'config/push',
      level: 'info',
      code: requestId,
      data: { request_id: requestId, config, user_id: actor },
    });
    return { request_id: requestId };
  }

  async create(auth: AuthContext, input: DeviceCreateInput) {
    const scope = await this.deps.scopeOf(auth);
    await this.assertTypeVisible(scope, input.type_id);
    if (input.gateway_id) await this.assertCanBeGateway(scope, input.gateway_id, input.id);
    if ((await this.deps.devices.countOfTenant(scope.tenantId)) >= this.deps.devicesPerTenantMax) {
      throw new AppError('iot-device.10003');
    }
    if (await this.deps.devices.idTaken(input.id)) throw new AppError('iot-device.10016');
    // Another tenant's kept samples under this id would show in the new device's history.
    if ((await this.deps.deletedSamples?.heldByOthers(scope.tenantId, [input.id]))?.size)
      throw new AppError('iot-device.10016');
    const key = input.key ?? generateDeviceKey();
    // A caller with listed devices must keep reaching what it creates: the device joins its list
    // in the same transaction, so the answer always matches what was stored (docs/api/devices.md).
    const alongside = createdGrant(auth, scope, [input.id], this.deps.grantCreated);
    await this.deps.devices
      .insert(
        {
          id: input.id,
          tenantId: scope.tenantId,
          keyHash: hashDeviceKey(key),
          ...patchOf(input),
          name: input.name,
          typeId: input.type_id,
        },
        alongside,
      )
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-device.10016');
        throw error;
      });
    this.deps.connections.devicesAdded();
    if (input.gateway_id) await this.deps.connections.refreshGateway(input.gateway_id);
    return { ...presentDevice(await this.found(withCreated(scope, [input.id]), input.id)), key };
  }

  async update(auth: AuthContext, id: string, input: DeviceUpdateInput) {
    const scope = await this.deps.scopeOf(auth);
    const existing = await this.found(scope, id);
    // Settings that live on the device itself cannot change while it cannot hear about it (B §8).
    const onDevice =
      (input.control_mode !== undefined && input.control_mode !== existing.controlMode) ||
      (input.tz_offset_minutes !== undefined && input.tz_offset_minutes !== existing.tzOffsetMinutes);
    if (onDevice && existing.status === 'offline') throw new AppError('iot-device.10001');
    if (input.type_id && input.type_id !== existing.typeId)
      await this.assertTypeVisible(scope, input.type_id);
    if (input.gateway_id && input.gateway_id !== existing.gatewayId) {
      // A gateway cannot become another gateway's sub-device: one level only.
      if (existing.subDeviceCount > 0) throw subDeviceRefused([id]);
      await this.assertCanBeGateway(scope, input.gateway_id, id);
    }
    await this.deps.devices.update(scope, id, patchOf(input), this.deps.clock.now());
    this.deps.connections.deviceChanged(id);
    if (input.gateway_id !== undefined && input.gateway_id !== existing.gatewayId) {
      for (const gateway of [existing.gatewayId, input.gateway_id]) {
        if (gateway) await this.deps.connections.refreshGateway(gateway);
      }
    }
    return presentDevice(await this.found(scope, id));
  }

  /** Sets a chosen or generated key; the device is disconnected and must sign in with the new one. */
  async changeKey(auth: AuthContext, id: string, input: DeviceKeyChangeInput) {
    const scope = await this.deps.scopeOf(auth);
    await this.found(scope, id);
    const key = input.key ?? generateDeviceKey();
    if (!(await this.deps.devices.setKeyHash(scope, id, hashDeviceKey(key), this.deps.clock.now()))) {
      throw new AppError('iot-device.10008');
    }
    this.deps.connections.disconnect(id);
    return { key };
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const scope = await this.deps.scopeOf(auth);
    const existing = await this.found(scope, id);
    if (existing.stationId) throw new AppError('iot-device.10004');
    if (existing.subDeviceCount > 0) throw new AppError('iot-device.10005');
    await this.deps.deletedSamples?.deleting(existing.tenantId, id);
    if (!(await this.deps.devices.deleteUnbound(scope, id))) {
      // Bound or given sub-devices since the check above: say which.
      const now = await this.deps.devices.find(scope, id);
      if (!now) throw deviceNotFound();
      throw new AppError(now.stationId ? 'iot-device.10004' : 'iot-device.10005');
    }
    this.deps.connections.disconnect(id);
    if (existing.gatewayId) await this.deps.connections.refreshGateway(existing.gatewayId);
    await this.deps.deletedSamples?.deleted(existing.tenantId, id);
  }

  /** Puts up to 20 devices of the caller under a gateway. */
  async addSubDevices(auth: AuthContext, gatewayId: string, input: SubDevicesChangeInput): Promise<void> {
    const scope = await this.deps.scopeOf(auth);
    const gateway = await this.found(scope, gatewayId);
    if (gateway.gatewayId) throw subDeviceRefused([gatewayId]);
    const ids = [...new Set(input.device_ids)];
    const found = await this.deps.devices.findMany(scope, ids);
    const missing = ids.filter((id) => !found.some((device) => device.id === id));
    if (missing.length > 0) throw new AppError('iot-out-wrapper.70005', { data: { device_ids: missing } });
    // Not the gateway itself, not a gateway of its own, not under another gateway.
    const refused = found
      .filter((d) => d.id === gatewayId || d.subDeviceCount > 0 || (d.gatewayId && d.gatewayId !== gatewayId))
      .map((d) => d.id);
    if (refused.length > 0) throw subDeviceRefused(refused);
    await this.deps.devices.setGateway(scope, ids, gatewayId, this.deps.clock.now());
    for (const id of ids) this.deps.connections.deviceChanged(id);
    await this.deps.connections.refreshGateway(gatewayId);
  }

  /** Takes up to 20 sub-devices out from under a gateway. */
  async removeSubDevices(auth: AuthContext, gatewayId: string, input: SubDevicesChangeInput): Promise<void> {
    const scope = await this.deps.scopeOf(auth);
    await this.found(scope, gatewayId);
    const ids = [...new Set(input.device_ids)];
    const found = await this.deps.devices.findMany(scope, ids);
    const notChildren = ids.filter((id) => !found.some((d) => d.id === id && d.gatewayId === gatewayId));
    if (notChildren.length > 0) {
      throw new AppError('iot-out-wrapper.70005', { data: { device_ids: notChildren } });
    }
    await this.deps.devices.setGateway(scope, ids, null, this.deps.clock.now());
    for (const id of ids) this.deps.connections.deviceChanged(id);
    await this.deps.connections.refreshGateway(gatewayId);
  }

  private async found(scope: DeviceScope, id: string): Promise<DeviceWithType> {
    const device = await this.deps.devices.find(scope, id);
    if (!device) throw deviceNotFound();
    return device;
  }

  private async assertTypeVisible(scope: DeviceScope, typeId: string): Promise<void> {
    if (!(await this.deps.types.findVisible(scope.tenantId, typeId))) throw new AppError('iot-http.404');
  }

  /** The gateway exists for the caller and is not itself a sub-device. */
  private async assertCanBeGateway(scope: DeviceScope, gatewayId: string, deviceId: string): Promise<void> {
    if (gatewayId === deviceId) throw subDeviceRefused([deviceId]);
    const gateway = await this.found(scope, gatewayId);
    if (gateway.gatewayId) throw subDeviceRefused([gatewayId]);
  }

  /**
   * System call of the alarm engine (no caller): a device with an active alarm shows "alarm";
   * when its last alarm recovers it is back to online. Returns whether the status changed.
   */
  async markAlarm(deviceId: string, alarmed: boolean): Promise<boolean> {
    return this.deps.devices.setAlarmStatus(deviceId, alarmed);
  }

  /**
   * System call of the alarm engine (no caller): the points of a device type the tenant sees, by
   * identifier, with their names in each language and their unit (alarm texts name points so).
   */
  async pointTexts(
    tenantId: string,
    typeId: string,
  ): Promise<Map<string, { zh?: string; en?: string; unit?: string }>> {
    const type = await this.deps.types.findVisible(tenantId, typeId);
    return new Map((type?.points ?? []).map((p) => [p.name, { zh: p.zh, en: p.en, unit: p.unit }]));
  }
}

/**
 * The step that adds created devices to a limited caller's authority (undefined for a caller who
 * reaches every device). Without a grant to run, a limited caller is refused before anything is stored.
 */
export function createdGrant(
  auth: AuthContext,
  scope: DeviceScope,
  deviceIds: readonly string[],
  grant: CreatedDevicesGrant | undefined,
): ((tx: Db) => Promise<void>) | undefined {
  if (scope.deviceIds === undefined) return undefined;
  if (!grant) throw new AppError('iot-http.403');
  return (tx) => grant(auth, deviceIds, tx);
}

/** The caller's scope with the devices it just created. */
function withCreated(scope: DeviceScope, deviceIds: readonly string[]): DeviceScope {
  return scope.deviceIds === undefined ? scope : { ...scope, deviceIds: [...scope.deviceIds, ...deviceIds] };
}

function subDeviceRefused(deviceIds: string[]): AppError {
  return new AppError('iot-device.10020', { data: { device_ids: deviceIds } });
}

function patchOf(input: DeviceUpdateInput): DevicePatch {
  const patch: DevicePatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.type_id !== undefined) patch.typeId = input.type_id;
  if (input.longitude !== undefined) patch.longitude = input.longitude;
  if (input.latitude !== undefined) patch.latitude = input.latitude;
  if (input.gateway_id !== undefined) patch.gatewayId = input.gateway_id;
  if (input.firmware_version !== undefined) patch.firmwareVersion = input.firmware_version;
  if (input.hardware_version !== undefined) patch.hardwareVersion = input.hardware_version;
  if (input.serial_number !== undefined) patch.serialNumber = input.serial_number;
  if (input.ems_type !== undefined) patch.emsType = input.ems_type;
  if (input.control_mode !== undefined) patch.controlMode = input.control_mode;
  if (input.tz_offset_minutes !== undefined) patch.tzOffsetMinutes = input.tz_offset_minutes;
  return patch;
}
