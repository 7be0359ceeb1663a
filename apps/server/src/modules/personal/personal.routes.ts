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
import { requireAuth } from '../../platform/auth.plugin';
import { requestContext } from '../../platform/identity/request-context';
import type { PersonalService } from './personal.service';
import { noContent, routeSpec } from '../../platform/route-spec';

const tags = ['personal'];
const route = routeSpec(tags);
/** Everything here is the caller's own: any signed-in user. */

/** SystemManagement/PersonalCenter (issue 4 item 9). */
export const personalRoutes: FastifyPluginAsyncZod<{ personal: PersonalService }> = async (
  app,
  { personal },
) => {
  app.get(
    '/personal/profile',
    route('session', 'Own profile', { response: { 200: personalProfileSchema } }),
    async (request) => personal.profile(requireAuth(request)),
  );

  app.put(
    '/personal/profile',
    route('session', 'Edit own profile (any subset; avatar is an /api/uploads URL)', {
      body: personalProfileUpdateSchema,
      response: { 200: personalProfileSchema },
    }),
    async (request) => personal.updateProfile(requireAuth(request), request.body),
  );

  app.post(
    '/personal/password',
    route('session', 'Change password (old password required); ends every other session', {
      body: passwordChangeSchema,
      response: { 200: sessionsEndedSchema },
    }),
    async (request) => personal.changePassword(requireAuth(request), request.body, requestContext(request)),
  );

  app.post(
    '/personal/mobile',
    route('session', "Change mobile with the 'change' code sent to the new number", {
      body: mobileChangeSchema,
      response: { 200: personalProfileSchema },
    }),
    async (request) => personal.changeMobile(requireAuth(request), request.body),
  );

  app.post(
    '/personal/email',
    route('session', "Change e-mail with the 'change' code sent to the new address", {
      body: emailChangeSchema,
      response: { 200: personalProfileSchema },
    }),
    async (request) => personal.changeEmail(requireAuth(request), request.body),
  );

  app.get(
    '/personal/sessions',
    route('session', 'Own sessions (current marked)', { response: { 200: ownSessionListSchema } }),
    async (request) => personal.sessions(requireAuth(request)),
  );

  app.delete(
    '/personal/sessions/others',
    route('session', 'Sign out everywhere else', { response: { 200: sessionsEndedSchema } }),
    async (request) => personal.endOtherSessions(requireAuth(request)),
  );

  app.delete(
    '/personal/sessions/:id',
    route('session', 'End one own session', { params: ownSessionParamsSchema }),
    async (request, reply) => noContent(reply, personal.endSession(requireAuth(request), request.params.id)),
  );
};
