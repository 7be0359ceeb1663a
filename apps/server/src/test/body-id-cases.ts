import { XLSX_MIME_TYPE } from '@ies/contracts';
import ExcelJS from 'exceljs';
import { ruleInput } from './alarms/alarm-test-helpers';
import type { TenantFixture } from './tenant-boundary-fixture';
import { uniqueMobile } from './factories/users';
import { DASHBOARD_BODY_ID_CASES } from './body-id-cases-dashboards';
import { EXPORT_BODY_ID_CASES } from './body-id-cases-exports';
import { FIRMWARE_BODY_ID_CASES } from './body-id-cases-firmware';
import { REPORT_BODY_ID_CASES } from './body-id-cases-reports';
import { SIM_BODY_ID_CASES } from './body-id-cases-sim';
import { OPERATION_BODY_ID_CASES } from './body-id-cases-operations';

/*
 * The (route, field) cases of the body-id matrix (platform/tenant-boundary-body-ids.test.ts): tenant
 * B's manager, B's own path and an otherwise valid body, one field naming tenant A's row.
 */

export interface BodyIdContext {
  a: TenantFixture;
  b: TenantFixture;
  aEventId: string;
  bRuleId: string;
}

export interface BodyIdCase {
  /** `METHOD /api/path` as in the route table. */
  route: string;
  /** The body field (key path as bodyIdFields spells it) holding A's id. */
  field: string;
  /** The address with B's own ids (default: the route itself). */
  path?: (x: BodyIdContext) => string;
  body: (x: BodyIdContext) => unknown;
  /** A body that is not JSON (the device import's xlsx file): its content type. */
  contentType?: string;
  /** The refusal expected (default 403, 404 or 422 naming the field). */
  status?: number[];
}

const users = ({ b }: BodyIdContext) => `/api/tenant/tenants/${b.tenantId}/users`;
const rules = ({ b }: BodyIdContext) => `/api/alert-mgmt/tenants/${b.tenantId}/rules`;
const events = ({ b }: BodyIdContext) =>
  `/api/out-wrapper/group/tenants/${b.tenantId}/user/${b.managerId}/alert-event-data`;
const group = ({ b }: BodyIdContext) =>
  `/api/out-wrapper/group/tenants/${b.tenantId}/users/${b.managerId}/groups/${b.stationId}`;
