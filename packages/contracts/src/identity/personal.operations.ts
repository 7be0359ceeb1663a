import { operation } from '../common/operation';
import {
  emailChangeSchema,
  mobileChangeSchema,
  ownSessionListSchema,
  ownSessionParamsSchema,
  passwordChangeSchema,
  personalProfileSchema,
  personalProfileUpdateSchema,
  sessionsEndedSchema,
} from './personal';

/** Served by `personal.routes.ts`; OpenAPI tag: personal. */
export const personalOperations = {
  profile: operation({
    method: 'GET',
    path: '/personal/profile',
    access: 'session',
    summary: 'Own profile',
    schema: { reply: personalProfileSchema },
  }),
  updateProfile: operation({
    method: 'PUT',
    path: '/personal/profile',
    access: 'session',
    summary: 'Edit own profile (any subset; avatar is an /api/uploads URL)',
    schema: { body: personalProfileUpdateSchema, reply: personalProfileSchema },
  }),
  changePassword: operation({
    method: 'POST',
    path: '/personal/password',
    access: 'session',
    summary: 'Change password (old password required); ends every other session',
    schema: { body: passwordChangeSchema, reply: sessionsEndedSchema },
  }),
  changeMobile: operation({
    method: 'POST',
    path: '/personal/mobile',
    errors: ['iot-control.10020', 'iot-control.10021'],
    access: 'session',
    summary: "Change mobile with the 'change' code sent to the new number",
    schema: { body: mobileChangeSchema, reply: personalProfileSchema },
  }),
  changeEmail: operation({
    method: 'POST',
    path: '/personal/email',
    errors: ['login.error.019'],
    access: 'session',
    summary: "Change e-mail with the 'change' code sent to the new address",
    schema: { body: emailChangeSchema, reply: personalProfileSchema },
  }),
  sessions: operation({
    method: 'GET',
    path: '/personal/sessions',
    access: 'session',
    summary: 'Own sessions (current marked)',
    schema: { reply: ownSessionListSchema },
  }),
  endOtherSessions: operation({
    method: 'DELETE',
    path: '/personal/sessions/others',
    access: 'session',
    summary: 'Sign out everywhere else',
    schema: { reply: sessionsEndedSchema },
  }),
  endSession: operation({
    method: 'DELETE',
    path: '/personal/sessions/:id',
    access: 'session',
    answer: 204,
    summary: 'End one own session',
    schema: { params: ownSessionParamsSchema },
  }),
};
