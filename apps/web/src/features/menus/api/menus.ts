import {
  type MenuItem,
  type MenuItemCreateInput,
  type MenuItemUpdate,
  PLATFORM_NAME,
  type PrivilegeSelf,
  type TenantMenu,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const platform = { platform: PLATFORM_NAME };
const itemPath = (field: string) => `/api/menus/tenant/items/${encodeURIComponent(field)}`;

/** getBatchTenantMenu(platform): the side menu, already filtered for the caller by the server. */
export function fetchTenantMenu(): Promise<TenantMenu> {
  return apiClient.get<TenantMenu>('/api/menus/tenant', { query: platform });
}

/** MenuManage: the tenant's whole menu tree, hidden items included (managers only). */
export function fetchTenantMenuItems(): Promise<TenantMenu> {
  return apiClient.get<TenantMenu>('/api/menus/tenant/items', { query: platform });
}

/** getPrivilegeSelf(platform): the caller's APIs and allowed menus. */
export function fetchPrivilegeSelf(): Promise<PrivilegeSelf> {
  return apiClient.get<PrivilegeSelf>('/api/tenant/privileges/self', { query: platform });
}

export function createMenuItem(input: MenuItemCreateInput): Promise<MenuItem> {
  return apiClient.post<MenuItem>('/api/menus/tenant/items', input, { query: platform });
}

export function updateMenuItem(field: string, input: MenuItemUpdate): Promise<MenuItem> {
  return apiClient.patch<MenuItem>(itemPath(field), input, { query: platform });
}

export function deleteMenuItem(field: string): Promise<void> {
  return apiClient.delete<void>(itemPath(field), { query: platform });
}
