import { operation } from '../common/operation';
import {
  logoutQuerySchema,
  sessionResponseSchema,
  tenantManagerCheckResponseSchema,
  ujwtManagerSessionSchema,
  unlockRequestSchema,
} from './identity';
import { createSessionSchema, loginFormSchema, tenantManagerCheckSchema } from './forms-login';

/** Served by `auth.routes.ts`; OpenAPI tag: identity. */
export const authOperations = {
  checkTenantManager: operation({
    method: 'POST',
    path: '/control/tenant-manager/check',
    access: 'public',
    summary: 'checkTenantIsManager: whether a sign-in name belongs to a tenant manager',
    schema: { body: tenantManagerCheckSchema, reply: tenantManagerCheckResponseSchema },
  }),
  // Sign-ins are written to the behaviour log, not the operation log.
  createSession: operation({
    method: 'POST',
    path: '/control/sessions',
    access: 'public',
    audit: false,
    summary: 'Sign in: password and graphic code (type 1) or mobile and SMS code (type 2)',
    schema: { body: createSessionSchema, reply: sessionResponseSchema },
    // Wrong name or password, wrong graphic code, unknown account; locked; too many tries.
    errors: ['iot-control.10018', 'iot-control.10022', 'iot-control.10031', 'iot-http.423', 'iot-http.429'],
  }),
  // Sign-ins are written to the behaviour log, not the operation log.
  createManagerSession: operation({
    method: 'POST',
    path: '/control/manager-sessions',
    access: 'public',
    audit: false,
    summary: 'Sign in as a tenant manager by password (type 3)',
    schema: { body: loginFormSchema, reply: sessionResponseSchema },
  }),
  // Sign-ins are written to the behaviour log, not the operation log.
  managerSessionFromUjwt: operation({
    method: 'POST',
    path: '/control/manager-sessions/ujwt',
    access: 'public',
    audit: false,
    summary: 'addSessionsForTenantManager: a manager session opened from a live session',
    schema: { body: ujwtManagerSessionSchema, reply: sessionResponseSchema },
  }),
  // Public so that logging out with an already expired token still clears the client.
  logout: operation({
    method: 'DELETE',
    path: '/control/sessions',
    access: 'public',
    answer: 204,
    summary: 'Log out: ends the session of session_id (or of the bearer token) and of ujwt',
    schema: { querystring: logoutQuerySchema },
  }),
  unlockAccount: operation({
    method: 'POST',
    path: '/control/sessions/unlock',
    access: 'public',
    answer: 204,
    summary: 'Unlock an account locked after failed passwords, by the SMS code sent to its security phone',
    schema: { body: unlockRequestSchema },
  }),
};
