import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { uniqueMobile } from '../factories/users';
import { bearerCaller, tokenFor } from '../identity-helpers';
import {
  type Caller,
  type Merchant,
  signedInMerchant,
  standardTypeId,
  useMerchant,
} from '../devices/device-test-helpers';

let sequence = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

/** A valid station form (required fields of B §5) with overrides. */
export function stationInput(extra: Record<string, unknown> = {}) {
  return {
    name: unique('电站_'),
    type: 'industry_storage',
    address: '苏州工业园区 1 号',
    contact: '张三',
    installed_capacity_kwh: 200,
    installed_power_kw: 100,
    price_per_kwh: 0.8,
    currency: 'CNY',
    ...extra,
  };
}

export async function createStation(call: Caller, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/stations', stationInput(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string } & Record<string, unknown>;
}

/** Devices of a standard type, created through the API. */
export async function createDevices(call: Caller, typeName: string, count: number): Promise<string[]> {
  const typeId = await standardTypeId(call, typeName);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = unique('d');
    const res = await call('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(id);
  }
  return ids;
}

export function bindUrl(
  m: Merchant,
  stationId: string,
  form: 'out-wrapper' | 'out-group-mgmt' = 'out-wrapper',
) {
  const prefix = form === 'out-wrapper' ? '/api/out-wrapper/group' : '/api/out-group-mgmt';
  return `${prefix}/tenants/${m.tenant.id}/users/${m.manager.id}/groups/${stationId}/bind-with-info`;
}

export async function bind(
  m: Merchant,
  stationId: string,
  thingsIds: string[],
  extra: Record<string, unknown> = {},
) {
  return m.call('PUT', bindUrl(m, stationId), { things_ids: thingsIds, ...extra });
}

export async function unbindAll(m: Merchant, stationId: string, thingsIds: string[]) {
  const res = await m.call(
    'PUT',
    `/api/out-wrapper/group/tenants/${m.tenant.id}/users/${m.manager.id}/groups/${stationId}/unbind`,
    { things_ids: thingsIds },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A sub-user of the merchant with a permission group of `apis`; `as` calls as that user. */
/** A sub-user with a group of these APIs, below the manager or below `parentId`. */
export async function subUserOf(app: FastifyInstance, m: Merchant, apis: string[], parentId?: string) {
  const role = await m.call('POST', '/api/tenant/roles', {
    name: unique('role'),
    description: 'station tests',
    apis,
  });
  expect(role.statusCode, role.body).toBeLessThan(300);
  const username = unique('sub');
  const sub = await m.call('POST', `/api/tenant/tenants/${m.tenant.id}/users`, {
    username,
    password: 'SubPass99',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
    parent_user_id: parentId ?? m.manager.id,
    role_ids: [role.json().id],
  });
  expect(sub.statusCode, sub.body).toBeLessThan(300);
  const token = await tokenFor(app, `${username}@${m.tenant.namespace}`, 'SubPass99');
  const id = sub.json().id as string;
  const as: Caller = bearerCaller(app, token);
  const grant = async (
    stationIds: string[],
    options: { allStations?: boolean; allDevices?: boolean } = {},
  ) => {
    const res = await m.call('PUT', `/api/tenant/tenants/${m.tenant.id}/users/${id}/scope`, {
      all_stations: options.allStations ?? false,
      station_ids: stationIds,
      all_devices: options.allDevices ?? false,
      device_ids: [],
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  return { id, username, token, as, grant };
}

export type SubUser = Awaited<ReturnType<typeof subUserOf>>;

export const ALL_STATION_APIS = [
  'station:view',
  'station:create',
  'station:update',
  'station:delete',
  'group:device:bind',
  'station:share',
  'station:subsystem',
  'station:calibrate',
  'station:log',
  'station:authorize',
  'station:settings',
  'station:statistics',
  'device:view',
];

export { signedInMerchant, useMerchant };
export type { Caller, Db, Merchant };
