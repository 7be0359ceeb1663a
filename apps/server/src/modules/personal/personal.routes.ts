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
/** Everything here is the caller's own: any signed-in user. */

/** SystemManagement/PersonalCenter (issue 4 item 9). */
export const personalRoutes: FastifyPluginAsyncZod<{ personal: PersonalService }> = async (
  app,
  { personal },
) => {
  const routes = moduleRoutes(app, ['personal']);
  routes.get('/personal/profile', 'session', {
    schema: { reply: personalProfileSchema },
    summary: 'Own profile',
    handler: (auth) => personal.profile(auth),
  });

  routes.put('/personal/profile', 'session', {
    schema: { body: personalProfileUpdateSchema, reply: personalProfileSchema },
    summary: 'Edit own profile (any subset; avatar is an /api/uploads URL)',
    handler: (auth, { body }) => personal.updateProfile(auth, body),
  });

  routes.post('/personal/password', 'session', {
    schema: { body: passwordChangeSchema, reply: sessionsEndedSchema },
    summary: 'Change password (old password required); ends every other session',
    handler: (auth, request) => personal.changePassword(auth, request.body, requestContext(request)),
  });

  routes.post('/personal/mobile', 'session', {
    schema: { body: mobileChangeSchema, reply: personalProfileSchema },
    summary: "Change mobile with the 'change' code sent to the new number",
    handler: (auth, { body }) => personal.changeMobile(auth, body),
  });

  routes.post('/personal/email', 'session', {
    schema: { body: emailChangeSchema, reply: personalProfileSchema },
    summary: "Change e-mail with the 'change' code sent to the new address",
    handler: (auth, { body }) => personal.changeEmail(auth, body),
  });

  routes.get('/personal/sessions', 'session', {
    schema: { reply: ownSessionListSchema },
    summary: 'Own sessions (current marked)',
    handler: (auth) => personal.sessions(auth),
  });

  routes.delete('/personal/sessions/others', 'session', {
    schema: { reply: sessionsEndedSchema },
    summary: 'Sign out everywhere else',
    handler: (auth) => personal.endOtherSessions(auth),
  });

  routes.noContent.delete('/personal/sessions/:id', 'session', {
    schema: { params: ownSessionParamsSchema },
    summary: 'End one own session',
    handler: (auth, { params }) => personal.endSession(auth, params.id),
  });
};
