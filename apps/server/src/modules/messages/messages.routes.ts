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

const tags = ['messages'];
// Every user reads their own messages; the service checks the path names the caller.
const base = '/tenant/tenants/:tenant_id/users/:user_id';

/** Message calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  const routes = moduleRoutes(app, tags);
  routes.get(`${base}/messages`, 'session', {
    summary: 'Get batch my messages',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: messageListQuerySchema,
      response: { 200: messageListSchema },
    },
    handler: (auth, { params, query }) => messages.list(auth, params, query),
  });

  routes.put(`${base}/messages/read`, 'session', {
    summary: 'Batch mark read (ids joined by commas)',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: markMessagesReadQuerySchema,
      response: { 200: markedCountSchema },
    },
    handler: async (auth, { params, query }) => ({
      updated: await messages.markRead(auth, params, query.ids),
    }),
  });

  routes.put(`${base}/messages/read-all`, 'session', {
    summary: 'Mark all read',
    schema: { params: messageOwnerParamsSchema, response: { 200: markedCountSchema } },
    handler: async (auth, { params }) => ({ updated: await messages.markAllRead(auth, params) }),
  });

  routes.get(`${base}/mandatory-messages`, 'session', {
    summary: 'Mandatory prompts (reminder_mode 3, platform IES, unread)',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: mandatoryMessageQuerySchema,
      response: { 200: mandatoryMessageListSchema },
    },
    handler: (auth, { params, query }) => messages.mandatory(auth, params, query),
  });

  routes.put(`${base}/mandatory-messages`, 'session', {
    summary: 'Mark one mandatory prompt read',
    schema: { params: messageOwnerParamsSchema, body: mandatoryMessageReadSchema },
    status: 204,
    handler: (auth, { params, body }) => messages.confirmMandatory(auth, params, body.user_message_id),
  });
};
