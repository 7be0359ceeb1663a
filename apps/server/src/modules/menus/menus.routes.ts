import { menusOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MenuService } from './menu.service';

/** Tenant menus (getBatchTenantMenu, MenuManage) and the platform administrator's public menus. */
export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  await menus.seedDefaults();

  bindOperations(app, ['menus'], menusOperations, {
    sideMenu: (auth, { query }) => menus.sideMenu(auth, query.platform),
    tenantMenu: (auth, { query }) => menus.tenantMenu(auth, query.platform),
    createTenantItem: (auth, { query, body }) => menus.createTenantItem(auth, query.platform, body),
    updateTenantItem: (auth, { query, params, body }) =>
      menus.updateTenantItem(auth, query.platform, params.menu_field, body),
    deleteTenantItem: (auth, { query, params }) =>
      menus.deleteTenantItem(auth, query.platform, params.menu_field),
    publicMenu: (auth, { query }) => menus.publicMenu(auth, query.platform),
    createPublic: (auth, { query, body }) => menus.createPublic(auth, query.platform, body),
    updatePublic: (auth, { query, params, body }) =>
      menus.updatePublic(auth, query.platform, params.menu_field, body),
    deletePublic: (auth, { query, params }) => menus.deletePublic(auth, query.platform, params.menu_field),
  });
};
