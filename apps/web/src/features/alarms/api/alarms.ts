import type {
  AlarmNotificationSettings,
  AlarmCount,
  AlarmEventList,
  AlarmRule,
  AlarmRuleCreateInput,
  AlarmRuleList,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface AlarmOwner {
  tenantId: string;
  userId: string;
}

const rules = (o: AlarmOwner) => `/api/alert-mgmt/tenants/${encodeURIComponent(o.tenantId)}/rules`;
const events = (o: AlarmOwner) =>
  `/api/out-wrapper/group/tenants/${encodeURIComponent(o.tenantId)}/user/${encodeURIComponent(o.userId)}/alert-event-data`;

export function fetchRules(o: AlarmOwner, page: number, pageSize: number): Promise<AlarmRuleList> {
  return apiClient.get<AlarmRuleList>(rules(o), { query: { current_page: page, page_size: pageSize } });
}

export function setRuleEnabled(o: AlarmOwner, id: string, enabled: boolean): Promise<AlarmRule> {
  return apiClient.put<AlarmRule>(`${rules(o)}/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`);
}

export function deleteRule(o: AlarmOwner, id: string): Promise<void> {
  return apiClient.delete<void>(`${rules(o)}/${encodeURIComponent(id)}`);
}

export function fetchEvents(
  o: AlarmOwner,
  page: number,
  pageSize: number,
  stationId?: string,
): Promise<AlarmEventList> {
  return apiClient.get<AlarmEventList>(events(o), {
    query: { current_page: page, page_size: pageSize, ...(stationId ? { group_id: stationId } : {}) },
  });
}

/** Open alarms (active or unhandled) of the tenant's stations the user may see: `count-event`. */
export function fetchAlarmCount(o: AlarmOwner, stationId?: string): Promise<AlarmCount> {
  return apiClient.get<AlarmCount>(
    `/api/alert-data-mgmt/tenants/${encodeURIComponent(o.tenantId)}/statistics/count-event`,
    { query: stationId ? { group_id: stationId } : {} },
  );
}

export function handleEvents(o: AlarmOwner, ids: string[], handler: string, handleMethod: string) {
  return apiClient.put<{ count: number }>(`${events(o)}/handle`, {
    ids,
    handler,
    handle_method: handleMethod,
  });
}

export function createRule(o: AlarmOwner, input: AlarmRuleCreateInput): Promise<AlarmRule> {
  return apiClient.post<AlarmRule>(rules(o), input);
}

export function fetchRule(o: AlarmOwner, id: string): Promise<AlarmRule> {
  return apiClient.get<AlarmRule>(`${rules(o)}/${encodeURIComponent(id)}`);
}

/** `PUT …/rules/{rule_id}`: the whole rule again. */
export function updateRule(o: AlarmOwner, id: string, input: AlarmRuleCreateInput): Promise<AlarmRule> {
  return apiClient.put<AlarmRule>(`${rules(o)}/${encodeURIComponent(id)}`, input);
}

const settings = (o: AlarmOwner) =>
  `/api/alert-mgmt/tenants/${encodeURIComponent(o.tenantId)}/notification-settings`;

/** The signed-in user's own alarm channels, minimum level and quiet hours. */
export function fetchNotificationSettings(o: AlarmOwner): Promise<AlarmNotificationSettings> {
  return apiClient.get<AlarmNotificationSettings>(settings(o));
}

export function saveNotificationSettings(
  o: AlarmOwner,
  input: AlarmNotificationSettings,
): Promise<AlarmNotificationSettings> {
  return apiClient.put<AlarmNotificationSettings>(settings(o), input);
}

/** `PUT …/rules/{rule_id}/shares`: the sub-users the rule is shared with (replaces the list). */
export function shareRule(o: AlarmOwner, id: string, userIds: string[]): Promise<AlarmRule> {
  return apiClient.put<AlarmRule>(`${rules(o)}/${encodeURIComponent(id)}/shares`, { user_ids: userIds });
}
