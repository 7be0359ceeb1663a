import { multipart } from './firmware/firmware-test-helpers';
import { expect } from 'vitest';
import { createMerchant, FACTORY_PASSWORD, uniqueMobile } from './factories/users';
import { tokenFor } from './identity-helpers';
import type { routeTableApp } from './route-table';

/** The app of the live route table (test/route-table.ts). */
type RouteTableApp = ReturnType<typeof routeTableApp>;

/* Tenant A of the tenant boundary matrix (platform/tenant-boundary-matrix.test.ts). */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

export interface TenantFixture {
  tenantId: string;
  managerId: string;
  subUserId: string;
  roleId: string;
  organisationId: string;
  menuField: string;
  messageId: string;
  uploadId: string;
  sessionId: string;
  deviceTypeId: string;
  /** The custom device type's name (device import rows name types by name). */
  deviceTypeName: string;
  deviceId: string;
  subDeviceId: string;
  stationId: string;
  subsystemId: string;
  priceTemplateId: string;
  tariffId: string;
  strategyId: string;
  repairOrderId: string;
  workOrderId: string;
  maintenancePlanId: string;
  /** A work-order template (station inspection) of the tenant. */
  templateId: string;
  /** A dashboard with one kanban of `deviceId`, charting `pointName` (issue 30). */
  dashboardId: string;
  kanbanId: string;
  customReportId: string;
  /** A SIM pool (issue 32). */
  simPoolId: string;
  /** A platform binding of A's station (issue 32). */
  platformBindingId: string;
  pointName: string;
  marketId: string;
  /** A firmware package of the custom type and a task delivering it to `deviceId`, scheduled (issue 31). */
  firmwareId: string;
  firmwareTaskId: string;
  /** Names only A has; none may appear in B's responses. */
  secrets: string[];
}

export async function ok(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  return res.body ? JSON.parse(res.body) : undefined;
}

