import { containerPath } from '../../../lib/paths';

export const DEVICE_LIST_ROUTE = 'DeviceManager/DeviceList';
export const DEVICE_ADD_ROUTE = 'DeviceManager/DeviceList/DeviceAdd';
export const DEVICE_DETAILS_ROUTE = 'DeviceManager/DeviceList/DeviceDetails';
export const DEVICE_TYPE_LIST_ROUTE = 'DeviceManager/DeviceTypeList';
export const DEVICE_TYPE_DETAIL_ROUTE = 'DeviceManager/DeviceTypeList/DeviceTypeDetail';

export const deviceDetailsPath = (id: string) =>
  `${containerPath(DEVICE_DETAILS_ROUTE)}?id=${encodeURIComponent(id)}`;
export const deviceTypeDetailPath = (id?: string) =>
  `${containerPath(DEVICE_TYPE_DETAIL_ROUTE)}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
