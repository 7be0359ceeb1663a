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
    list: (auth, { query }) => events.list(auth, query),
    handle: (auth, { body }) => events.handle(auth, body),
    acknowledge: (auth, { body }) => events.acknowledge(auth, body.ids),
    delete: (auth, request) => events.delete(auth, request.body.ids, requestLocale(request)),
    deliveries: (auth, request) => events.deliveries(auth, request.params.event_id, requestLocale(request)),
    count: (auth, { query }) => events.count(auth, query),
  });
};
