import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { NewMessage } from '../messages/message.service';
import type { AlarmLink, OrderMailer, StationAuthority } from './order-common';
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
  /** E-mail through the platform's sender. */
  mail?: OrderMailer;
  /** Alarm events (AlarmEventsService). */
  alarms?: AlarmLink;
  /** Period of the overdue sweep (0: none; tests call flagOverdue()); default 60 s. */
  overdueIntervalMs?: number;
  /** Receives the work-order service (tests drive the overdue sweep). */
  expose?: (orders: WorkOrdersService) => void;
}

/** Repair orders and work orders: the one owner of their tables (docs/work-orders.md). */
export async function ordersModule(app: FastifyInstance, options: OrdersModuleOptions): Promise<void> {
  const deps = {
    common: new OrderCommonRepository(options.db),
    stations: options.stations,
    grants: options.grants,
    clock: options.clock,
    notify: options.notify,
    mail: options.mail,
    alarms: options.alarms,
  };
  await app.register(repairsRoutes, {
    repairs: new RepairsService({ ...deps, repairs: new RepairsRepository(options.db) }),
  });
  const orders = new WorkOrdersService({ ...deps, orders: new WorkOrdersRepository(options.db) });
  options.expose?.(orders);
  await app.register(workOrdersRoutes, { orders });
  const every = options.overdueIntervalMs ?? 60_000;
  if (every > 0) {
    // One update claims each overdue order, so several processes sweeping never tell twice.
    const timer = setInterval(() => {
      orders.flagOverdue().catch((error: unknown) => app.log.error({ err: error }, 'overdue sweep failed'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
