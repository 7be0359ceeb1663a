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
import { noContent } from '../../platform/route-spec';

const tags = ['personal'];
/** Everything here is the caller's own: any signed-in user. */
const config = { permission: 'session' } as const;

/** SystemManagement/PersonalCenter (issue 4 item 9). */
export const personalRoutes: FastifyPluginAsyncZod<{ personal: PersonalService }> = async (
  app,
  { personal },
) => {
  app.get(
    '/personal/profile',
    { config, schema: { tags, summary: 'Own profile', response: { 200: personalProfileSchema } } },
    async (request) => personal.profile(requireAuth(request)),
  );

  app.put(
    '/personal/profile',
    {
      config,
      schema: {
        tags,
        summary: 'Edit own profile (any subset; avatar is an /api/uploads URL)',
        body: personalProfileUpdateSchema,
        response: { 200: personalProfileSchema },
      },
    },
    async (request) => personal.updateProfile(requireAuth(request), request.body),
  );

  app.post(
    '/personal/password',
    {
      config,
      schema: {
        tags,
        summary: 'Change password (old password required); ends every other session',
        body: passwordChangeSchema,
        response: { 200: sessionsEndedSchema },
      },
    },
    async (request) => personal.changePassword(requireAuth(request), request.body, requestContext(request)),
  );

  app.post(
    '/personal/mobile',
    {
      config,
      schema: {
        tags,
        summary: "Change mobile with the 'change' code sent to the new number",
        body: mobileChangeSchema,
        response: { 200: personalProfileSchema },
      },
    },
    async (request) => personal.changeMobile(requireAuth(request), request.body),
  );

  app.post(
    '/personal/email',
    {
      config,
      schema: {
        tags,
        summary: "Change e-mail with the 'change' code sent to the new address",
        body: emailChangeSchema,
        response: { 200: personalProfileSchema },
      },
    },
    async (request) => personal.changeEmail(requireAuth(request), request.body),
  );

  app.get(
    '/personal/sessions',
    {
      config,
      schema: { tags, summary: 'Own sessions (current marked)', response: { 200: ownSessionListSchema } },
    },
    async (request) => personal.sessions(requireAuth(request)),
  );

  app.delete(
    '/personal/sessions/others',
    {
      config,
      schema: { tags, summary: 'Sign out everywhere else', response: { 200: sessionsEndedSchema } },
    },
    async (request) => personal.endOtherSessions(requireAuth(request)),
  );

  app.delete(
    '/personal/sessions/:id',
    { config, schema: { tags, summary: 'End one own session', params: ownSessionParamsSchema } },
    async (request, reply) => noContent(reply, personal.endSession(requireAuth(request), request.params.id)),
  );
};
