import {
  FIRMWARE_TASK_STATES,
  type Firmware,
  type FirmwareReason,
  type FirmwareTaskDetail,
  type FirmwareTaskSummary,
} from '@ies/contracts';
import type { FirmwareTaskDeviceRow, FirmwareTaskRow } from '../../db/schema';
import type { FirmwareRepository, PackageMeta } from './firmware.repository';

/** Rows of firmware upgrades as the API answers them. */
export function presentFirmware(row: PackageMeta): Firmware {
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: row.typeName,
    version: row.version,
    description: row.description,
    file_name: row.fileName,
    size: row.size,
    sha256: row.sha256,
    differential: row.differential,
    created_at: row.createdAt.toISOString(),
  };
}

type ListRow = Awaited<ReturnType<FirmwareRepository['listTasks']>>[number];

export function presentTaskSummary(row: ListRow): FirmwareTaskSummary {
  const t = row.task;
  return {
    id: t.id,
    firmware_id: t.firmwareId,
    version: row.version,
    type_name: row.typeName,
    target_kind: t.target.kind,
    phase: t.phase,
    reason: reasonOf(t.reason),
    upgrade_at: t.upgradeAt.toISOString(),
    current_group: t.currentGroup,
    devices: row.total ?? 0,
    succeeded: row.succeeded ?? 0,
    failed: row.failed ?? 0,
    created_by_name: row.createdByName ?? '',
    created_at: t.createdAt.toISOString(),
  };
}

function reasonOf(reason: FirmwareTaskRow['reason']): FirmwareReason {
  return reason ? { code: reason.code, params: reason.params ?? {} } : null;
}

type EventRow = Awaited<ReturnType<FirmwareRepository['taskEvents']>>[number];

export function presentTaskDetail(
  task: FirmwareTaskRow,
  firmware: PackageMeta,
  devices: Array<{ row: FirmwareTaskDeviceRow; name: string | null }>,
  events: EventRow[],
  createdByName: string,
): FirmwareTaskDetail {
  const groups = task.groupSizes.map((size, index) => ({
    index,
    percent: index === 0 ? task.plan.canary_percent : (task.plan.group_percents[index - 1] ?? 0),
    size,
    counts: Object.fromEntries(
      FIRMWARE_TASK_STATES.map((s) => [s, 0]),
    ) as FirmwareTaskDetail['groups'][number]['counts'],
    approved: task.approvedThrough >= index,
  }));
  for (const { row } of devices) {
    const group = groups[row.groupNo];
    if (group) group.counts[row.state] += 1;
  }
  const succeeded = devices.filter((d) => d.row.state === 'success').length;
  const failed = devices.filter((d) => d.row.state === 'fail').length;
  return {
    id: task.id,
    firmware_id: task.firmwareId,
    version: firmware.version,
    type_name: firmware.typeName,
    target_kind: task.target.kind,
    phase: task.phase,
    reason: reasonOf(task.reason),
    upgrade_at: task.upgradeAt.toISOString(),
    current_group: task.currentGroup,
    devices: devices.length,
    succeeded,
    failed,
    created_by_name: createdByName,
    created_at: task.createdAt.toISOString(),
    plan: task.plan,
    differential: firmware.differential,
    groups,
    device_list: devices.map(({ row, name }) => ({
      device_id: row.deviceId,
      device_name: name ?? row.deviceId,
      group: row.groupNo,
      state: row.state,
      progress: row.progress,
      reason: reasonOf(row.reason),
      attempts: row.attempts,
      from_version: row.fromVersion,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    })),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action as FirmwareTaskDetail['events'][number]['action'],
      actor_name: e.actorName ?? '',
      reason: reasonOf(e.reason),
    })),
  };
}
