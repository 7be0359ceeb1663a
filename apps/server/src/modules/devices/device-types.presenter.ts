import type { DeviceType, DeviceTypeExport, DeviceTypeSummary, ThingProperty } from '@ies/contracts';
import type { DeviceTypeRow, StoredPoint } from '../../db/schema';
import type { DeviceTypeWithCount } from './device-types.repository';

/** Points seeded without texts (ingest tests) show their name. */
function pointOf(point: StoredPoint): ThingProperty {
  const { zh, ...rest } = point;
  return { ...rest, zh: zh ?? point.name, enum: point.enum ? [...point.enum] : undefined } as ThingProperty;
}

export function presentDeviceTypeExport(row: DeviceTypeRow): DeviceTypeExport {
  return {
    name: row.name,
    nickname: row.nickname,
    remark: row.remark,
    template_type: row.templateType,
    timeout_seconds: row.timeoutSeconds,
    offline_command: row.offlineCommand,
    join_interval_seconds: row.joinIntervalSeconds,
    confirm_interval_seconds: row.confirmIntervalSeconds,
    differential_upgrade: row.differentialUpgrade,
    topics: row.topics,
    points: row.points.map(pointOf),
    operations: row.operations,
    events: row.events,
    init_params: row.initParams,
    status_templates: row.statusTemplates,
    log_attributes: row.logAttributes,
  };
}

export function presentDeviceType(row: DeviceTypeWithCount): DeviceType {
  return {
    id: row.id,
    kind: row.tenantId === null ? 'standard' : 'custom',
    ...presentDeviceTypeExport(row),
    device_count: row.deviceCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDeviceTypeSummary(row: DeviceTypeWithCount): DeviceTypeSummary {
  return {
    id: row.id,
    kind: row.tenantId === null ? 'standard' : 'custom',
    name: row.name,
    nickname: row.nickname,
    remark: row.remark,
    template_type: row.templateType,
    timeout_seconds: row.timeoutSeconds,
    point_count: row.points.length,
    operation_count: row.operations.length,
    device_count: row.deviceCount,
    updated_at: row.updatedAt.toISOString(),
  };
}
