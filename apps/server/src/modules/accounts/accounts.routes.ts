import {
  registrationRequestSchema,
  registrationResponseSchema,
  selfTenantSchema,
  selfUserSchema,
  uniquenessCheckQuerySchema,
  uniquenessCheckResponseSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';
import { requestContext } from '../../platform/identity/request-context';
import type { RegistrationService } from './registration.service';
import type { SelfService } from './self.service';
import type { UniquenessCheckService } from './uniqueness-check.service';

export const accountsRoutes: FastifyPluginAsyncZod<{
  self: SelfService;
  registration: RegistrationService;
  uniqueness: UniquenessCheckService;
}> = async (app, { self, registration, uniqueness }) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.get('/tenant/users/self', 'session', {
    schema: { reply: selfUserSchema },
    summary: 'getSelfUserInfo',
    handler: (auth) => self.user(auth),
  });

  routes.get('/tenant/tenants/self', 'session', {
    schema: { reply: selfTenantSchema },
    summary: 'getUsersSelfTenant',
    handler: (auth) => self.tenant(auth),
  });

  routes.get('/tenant/user-tenant-validate', 'public', {
    schema: { querystring: uniquenessCheckQuerySchema, reply: uniquenessCheckResponseSchema },
    summary: 'checkUserTenantValidate: registration checks (for mobile, true means NOT registered)',
    handler: async (_auth, { query }) => ({ result: await uniqueness.check(query) }),
  });

  routes.created.post('/tenant/registrations', 'public', {
    schema: { body: registrationRequestSchema, reply: registrationResponseSchema },
    summary: 'Register a merchant (userType 1, pending approval) or an owner (userType 2, active at once)',
    handler: async (_auth, request) => {
      const created = await registration.register(request.body, requestContext(request), request.hostname);
      return created;
    },
  });
};
