import { REPAIR_MOVE_NAMES, WORK_ORDER_MOVE_NAMES } from '@ies/contracts';
import { SIM_BODY_ID_EXCLUSIONS } from './body-id-cases-sim';

/* What the body-id matrix (platform/tenant-boundary-body-ids.test.ts) does not try, and why. */

/** Body fields spelled like ids that name no row of a tenant, each with its reason. */
export const BODY_ID_EXCLUSIONS: Array<{ route: string; field: string; reason: string }> = [
  ...SIM_BODY_ID_EXCLUSIONS,
  ...['station_id', 'device_id'].map((field) => ({
    route: 'PUT /api/stations/:station_id/timed-strategies/:id',
    field,
    reason:
      "the fixture makes no timed strategy of B to edit; the edit runs the same checks as the create (tried on POST) after finding the strategy in the caller's station",
  })),
  {
    route: 'POST /api/devices',
    field: 'id',
    reason: "the new device's own id (its MQTT client id), not a reference; a taken id is a conflict",
  },
  ...[
    'POST /api/menus/tenant/items',
    'PATCH /api/menus/tenant/items/:menu_field',
    'POST /api/admin/menus',
    'PATCH /api/admin/menus/:menu_field',
  ].flatMap((route) =>
    ['hmi_id', 'web_id', 'page_id'].map((key) => ({
      route,
      field: `link_address.${key}`,
      reason: 'ids of a page in the external HMI or web application the menu item opens, not rows of ours',
    })),
  ),
  ...['POST /api/tenant/roles', 'PUT /api/tenant/roles/:role_id'].map((route) => ({
    route,
    field: 'menus',
    reason:
      "menu fields filter the side menu of the role holder's own tenant; another tenant's field names nothing there",
  })),
  ...['out-wrapper/group', 'out-group-mgmt'].flatMap((prefix) => {
    const route = `PUT /api/${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`;
    return [
      {
        route,
        field: 'third_things_ids',
        reason:
          "the devices' ids in a third-party system, stored as the binding's extra info, not rows of ours",
      },
      {
        route,
        field: 'info_model_id',
        reason: "info models are the platform's public ones (Industry_ES), stored as the binding's info text",
      },
    ];
  }),
  {
    route: 'POST /api/out-wrapper/group/tenants/:tenant_id/enhance-statistics',
    field: 'info_model_id',
    reason:
      "info models are the platform's public ones (Industry_ES); the devices come from things_id or group_id",
  },
  {
    route: 'POST /api/control/verification-codes',
    field: 'user_id',
    reason:
      'public call: a code is sent only to the destination given; user_id is the caller-side hint of the spec',
  },
  {
    route: 'POST /api/tenant/registrations',
    field: 'avatar',
    reason:
      'public registration of a new tenant, before any session; the avatar is an address shown as given',
  },
];

for (const move of WORK_ORDER_MOVE_NAMES.filter((m) => m !== 'accept'))
  BODY_ID_EXCLUSIONS.push({
    route: `POST /api/work-orders/:id/${move}`,
    field: 'picture_ids',
    reason: 'the same body and picture check (WorkOrdersService.move) as accept, tried above',
  });
for (const move of REPAIR_MOVE_NAMES.filter((m) => m !== 'approve'))
  BODY_ID_EXCLUSIONS.push({
    route: `POST /api/repair-orders/:id/${move}`,
    field: 'picture_ids',
    reason: 'the same body and picture check (RepairsService.move) as approve, tried above',
  });

/** Routes that read a body without declaring its schema, with where their ids are tried or why none. */
export const UNDECLARED_BODIES: Record<string, string> = {
  'POST /api/devices/import':
    'rows carry type names and gateway ids: tried in BODY_ID_CASES (rows[].type, rows[].gateway_id)',
  'POST /api/uploads': 'a multipart file, no ids',
  'POST /api/firmware':
    'a multipart package whose type_id is tried in BODY_ID_CASES (body-id-cases-firmware.ts)',
};
// Calls that read no body at all: their only ids are in the path (the path matrix tries them).
for (const route of [
  'POST /api/admin/tenant/:tenantId/user/:userId/verification-codes',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/control/handoff-tickets',
  'POST /api/dashboards/:id/data-markets/:market_id',
  'POST /api/firmware-tasks/:id/approve',
  'POST /api/firmware-tasks/:id/cancel',
  'POST /api/firmware-tasks/:id/pause',
  'POST /api/test-hooks/firmware/:id/corrupt',
  'POST /api/devices/:id/history/downloads/:downloadId/cancel',
  'POST /api/exports/tasks/:id/cancel',
  'POST /api/tenant/tenants/:tenant_id/users/:user_id/reset-password',
  'PUT /api/alert-mgmt/tenants/:tenant_id/rules/:rule_id/disable',
  'PUT /api/alert-mgmt/tenants/:tenant_id/rules/:rule_id/enable',
  'PUT /api/stations/:id/collect',
  'POST /api/sim-pools/:id/sync',
  'POST /api/single/zigbee/tenants/:tenantId/industry/platform-binding/:id/push',
  'PUT /api/tenant/tenants/:tenant_id/users/:user_id/messages/read',
  'PUT /api/tenant/tenants/:tenant_id/users/:user_id/messages/read-all',
])
  UNDECLARED_BODIES[route] = 'reads no body';

BODY_ID_EXCLUSIONS.push({
  route: 'PUT /api/devices/:id/lora/config',
  field: 'network_id',
  reason:
    "the LoRa network's radio id (8 or 32 hexadecimal characters) sent to the gateway, not a row of ours",
});
UNDECLARED_BODIES['POST /api/devices/:id/lora/scans'] = 'reads no body';
UNDECLARED_BODIES['PUT /api/file-recalls/:recall_id/upload'] =
  "the device's recalled file as raw bytes (signed address, no session), no ids";
