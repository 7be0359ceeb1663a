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
import { requireAuth } from '../../platform/auth.plugin';
import type { MessageService } from './message.service';
import { noContent, routeSpec } from '../../platform/route-spec';

const tags = ['messages'];
const route = routeSpec(tags);
// Every user reads their own messages; the service checks the path names the caller.
const base = '/tenant/tenants/:tenant_id/users/:user_id';

/** Message calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  app.get(
    `${base}/messages`,
    route('session', 'Get batch my messages', {
      params: messageOwnerParamsSchema,
      querystring: messageListQuerySchema,
      response: { 200: messageListSchema },
    }),
    async (request) => messages.list(requireAuth(request), request.params, request.query),
  );

  app.put(
    `${base}/messages/read`,
    route('session', 'Batch mark read (ids joined by commas)', {
      params: messageOwnerParamsSchema,
      querystring: markMessagesReadQuerySchema,
      response: { 200: markedCountSchema },
    }),
    async (request) => ({
      updated: await messages.markRead(requireAuth(request), request.params, request.query.ids),
    }),
  );

  app.put(
    `${base}/messages/read-all`,
    route('session', 'Mark all read', {
      params: messageOwnerParamsSchema,
      response: { 200: markedCountSchema },
    }),
    async (request) => ({ updated: await messages.markAllRead(requireAuth(request), request.params) }),
  );

  app.get(
    `${base}/mandatory-messages`,
    route('session', 'Mandatory prompts (reminder_mode 3, platform IES, unread)', {
      params: messageOwnerParamsSchema,
      querystring: mandatoryMessageQuerySchema,
      response: { 200: mandatoryMessageListSchema },
    }),
    async (request) => messages.mandatory(requireAuth(request), request.params, request.query),
  );

  app.put(
    `${base}/mandatory-messages`,
    route('session', 'Mark one mandatory prompt read', {
      params: messageOwnerParamsSchema,
      body: mandatoryMessageReadSchema,
    }),
    async (request, reply) =>
      noContent(
        reply,
        messages.confirmMandatory(requireAuth(request), request.params, request.body.user_message_id),
      ),
  );
};
