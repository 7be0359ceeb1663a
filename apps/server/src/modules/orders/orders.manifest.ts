import type { DomainManifest } from '../../platform/modules/module-context';
import { ordersModule } from './orders.module';
import type { WorkOrdersService } from './work-orders.service';
import type { AlarmRaise } from './alarm-work-orders';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Alarm rules check their `work_order` actions' template and people through it. */
    workOrders: WorkOrdersService;
    /** Opens the work order of an alarm rule's `work_order` action. */
    alarmOrders: (raise: AlarmRaise) => Promise<unknown>;
  }
}

/** Repair orders and work orders (issue 16); alarms call them and they call alarms back. */
export const ordersManifest: DomainManifest = {
  name: 'orders',
  provides: ['workOrders', 'alarmOrders'],
  later: ['stations', 'alarmEvents'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    const { deps, core } = shared;
    const { identity } = core;
    const alarmEvents = () => services.get('alarmEvents');
    await api.register(ordersModule, {
      db,
      clock,
      stations: () => services.get('stations'),
      grants: core.access.grants,
      notify: (message) => identity.messages.send(message),
      mail: (to, subject, text) =>
        identity.notifier.notify(
          { email: to.email, mobile: null, username: to.username },
          () => ({ subject, text }),
          'zh',
        ),
      alarms: {
        forOrder: (auth, id) => alarmEvents().forOrder(auth, id),
        linkOrder: (tenantId, id, order) => alarmEvents().linkOrder(tenantId, id, order),
        handledByOrder: (tenantId, id, order) => alarmEvents().handledByOrder(tenantId, id, order),
      },
      jobs,
      alarmAction: (open) => services.provide('alarmOrders', open),
      exposeService: (service) => services.provide('workOrders', service),
      ...deps.orders,
    });
  },
};
