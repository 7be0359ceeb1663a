import { accountsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { RegistrationService } from './registration.service';
import type { SelfService } from './self.service';
import type { UniquenessCheckService } from './uniqueness-check.service';

export const accountsRoutes: FastifyPluginAsyncZod<{
  self: SelfService;
  registration: RegistrationService;
  uniqueness: UniquenessCheckService;
}> = async (app, { self, registration, uniqueness }) => {
  bindOperations(app, ['identity'], accountsOperations, {
    selfUser: (auth) => self.user(auth),
    selfTenant: (auth) => self.tenant(auth),
    checkUnique: async (_auth, { query }) => ({ result: await uniqueness.check(query) }),
    register: async (_auth, request) => {
      const created = await registration.register(request.body, requestContext(request), request.hostname);
      return created;
    },
  });
};
