import { operation } from '../common/operation';
import {
  registrationRequestSchema,
  registrationResponseSchema,
  selfTenantSchema,
  selfUserSchema,
  uniquenessCheckResponseSchema,
} from './identity';
import { uniquenessCheckQuerySchema } from './forms-verification';

/** Served by `accounts.routes.ts`; OpenAPI tag: identity. */
export const accountsOperations = {
  selfUser: operation({
    method: 'GET',
    path: '/tenant/users/self',
    access: 'session',
    summary: 'getSelfUserInfo',
    schema: { reply: selfUserSchema },
  }),
  selfTenant: operation({
    method: 'GET',
    path: '/tenant/tenants/self',
    access: 'session',
    summary: 'getUsersSelfTenant',
    schema: { reply: selfTenantSchema },
  }),
  checkUnique: operation({
    method: 'GET',
    path: '/tenant/user-tenant-validate',
    access: 'public',
    summary: 'checkUserTenantValidate: registration checks (for mobile, true means NOT registered)',
    schema: { querystring: uniquenessCheckQuerySchema, reply: uniquenessCheckResponseSchema },
  }),
  register: operation({
    method: 'POST',
    path: '/tenant/registrations',
    access: 'public',
    answer: 201,
    summary: 'Register a merchant (userType 1, pending approval) or an owner (userType 2, active at once)',
    schema: { body: registrationRequestSchema, reply: registrationResponseSchema },
  }),
};
