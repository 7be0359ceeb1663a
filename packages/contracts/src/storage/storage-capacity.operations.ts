import { operation } from '../common/operation';
import { idParamsSchema } from '../identity/identity';
import {
  storageCapacitySchema,
  storagePolicySchema,
  storageSettingsSchema,
  storageSettingsUpdateSchema,
  tenantStorageListQuerySchema,
  tenantStorageListSchema,
  tenantStorageQuotaSchema,
  tenantStorageRowSchema,
} from './storage-capacity';

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
  // Storage management (issue 32 item 4): the caller's own tenant, system configuration permission.
  settings: operation({
    method: 'GET',
    path: '/tenant/storage-settings',
    access: 'system:config',
    summary: "The caller's tenant storage mode, full behaviour, retention and use",
    schema: { reply: storageSettingsSchema },
  }),
  updateSettings: operation({
    method: 'PUT',
    path: '/tenant/storage-settings',
    access: 'system:config',
    summary: "Set the caller's tenant storage mode, full behaviour and retention within the allowed",
    schema: { body: storageSettingsUpdateSchema, reply: storageSettingsSchema },
  }),
  tenantList: operation({
    method: 'GET',
    path: '/admin/storage/tenants',
    access: 'platform:admin',
    summary: "Every merchant's storage mode, use and quota",
    schema: { querystring: tenantStorageListQuerySchema, reply: tenantStorageListSchema },
  }),
  setPolicy: operation({
    method: 'PUT',
    path: '/admin/tenants/:id/storage-policy',
    access: 'platform:admin',
    summary: "Set a merchant's allowed storage modes, longest retention and quota",
    schema: { params: idParamsSchema, body: storagePolicySchema, reply: tenantStorageRowSchema },
  }),
};
