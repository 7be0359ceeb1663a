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

/** Alarm events: the spec's list and statistics calls (B §7) and batch handle, acknowledge, delete. */
export const alarmEventsRoutes: FastifyPluginAsyncZod<{ events: AlarmEventsService }> = async (
  app,
  { events },
) => {
  const tags = ['alarm events'];
  const base = '/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data';
  app.get(
    base,
    {
      config: { permission: 'alert:event:view' },
      schema: {
        tags,
        summary: 'Alarm events of the stations the caller may see, newest first',
        params: alarmEventParamsSchema,
        querystring: alarmEventQuerySchema,
        response: { 200: alarmEventListSchema },
      },
    },
    async (request) => events.list(requireAuth(request), request.params, request.query),
  );
  app.put(
    `${base}/handle`,
    {
      config: { permission: 'alert:event:handle' },
      schema: {
        tags,
        summary: 'Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters)',
        params: alarmEventParamsSchema,
        body: alarmEventHandleSchema,
        response: { 200: alarmEventBatchResultSchema },
      },
    },
    async (request) => events.handle(requireAuth(request), request.params, request.body),
  );
  app.put(
    `${base}/acknowledge`,
    {
      config: { permission: 'alert:event:handle' },
      schema: {
        tags,
        summary: 'Acknowledges events in a batch',
        params: alarmEventParamsSchema,
        body: alarmEventIdsSchema,
        response: { 200: alarmEventBatchResultSchema },
      },
    },
    async (request) => events.acknowledge(requireAuth(request), request.params, request.body.ids),
  );
  app.post(
    `${base}/batch-delete`,
    {
      config: { permission: 'alert:event:delete' },
      schema: {
        tags,
        summary: 'Deletes events in a batch',
        params: alarmEventParamsSchema,
        body: alarmEventIdsSchema,
        response: { 200: alarmEventBatchResultSchema },
      },
    },
    async (request) => events.delete(requireAuth(request), request.params, request.body.ids),
  );
  app.get(
    '/alert-data-mgmt/tenants/:tenant_id/statistics/count-event',
    {
      config: { permission: 'alert:event:view' },
      schema: {
        tags,
        summary: 'Event counts by level, status, station and day',
        params: alarmTenantParamsSchema,
        querystring: alarmCountQuerySchema,
        response: { 200: alarmCountSchema },
      },
    },
    async (request) => events.count(requireAuth(request), request.params, request.query),
  );
};
