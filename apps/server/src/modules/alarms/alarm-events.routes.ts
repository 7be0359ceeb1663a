import { alarmEventsOperations } from '@ies/contracts';
import { requestLocale } from '../../platform/locale';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmEventsService } from './alarm-events.service';

/** Alarm events: the spec's list and statistics calls (B §7) and batch handle, acknowledge, delete; an event's delivery log. */
export const alarmEventsRoutes: FastifyPluginAsyncZod<{ events: AlarmEventsService }> = async (
  app,
  { events },
) => {
  bindOperations(app, ['alarm events'], alarmEventsOperations, {
    list: (auth, { params, query }) => events.list(auth, params, query),
    handle: (auth, { params, body }) => events.handle(auth, params, body),
    acknowledge: (auth, { params, body }) => events.acknowledge(auth, params, body.ids),
    delete: (auth, request) => events.delete(auth, request.params, request.body.ids, requestLocale(request)),
    deliveries: (auth, request) => events.deliveries(auth, request.params, requestLocale(request)),
    count: (auth, { params, query }) => events.count(auth, params, query),
  });
};