/** An import file: a header row and one device row of B naming `type` and `gateway_id`. */
async function importFile(type: string, gatewayId: string | undefined): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('devices');
  sheet.addRow(['id', 'name', 'type', 'gateway_id']);
  sheet.addRow([`bimp${Date.now().toString(36)}`, 'bImported', type, gatewayId ?? '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const STATION_BODY = {
  name: 'bStation',
  type: 'industry_storage',
  address: 'B street',
  contact: 'B contact',
  installed_capacity_kwh: 100,
  installed_power_kw: 50,
  price_per_kwh: 0.5,
  currency: 'CNY',
};
const commandAction = (deviceId: string) => ({
  type: 'command',
  operation: 'nothing',
  params: {},
  device_id: deviceId,
});
const orderAction = ({ b }: BodyIdContext) => ({
  type: 'work_order',
  // B's own work-order template is made by the fixture through the maintenance plan.
  template_id: b.templateId,
  handler_id: b.managerId,
  verifier_id: b.managerId,
});

/** One case per (route, field) for a field in each of the alarm rule's action lists. */
function ruleCases(route: string, path: (x: BodyIdContext) => string): BodyIdCase[] {
  const base = (x: BodyIdContext) => ruleInput(x.b.stationId);
  const action = (field: string, value: (x: BodyIdContext) => unknown) => (x: BodyIdContext) => ({
    ...orderAction(x),
    [field]: value(x),
  });
  const inActions = (field: string, make: (x: BodyIdContext) => unknown): BodyIdCase[] => [
    { route, field: `actions[].${field}`, path, body: (x) => ({ ...base(x), actions: [make(x)] }) },
    {
      route,
      field: `escalation.actions[].${field}`,
      path,
      body: (x) => ({ ...base(x), escalation: { after_minutes: 5, actions: [make(x)] } }),
    },
  ];
  return [
    {
      route,
      field: 'trigger_filter.ids',
      path,
      body: (x) => ({ ...base(x), trigger_filter: { type: 'station', ids: [x.a.stationId] } }),
    },
    ...inActions('device_id', (x) => commandAction(x.a.deviceId)),
    ...inActions(
      'template_id',
      action('template_id', (x) => x.a.templateId),
    ),
    ...inActions(
      'handler_id',
      action('handler_id', (x) => x.a.managerId),
    ),
    ...inActions(
      'verifier_id',
      action('verifier_id', (x) => x.a.subUserId),
    ),
  ];
}

export const BODY_ID_CASES: BodyIdCase[] = [
  // ---- access: sub-users, groups, scopes ----
  ...(['parent_user_id', 'role_ids'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/tenant/tenants/:tenant_id/users',
      field,
      path: users,
      body: ({ a, b }) => ({
        username: `bSub${Date.now().toString(36)}`,
        password: 'SubPass99',
        mobile: uniqueMobile(),
        email: `bsub${Date.now().toString(36)}@example.com`,
        parent_user_id: field === 'parent_user_id' ? a.managerId : b.managerId,
        role_ids: [field === 'role_ids' ? a.roleId : b.roleId],
      }),
    }),
  ),
  {
    route: 'PUT /api/tenant/tenants/:tenant_id/users/:user_id/roles',
    field: 'role_ids',
    path: (x) => `${users(x)}/${x.b.subUserId}/roles`,
    body: ({ a, b }) => ({ role_ids: [b.roleId, a.roleId] }),
  },
  ...(['station_ids', 'device_ids'] as const).map(
    (field): BodyIdCase => ({
      route: 'PUT /api/tenant/tenants/:tenant_id/users/:user_id/scope',
      field,
      path: (x) => `${users(x)}/${x.b.subUserId}/scope`,
      body: ({ a, b }) => ({
        all_stations: false,
        all_devices: false,
        station_ids: field === 'station_ids' ? [b.stationId, a.stationId] : [b.stationId],
        device_ids: field === 'device_ids' ? [b.deviceId, a.deviceId] : [b.deviceId],
      }),
    }),
  ),
  ...(['user_ids', 'role_ids', 'station_ids', 'device_ids'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/tenant/tenants/:tenant_id/users/batch-authorization',
      field,
      path: (x) => `${users(x)}/batch-authorization`,
      body: ({ a, b }) => ({
        user_ids: field === 'user_ids' ? [a.subUserId] : [b.subUserId],
        role_ids: field === 'role_ids' ? [a.roleId] : [b.roleId],
        station_ids: field === 'station_ids' ? [a.stationId] : [b.stationId],
        device_ids: field === 'device_ids' ? [a.deviceId] : [b.deviceId],
      }),
    }),
  ),
  ...(['POST /api/tenant/roles', 'PUT /api/tenant/roles/:role_id'] as const).flatMap((route) =>
    (['stations', 'devices'] as const).map(
      (field): BodyIdCase => ({
        route,
        field,
        path: route.startsWith('PUT') ? ({ b }) => `/api/tenant/roles/${b.roleId}` : undefined,
        body: ({ a, b }) => ({
          name: `bRole${Date.now().toString(36)}`,
          description: 'B',
          apis: ['role:view'],
          stations: field === 'stations' ? [a.stationId] : [b.stationId],
          devices: field === 'devices' ? [a.deviceId] : [b.deviceId],
        }),
      }),
    ),
  ),
  {
    route: 'PUT /api/tenant/tenants/:tenant_id/users/:user_id/mandatory-messages',
    field: 'user_message_id',
    path: (x) => `${users(x)}/${x.b.managerId}/mandatory-messages`,
    body: ({ a }) => ({ read_status: 1, user_message_id: a.messageId }),
  },
  {
    route: 'POST /api/admin/tenant/verification-codes',
    field: 'user_id',
    body: ({ a }) => ({
      type: 2,
      destination: 'b-to-a@example.com',
      purpose: 'change',
      user_id: a.subUserId,
    }),
  },
  {
    route: 'PUT /api/personal/profile',
    field: 'avatar',
    body: ({ a }) => ({ nick_name: 'bNick', avatar: `/api/uploads/${a.uploadId}` }),
  },
  // ---- alarms ----
  ...(['handle', 'acknowledge', 'batch-delete'] as const).map(
    (move): BodyIdCase => ({
      route: `${move === 'batch-delete' ? 'POST' : 'PUT'} /api/out-wrapper/group/tenants/:tenant_id/user/:user_id/alert-event-data/${move}`,
      field: 'ids',
      path: (x) => `${events(x)}/${move}`,
      // A batch naming an event not the caller's answers 404 whole (issue 28), as the by-id routes.
      status: [404],
      body: ({ aEventId }) =>
        move === 'handle' ? { ids: [aEventId], handler: 'B', handle_method: 'B' } : { ids: [aEventId] },
    }),
  ),
  ...ruleCases('POST /api/alert-mgmt/tenants/:tenant_id/rules', rules),
  ...ruleCases('PUT /api/alert-mgmt/tenants/:tenant_id/rules/:rule_id', (x) => `${rules(x)}/${x.bRuleId}`),
  {
    route: 'PUT /api/alert-mgmt/tenants/:tenant_id/rules/:rule_id/shares',
    field: 'user_ids',
    path: (x) => `${rules(x)}/${x.bRuleId}/shares`,
    body: ({ a }) => ({ user_ids: [a.subUserId] }),
  },
  // ---- devices ----
  ...(['type_id', 'gateway_id'] as const).flatMap((field): BodyIdCase[] => [
    {
      route: 'POST /api/devices',
      field,
      body: ({ a, b }) => ({
        id: `bdev${Date.now().toString(36)}`,
        name: 'bDevice',
        type_id: field === 'type_id' ? a.deviceTypeId : b.deviceTypeId,
        ...(field === 'gateway_id' ? { gateway_id: a.deviceId } : {}),
      }),
    },
    {
      route: 'PATCH /api/devices/:id',
      field,
      path: ({ b }) => `/api/devices/${b.subDeviceId}`,
      body: ({ a }) => (field === 'type_id' ? { type_id: a.deviceTypeId } : { gateway_id: a.deviceId }),
    },
  ]),
  // The import's rows name a type (by name) and a gateway: A's are refused at the row's field.
  ...(['type', 'gateway_id'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/devices/import',
      field: `rows[].${field}`,
      contentType: XLSX_MIME_TYPE,
      body: ({ a, b }) =>
        field === 'type' ? importFile(a.deviceTypeName, undefined) : importFile(b.deviceTypeName, a.deviceId),
    }),
  ),
  ...(['sub-devices', 'sub-devices/remove'] as const).map(
    (tail): BodyIdCase => ({
      route: `POST /api/devices/:id/${tail}`,
      field: 'device_ids',
      path: ({ b }) => `/api/devices/${b.deviceId}/${tail}`,
      body: ({ a }) => ({ device_ids: [a.subDeviceId] }),
    }),
  ),
  // ---- orders ----
  ...(['station_id', 'device_id', 'picture_ids'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/repair-orders',
      field,
      body: ({ a, b }) => ({
        station_id: field === 'station_id' ? a.stationId : b.stationId,
        ...(field === 'device_id' ? { device_id: a.deviceId } : {}),
        ...(field === 'picture_ids' ? { picture_ids: [a.uploadId] } : {}),
        description: 'B fault',
        contact: 'B',
        phone: '13800138000',
        address: 'B',
      }),
    }),
  ),
  ...(['station_id', 'template_id', 'handler_id', 'verifier_id'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/work-order-plans',
      field,
      body: (x) => ({
        name: 'B plan',
        station_id: x.b.stationId,
        template_id: x.b.templateId,
        handler_id: x.b.managerId,
        verifier_id: x.b.managerId,
        every: 1,
        unit: 'month',
        first_due: '2030-01-01T00:00:00Z',
        [field]:
          field === 'station_id' ? x.a.stationId : field === 'template_id' ? x.a.templateId : x.a.managerId,
      }),
    }),
  ),
  ...(
    [
      'template_id',
      'station_id',
      'device_ids',
      'alarm_event_id',
      'handler_id',
      'verifier_id',
      'picture_ids',
    ] as const
  ).map(
    (field): BodyIdCase => ({
      route: 'POST /api/work-orders',
      field,
      body: (x) => {
        const foreign: Record<string, unknown> = {
          template_id: x.a.templateId,
          station_id: x.a.stationId,
          device_ids: [x.a.deviceId],
          alarm_event_id: x.aEventId,
          handler_id: x.a.managerId,
          verifier_id: x.a.subUserId,
          picture_ids: [x.a.uploadId],
        };
        return {
          name: 'B order',
          type: 'station_inspection',
          station_id: x.b.stationId,
          handler_id: x.b.managerId,
          verifier_id: x.b.managerId,
          planned_start: '2030-01-01T00:00:00Z',
          planned_end: '2030-01-02T00:00:00Z',
          [field]: foreign[field],
        };
      },
    }),
  ),
  // A move's pictures: one move of each kind is tried; the others share its body and check (below).
  {
    route: 'POST /api/work-orders/:id/accept',
    field: 'picture_ids',
    path: ({ b }) => `/api/work-orders/${b.workOrderId}/accept`,
    body: ({ a }) => ({ note: 'B', picture_ids: [a.uploadId] }),
  },
  {
    route: 'POST /api/repair-orders/:id/approve',
    field: 'picture_ids',
    path: ({ b }) => `/api/repair-orders/${b.repairOrderId}/approve`,
    body: ({ a }) => ({ note: 'B', picture_ids: [a.uploadId] }),
  },
  // ---- organisations ----
  {
    route: 'POST /api/organisations',
    field: 'parent_id',
    body: ({ a }) => ({ name: 'bUnderA', parent_id: a.organisationId }),
  },
  {
    route: 'PUT /api/organisations/:id',
    field: 'parent_id',
    path: ({ b }) => `/api/organisations/${b.organisationId}`,
    body: ({ a }) => ({ name: 'bMoved', parent_id: a.organisationId }),
  },
  {
    route: 'POST /api/organisations/:id/members',
    field: 'user_ids',
    path: ({ b }) => `/api/organisations/${b.organisationId}/members`,
    body: ({ a }) => ({ user_ids: [a.subUserId] }),
  },
  // ---- prices and strategies ----
  {
    route: 'POST /api/stations/:id/tariffs',
    field: 'template_id',
    path: ({ b }) => `/api/stations/${b.stationId}/tariffs`,
    body: ({ a }) => ({ template_id: a.priceTemplateId, effective_from: '2025-01-01' }),
  },
  {
    route: 'POST /api/stations/:id/backtest',
    field: 'strategy_id',
    path: ({ b }) => `/api/stations/${b.stationId}/backtest`,
    body: ({ a }) => ({ from: '2025-01-01', to: '2025-01-02', strategy_id: a.strategyId }),
  },
  {
    route: 'POST /api/strategies/generate',
    field: 'template_id',
    body: ({ a }) => ({
      template_id: a.priceTemplateId,
      charge_power_kw: 1,
      discharge_power_kw: 1,
      grid_import_threshold_kw: 1,
    }),
  },
  {
    route: 'POST /api/strategies/:id/apply',
    field: 'station_ids',
    path: ({ b }) => `/api/strategies/${b.strategyId}/apply`,
    status: [404],
    body: ({ a }) => ({ station_ids: [a.stationId] }),
  },
  {
    route: 'PUT /api/stations/:id/strategy',
    field: 'strategy_id',
    path: ({ b }) => `/api/stations/${b.stationId}/strategy`,
    body: ({ a }) => ({ strategy_id: a.strategyId }),
  },
  // ---- stations ----
  ...(['out-wrapper/group', 'out-group-mgmt'] as const).map(
    (prefix): BodyIdCase => ({
      route: `PUT /api/${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
      field: 'things_ids',
      path: ({ b }) =>
        `/api/${prefix}/tenants/${b.tenantId}/users/${b.managerId}/groups/${b.stationId}/bind-with-info`,
      body: ({ a }) => ({ things_ids: [a.subDeviceId] }),
    }),
  ),
  {
    route: 'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    field: 'things_ids',
    path: (x) => `${group(x)}/unbind`,
    status: [404],
    body: ({ a }) => ({ things_ids: [a.deviceId] }),
  },
  {
    route: 'POST /api/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    field: 'things_id',
    path: ({ b }) => `/api/out-wrapper/group/tenants/${b.tenantId}/group/${b.stationId}/recalculation`,
    body: ({ a }) => ({
      begin_time: '2025-05-27T00:00:00Z',
      end_time: '2025-05-27T08:00:00Z',
      things_id: a.deviceId,
    }),
  },
  {
    route: 'POST /api/stations/:id/shares',
    field: 'user_id',
    path: ({ b }) => `/api/stations/${b.stationId}/shares`,
    body: ({ a }) => ({ user_id: a.subUserId, permission: 'view' }),
  },
  ...(['station_ids', 'user_ids'] as const).map(
    (field): BodyIdCase => ({
      route: 'POST /api/stations/batch-authorization',
      field,
      body: ({ a, b }) => ({
        station_ids: [field === 'station_ids' ? a.stationId : b.stationId],
        user_ids: [field === 'user_ids' ? a.subUserId : b.subUserId],
        permission: 'view',
      }),
    }),
  ),
  {
    route: 'PUT /api/stations/:id/subsystems/:subsystem_id/devices',
    field: 'things_ids',
    path: ({ b }) => `/api/stations/${b.stationId}/subsystems/${b.subsystemId}/devices`,
    body: ({ a }) => ({ things_ids: [a.deviceId] }),
  },
  {
    route: 'PUT /api/stations/:id/master-slave',
    field: 'slave_station_ids',
    path: ({ b }) => `/api/stations/${b.stationId}/master-slave`,
    body: ({ a }) => ({ slave_station_ids: [a.stationId] }),
  },
  ...(['bms_device_id', 'pcs_device_id'] as const).map(
    (field): BodyIdCase => ({
      route: 'PUT /api/stations/:id/bms-association',
      field: `associations[].${field}`,
      path: ({ b }) => `/api/stations/${b.stationId}/bms-association`,
      body: ({ a, b }) => ({
        associations: [
          {
            bms_device_id: field === 'bms_device_id' ? a.deviceId : b.deviceId,
            pcs_device_id: field === 'pcs_device_id' ? a.deviceId : b.deviceId,
          },
        ],
      }),
    }),
  ),
  {
    route: 'POST /api/stations',
    field: 'picture_ids',
    body: ({ a }) => ({ ...STATION_BODY, picture_ids: [a.uploadId] }),
  },
  {
    route: 'PUT /api/stations/:id',
    field: 'picture_ids',
    path: ({ b }) => `/api/stations/${b.stationId}`,
    body: ({ a }) => ({ picture_ids: [a.uploadId] }),
  },
  ...DASHBOARD_BODY_ID_CASES,
  ...SIM_BODY_ID_CASES,
  ...FIRMWARE_BODY_ID_CASES,
  ...REPORT_BODY_ID_CASES,
  ...EXPORT_BODY_ID_CASES,
  ...OPERATION_BODY_ID_CASES,
  // ---- platform administration: refused to a tenant's manager whatever the body ----
  ...(['POST /api/admin/brands', 'PUT /api/admin/brands/:id'] as const).flatMap((route) =>
    (['android_image', 'ios_image'] as const).map(
      (field): BodyIdCase => ({
        route,
        field,
        path: route.startsWith('PUT') ? ({ a }) => `/api/admin/brands/${a.uploadId}` : undefined,
        body: ({ a }) => ({ host: 'b.example.com', [field]: `/api/uploads/${a.uploadId}` }),
        status: [403],
      }),
    ),
  ),
];
