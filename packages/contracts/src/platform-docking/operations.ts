import { operation } from '../common/operation';
import {
  dockingDeliveryListSchema,
  dockingDeliverySchema,
  platformBindingInputSchema,
  platformBindingListSchema,
  platformBindingPathSchema,
  platformBindingSchema,
  platformBindingTenantSchema,
} from './platform-docking';

const BASE = '/single/zigbee/tenants/:tenantId/industry/platform-binding';

/** Served by `modules/platform-docking/platform-docking.routes.ts`; OpenAPI tag: platform-docking. */
export const platformDockingOperations = {
  list: operation({
    method: 'GET',
    path: BASE,
    access: 'system:config',
    summary: 'Platform bindings of stations the caller sees, with their last delivery',
    schema: { params: platformBindingTenantSchema, reply: platformBindingListSchema },
  }),
  create: operation({
    method: 'POST',
    path: BASE,
    access: 'system:config',
    answer: 201,
    summary: 'Bind a station to a third-party platform: its data is pushed to the address',
    schema: {
      params: platformBindingTenantSchema,
      body: platformBindingInputSchema,
      reply: platformBindingSchema,
    },
  }),
  update: operation({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: 'system:config',
    summary: 'Edit a platform binding',
    schema: {
      params: platformBindingPathSchema,
      body: platformBindingInputSchema,
      reply: platformBindingSchema,
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: 'system:config',
    answer: 204,
    summary: 'Delete a platform binding and its delivery log',
    schema: { params: platformBindingPathSchema },
  }),
  deliveries: operation({
    method: 'GET',
    path: `${BASE}/:id/deliveries`,
    access: 'system:config',
    summary: "The binding's delivery log, newest first",
    schema: { params: platformBindingPathSchema, reply: dockingDeliveryListSchema },
  }),
  push: operation({
    method: 'POST',
    path: `${BASE}/:id/push`,
    access: 'system:config',
    answer: 201,
    summary: "Push the station's latest data now (a delivery on the job runtime, retried with back-off)",
    schema: { params: platformBindingPathSchema, reply: dockingDeliverySchema },
  }),
};
