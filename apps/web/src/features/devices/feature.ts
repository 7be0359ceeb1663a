import { devicesEn } from './i18n/en';
import { devicesZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the devices feature adds to the app: its screens and its texts. */
export const devicesFeature: WebFeature<{ devices: typeof devicesZh }> = {
  routes: [
    {
      path: 'DeviceManager/DeviceList',
      titleKey: 'route.deviceList',
      menu: { group: 'operation', order: 1 },
      keepAlive: true,
      load: () => import('./pages/DeviceListPage'),
    },
    {
      path: 'DeviceManager/DeviceList/DeviceAdd',
      titleKey: 'route.deviceAdd',
      load: () => import('./pages/DeviceAddPage'),
    },
    {
      path: 'DeviceManager/DeviceList/DeviceDetails',
      titleKey: 'route.deviceDetails',
      load: () => import('./pages/DeviceDetailsPage'),
    },
    {
      path: 'DeviceManager/DeviceTypeList',
      titleKey: 'route.deviceTypeList',
      menu: { group: 'operation', order: 3 },
      load: () => import('./pages/DeviceTypeListPage'),
    },
    {
      path: 'DeviceManager/DeviceTypeList/DeviceTypeDetail',
      titleKey: 'route.deviceTypeDetail',
      load: () => import('./pages/DeviceTypeDetailPage'),
    },
  ],
  catalogue: { zh: { devices: devicesZh }, en: { devices: devicesEn } },
};
