import {
  menuFieldParamsSchema,
  menuItemCreateSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuPlatformQuerySchema,
  tenantMenuSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION, requireAuth } from '../../platform/auth.plugin';
import { created, noContent, routeSpec } from '../../platform/route-spec';
import type { MenuService } from './menu.service';

const tags = ['menus'];
const route = routeSpec(tags);
const querystring = menuPlatformQuerySchema;
const params = menuFieldParamsSchema;

/** Tenant menus (getBatchTenantMenu, MenuManage) and the platform administrator's public menus. */
export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  await menus.seedDefaults();

  app.get(
    '/menus/tenant',
    route('session', "The caller's side menu (menu_json), filtered for the caller", {
      querystring,
      response: { 200: tenantMenuSchema },
    }),
    async (request) => menus.sideMenu(requireAuth(request), request.query.platform),
  );

  app.get(
    '/menus/tenant/items',
    route('menu:view', 'The tenant menu for MenuManage', {
      querystring,
      response: { 200: tenantMenuSchema },
    }),
    async (request) => menus.tenantMenu(requireAuth(request), request.query.platform),
  );

  app.post(
    '/menus/tenant/items',
    route('menu:create', 'Add a tenant menu item', {
      querystring,
      body: menuItemCreateSchema,
      response: { 201: menuItemSchema },
    }),
    async (request, reply) =>
      created(reply, menus.createTenantItem(requireAuth(request), request.query.platform, request.body)),
  );

  app.patch(
    '/menus/tenant/items/:menu_field',
    route('menu:update', 'Edit, hide/show or reorder a tenant menu item', {
      querystring,
      params,
      body: menuItemUpdateSchema,
      response: { 200: menuItemSchema },
    }),
    async (request) =>
      menus.updateTenantItem(
        requireAuth(request),
        request.query.platform,
        request.params.menu_field,
        request.body,
      ),
  );

  app.delete(
    '/menus/tenant/items/:menu_field',
    route('menu:delete', 'Delete a tenant menu item and its children', { querystring, params }),
    async (request, reply) =>
      noContent(
        reply,
        menus.deleteTenantItem(requireAuth(request), request.query.platform, request.params.menu_field),
      ),
  );

  const admin = { permission: PLATFORM_ADMIN_PERMISSION } as const;

  app.get(
    '/admin/menus',
    {
      config: admin,
      schema: { tags, summary: 'The public menus', querystring, response: { 200: tenantMenuSchema } },
    },
    async (request) => menus.publicMenu(requireAuth(request), request.query.platform),
  );

  app.post(
    '/admin/menus',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a public menu item',
        querystring,
        body: menuItemCreateSchema,
        response: { 201: menuItemSchema },
      },
    },
    async (request, reply) =>
      created(reply, menus.createPublic(requireAuth(request), request.query.platform, request.body)),
  );

  app.patch(
    '/admin/menus/:menu_field',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a public menu item',
        querystring,
        params,
        body: menuItemUpdateSchema,
        response: { 200: menuItemSchema },
      },
    },
    async (request) =>
      menus.updatePublic(
        requireAuth(request),
        request.query.platform,
        request.params.menu_field,
        request.body,
      ),
  );

  app.delete(
    '/admin/menus/:menu_field',
    {
      config: admin,
      schema: { tags, summary: 'Delete a public menu item and its children', querystring, params },
    },
    async (request, reply) =>
      noContent(
        reply,
        menus.deletePublic(requireAuth(request), request.query.platform, request.params.menu_field),
      ),
  );
};
