import { operation } from '../common/operation';
import { rememberRequestSchema, rememberResponseSchema } from './identity';

/** Served by `remember.routes.ts`; OpenAPI tag: identity. */
export const rememberOperations = {
  save: operation({
    method: 'POST',
    path: '/control/remember',
    errors: ['iot-http.403'],
    access: 'session',
    summary: 'Remember the username of the signed-in user on this browser (HttpOnly cookie)',
    schema: { body: rememberRequestSchema, reply: rememberResponseSchema },
  }),
  read: operation({
    method: 'GET',
    path: '/control/remember',
    access: 'public',
    summary: 'The remembered username, if any',
    schema: { reply: rememberResponseSchema },
  }),
  forget: operation({
    method: 'DELETE',
    path: '/control/remember',
    access: 'public',
    answer: 204,
    summary: 'Forget the remembered username and revoke its token',
    schema: {},
  }),
};
