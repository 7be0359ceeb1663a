import {
  accessOperations,
  type MenuItemCreateInput,
  type MenuItemUpdate,
  menusOperations,
  PLATFORM_NAME,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const query = { platform: PLATFORM_NAME };
const item = (field: string) => ({ params: { menu_field: field }, query });

/** getBatchTenantMenu(platform): the side menu, already filtered for the caller by the server. */
export const fetchTenantMenu = () => apiClient.call(menusOperations.sideMenu, { query });

/** MenuManage: the tenant's whole menu tree, hidden items included (managers only). */
export const fetchTenantMenuItems = () => apiClient.call(menusOperations.tenantMenu, { query });

/** getPrivilegeSelf(platform): the caller's APIs and allowed menus. */
export const fetchPrivilegeSelf = () => apiClient.call(accessOperations.selfPrivileges, { query });

export const createMenuItem = (body: MenuItemCreateInput) =>
  apiClient.call(menusOperations.createTenantItem, { query, body });

export const updateMenuItem = (field: string, body: MenuItemUpdate) =>
  apiClient.call(menusOperations.updateTenantItem, { ...item(field), body });

export const deleteMenuItem = (field: string) =>
  apiClient.call(menusOperations.deleteTenantItem, item(field));
