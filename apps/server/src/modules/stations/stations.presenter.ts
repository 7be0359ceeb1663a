import type {
  RecalculationTask,
  Station,
  StationAccessLevel,
  StationLogEntry,
  StationShare,
  StationThing,
  Subsystem,
} from '@ies/contracts';
import type {
  StationDeviceRow,
  StationLogRow,
  StationRecalculationRow,
  StationRow,
  StationSubsystemRow,
} from '../../db/schema';
import { onlineStatus, runningState, stationStatus } from './station-figures';
import type { BoundDeviceState } from './stations.repository';

export function presentStation(
  row: StationRow,
  extra: {
    devices: BoundDeviceState[];
    deviceCount: number;
    subsystemCount: number;
    collected: boolean;
    access: StationAccessLevel;
    /** The picture's signed, short-lived address (UploadReferences.pictureUrls). */
    pictureUrl: (id: string) => string;
  },
): Station {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    architecture: row.architecture,
    address: row.address,
    contact: row.contact,
    contact_phone: row.contactPhone,
    owner_name: row.ownerName,
    installed_capacity_kwh: row.installedCapacityKwh,
    installed_power_kw: row.installedPowerKw,
    price_per_kwh: row.pricePerKwh,
    kwh_income: row.kwhIncome,
    currency: row.currency,
    subsidy_income: row.subsidyIncome,
    total_cost: row.totalCost,
    longitude: row.longitude,
    latitude: row.latitude,
    tilt: row.tilt,
    grid_connected_at: row.gridConnectedAt?.toISOString() ?? null,
    tz_offset_hours: row.tzOffsetHours,
    time_zone: row.timeZone,
    emission_factor_kg_per_kwh: row.emissionFactorKgPerKwh,
    pictures: row.pictureIds.map((id) => ({ id, url: extra.pictureUrl(id) })),
    comments: row.comments,
    debug: row.debug,
    status: stationStatus(extra.devices),
    online_status: onlineStatus(extra.devices),
    running_status: runningState(extra.devices),
    device_count: extra.deviceCount,
    subsystem_count: extra.subsystemCount,
    collected: extra.collected,
    master_station_id: row.masterStationId,
    access: extra.access,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentLog(row: StationLogRow): StationLogEntry {
  return {
    id: String(row.id),
    station_id: row.stationId,
    user_id: row.userId,
    user_name: row.userName,
    action: row.action,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentThing(row: {
  binding: StationDeviceRow;
  name: string;
  typeId: string;
  typeName: string;
  status: StationThing['status'];
}): StationThing {
  const b = row.binding;
  return {
    id: b.deviceId,
    name: row.name,
    type_id: row.typeId,
    type_name: row.typeName,
    status: row.status,
    subsystem_id: b.subsystemId,
    device_type: b.deviceType,
    equipped_capacitor: b.equippedCapacitor,
    equipped_power: b.equippedPower,
    info_model_id: b.infoModelId,
    third_things_id: b.thirdThingsId,
    extra_info: b.extraInfo,
    bound_at: b.boundAt.toISOString(),
  };
}

export function presentShare(row: {
  userId: string;
  userName: string;
  permission: StationShare['permission'];
  sharedBy: string | null;
  createdAt: Date;
}): StationShare {
  return {
    user_id: row.userId,
    user_name: row.userName,
    permission: row.permission,
    shared_by: row.sharedBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSubsystem(row: StationSubsystemRow & { deviceIds: string[] }): Subsystem {
  return {
    id: row.id,
    station_id: row.stationId,
    name: row.name,
    device_ids: row.deviceIds,
    created_at: row.createdAt.toISOString(),
  };
}

/** A queued or running task not moved for this long lost its process (restart, crash). */
export const RECALCULATION_STALE_MS = 10 * 60_000;

export function presentRecalculation(row: StationRecalculationRow, nowMs = Date.now()): RecalculationTask {
  const unfinished = row.status === 'queued' || row.status === 'running';
  if (unfinished && nowMs - row.updatedAt.getTime() > RECALCULATION_STALE_MS) {
    return { ...presentRecalculation({ ...row, status: 'failed', error: 'interrupted' }) };
  }
  return {
    id: row.id,
    station_id: row.stationId,
    kind: row.kind,
    things_id: row.thingsId,
    begin_time: row.beginTime.toISOString(),
    end_time: row.endTime.toISOString(),
    status: row.status,
    progress: row.progress,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
