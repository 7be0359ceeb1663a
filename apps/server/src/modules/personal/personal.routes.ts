import {
  emailChangeSchema,
  mobileChangeSchema,
  ownSessionListSchema,
  ownSessionParamsSchema,
  passwordChangeSchema,
  personalProfileSchema,
  personalProfileUpdateSchema,
  sessionsEndedSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { PersonalService } from './personal.service';
import { moduleRoutes } from '../../platform/route-spec';

const tags = ['personal'];
/** Everything here is the caller's own: any signed-in user. */

/** SystemManagement/PersonalCenter (issue 4 item 9). */
export const personalRoutes: FastifyPluginAsyncZod<{ personal: PersonalService }> = async (
  app,
  { personal },
) => {
  const routes = moduleRoutes(app, tags);
  routes.get('/personal/profile', 'session', {
    summary: 'Own profile',
    schema: { response: { 200: personalProfileSchema } },
    handler: (auth) => personal.profile(auth),
  });

  routes.put('/personal/profile', 'session', {
    summary: 'Edit own profile (any subset; avatar is an /api/uploads URL)',
    schema: { body: personalProfileUpdateSchema, response: { 200: personalProfileSchema } },
    handler: (auth, { body }) => personal.updateProfile(auth, body),
  });

  routes.post('/personal/password', 'session', {
    summary: 'Change password (old password required); ends every other session',
    schema: { body: passwordChangeSchema, response: { 200: sessionsEndedSchema } },
    handler: (auth, request) => personal.changePassword(auth, request.body, requestContext(request)),
  });

  routes.post('/personal/mobile', 'session', {
    summary: "Change mobile with the 'change' code sent to the new number",
    schema: { body: mobileChangeSchema, response: { 200: personalProfileSchema } },
    handler: (auth, { body }) => personal.changeMobile(auth, body),
  });

  routes.post('/personal/email', 'session', {
    summary: "Change e-mail with the 'change' code sent to the new address",
    schema: { body: emailChangeSchema, response: { 200: personalProfileSchema } },
    handler: (auth, { body }) => personal.changeEmail(auth, body),
  });

  routes.get('/personal/sessions', 'session', {
    summary: 'Own sessions (current marked)',
    schema: { response: { 200: ownSessionListSchema } },
    handler: (auth) => personal.sessions(auth),
  });

  routes.delete('/personal/sessions/others', 'session', {
    summary: 'Sign out everywhere else',
    schema: { response: { 200: sessionsEndedSchema } },
    handler: (auth) => personal.endOtherSessions(auth),
  });

  routes.delete('/personal/sessions/:id', 'session', {
    summary: 'End one own session',
    schema: { params: ownSessionParamsSchema },
    status: 204,
    handler: (auth, { params }) => personal.endSession(auth, params.id),
  });
};
