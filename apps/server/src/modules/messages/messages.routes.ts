import {
  mandatoryMessageListSchema,
  mandatoryMessageQuerySchema,
  mandatoryMessageReadSchema,
  markedCountSchema,
  markMessagesReadQuerySchema,
  messageListQuerySchema,
  messageListSchema,
  messageOwnerParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageService } from './message.service';
import { moduleRoutes } from '../../platform/route-spec';
// Every user reads their own messages; the service checks the path names the caller.
const base = '/tenant/tenants/:tenant_id/users/:user_id';

/** Message calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  const routes = moduleRoutes(app, ['messages']);
  routes.get(`${base}/messages`, 'session', {
    schema: {
      params: messageOwnerParamsSchema,
      querystring: messageListQuerySchema,
      reply: messageListSchema,
    },
    summary: 'Get batch my messages',
    handler: (auth, { params, query }) => messages.list(auth, params, query),
  });

  routes.put(`${base}/messages/read`, 'session', {
    schema: {
      params: messageOwnerParamsSchema,
      querystring: markMessagesReadQuerySchema,
      reply: markedCountSchema,
    },
    summary: 'Batch mark read (ids joined by commas)',
    handler: async (auth, { params, query }) => ({
      updated: await messages.markRead(auth, params, query.ids),
    }),
  });

  routes.put(`${base}/messages/read-all`, 'session', {
    schema: { params: messageOwnerParamsSchema, reply: markedCountSchema },
    summary: 'Mark all read',
    handler: async (auth, { params }) => ({ updated: await messages.markAllRead(auth, params) }),
  });

  routes.get(`${base}/mandatory-messages`, 'session', {
    schema: {
      params: messageOwnerParamsSchema,
      querystring: mandatoryMessageQuerySchema,
      reply: mandatoryMessageListSchema,
    },
    summary: 'Mandatory prompts (reminder_mode 3, platform IES, unread)',
    handler: (auth, { params, query }) => messages.mandatory(auth, params, query),
  });

  routes.noContent.put(`${base}/mandatory-messages`, 'session', {
    schema: { params: messageOwnerParamsSchema, body: mandatoryMessageReadSchema },
    summary: 'Mark one mandatory prompt read',
    handler: (auth, { params, body }) => messages.confirmMandatory(auth, params, body.user_message_id),
  });
};
