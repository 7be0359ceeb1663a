import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { NewMessage } from '../messages/message.service';
import type { StationAuthority } from './order-common';
import { OrderCommonRepository } from './order-common.repository';
import { RepairsRepository } from './repairs.repository';
import { repairsRoutes } from './repairs.routes';
import { RepairsService } from './repairs.service';
import { WorkOrdersRepository } from './work-orders.repository';
import { workOrdersRoutes } from './work-orders.routes';
import { WorkOrdersService } from './work-orders.service';

export interface OrdersModuleOptions {
  db: Db;
  clock: Clock;
  /** The station authority (StationsService.reachable / reachableIds). */
  stations: StationAuthority;
  grants: GrantedApis;
  /** The bell: MessageService.send. */
  notify: (message: NewMessage) => Promise<unknown>;
}

/** Repair orders and work orders: the one owner of their tables (docs/work-orders.md). */
export async function ordersModule(app: FastifyInstance, options: OrdersModuleOptions): Promise<void> {
  const deps = {
    common: new OrderCommonRepository(options.db),
    stations: options.stations,
    grants: options.grants,
    clock: options.clock,
    notify: options.notify,
  };
  await app.register(repairsRoutes, {
    repairs: new RepairsService({ ...deps, repairs: new RepairsRepository(options.db) }),
  });
  await app.register(workOrdersRoutes, {
    orders: new WorkOrdersService({ ...deps, orders: new WorkOrdersRepository(options.db) }),
  });
}
