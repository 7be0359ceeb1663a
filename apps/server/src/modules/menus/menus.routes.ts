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
const querystring = menuPlatformQuerySchema;
const params = menuFieldParamsSchema;

/** Tenant menus (getBatchTenantMenu, MenuManage) and the platform administrator's public menus. */
export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  const routes = moduleRoutes(app, ['menus']);
  await menus.seedDefaults();

  routes.get('/menus/tenant', 'session', {
    schema: { querystring, reply: tenantMenuSchema },
    summary: "The caller's side menu (menu_json), filtered for the caller",
    handler: (auth, { query }) => menus.sideMenu(auth, query.platform),
  });

  routes.get('/menus/tenant/items', 'menu:view', {
    schema: { querystring, reply: tenantMenuSchema },
    summary: 'The tenant menu for MenuManage',
    handler: (auth, { query }) => menus.tenantMenu(auth, query.platform),
  });

  routes.created.post('/menus/tenant/items', 'menu:create', {
    schema: { querystring, body: menuItemCreateSchema, reply: menuItemSchema },
    summary: 'Add a tenant menu item',
    handler: (auth, { query, body }) => menus.createTenantItem(auth, query.platform, body),
  });

  routes.patch('/menus/tenant/items/:menu_field', 'menu:update', {
    schema: { querystring, params, body: menuItemUpdateSchema, reply: menuItemSchema },
    summary: 'Edit, hide/show or reorder a tenant menu item',
    handler: (auth, { query, params, body }) =>
      menus.updateTenantItem(auth, query.platform, params.menu_field, body),
  });

  routes.noContent.delete('/menus/tenant/items/:menu_field', 'menu:delete', {
    schema: { querystring, params },
    summary: 'Delete a tenant menu item and its children',
    handler: (auth, { query, params }) => menus.deleteTenantItem(auth, query.platform, params.menu_field),
  });

  routes.get('/admin/menus', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring, reply: tenantMenuSchema },
    summary: 'The public menus',
    handler: (auth, { query }) => menus.publicMenu(auth, query.platform),
  });

  routes.created.post('/admin/menus', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring, body: menuItemCreateSchema, reply: menuItemSchema },
    summary: 'Add a public menu item',
    handler: (auth, { query, body }) => menus.createPublic(auth, query.platform, body),
  });

  routes.patch('/admin/menus/:menu_field', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring, params, body: menuItemUpdateSchema, reply: menuItemSchema },
    summary: 'Edit a public menu item',
    handler: (auth, { query, params, body }) =>
      menus.updatePublic(auth, query.platform, params.menu_field, body),
  });

  routes.noContent.delete('/admin/menus/:menu_field', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring, params },
    summary: 'Delete a public menu item and its children',
    handler: (auth, { query, params }) => menus.deletePublic(auth, query.platform, params.menu_field),
  });
};
