import { operation } from '../common/operation';
import {
  mandatoryMessageListSchema,
  mandatoryMessageQuerySchema,
  mandatoryMessageReadSchema,
  markMessagesReadQuerySchema,
  markedCountSchema,
  messageListQuerySchema,
  messageListSchema,
  messageOwnerParamsSchema,
} from './messages';

/** Served by `messages.routes.ts`; OpenAPI tag: messages. */
export const messagesOperations = {
  list: operation({
    method: 'GET',
    path: '/tenant/tenants/:tenant_id/users/:user_id/messages',
    access: 'session',
    summary: 'Get batch my messages',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: messageListQuerySchema,
      reply: messageListSchema,
    },
  }),
  markRead: operation({
    method: 'PUT',
    path: '/tenant/tenants/:tenant_id/users/:user_id/messages/read',
    access: 'session',
    summary: 'Batch mark read (ids joined by commas)',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: markMessagesReadQuerySchema,
      reply: markedCountSchema,
    },
  }),
  markAllRead: operation({
    method: 'PUT',
    path: '/tenant/tenants/:tenant_id/users/:user_id/messages/read-all',
    access: 'session',
    summary: 'Mark all read',
    schema: { params: messageOwnerParamsSchema, reply: markedCountSchema },
  }),
  mandatory: operation({
    method: 'GET',
    path: '/tenant/tenants/:tenant_id/users/:user_id/mandatory-messages',
    access: 'session',
    summary: 'Mandatory prompts (reminder_mode 3, platform IES, unread)',
    schema: {
      params: messageOwnerParamsSchema,
      querystring: mandatoryMessageQuerySchema,
      reply: mandatoryMessageListSchema,
    },
  }),
  confirmMandatory: operation({
    method: 'PUT',
    path: '/tenant/tenants/:tenant_id/users/:user_id/mandatory-messages',
    access: 'session',
    answer: 204,
    summary: 'Mark one mandatory prompt read',
    schema: { params: messageOwnerParamsSchema, body: mandatoryMessageReadSchema },
  }),
};
