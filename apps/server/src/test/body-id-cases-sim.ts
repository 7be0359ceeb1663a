import type { BodyIdCase } from './body-id-cases';

/** The data call, SIM pools and platform docking (issue 32): ids inside their bodies. */
export const SIM_BODY_ID_CASES: BodyIdCase[] = [
  {
    route: 'POST /api/data-mgmt/tenants/:tenant_id/users/:user_id/data',
    field: 'third_things_id',
    path: ({ b }) => `/api/data-mgmt/tenants/${b.tenantId}/users/${b.managerId}/data`,
    body: ({ a }) => ({ third_things_id: a.deviceId, data_list: [{ values: { power: 1 } }] }),
  },
];

/** Their body fields spelled like ids that name no row of a tenant. */
export const SIM_BODY_ID_EXCLUSIONS: Array<{ route: string; field: string; reason: string }> = [
  {
    route: 'POST /api/data-mgmt/tenants/:tenant_id/users/:user_id/data',
    field: 'info_model_id',
    reason: "info models are the platform's public ones (Industry_ES), taken as information",
  },
];
