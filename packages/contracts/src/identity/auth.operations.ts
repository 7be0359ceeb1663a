import type { ErrorCode } from '../common/error-types';
import { operation } from '../common/operation';
import {
  logoutQuerySchema,
  sessionResponseSchema,
  tenantManagerCheckResponseSchema,
  ujwtManagerSessionSchema,
  unlockRequestSchema,
} from './identity';
import { createSessionSchema, loginFormSchema, tenantManagerCheckSchema } from './forms-login';

// The sign-in service's refusals (apps/server/src/modules/auth/sign-in.service.ts, sign-in-rules.ts).
const THROTTLED = 'iot-http.429' satisfies ErrorCode;
const GRAPHIC_CODE = ['iot-control.10013', 'iot-control.10026', 'iot-control.10027'] as const;
/** Unknown account, wrong password, locked; the account or tenant states told after right credentials. */
const CREDENTIALS = [
  'iot-control.10018',
  'iot-control.10022',
  'iot-http.423',
  'iot-tenant.10027',
  'iot-tenant.10041',
  'iot-tenant.10016',
] as const satisfies readonly ErrorCode[];
const PASSWORD_SIGN_IN = [THROTTLED, ...GRAPHIC_CODE, ...CREDENTIALS] satisfies readonly ErrorCode[];
/** Unknown mobile number, SMS code expired or wrong. */
const SMS_SIGN_IN = [
  'iot-tenant.10012',
  'iot-control.10020',
  'iot-control.10021',
] as const satisfies readonly ErrorCode[];

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
    errors: [...PASSWORD_SIGN_IN, ...SMS_SIGN_IN],
  }),
  // Sign-ins are written to the behaviour log, not the operation log.
  createManagerSession: operation({
    method: 'POST',
    path: '/control/manager-sessions',
    access: 'public',
    audit: false,
    summary: 'Sign in as a tenant manager by password (type 3)',
    schema: { body: loginFormSchema, reply: sessionResponseSchema },
    errors: PASSWORD_SIGN_IN,
  }),
  // Sign-ins are written to the behaviour log, not the operation log.
  managerSessionFromUjwt: operation({
    method: 'POST',
    path: '/control/manager-sessions/ujwt',
    access: 'public',
    audit: false,
    summary: 'addSessionsForTenantManager: a manager session opened from a live session',
    schema: { body: ujwtManagerSessionSchema, reply: sessionResponseSchema },
    // The ujwt or name does not match; then the password's own refusals (no graphic code here).
    errors: ['iot-control.10031', THROTTLED, ...CREDENTIALS],
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
    errors: [THROTTLED, 'iot-control.10020', 'iot-control.10021'],
    access: 'public',
    answer: 204,
    summary: 'Unlock an account locked after failed passwords, by the SMS code sent to its security phone',
    schema: { body: unlockRequestSchema },
  }),
};