/** Tenant A with one of every object a route can name, made through the public API. */
export async function buildTenantA(t: RouteTableApp): Promise<TenantFixture> {
  const { tenant, manager } = await createMerchant(t.database.db);
  const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
  const h = bearer(token);
  // Each object made through the API as A's manager; its JSON, once the status says it was made.
  const made = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    what: string,
    payload?: unknown,
  ) =>
    ok(
      await t.app.inject({
        method,
        url,
        headers: h,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
      what,
    );
  const suffix = Date.now().toString(36);
  const roleName = `aRole${suffix}`;
  const role = await made('POST', '/api/tenant/roles', 'role', {
    name: roleName,
    description: 'A only',
    apis: ['role:view'],
  });
  const subName = `aSub${suffix}`;
  const sub = await made('POST', `/api/tenant/tenants/${tenant.id}/users`, 'sub-user', {
    username: subName,
    password: 'SubPass99',
    mobile: uniqueMobile(),
    email: `${subName}@example.com`,
    parent_user_id: manager.id,
    role_ids: [role.id],
  });
  const orgName = `aOrg${suffix}`;
  const organisation = await made('POST', '/api/organisations', 'organisation', { name: orgName });
  await made('POST', `/api/organisations/${organisation.id}/members`, 'member', { user_ids: [sub.id] });
  const menuField = `AMenu${suffix}`;
  await made('POST', '/api/menus/tenant/items', 'menu item', {
    menu_field: menuField,
    menu_name: { zh_CN: '甲方报表', en_US: `A report ${suffix}` },
    menu_type: '2',
    link_type: 'interface',
    link_address: 'https://example.com/a',
    group: 'nothing',
  });
  await made('POST', '/api/test-hooks/messages', 'message', {
    name: `aMsg${suffix}`,
    body: 'for A',
    mandatory: true,
  });
  const mandatory = await made(
    'GET',
    `/api/tenant/tenants/${tenant.id}/users/${manager.id}/mandatory-messages?platform=IES&current_page=1&page_size=10&reminder_mode=3`,
    'mandatory messages',
  );
  const messageId = String(mandatory.list?.[0]?.user_message_id ?? mandatory.list?.[0]?.id ?? '');
  expect(messageId, JSON.stringify(mandatory)).not.toBe('');
  const boundary = '----iesmatrix';
  const upload = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=avatar',
      headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }),
    'upload',
  );
  const systemName = `aSys${suffix}`;
  await made('PUT', `/api/tenant/tenants/${tenant.id}/customization`, 'customisation', {
    list: [{ key: 'systemName', value: systemName }],
  });
  // A custom device type (a standard one exported and imported under A's name), a gateway and a sub-device.
  const standard = await made('GET', '/api/device-types?kind=standard', 'standard types');
  const exported = await made('GET', `/api/device-types/${standard.list[0].id}/export`, 'type export');
  const typeName = `aType${suffix}`;
  const deviceType = await made('POST', '/api/device-types/import', 'type import', {
    ...exported,
    name: typeName,
  });
  const deviceId = `adev${suffix}`;
  const subDeviceId = `asub${suffix}`;
  for (const id of [deviceId, subDeviceId]) {
    await made('POST', '/api/devices', 'device', { id, name: `甲方设备_${id}`, type_id: deviceType.id });
  }
  await made('POST', `/api/devices/${deviceId}/sub-devices`, 'sub-device', { device_ids: [subDeviceId] });
  // A station with a sub-system and A's device bound to it.
  const stationName = `甲方电站_${suffix}`;
  const station = await made('POST', '/api/stations', 'station', {
    name: stationName,
    type: 'industry_storage',
    address: 'A street',
    contact: 'A contact',
    installed_capacity_kwh: 100,
    installed_power_kw: 50,
    price_per_kwh: 0.5,
    currency: 'CNY',
  });
  const subsystem = await made('POST', `/api/stations/${station.id}/subsystems`, 'sub-system', {
    name: `aSubsystem${suffix}`,
  });
  await made(
    'PUT',
    `/api/out-wrapper/group/tenants/${tenant.id}/users/${manager.id}/groups/${station.id}/bind-with-info`,
    'bind',
    { things_ids: [deviceId] },
  );
  // A price template used by the station's tariff, and a strategy the station runs (issue 14).
  const priceTemplate = await made(
    'POST',
    `/api/out-group-mgmt/tenant/${tenant.id}/group-price-template`,
    'price template',
    PRICE_TEMPLATE_BODY,
  );
  const tariff = await made('POST', `/api/stations/${station.id}/tariffs`, 'tariff', {
    template_id: priceTemplate.id,
    effective_from: '2024-01-01',
  });
  const strategy = await made('POST', '/api/strategies', 'strategy', STRATEGY_BODY);
  await made('PUT', `/api/stations/${station.id}/strategy`, 'station strategy', { strategy_id: strategy.id });
  // ---- orders (issue 16): a repair order and a work order of A's station ----
  const repairOrder = await made('POST', '/api/repair-orders', 'repair order', {
    station_id: station.id,
    description: 'A fault',
    contact: 'A',
    phone: '13800138000',
    address: 'A',
  });
  const workOrder = await made('POST', '/api/work-orders', 'work order', {
    name: 'A order',
    type: 'troubleshooting',
    station_id: station.id,
    handler_id: manager.id,
    verifier_id: manager.id,
    planned_start: '2030-01-01T00:00:00Z',
    planned_end: '2030-01-02T00:00:00Z',
  });
  const template = await made('POST', '/api/work-order-templates', 'work-order template', {
    type: 'station_inspection',
    name: 'A inspection',
    checklist: ['A check'],
  });
  const maintenancePlan = await made('POST', '/api/work-order-plans', 'maintenance plan', {
    name: 'A plan',
    station_id: station.id,
    template_id: template.id,
    handler_id: manager.id,
    verifier_id: manager.id,
    every: 1,
    unit: 'month',
    first_due: '2030-01-01T00:00:00Z',
  });
  const dashboard = await made('POST', '/api/dashboards', 'dashboard', { name: `aDash${suffix}` });
  const pointName = String(exported.points[0].name);
  const kanban = await made('POST', `/api/dashboards/${dashboard.id}/kanbans`, 'kanban', {
    name: 'A kanban',
    description: 'A kanban',
    device_ids: [deviceId],
    points: [pointName],
    form: 'line',
    x_axis: 'time',
    range: 'recent',
  });
  const market = await made('POST', '/api/data-markets', 'data market', {
    name: 'A market',
    dashboard_id: dashboard.id,
    kanban_ids: [kanban.id],
  });
  const customReport = await made('POST', '/api/custom-reports', 'custom report', {
    name: `A_report_${suffix}`,
    dimension: 'station',
    cycle: 'day',
    points: ['import_kwh'],
    method: 'diff',
    all_stations: false,
    station_ids: [station.id],
    shared_user_ids: [sub.id],
    enabled: true,
  });
  // ---- SIM pool (issue 32): a public literal address, so the save-time check makes no lookup ----
  const simPool = await made('POST', '/api/sim-pools', 'SIM pool', {
    pool_id: `aPool${suffix}`,
    app_id: 'aApp',
    secret_key: 'aSecret',
    provider_url: 'http://8.8.8.8/sim',
  });
  const platformBinding = await made(
    'POST',
    `/api/single/zigbee/tenants/${tenant.id}/industry/platform-binding`,
    'platform binding',
    {
      project_name: 'A project',
      project_number: `aProj${suffix}`,
      group_id: station.id,
      push_url: 'http://8.8.8.8/push',
    },
  );
  const firmwareBody = multipart(
    { type_id: deviceType.id, version: '01.02.03', description: `A_fw_${suffix}` },
    { name: 'a.bin', bytes: Buffer.from('A firmware') },
  );
  const firmware = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/firmware',
      headers: { authorization: `Bearer ${token}`, ...firmwareBody.headers },
      payload: firmwareBody.payload,
    }),
    'firmware',
  );
  const firmwareTask = await made('POST', '/api/firmware-tasks', 'firmware task', {
    firmware_id: firmware.id,
    target: { kind: 'devices', device_ids: [deviceId] },
    upgrade_now: false,
    upgrade_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    plan: FIRMWARE_PLAN,
  });
  const sessions = await made('GET', '/api/personal/sessions', 'sessions');
  const sessionId = String((sessions.list ?? sessions)[0].id);
  return {
    tenantId: tenant.id,
    managerId: manager.id,
    subUserId: sub.id,
    roleId: role.id,
    organisationId: organisation.id,
    menuField,
    messageId,
    uploadId: upload.id,
    sessionId,
    deviceTypeId: deviceType.id,
    deviceTypeName: typeName,
    deviceId,
    subDeviceId,
    stationId: station.id,
    subsystemId: subsystem.id,
    priceTemplateId: priceTemplate.id,
    tariffId: tariff.id,
    strategyId: strategy.id,
    repairOrderId: repairOrder.id,
    workOrderId: workOrder.id,
    maintenancePlanId: maintenancePlan.id,
    templateId: template.id,
    dashboardId: dashboard.id,
    kanbanId: kanban.id,
    pointName,
    marketId: market.id,
    customReportId: customReport.id,
    simPoolId: simPool.id,
    platformBindingId: platformBinding.id,
    firmwareId: firmware.id,
    firmwareTaskId: firmwareTask.id,
    secrets: [
      roleName,
      subName,
      orgName,
      menuField,
      `aMsg${suffix}`,
      systemName,
      typeName,
      stationName,
      `aPool${suffix}`,
      // Last: the control signs in as A's manager with it.
      manager.username,
    ],
  };
}

/**
 * Path parameter name → A's id. `id` names different things under different collections, so it is
 * resolved by the segment before it. A route with a parameter unknown here fails the matrix.
 */

export const FIRMWARE_PLAN = {
  canary_percent: 5,
  group_percents: [],
  success_threshold: 100,
  approval_required: false,
  error_threshold: 20,
  error_min_finished: 1,
  pacing_per_minute: 10,
  window: null,
  timeout_seconds: 600,
  retries: 0,
};

export const PRICE_TEMPLATE_BODY = {
  name: 'aPrice',
  config: {
    charge_price: 0.3,
    discharge_price: 1,
    grid_connection_price: 0.4,
    periods: [{ property: 'flat', start: '00:00', end: '23:59', price: 0.5 }],
  },
};

export const STRATEGY_BODY = {
  name: 'aStrategy',
  ranges: [
    {
      start: '00:00',
      end: '23:59',
      mode: 'standby',
      charge_power_kw: 0,
      discharge_power_kw: 0,
      soc_min: 10,
      soc_max: 90,
    },
  ],
};
