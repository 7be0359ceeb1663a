import type { WorkOrder, WorkOrderRole, WorkOrderStatus, WorkOrderTemplate } from '@ies/contracts';
import type { WorkOrderRow, WorkOrderTemplateRow } from '../../db/schema';
import { type PictureUrl, presentPictures } from './order-common';

export function presentWorkOrder(
  row: WorkOrderRow,
  names: Map<string, string>,
  myRoles: WorkOrderRole[],
  url: PictureUrl,
): WorkOrder {
  return {
    id: row.id,
    order_no: row.orderNo,
    tenant_id: row.tenantId,
    name: row.name,
    i18n: row.i18n ?? {},
    priority: row.priority,
    type: row.type,
    feedback_type: row.feedbackType,
    template_id: row.templateId,
    checklist: row.checklist.map((c) => ({ item: c.item, done: c.done, note: c.note, i18n: c.i18n ?? {} })),
    station_id: row.stationId,
    station_name: row.stationName,
    device_ids: row.deviceIds,
    alarm_event_id: row.alarmEventId,
    status: row.status,
    sponsor_id: row.sponsorId,
    sponsor_name: names.get(row.sponsorId) ?? '',
    handler_id: row.handlerId,
    handler_name: row.handlerId ? (names.get(row.handlerId) ?? '') : null,
    verifier_id: row.verifierId,
    verifier_name: names.get(row.verifierId) ?? '',
    planned_start: row.plannedStart.toISOString(),
    planned_end: row.plannedEnd.toISOString(),
    actual_start: row.actualStart?.toISOString() ?? null,
    actual_end: row.actualEnd?.toISOString() ?? null,
    overdue_at: row.overdueAt?.toISOString() ?? null,
    description: row.description,
    picture_ids: row.pictureIds,
    pictures: presentPictures(row.pictureIds, url),
    my_roles: myRoles,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentTemplate(row: WorkOrderTemplateRow): WorkOrderTemplate {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    i18n: row.i18n ?? {},
    checklist: row.checklist,
    checklist_i18n: row.checklist.map((_, i) => row.checklistI18n?.[i] ?? {}),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every status with its count (0 when none). */
export function countsOf<S extends string>(
  statuses: readonly S[],
  counts: Map<S, number>,
): Record<S, number> {
  return Object.fromEntries(statuses.map((s) => [s, counts.get(s) ?? 0])) as Record<S, number>;
}

export type { WorkOrderStatus };
