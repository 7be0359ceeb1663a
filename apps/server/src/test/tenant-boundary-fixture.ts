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
  const suffix = Date.now().toString(36);
  const roleName = `aRole${suffix}`;
  const role = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/tenant/roles',
      headers: h,
      payload: { name: roleName, description: 'A only', apis: ['role:view'] },
    }),
    'role',
  );
  const subName = `aSub${suffix}`;
  const sub = await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/tenant/tenants/${tenant.id}/users`,
      headers: h,
      payload: {
        username: subName,
        password: 'SubPass99',
        mobile: uniqueMobile(),
        email: `${subName}@example.com`,
        parent_user_id: manager.id,
        role_ids: [role.id],
      },
    }),
    'sub-user',
  );
  const orgName = `aOrg${suffix}`;
  const organisation = await ok(
    await t.app.inject({ method: 'POST', url: '/api/organisations', headers: h, payload: { name: orgName } }),
    'organisation',
  );
  await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${organisation.id}/members`,
      headers: h,
      payload: { user_ids: [sub.id] },
    }),
    'member',
  );
  const menuField = `AMenu${suffix}`;
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/menus/tenant/items',
      headers: h,
      payload: {
        menu_field: menuField,
        menu_name: { zh_CN: '甲方报表', en_US: `A report ${suffix}` },
        menu_type: '2',
        link_type: 'interface',
        link_address: 'https://example.com/a',
        group: 'nothing',
      },
    }),
    'menu item',
  );
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/test-hooks/messages',
      headers: h,
      payload: { name: `aMsg${suffix}`, body: 'for A', mandatory: true },
    }),
    'message',
  );
  const mandatory = await ok(
    await t.app.inject({
      method: 'GET',
      url: `/api/tenant/tenants/${tenant.id}/users/${manager.id}/mandatory-messages?platform=IES&current_page=1&page_size=10&reminder_mode=3`,
      headers: h,
    }),
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
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/tenants/${tenant.id}/customization`,
      headers: h,
      payload: { list: [{ key: 'systemName', value: systemName }] },
    }),
    'customisation',
  );
  // A custom device type (a standard one exported and imported under A's name), a gateway and a sub-device.
  const standard = await ok(
    await t.app.inject({ method: 'GET', url: '/api/device-types?kind=standard', headers: h }),
    'standard types',
  );
  const exported = await ok(
    await t.app.inject({ method: 'GET', url: `/api/device-types/${standard.list[0].id}/export`, headers: h }),
    'type export',
  );
  const typeName = `aType${suffix}`;
  const deviceType = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/device-types/import',
      headers: h,
      payload: { ...exported, name: typeName },
    }),
    'type import',
  );
  const deviceId = `adev${suffix}`;
  const subDeviceId = `asub${suffix}`;
  for (const id of [deviceId, subDeviceId]) {
    await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/devices',
        headers: h,
        payload: { id, name: `甲方设备_${id}`, type_id: deviceType.id },
      }),
      'device',
    );
  }
  await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/devices/${deviceId}/sub-devices`,
      headers: h,
      payload: { device_ids: [subDeviceId] },
    }),
    'sub-device',
  );
  // A station with a sub-system and A's device bound to it.
  const stationName = `甲方电站_${suffix}`;
  const station = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/stations',
      headers: h,
      payload: {
        name: stationName,
        type: 'industry_storage',
        address: 'A street',
        contact: 'A contact',
        installed_capacity_kwh: 100,
        installed_power_kw: 50,
        price_per_kwh: 0.5,
        currency: 'CNY',
      },
    }),
    'station',
  );
  const subsystem = await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/stations/${station.id}/subsystems`,
      headers: h,
      payload: { name: `aSubsystem${suffix}` },
    }),
    'sub-system',
  );
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/out-wrapper/group/tenants/${tenant.id}/users/${manager.id}/groups/${station.id}/bind-with-info`,
      headers: h,
      payload: { things_ids: [deviceId] },
    }),
    'bind',
  );
  // A price template used by the station's tariff, and a strategy the station runs (issue 14).
  const priceTemplate = await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/out-group-mgmt/tenant/${tenant.id}/group-price-template`,
      headers: h,
      payload: PRICE_TEMPLATE_BODY,
    }),
    'price template',
  );
  const tariff = await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/stations/${station.id}/tariffs`,
      headers: h,
      payload: { template_id: priceTemplate.id, effective_from: '2024-01-01' },
    }),
    'tariff',
  );
  const strategy = await ok(
    await t.app.inject({ method: 'POST', url: '/api/strategies', headers: h, payload: STRATEGY_BODY }),
    'strategy',
  );
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/stations/${station.id}/strategy`,
      headers: h,
      payload: { strategy_id: strategy.id },
    }),
    'station strategy',
  );
  // ---- orders (issue 16): a repair order and a work order of A's station ----
  const repairOrder = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/repair-orders',
      headers: h,
      payload: {
        station_id: station.id,
        description: 'A fault',
        contact: 'A',
        phone: '13800138000',
        address: 'A',
      },
    }),
    'repair order',
  );
  const workOrder = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: h,
      payload: {
        name: 'A order',
        type: 'troubleshooting',
        station_id: station.id,
        handler_id: manager.id,
        verifier_id: manager.id,
        planned_start: '2030-01-01T00:00:00Z',
        planned_end: '2030-01-02T00:00:00Z',
      },
    }),
    'work order',
  );
  const template = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/work-order-templates',
      headers: h,
      payload: { type: 'station_inspection', name: 'A inspection', checklist: ['A check'] },
    }),
    'work-order template',
  );
  const maintenancePlan = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/work-order-plans',
      headers: h,
      payload: {
        name: 'A plan',
        station_id: station.id,
        template_id: template.id,
        handler_id: manager.id,
        verifier_id: manager.id,
        every: 1,
        unit: 'month',
        first_due: '2030-01-01T00:00:00Z',
      },
    }),
    'maintenance plan',
  );
  const sessions = await ok(
    await t.app.inject({ method: 'GET', url: '/api/personal/sessions', headers: h }),
    'sessions',
  );
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
    secrets: [
      roleName,
      subName,
      orgName,
      menuField,
      `aMsg${suffix}`,
      systemName,
      typeName,
      stationName,
      manager.username,
    ],
  };
}

/**
 * Path parameter name → A's id. `id` names different things under different collections, so it is
 * resolved by the segment before it. A route with a parameter unknown here fails the matrix.
 */

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
