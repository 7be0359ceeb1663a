import { CONTAINER_PREFIX } from '@ies/contracts';

const base = `${CONTAINER_PREFIX}/StationManagement/AlarmList`;

export const alarmRoutes = {
  list: base,
  add: `${base}/AddTriggerManage`,
};
