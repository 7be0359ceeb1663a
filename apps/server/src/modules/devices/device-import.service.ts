import type { DeviceConnections } from './device-connections';
import {
  type DeviceImportResult,
  type DeviceImportRow,
  deviceImportRowSchema,
  type DeviceListQuery,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import { generateDeviceKey, hashDeviceKey } from '../../ingest/device-key';
import { AppError, ValidationError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { uniqueViolation } from '../../db/violations';
import {
  type CreatedDevicesGrant,
  type DeviceScopeResolver,
  type StationDevicesResolver,
  stationFilter,
} from './device-scope';
import { createdGrant } from './devices.service';
import type { ImportRow } from './device-spreadsheet';
import { writeDeviceSheet } from './device-spreadsheet';
import type { DeviceTypesRepository } from './device-types.repository';
import { presentDevice } from './devices.presenter';
import type { DeletedDeviceSamplesHook } from './devices.service';
import type { DevicesRepository, NewDeviceValues } from './devices.repository';

/** Most devices one export holds. */
export const DEVICE_EXPORT_ROWS_MAX = 10_000;

type FieldProblem = { field: string; code: string; params?: Record<string, string | number> };

/** Device import (all or nothing, failing rows named) and export (xlsx). */
export class DeviceImportService {
  constructor(
    private readonly deps: {
      devices: DevicesRepository;
      types: DeviceTypesRepository;
      scopeOf: DeviceScopeResolver;
      devicesPerTenantMax: number;
      connections?: Pick<DeviceConnections, 'devicesAdded'>;
      grantCreated?: CreatedDevicesGrant;
      /** A station's devices through the station authority, for the `station_id` filter. */
      stationDevices?: StationDevicesResolver;
      /** Ids still holding another tenant's deleted device's samples count as taken. */
      deletedSamples?: Pick<DeletedDeviceSamplesHook, 'heldByOthers'>;
    },
  ) {}

  async import(auth: AuthContext, rows: readonly ImportRow[]): Promise<DeviceImportResult> {
    const scope = await this.deps.scopeOf(auth);
    const problems: FieldProblem[] = [];
    const valid: Array<{ row: number; device: DeviceImportRow }> = [];
    for (const { row, values } of rows) {
      const parsed = deviceImportRowSchema.safeParse(values, { error: catalogueErrorMap });
      if (parsed.success) valid.push({ row, device: parsed.data });
      else
        for (const issue of parsed.error.issues) {
          const path = issue.path.length > 0 ? issue.path.join('.') : 'row';
          problems.push({ field: `rows.${row}.${path}`, ...issueCodeAndParams(issue) });
        }
    }

    const ids = valid.map((v) => v.device.id);
    const taken = await this.deps.devices.idsTaken(ids);
    for (const id of (await this.deps.deletedSamples?.heldByOthers(scope.tenantId, ids)) ?? []) taken.add(id);
    const types = await this.deps.types.findVisibleByNames(
      scope.tenantId,
      valid.map((v) => v.device.type),
    );
    const gatewayIds = [...new Set(valid.flatMap((v) => (v.device.gateway_id ? [v.device.gateway_id] : [])))];
    const existingGateways = new Map(
      (await this.deps.devices.findMany(scope, gatewayIds)).map((d) => [d.id, d]),
    );
    const inFile = new Map(valid.map((v) => [v.device.id, v.device]));
    const seen = new Set<string>();
    for (const { row, device } of valid) {
      if (seen.has(device.id) || taken.has(device.id))
        problems.push({ field: `rows.${row}.id`, code: 'iot-device.10016' });
      seen.add(device.id);
      if (!types.has(device.type.toLowerCase())) {
        problems.push({ field: `rows.${row}.type`, code: 'iot-validation.10007' });
      }
      if (device.gateway_id) {
        const existing = existingGateways.get(device.gateway_id);
        const fileGateway = inFile.get(device.gateway_id);
        if (!existing && !fileGateway) {
          problems.push({ field: `rows.${row}.gateway_id`, code: 'iot-out-wrapper.70005' });
        } else if (device.gateway_id === device.id || existing?.gatewayId || fileGateway?.gateway_id) {
          // Gateways have one level.
          problems.push({ field: `rows.${row}.gateway_id`, code: 'iot-device.10020' });
        }
      }
    }
    if (problems.length > 0) throw new ValidationError(problems);

    const current = await this.deps.devices.countOfTenant(scope.tenantId);
    if (current + valid.length > this.deps.devicesPerTenantMax) throw new AppError('iot-device.10003');

    const keys: DeviceImportResult['keys'] = [];
    const values: NewDeviceValues[] = valid.map(({ device }) => {
      const key = device.key ?? generateDeviceKey();
      keys.push({ id: device.id, key });
      return {
        id: device.id,
        tenantId: scope.tenantId,
        name: device.name,
        typeId: types.get(device.type.toLowerCase())!.id,
        keyHash: hashDeviceKey(key),
        description: device.description ?? '',
        longitude: device.longitude ?? null,
        latitude: device.latitude ?? null,
        gatewayId: device.gateway_id ?? null,
        firmwareVersion: device.firmware_version ?? '',
        hardwareVersion: device.hardware_version ?? '',
        serialNumber: device.serial_number ?? '',
        emsType: device.ems_type ?? '',
        controlMode: device.control_mode ?? 'cloud',
        tzOffsetMinutes: device.tz_offset_minutes ?? 0,
      };
    });
    // Imported devices join a limited caller's authority in the same transaction (like a single add).
    const alongside = createdGrant(
      auth,
      scope,
      values.map((value) => value.id),
      this.deps.grantCreated,
    );
    await this.deps.devices.insertMany(values, alongside).catch((error: unknown) => {
      // An id taken meanwhile: nothing was stored.
      if (uniqueViolation(error) !== undefined) throw new AppError('iot-device.10016');
      throw error;
    });
    this.deps.connections?.devicesAdded();
    return { imported: values.length, keys };
  }

  /** The devices the list filters reach (first 10,000), as xlsx. */
  async export(
    auth: AuthContext,
    query: Omit<DeviceListQuery, 'current_page' | 'page_size'>,
  ): Promise<Buffer> {
    const scope = await this.deps.scopeOf(auth);
    const { rows } = await this.deps.devices.list(
      scope,
      {
        ids: await stationFilter(this.deps.stationDevices, auth, query.station_id),
        typeId: query.type_id,
        status: query.status,
        gatewayId: query.gateway_id,
        controlMode: query.control_mode,
        search: query.search?.trim() || undefined,
        searchBy: query.search_by,
      },
      { offset: 0, limit: DEVICE_EXPORT_ROWS_MAX },
    );
    return writeDeviceSheet(rows.map(presentDevice));
  }
}
