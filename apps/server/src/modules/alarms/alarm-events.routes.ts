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
import { requireAuth } from '../../platform/auth.plugin';
import type { AlarmEventsService } from './alarm-events.service';
import { routeSpec } from '../../platform/route-spec';

/** Alarm events: the spec's list and statistics calls (B §7) and batch handle, acknowledge, delete. */
export const alarmEventsRoutes: FastifyPluginAsyncZod<{ events: AlarmEventsService }> = async (
  app,
  { events },
) => {
  const tags = ['alarm events'];
  const route = routeSpec(tags);
  const base = '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data';
  app.get(
    base,
    route('alert:event:view', 'Alarm events of the stations the caller may see, newest first', {
      params: alarmEventParamsSchema,
      querystring: alarmEventQuerySchema,
      response: { 200: alarmEventListSchema },
    }),
    async (request) => events.list(requireAuth(request), request.params, request.query),
  );
  app.put(
    `${base}/handle`,
    route(
      'alert:event:handle',
      'Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters)',
      {
        params: alarmEventParamsSchema,
        body: alarmEventHandleSchema,
        response: { 200: alarmEventBatchResultSchema },
      },
    ),
    async (request) => events.handle(requireAuth(request), request.params, request.body),
  );
  app.put(
    `${base}/acknowledge`,
    route('alert:event:handle', 'Acknowledges events in a batch', {
      params: alarmEventParamsSchema,
      body: alarmEventIdsSchema,
      response: { 200: alarmEventBatchResultSchema },
    }),
    async (request) => events.acknowledge(requireAuth(request), request.params, request.body.ids),
  );
  app.post(
    `${base}/batch-delete`,
    route('alert:event:delete', 'Deletes events in a batch', {
      params: alarmEventParamsSchema,
      body: alarmEventIdsSchema,
      response: { 200: alarmEventBatchResultSchema },
    }),
    async (request) => events.delete(requireAuth(request), request.params, request.body.ids),
  );
  app.get(
    '/alert-data-mgmt/tenants/:tenant_id/statistics/count-event',
    route('alert:event:view', 'Event counts by level, status, station and day', {
      params: alarmTenantParamsSchema,
      querystring: alarmCountQuerySchema,
      response: { 200: alarmCountSchema },
    }),
    async (request) => events.count(requireAuth(request), request.params, request.query),
  );
};
