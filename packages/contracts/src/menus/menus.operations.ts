import { operation } from '../common/operation';
import {
  menuFieldParamsSchema,
  menuItemCreateSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuPlatformQuerySchema,
  tenantMenuSchema,
} from './menus';

/** Served by `menus.routes.ts`; OpenAPI tag: menus. */
export const menusOperations = {
  sideMenu: operation({
    method: 'GET',
    path: '/menus/tenant',
    access: 'session',
    summary: "The caller's side menu (menu_json), filtered for the caller",
    schema: { querystring: menuPlatformQuerySchema, reply: tenantMenuSchema },
  }),
  tenantMenu: operation({
    method: 'GET',
    path: '/menus/tenant/items',
    access: 'menu:view',
    summary: 'The tenant menu for MenuManage',
    schema: { querystring: menuPlatformQuerySchema, reply: tenantMenuSchema },
  }),
  createTenantItem: operation({
    method: 'POST',
    path: '/menus/tenant/items',
    access: 'menu:create',
    answer: 201,
    summary: 'Add a tenant menu item',
    schema: { querystring: menuPlatformQuerySchema, body: menuItemCreateSchema, reply: menuItemSchema },
  }),
  updateTenantItem: operation({
    method: 'PATCH',
    path: '/menus/tenant/items/:menu_field',
    errors: ['iot-menu.10004'],
    access: 'menu:update',
    summary: 'Edit, hide/show or reorder a tenant menu item',
    schema: {
      querystring: menuPlatformQuerySchema,
      params: menuFieldParamsSchema,
      body: menuItemUpdateSchema,
      reply: menuItemSchema,
    },
  }),
  deleteTenantItem: operation({
    method: 'DELETE',
    path: '/menus/tenant/items/:menu_field',
    errors: ['iot-menu.10004'],
    access: 'menu:delete',
    answer: 204,
    summary: 'Delete a tenant menu item and its children',
    schema: { querystring: menuPlatformQuerySchema, params: menuFieldParamsSchema },
  }),
  publicMenu: operation({
    method: 'GET',
    path: '/admin/menus',
    access: 'platform:admin',
    summary: 'The public menus',
    schema: { querystring: menuPlatformQuerySchema, reply: tenantMenuSchema },
  }),
  createPublic: operation({
    method: 'POST',
    path: '/admin/menus',
    access: 'platform:admin',
    answer: 201,
    summary: 'Add a public menu item',
    schema: { querystring: menuPlatformQuerySchema, body: menuItemCreateSchema, reply: menuItemSchema },
  }),
  updatePublic: operation({
    method: 'PATCH',
    path: '/admin/menus/:menu_field',
    access: 'platform:admin',
    summary: 'Edit a public menu item',
    schema: {
      querystring: menuPlatformQuerySchema,
      params: menuFieldParamsSchema,
      body: menuItemUpdateSchema,
      reply: menuItemSchema,
    },
  }),
  deletePublic: operation({
    method: 'DELETE',
    path: '/admin/menus/:menu_field',
    access: 'platform:admin',
    answer: 204,
    summary: 'Delete a public menu item and its children',
    schema: { querystring: menuPlatformQuerySchema, params: menuFieldParamsSchema },
  }),
};
