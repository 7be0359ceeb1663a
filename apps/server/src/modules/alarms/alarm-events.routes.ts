import {
  alarmCountQuerySchema,
  alarmCountSchema,
  alarmEventBatchResultSchema,
  alarmEventHandleSchema,
  alarmEventIdsSchema,
  alarmEventListSchema,
  alarmEventParamsSchema,
  alarmEventQuerySchema,
  alarmTenantParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmEventsService } from './alarm-events.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Alarm events: the spec's list and statistics calls (B §7) and batch handle, acknowledge, delete. */
export const alarmEventsRoutes: FastifyPluginAsyncZod<{ events: AlarmEventsService }> = async (
  app,
  { events },
) => {
  const routes = moduleRoutes(app, ['alarm events']);
  const base = '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data';
  routes.get(base, 'alert:event:view', {
    schema: {
      params: alarmEventParamsSchema,
      querystring: alarmEventQuerySchema,
      reply: alarmEventListSchema,
    },
    summary: 'Alarm events of the stations the caller may see, newest first',
    handler: (auth, { params, query }) => events.list(auth, params, query),
  });
  routes.put(`${base}/handle`, 'alert:event:handle', {
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventHandleSchema,
      reply: alarmEventBatchResultSchema,
    },
    summary: 'Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters)',
    handler: (auth, { params, body }) => events.handle(auth, params, body),
  });
  routes.put(`${base}/acknowledge`, 'alert:event:handle', {
    schema: { params: alarmEventParamsSchema, body: alarmEventIdsSchema, reply: alarmEventBatchResultSchema },
    summary: 'Acknowledges events in a batch',
    handler: (auth, { params, body }) => events.acknowledge(auth, params, body.ids),
  });
  routes.post(`${base}/batch-delete`, 'alert:event:delete', {
    schema: { params: alarmEventParamsSchema, body: alarmEventIdsSchema, reply: alarmEventBatchResultSchema },
    summary: 'Deletes events in a batch',
    handler: (auth, { params, body }) => events.delete(auth, params, body.ids),
  });
  routes.get('/alert-data-mgmt/tenants/:tenant_id/statistics/count-event', 'alert:event:view', {
    schema: { params: alarmTenantParamsSchema, querystring: alarmCountQuerySchema, reply: alarmCountSchema },
    summary: 'Event counts by level, status, station and day',
    handler: (auth, { params, query }) => events.count(auth, params, query),
  });
};
