import type { CommandEvent, DeviceCommand } from '@ies/contracts';
import type { DeviceCommandRow, deviceCommandEvents } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentCommand(row: DeviceCommandRow): DeviceCommand {
  return {
    id: row.id,
    task_id: row.taskId,
    device_id: row.deviceId,
    position: row.position,
    operation: row.operation,
    params: row.params,
    request_id: row.requestId,
    state: row.state,
    reply_code: row.replyCode,
    result: row.result ?? null,
    error_code: row.errorCode,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    sent_at: iso(row.sentAt),
    finished_at: iso(row.finishedAt),
    expires_at: row.expiresAt.toISOString(),
    timeout_at: iso(row.timeoutAt),
  };
}

export function presentCommandEvent(row: typeof deviceCommandEvents.$inferSelect): CommandEvent {
  return { state: row.state, at: row.at.toISOString(), actor: row.actor, detail: row.detail ?? null };
}
