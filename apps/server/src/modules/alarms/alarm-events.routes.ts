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
  const tags = ['alarm events'];
  const routes = moduleRoutes(app, tags);
  const base = '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data';
  routes.get(base, 'alert:event:view', {
    summary: 'Alarm events of the stations the caller may see, newest first',
    schema: {
      params: alarmEventParamsSchema,
      querystring: alarmEventQuerySchema,
      response: { 200: alarmEventListSchema },
    },
    handler: (auth, { params, query }) => events.list(auth, params, query),
  });
  routes.put(`${base}/handle`, 'alert:event:handle', {
    summary: 'Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters)',
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventHandleSchema,
      response: { 200: alarmEventBatchResultSchema },
    },
    handler: (auth, { params, body }) => events.handle(auth, params, body),
  });
  routes.put(`${base}/acknowledge`, 'alert:event:handle', {
    summary: 'Acknowledges events in a batch',
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventIdsSchema,
      response: { 200: alarmEventBatchResultSchema },
    },
    handler: (auth, { params, body }) => events.acknowledge(auth, params, body.ids),
  });
  routes.post(`${base}/batch-delete`, 'alert:event:delete', {
    summary: 'Deletes events in a batch',
    schema: {
      params: alarmEventParamsSchema,
      body: alarmEventIdsSchema,
      response: { 200: alarmEventBatchResultSchema },
    },
    handler: (auth, { params, body }) => events.delete(auth, params, body.ids),
  });
  routes.get('/alert-data-mgmt/tenants/:tenant_id/statistics/count-event', 'alert:event:view', {
    summary: 'Event counts by level, status, station and day',
    schema: {
      params: alarmTenantParamsSchema,
      querystring: alarmCountQuerySchema,
      response: { 200: alarmCountSchema },
    },
    handler: (auth, { params, query }) => events.count(auth, params, query),
  });
};
