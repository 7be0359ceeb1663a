import { messagesOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageService } from './message.service';
// Every user reads their own messages; the service checks the path names the caller.

/** Message calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  bindOperations(app, ['messages'], messagesOperations, {
    list: (auth, { params, query }) => messages.list(auth, params, query),
    markRead: async (auth, { params, query }) => ({
      updated: await messages.markRead(auth, params, query.ids),
    }),
    markAllRead: async (auth, { params }) => ({ updated: await messages.markAllRead(auth, params) }),
    mandatory: (auth, { params, query }) => messages.mandatory(auth, params, query),
    confirmMandatory: (auth, { params, body }) =>
      messages.confirmMandatory(auth, params, body.user_message_id),
  });
};
