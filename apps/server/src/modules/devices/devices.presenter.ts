import type { Device, DeviceLatest } from '@ies/contracts';
import type { DeviceWithType } from './devices.repository';

/** A device as the calls show it; the key hash never leaves. */
export function presentDevice(row: DeviceWithType): Device {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type_id: row.typeId,
    type_name: row.typeName,
    status: row.status,
    online_at: row.onlineAt?.toISOString() ?? null,
    offline_at: row.offlineAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    longitude: row.longitude,
    latitude: row.latitude,
    gateway_id: row.gatewayId,
    sub_device_count: row.subDeviceCount,
    station_id: row.stationId,
    firmware_version: row.firmwareVersion,
    hardware_version: row.hardwareVersion,
    serial_number: row.serialNumber,
    ems_type: row.emsType,
    signal_strength: row.signalStrength,
    sim_data_used: row.simDataUsed,
    sd_status: row.sdStatus,
    control_mode: row.controlMode,
    tz_offset_minutes: row.tzOffsetMinutes,
  };
}

/** A device's latest values; none yet: ts null and no values. */
export function presentDeviceLatest(
  deviceId: string,
  row: { ts: Date; values: Record<string, unknown> } | undefined,
): DeviceLatest {
  return { device_id: deviceId, ts: row ? row.ts.getTime() : null, values: row?.values ?? {} };
}
