import type { AlarmEvent, AlarmRule } from '@ies/contracts';
import type { AlarmEventRow, AlarmRuleRow } from '../../db/schema';

export function presentRule(row: AlarmRuleRow, sharedUserIds: string[], editable: boolean): AlarmRule {
  return {
    id: row.id,
    name: row.name,
    data_type: row.dataType,
    level: row.level,
    status: row.status,
    alert_description_type: row.alertDescriptionType,
    custom_alert_description: row.customAlertDescription,
    enable_recovery: row.enableRecovery,
    time_condition: row.timeCondition ?? null,
    trigger_condition: row.triggerCondition,
    trigger_filter: row.triggerFilter,
    to_public: row.toPublic,
    simple_mode: row.simpleMode,
    actions: row.actions,
    notification_interval: row.notificationInterval ?? null,
    escalation: row.escalation ?? null,
    i18n: row.i18n ?? {},
    shared_user_ids: sharedUserIds,
    created_by: row.createdBy,
    editable,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface EventNames {
  deviceName: string | null;
  stationName: string | null;
}

export function presentEvent(row: AlarmEventRow & EventNames): AlarmEvent {
  return {
    id: row.id,
    rule_id: row.ruleId,
    rule_name: row.ruleName,
    device_id: row.deviceId,
    device_name: row.deviceName ?? row.deviceId,
    station_id: row.stationId,
    station_name: row.stationName,
    level: row.level,
    state: row.state,
    value: row.value ?? null,
    last_value: row.lastValue ?? null,
    count: row.count,
    message: row.message,
    i18n: row.i18n ?? {},
    generated_time: row.raisedAt.toISOString(),
    last_time: row.lastAt.toISOString(),
    recovered_time: row.state === 'recovered' ? (row.recoveredAt?.toISOString() ?? null) : null,
    ended_time: row.recoveredAt?.toISOString() ?? null,
    handler_status: row.handlerStatus,
    handler: row.handler,
    handle_method: row.handleMethod,
    handle_time: row.handledAt?.toISOString() ?? null,
    acknowledged_time: row.acknowledgedAt?.toISOString() ?? null,
    work_order_id: row.workOrderId ?? null,
    work_order_no: row.workOrderNo ?? null,
    parent_event_id: row.parentEventId ?? null,
    escalated_time: row.escalatedAt?.toISOString() ?? null,
    reminders: row.reminders,
  };
}
