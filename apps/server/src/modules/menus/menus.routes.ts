import {
  menuFieldParamsSchema,
  menuItemCreateSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuPlatformQuerySchema,
  tenantMenuSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION } from '../../platform/auth.plugin';
import { moduleRoutes } from '../../platform/route-spec';
import type { MenuService } from './menu.service';

const tags = ['menus'];
const querystring = menuPlatformQuerySchema;
const params = menuFieldParamsSchema;

/** Tenant menus (getBatchTenantMenu, MenuManage) and the platform administrator's public menus. */
export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  const routes = moduleRoutes(app, tags);
  await menus.seedDefaults();

  routes.get('/menus/tenant', 'session', {
    summary: "The caller's side menu (menu_json), filtered for the caller",
    schema: { querystring, response: { 200: tenantMenuSchema } },
    handler: (auth, { query }) => menus.sideMenu(auth, query.platform),
  });

  routes.get('/menus/tenant/items', 'menu:view', {
    summary: 'The tenant menu for MenuManage',
    schema: { querystring, response: { 200: tenantMenuSchema } },
    handler: (auth, { query }) => menus.tenantMenu(auth, query.platform),
  });

  routes.post('/menus/tenant/items', 'menu:create', {
    summary: 'Add a tenant menu item',
    schema: { querystring, body: menuItemCreateSchema, response: { 201: menuItemSchema } },
    handler: (auth, { query, body }) => menus.createTenantItem(auth, query.platform, body),
  });

  routes.patch('/menus/tenant/items/:menu_field', 'menu:update', {
    summary: 'Edit, hide/show or reorder a tenant menu item',
    schema: { querystring, params, body: menuItemUpdateSchema, response: { 200: menuItemSchema } },
    handler: (auth, { query, params, body }) =>
      menus.updateTenantItem(auth, query.platform, params.menu_field, body),
  });

  routes.delete('/menus/tenant/items/:menu_field', 'menu:delete', {
    summary: 'Delete a tenant menu item and its children',
    schema: { querystring, params },
    status: 204,
    handler: (auth, { query, params }) => menus.deleteTenantItem(auth, query.platform, params.menu_field),
  });

  routes.get('/admin/menus', PLATFORM_ADMIN_PERMISSION, {
    summary: 'The public menus',
    schema: { querystring, response: { 200: tenantMenuSchema } },
    handler: (auth, { query }) => menus.publicMenu(auth, query.platform),
  });

  routes.post('/admin/menus', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Add a public menu item',
    schema: { querystring, body: menuItemCreateSchema, response: { 201: menuItemSchema } },
    handler: (auth, { query, body }) => menus.createPublic(auth, query.platform, body),
  });

  routes.patch('/admin/menus/:menu_field', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Edit a public menu item',
    schema: { querystring, params, body: menuItemUpdateSchema, response: { 200: menuItemSchema } },
    handler: (auth, { query, params, body }) =>
      menus.updatePublic(auth, query.platform, params.menu_field, body),
  });

  routes.delete('/admin/menus/:menu_field', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Delete a public menu item and its children',
    schema: { querystring, params },
    status: 204,
    handler: (auth, { query, params }) => menus.deletePublic(auth, query.platform, params.menu_field),
  });
};
