import type { BodyIdCase } from './body-id-cases';

/** The data call, SIM pools and platform docking (issue 32): ids inside their bodies. */
export const SIM_BODY_ID_CASES: BodyIdCase[] = [
  {
    route: 'POST /api/data-mgmt/tenants/:tenant_id/users/:user_id/data',
    field: 'third_things_id',
    path: ({ b }) => `/api/data-mgmt/tenants/${b.tenantId}/users/${b.managerId}/data`,
    body: ({ a }) => ({ third_things_id: a.deviceId, data_list: [{ values: { power: 1 } }] }),
  },
  {
    route: 'PUT /api/sim-pools/:id/cards/:card_id/device',
    field: 'device_id',
    // The device is checked before the card is looked up: B's pool, any card id.
    path: ({ b }) => `/api/sim-pools/${b.simPoolId}/cards/00000000-0000-4000-8000-00000000c4d0/device`,
    body: ({ a }) => ({ device_id: a.deviceId }),
  },
  ...(['POST', 'PUT'] as const).map(
    (method): BodyIdCase => ({
      route: `${method} /api/single/zigbee/tenants/:tenantId/industry/platform-binding${method === 'PUT' ? '/:id' : ''}`,
      field: 'group_id',
      path: ({ b }) =>
        `/api/single/zigbee/tenants/${b.tenantId}/industry/platform-binding${method === 'PUT' ? `/${b.platformBindingId}` : ''}`,
      body: ({ a }) => ({
        project_name: 'B project',
        project_number: `bIntoA${method}`,
        group_id: a.stationId,
        push_url: 'http://8.8.8.8/push',
      }),
    }),
  ),
];

/** Their body fields spelled like ids that name no row of a tenant. */
export const SIM_BODY_ID_EXCLUSIONS: Array<{ route: string; field: string; reason: string }> = [
  {
    route: 'POST /api/data-mgmt/tenants/:tenant_id/users/:user_id/data',
    field: 'info_model_id',
    reason: "info models are the platform's public ones (Industry_ES), taken as information",
  },
  ...['POST /api/sim-pools', 'PUT /api/sim-pools/:id'].flatMap((route) => [
    {
      route,
      field: 'pool_id',
      reason: "the pool's id at its SIM provider, text the tenant types, not a row of ours",
    },
    { route, field: 'app_id', reason: "the tenant's application id at its SIM provider, not a row of ours" },
  ]),
];
