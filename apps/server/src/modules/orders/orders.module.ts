import { PLATFORM_JOBS } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { NewMessage } from '../messages/message.service';
import { uploadReferences } from '../uploads/upload-references';
import type { AlarmLink, OrderMailer, StationAuthority } from './order-common';
import { OrderCommonRepository } from './order-common.repository';
import { RepairsRepository } from './repairs.repository';
import { repairsRoutes } from './repairs.routes';
import { RepairsService } from './repairs.service';
import { type AlarmRaise, AlarmWorkOrders } from './alarm-work-orders';
import { MaintenancePlansRepository } from './maintenance-plans.repository';
import { MaintenancePlansService } from './maintenance-plans.service';
import { workOrderPlansRoutes } from './work-order-plans.routes';
import { WorkOrderReports } from './work-order-reports';
import { WorkOrdersRepository } from './work-orders.repository';
import { workOrdersRoutes } from './work-orders.routes';
import { WorkOrdersService } from './work-orders.service';

export interface OrdersModuleOptions {
  db: Db;
  clock: Clock;
  /** The station authority (StationsService: requireAccess, visibleStations), read at call time. */
  stations: StationAuthority;
  grants: GrantedApis;
  /** The bell: MessageService.send. */
  notify: (message: NewMessage) => Promise<unknown>;
  /** E-mail through the platform's sender. */
  mail?: OrderMailer;
  /** Alarm events (AlarmEventsService). */
  alarms?: AlarmLink;
  /** Period of the overdue and planned-maintenance sweeps (0: none; tests call them); default 60 s. */
  overdueIntervalMs?: number;
  /** Receives the services (tests drive the sweeps). */
  expose?: (orders: WorkOrdersService, plans: MaintenancePlansService) => void;
  /** Receives the work-orders service (the composition root hands it to the modules that name orders' rows). */
  exposeService?: (orders: WorkOrdersService) => void;
  /** Receives what opens the work orders of alarm rules' `work_order` actions (the composition root, modules/index.ts, gives it to alarms). */
  alarmAction?: (open: (raise: AlarmRaise) => Promise<unknown>) => void;
  /** The platform's job runtime: the sweeps are its scheduled jobs (once per period across processes). */
  jobs?: JobRuntime;
}

/** Names of the orders' jobs on the platform's job runtime. */
export const ORDER_JOBS = { overdue: PLATFORM_JOBS.ordersOverdue, plans: PLATFORM_JOBS.ordersPlans } as const;

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
    uploads: uploadReferences(options.db, options.clock),
  };
  await app.register(repairsRoutes, {
    repairs: new RepairsService({ ...deps, repairs: new RepairsRepository(options.db) }),
  });
  const repository = new WorkOrdersRepository(options.db);
  const orders = new WorkOrdersService({ ...deps, orders: repository });
  const plans = new MaintenancePlansService({
    plans: new MaintenancePlansRepository(options.db),
    orders: repository,
    common: deps.common,
    workOrders: orders,
    stations: options.stations,
    clock: options.clock,
  });
  options.expose?.(orders, plans);
  options.exposeService?.(orders);
  const alarmOrders = new AlarmWorkOrders({ workOrders: orders, common: deps.common, clock: options.clock });
  options.alarmAction?.((raise) => alarmOrders.open(raise));
  await app.register(workOrdersRoutes, { orders });
  await app.register(workOrderPlansRoutes, {
    plans,
    reports: new WorkOrderReports({ orders, clock: options.clock }),
  });
  // Handlers are registered in every process; only processes with the jobs part poll for them.
  // Each sweep claims its rows with conditional updates, so a repeated run changes nothing.
  const noInput = { payload: z.object({}).strict() };
  options.jobs?.work(
    ORDER_JOBS.overdue,
    async () => {
      await orders.flagOverdue();
    },
    noInput,
  );
  options.jobs?.work(
    ORDER_JOBS.plans,
    async () => {
      await plans.openDue();
    },
    noInput,
  );
  const every = options.overdueIntervalMs ?? 60_000;
  if (options.jobs && every > 0) {
    await options.jobs.schedule(ORDER_JOBS.overdue, { everyMs: every });
    await options.jobs.schedule(ORDER_JOBS.plans, { everyMs: every });
  }
}
