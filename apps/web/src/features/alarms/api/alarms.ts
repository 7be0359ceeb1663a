import {
  type AlarmNotificationSettings,
  type AlarmRule,
  type AlarmRuleCreateInput,
  alarmEventsOperations,
  alarmRulesOperations,
  alarmSettingsOperations,
  alarmRuleStatusOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface AlarmOwner {
  tenantId: string;
  userId: string;
}

const tenant = (o: AlarmOwner) => ({ tenant_id: o.tenantId });
const ofUser = (o: AlarmOwner) => ({ params: { tenant_id: o.tenantId, user_id: o.userId } });
const ofRule = (o: AlarmOwner, id: string) => ({ params: { tenant_id: o.tenantId, rule_id: id } });
const ofStation = (stationId?: string) => (stationId ? { group_id: stationId } : {});

export const fetchRules = (o: AlarmOwner, page: number, pageSize: number) =>
  apiClient.call(alarmRulesOperations.list, {
    params: tenant(o),
    query: { current_page: page, page_size: pageSize },
  });

export const setRuleEnabled = (o: AlarmOwner, id: string, enabled: boolean): Promise<AlarmRule> =>
  apiClient.call(alarmRuleStatusOperations[enabled ? 'enable' : 'disable'], ofRule(o, id));

export const deleteRule = (o: AlarmOwner, id: string) =>
  apiClient.call(alarmRulesOperations.delete, ofRule(o, id));

export const fetchEvents = (o: AlarmOwner, page: number, pageSize: number, stationId?: string) =>
  apiClient.call(alarmEventsOperations.list, {
    ...ofUser(o),
    query: { current_page: page, page_size: pageSize, ...ofStation(stationId) },
  });

/** Open alarms (active or unhandled) of the tenant's stations the user may see: `count-event`. */
export const fetchAlarmCount = (o: AlarmOwner, stationId?: string) =>
  apiClient.call(alarmEventsOperations.count, { params: tenant(o), query: ofStation(stationId) });

/** B §2 batch delete: ended events go; active ones are kept, each named with its reason. */
export const deleteEvents = (o: AlarmOwner, ids: string[]) =>
  apiClient.call(alarmEventsOperations.delete, { ...ofUser(o), body: { ids } });

/** The delivery log of one event (recipients masked, errors in the caller's language). */
export const fetchDeliveries = (o: AlarmOwner, eventId: string) =>
  apiClient.call(alarmEventsOperations.deliveries, {
    params: { tenant_id: o.tenantId, user_id: o.userId, event_id: eventId },
  });

export const handleEvents = (o: AlarmOwner, ids: string[], handler: string, handleMethod: string) =>
  apiClient.call(alarmEventsOperations.handle, {
    ...ofUser(o),
    body: { ids, handler, handle_method: handleMethod },
  });

export const createRule = (o: AlarmOwner, body: AlarmRuleCreateInput) =>
  apiClient.call(alarmRulesOperations.create, { params: tenant(o), body });

export const fetchRule = (o: AlarmOwner, id: string) =>
  apiClient.call(alarmRulesOperations.get, ofRule(o, id));

/** `PUT …/rules/{rule_id}`: the whole rule again. */
export const updateRule = (o: AlarmOwner, id: string, body: AlarmRuleCreateInput) =>
  apiClient.call(alarmRulesOperations.update, { ...ofRule(o, id), body });

/** The signed-in user's own alarm channels, minimum level and quiet hours. */
export const fetchNotificationSettings = (o: AlarmOwner) =>
  apiClient.call(alarmSettingsOperations.get, { params: tenant(o) });

export const saveNotificationSettings = (o: AlarmOwner, body: AlarmNotificationSettings) =>
  apiClient.call(alarmSettingsOperations.update, { params: tenant(o), body });

/** `PUT …/rules/{rule_id}/shares`: the sub-users the rule is shared with (replaces the list). */
export const shareRule = (o: AlarmOwner, id: string, userIds: string[]) =>
  apiClient.call(alarmRulesOperations.share, { ...ofRule(o, id), body: { user_ids: userIds } });
