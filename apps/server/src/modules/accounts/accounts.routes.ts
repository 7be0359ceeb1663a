import {
  registrationRequestSchema,
  registrationResponseSchema,
  selfTenantSchema,
  selfUserSchema,
  uniquenessCheckQuerySchema,
  uniquenessCheckResponseSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { routeSpec } from '../../platform/route-spec';
import { requestContext } from '../../platform/identity/request-context';
import type { RegistrationService } from './registration.service';
import type { SelfService } from './self.service';
import type { UniquenessCheckService } from './uniqueness-check.service';

const tags = ['identity'];
const route = routeSpec(tags);

export const accountsRoutes: FastifyPluginAsyncZod<{
  self: SelfService;
  registration: RegistrationService;
  uniqueness: UniquenessCheckService;
}> = async (app, { self, registration, uniqueness }) => {
  app.get(
    '/tenant/users/self',
    route('session', 'getSelfUserInfo', { response: { 200: selfUserSchema } }),
    async (request) => self.user(requireAuth(request)),
  );

  app.get(
    '/tenant/tenants/self',
    route('session', 'getUsersSelfTenant', { response: { 200: selfTenantSchema } }),
    async (request) => self.tenant(requireAuth(request)),
  );

  app.get(
    '/tenant/user-tenant-validate',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'checkUserTenantValidate: registration checks (for mobile, true means NOT registered)',
        querystring: uniquenessCheckQuerySchema,
        response: { 200: uniquenessCheckResponseSchema },
      },
    },
    async (request) => ({ result: await uniqueness.check(request.query) }),
  );

  app.post(
    '/tenant/registrations',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Register a merchant (userType 1, pending approval) or an owner (userType 2, active at once)',
        body: registrationRequestSchema,
        response: { 201: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await registration.register(request.body, requestContext(request), request.hostname);
      return reply.status(201).send(created);
    },
  );
};
