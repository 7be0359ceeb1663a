import {
  type MenuItem,
  type MenuItemCreateInput,
  type MenuItemUpdate,
  menusOperations,
  PLATFORM_NAME,
  type TenantMenu,
} from '@ies/contracts';
import type { I18nKey } from '../../../i18n/keys';
import { apiClient } from '../../../ui/apiClient';
import { createMenuItem, deleteMenuItem, fetchTenantMenuItems, updateMenuItem } from './menus';
import { menuKeys } from './menuKeys';

/** One menu tree MenuManage edits: the tenant's, or the platform's public menus. */
export interface MenuSource {
  queryKey: readonly unknown[];
  titleKey: I18nKey;
  fetch: () => Promise<TenantMenu>;
  create: (input: MenuItemCreateInput) => Promise<MenuItem>;
  update: (field: string, input: MenuItemUpdate) => Promise<MenuItem>;
  remove: (field: string) => Promise<void>;
  /** In a tenant's menu the public items come from the platform: only show/hide and order are theirs. */
  publicItemsLocked: boolean;
}

export const TENANT_MENU_SOURCE: MenuSource = {
  // Every item, hidden ones included; under the side menu's key prefix so an edit refreshes both.
  queryKey: menuKeys.tenantItems,
  titleKey: 'menus.title',
  fetch: fetchTenantMenuItems,
  create: createMenuItem,
  update: updateMenuItem,
  remove: deleteMenuItem,
  publicItemsLocked: true,
};

const query = { platform: PLATFORM_NAME };
const publicItem = (field: string) => ({ params: { menu_field: field }, query });

/** The public menus every tenant's menu starts from (platform administrator console). */
export const PUBLIC_MENU_SOURCE: MenuSource = {
  queryKey: menuKeys.public,
  titleKey: 'menus.publicTitle',
  fetch: () => apiClient.call(menusOperations.publicMenu, { query }),
  create: (body) => apiClient.call(menusOperations.createPublic, { query, body }),
  update: (field, body) => apiClient.call(menusOperations.updatePublic, { ...publicItem(field), body }),
  remove: (field) => apiClient.call(menusOperations.deletePublic, publicItem(field)),
  publicItemsLocked: false,
};
