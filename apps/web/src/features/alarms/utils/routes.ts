import { CONTAINER_PREFIX } from '@ies/contracts';

const base = `${CONTAINER_PREFIX}/StationManagement/AlarmList`;

export const alarmRoutes = {
  list: base,
  add: `${base}/AddTriggerManage`,
  editSimple: (id: string) => `${base}/EditSimpleTrigger?id=${encodeURIComponent(id)}`,
  /** Without an id: a new expert rule. */
  editExpert: (id?: string) => `${base}/EditExpertTrigger${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  notifications: `${base}/EditAlarmNotificationsSettings`,
};
