import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { MenuService } from './menu.service';
import { MenusRepository } from './menus.repository';
import { menusRoutes } from './menus.routes';

export interface MenusModuleOptions {
  db: Db;
  clock: Clock;
  /** The menus a caller's permission groups allow (access). */
  allowedMenus: ConstructorParameters<typeof MenuService>[0]['allowedMenus'];
}

/** Tenant menus. */
export async function menusModule(app: FastifyInstance, options: MenusModuleOptions): Promise<void> {
  const menus = new MenuService({
    menus: new MenusRepository(options.db),
    clock: options.clock,
    allowedMenus: options.allowedMenus,
  });
  await app.register(menusRoutes, { menus });
}
