import { operation } from '../common/operation';
import {
  alarmCountQuerySchema,
  alarmCountSchema,
  alarmDeliveryListSchema,
  alarmEventBatchResultSchema,
  alarmEventDeleteResultSchema,
  alarmEventHandleSchema,
  alarmEventIdsSchema,
  alarmEventListSchema,
  alarmEventOneParamsSchema,
  alarmEventParamsSchema,
  alarmEventQuerySchema,
} from './alarm-events';
import { alarmTenantParamsSchema } from './alarms';

/** Served by `alarm-events.routes.ts`; OpenAPI tag: alarm events. */
export const alarmEventsOperations = {
  list: operation({
    method: 'GET',
    path: '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data',
    ownPathIds: true,
    access: 'alert:event:view',
    summary: 'Alarm events of the stations the caller may see, newest first',
    schema: {
      params: alarmEventParamsSchema,
      querystring: alarmEventQuerySchema,
      reply: alarmEventListSchema,
    },
  }),
  handle: operation({
    method: 'PUT',
    path: '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data/handle',
    ownPathIds: true,
    access: 'alert:event:handle',
    summary: 'Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters)',
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventHandleSchema,
      reply: alarmEventBatchResultSchema,
    },
  }),
  acknowledge: operation({
    method: 'PUT',
    path: '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data/acknowledge',
    ownPathIds: true,
    access: 'alert:event:handle',
    summary: 'Acknowledges events in a batch',
    schema: { params: alarmEventParamsSchema, body: alarmEventIdsSchema, reply: alarmEventBatchResultSchema },
  }),
  delete: operation({
    method: 'POST',
    path: '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data/batch-delete',
    ownPathIds: true,
    access: 'alert:event:delete',
    summary: 'Deletes ended events in a batch; active ones (and unknown ids) are kept, each with its reason',
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventIdsSchema,
      reply: alarmEventDeleteResultSchema,
    },
  }),
  deliveries: operation({
    method: 'GET',
    path: '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data/:event_id/deliveries',
    ownPathIds: true,
    access: 'alert:event:view',
    summary: 'The delivery log of one event: each notice by channel, recipient (masked), state and attempts',
    schema: { params: alarmEventOneParamsSchema, reply: alarmDeliveryListSchema },
  }),
  count: operation({
    method: 'GET',
    path: '/alert-data-mgmt/tenants/:tenant_id/statistics/count-event',
    ownPathIds: true,
    access: 'alert:event:view',
    summary: 'Event counts by level, status, station and day',
    schema: { params: alarmTenantParamsSchema, querystring: alarmCountQuerySchema, reply: alarmCountSchema },
  }),
};
