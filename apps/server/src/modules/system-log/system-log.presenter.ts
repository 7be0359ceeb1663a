import type { BehaviourLogEntry, OperationLogEntry } from '@ies/contracts';
import type { OperationLogRow } from '../../db/schema';
import type { BehaviourLogWithUser } from '../behaviour-log/behaviour-log.service';

export function presentOperation(row: OperationLogRow): OperationLogEntry {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    user_id: row.userId,
    username: row.username,
    module: row.module,
    action: row.action,
    params: (row.params ?? {}) as Record<string, unknown>,
    status_code: row.statusCode,
    error_code: row.errorCode,
    result: row.statusCode < 400 ? 'success' : 'failure',
    ip: row.ip,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentBehaviour(row: BehaviourLogWithUser): BehaviourLogEntry {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    user_id: row.userId,
    username: row.username ?? '',
    platform: row.platform,
    module: row.module,
    action: row.action,
    params: (row.params ?? {}) as Record<string, unknown>,
    result: row.result,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
