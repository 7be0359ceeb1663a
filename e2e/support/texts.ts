// The app's own catalogues, so the journeys check the real texts in both languages: the shell's
// shared texts and the namespaces the features bring (features/<domain>/i18n, listed by the app).
import { accessErrors } from '../../packages/contracts/src/identity/sign-in-errors';
import { loginErrors } from '../../packages/contracts/src/identity/login-errors';
import { userErrors } from '../../packages/contracts/src/access/errors';
import { accessEn } from '../../apps/web/src/features/access/i18n/en';
import { accessZh } from '../../apps/web/src/features/access/i18n/zh';
import { adminEn } from '../../apps/web/src/features/admin/i18n/en';
import { adminZh } from '../../apps/web/src/features/admin/i18n/zh';
import { adminJobsEn } from '../../apps/web/src/features/admin/i18n/jobs.en';
import { adminJobsZh } from '../../apps/web/src/features/admin/i18n/jobs.zh';
import { menusEn } from '../../apps/web/src/features/menus/i18n/en';
import { menusZh } from '../../apps/web/src/features/menus/i18n/zh';
import { alarmsEn } from '../../apps/web/src/features/alarms/i18n/en';
import { alarmsZh } from '../../apps/web/src/features/alarms/i18n/zh';
import { stationsEn } from '../../apps/web/src/features/stations/i18n/en';
import { stationsZh } from '../../apps/web/src/features/stations/i18n/zh';
import { pricesEn } from '../../apps/web/src/features/prices/i18n/en';
import { pricesZh } from '../../apps/web/src/features/prices/i18n/zh';
import { strategiesEn } from '../../apps/web/src/features/strategies/i18n/en';
import { strategiesZh } from '../../apps/web/src/features/strategies/i18n/zh';
import { ordersEn } from '../../apps/web/src/features/orders/i18n/en';
import { ordersZh } from '../../apps/web/src/features/orders/i18n/zh';
import { devicesEn } from '../../apps/web/src/features/devices/i18n/en';
import { devicesZh } from '../../apps/web/src/features/devices/i18n/zh';
import { deviceDataEn } from '../../apps/web/src/features/device-data/i18n/en';
import { deviceDataZh } from '../../apps/web/src/features/device-data/i18n/zh';
import { en as sharedEn } from '../../apps/web/src/i18n/en';
import { zh as sharedZh } from '../../apps/web/src/i18n/zh';

const zh = {
  ...sharedZh,
  access: accessZh,
  admin: adminZh,
  adminJobs: adminJobsZh,
  menus: menusZh,
  alarms: alarmsZh,
  stations: stationsZh,
  prices: pricesZh,
  strategies: strategiesZh,
  orders: ordersZh,
  devices: devicesZh,
  deviceData: deviceDataZh,
};
const en = {
  ...sharedEn,
  access: accessEn,
  admin: adminEn,
  adminJobs: adminJobsEn,
  menus: menusEn,
  alarms: alarmsEn,
  stations: stationsEn,
  prices: pricesEn,
  strategies: strategiesEn,
  orders: ordersEn,
  devices: devicesEn,
  deviceData: deviceDataEn,
};
export const texts = { zh, en } as const;
export const errors = { ...accessErrors, ...loginErrors, ...userErrors };
