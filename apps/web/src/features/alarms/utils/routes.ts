import { CONTAINER_PREFIX } from '@ies/contracts';

export const ALARM_LIST_ROUTE = 'StationManagement/AlarmList';
const base = `${CONTAINER_PREFIX}/${ALARM_LIST_ROUTE}`;

export const alarmRoutes = {
  list: base,
  add: `${base}/AddTriggerManage`,
  editSimple: (id: string) => `${base}/EditSimpleTrigger?id=${encodeURIComponent(id)}`,
  /** Without an id: a new expert rule. */
  editExpert: (id?: string) => `${base}/EditExpertTrigger${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  notifications: `${base}/EditAlarmNotificationsSettings`,
};
