import type { DockingDelivery, PlatformBinding } from '@ies/contracts';
import type { PlatformDeliveryRow } from '../../db/schema';
import type { BindingView } from './platform-docking.repository';

export function presentDelivery(row: PlatformDeliveryRow): DockingDelivery {
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    http_status: row.httpStatus,
    failure: row.failure,
    record_count: row.recordCount,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

export function presentBinding(row: BindingView, last: PlatformDeliveryRow | undefined): PlatformBinding {
  return {
    id: row.id,
    project_name: row.projectName,
    project_number: row.projectNumber,
    group_id: row.stationId,
    group_name: row.stationName,
    push_url: row.pushUrl,
    enabled: row.enabled,
    last_delivery: last ? presentDelivery(last) : null,
    created_at: row.createdAt.toISOString(),
  };
}
