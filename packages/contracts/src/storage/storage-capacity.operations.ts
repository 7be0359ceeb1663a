import { operation } from '../common/operation';
import { idParamsSchema } from '../identity/identity';
import { storageCapacitySchema, tenantStorageQuotaSchema } from './storage-capacity';

/** Served by `storage-capacity.routes.ts`; OpenAPI tag: storage capacity. */
export const storageCapacityOperations = {
  // The caller's own tenant; the service lets only its manager read it.
  ofCaller: operation({
    method: 'GET',
    path: '/tenant/storage-capacity',
    access: 'session',
    summary: "The caller's tenant storage use against its quota (tenant manager)",
    schema: { reply: storageCapacitySchema },
  }),
  setQuota: operation({
    method: 'PUT',
    path: '/admin/tenants/:id/storage-quota',
    access: 'platform:admin',
    summary: "Set a merchant's storage quota (null: the configured default)",
    schema: { params: idParamsSchema, body: tenantStorageQuotaSchema, reply: storageCapacitySchema },
  }),
};
