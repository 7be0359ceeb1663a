import { PERMISSIONS } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow, UserRow } from '../../db/schema';
import { createMerchant, createUser, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { type Caller, createDevices, createStation } from '../stations/station-test-helpers';

// Issue 12 item 1, the delegation matrix (docs/delegation.md). For every route that changes
// groups, scopes, group permissions or another user: the sub-user A, holding every one of those
// permissions, cannot change itself, cannot act outside its subtree, cannot grant more than it
// holds, and cannot store another tenant's ids; the manager can. Each refusal changes no row.
//
//   manager ─┬─ A (every management API; stations [S1], devices [D1])
//            │   └─ C (G_low) ── GC (G_sub)
//            └─ B (G_low, a sibling of A)

let t: TestApp;
let tenant: TenantRow;
let managerToken: string;
let subToken: string;
const ids: Record<string, string> = {};

const MANAGEMENT_APIS = [
  'tenant:user:view',
  'tenant:user:create',
  'tenant:user:update',
  'tenant:user:delete',
  'tenant:user:authorize',
  'tenant:user:reset-password',
  'role:view',
  'role:create',
  'role:update',
  'role:delete',
  'station:view',
  'device:view',
];
const EVERY_API = PERMISSIONS.map((permission) => permission.api);

const callerOf =
  (token: () => string): Caller =>
  (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token()}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
const asManager = callerOf(() => managerToken);
const asSub = callerOf(() => subToken);

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

async function group(apis: string[]): Promise<string> {
  const res = await asManager('POST', '/api/tenant/roles', { name: unique('g'), description: 'd', apis });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function user(parent: string, roleIds: string[]): Promise<UserRow> {
  const row = await createUser(t.database.db, tenant, {
    isManager: false,
    plainSignIn: false,
    parentUserId: parent,
  });
  if (roleIds.length > 0) {
    const res = await asManager('PUT', `/api/tenant/tenants/${tenant.id}/users/${row.id}/roles`, {
      role_ids: roleIds,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return row;
}

async function scope(userId: string, body: object): Promise<void> {
  const res = await asManager('PUT', `/api/tenant/tenants/${tenant.id}/users/${userId}/scope`, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Everything the routes could change in the tenant, read straight from the tables. */
async function snapshot(): Promise<string> {
  const tid = tenant.id;
  const [users, roles, bindings, scopes, sessions] = await Promise.all([
    t.database.rows(
      `select id, parent_user_id, password_hash, email, mobile, nick_name, updated_at from users where tenant_id = '${tid}' order by id`,
    ),
    t.database.rows(
      `select id, name, description, apis, stations, devices, menus, updated_at from roles where tenant_id = '${tid}' order by id`,
    ),
    t.database.rows(`select user_id, role_id from user_roles where tenant_id = '${tid}' order by 1, 2`),
    t.database.rows(
      `select user_id, all_stations, station_ids, all_devices, device_ids, updated_at from user_access_scopes where tenant_id = '${tid}' order by 1`,
    ),
    t.database.rows(`select id, user_id from sessions where tenant_id = '${tid}' order by 1`),
  ]);
  return JSON.stringify({ users, roles, bindings, scopes, sessions });
}

const usersUrl = () => `/api/tenant/tenants/${tenant.id}/users`;
const newUserBody = (parent: string, roleIds: string[] = []) => {
  const username = unique('n');
  return {
    username,
    password: 'SubPass99',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
    parent_user_id: parent,
    role_ids: roleIds,
  };
};
const scopeBody = (over: object) => ({
  all_stations: false,
  station_ids: [],
  all_devices: false,
  device_ids: [],
  ...over,
});
const batchBody = (over: object) => ({
  user_ids: [],
  role_ids: [],
  station_ids: [],
  device_ids: [],
  ...over,
});
const groupBody = (apis: string[], over: object = {}) => ({
  name: unique('e'),
  description: 'd',
  apis,
  ...over,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  route: string;
  what: string;
  actor: 'sub' | 'manager';
  /** The request; may create what it needs first (a fresh leaf to delete). */
  request: () =>
    | Promise<{ method: Method; url: string; body?: object }>
    | { method: Method; url: string; body?: object };
  /** A refusal code (nothing may change), or the success status. */
  expect: string | number;
}

const roles = (id: string) => `${usersUrl()}/${id}/roles`;
const scopes = (id: string) => `${usersUrl()}/${id}/scope`;

const CASES: Case[] = [
  // ---- PUT …/users/{id}/roles ----
  {
    route: 'PUT users/{id}/roles',
    what: 'own groups',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: roles(ids.A!), body: { role_ids: [ids.G_all] } }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'PUT users/{id}/roles',
    what: 'a group beyond its own APIs to a child',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: roles(ids.C!), body: { role_ids: [ids.G_all] } }),
    expect: 'iot-permission.10024',
  },
  {
    route: 'PUT users/{id}/roles',
    what: 'a sibling',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: roles(ids.B!), body: { role_ids: [ids.G_low] } }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'PUT users/{id}/roles',
    what: 'the manager',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: roles(ids.manager!), body: { role_ids: [] } }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'PUT users/{id}/roles',
    what: 'a group within its APIs to a child',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: roles(ids.C!), body: { role_ids: [ids.G_low] } }),
    expect: 200,
  },
  {
    route: 'PUT users/{id}/roles',
    what: 'every API to anyone',
    actor: 'manager',
    request: () => ({ method: 'PUT', url: roles(ids.B!), body: { role_ids: [ids.G_low, ids.G_all] } }),
    expect: 200,
  },
  // ---- PUT …/users/{id}/scope ----
  {
    route: 'PUT users/{id}/scope',
    what: 'own scope',
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: scopes(ids.A!),
      body: scopeBody({ all_stations: true, all_devices: true }),
    }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'all stations without holding them',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ all_stations: true }) }),
    expect: 'iot-permission.10025',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'all devices without holding them',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ all_devices: true }) }),
    expect: 'iot-permission.10025',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'a station outside its own',
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: scopes(ids.C!),
      body: scopeBody({ station_ids: [ids.S1, ids.S2] }),
    }),
    expect: 'iot-permission.10025',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'a device outside its own',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ device_ids: [ids.D2] }) }),
    expect: 'iot-permission.10025',
  },
  {
    route: 'PUT users/{id}/scope',
    what: "another tenant's station",
    actor: 'sub',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ station_ids: [ids.FS] }) }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'PUT users/{id}/scope',
    what: "another tenant's device (manager too)",
    actor: 'manager',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ device_ids: [ids.FD] }) }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'a made-up station id (manager too)',
    actor: 'manager',
    request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ station_ids: ['st-1'] }) }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'a sibling',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: scopes(ids.B!), body: scopeBody({ station_ids: [ids.S1] }) }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'its own stations and devices to a grandchild',
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: scopes(ids.GC!),
      body: scopeBody({ station_ids: [ids.S1], device_ids: [ids.D1] }),
    }),
    expect: 200,
  },
  {
    route: 'PUT users/{id}/scope',
    what: 'everything to anyone',
    actor: 'manager',
    request: () => ({
      method: 'PUT',
      url: scopes(ids.B!),
      body: scopeBody({ all_stations: true, all_devices: true }),
    }),
    expect: 200,
  },
  // ---- POST …/users/batch-authorization ----
  {
    route: 'POST users/batch-authorization',
    what: 'itself among others',
    actor: 'sub',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C, ids.A], station_ids: [ids.S1] }),
    }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'POST users/batch-authorization',
    what: 'a sibling among children',
    actor: 'sub',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C, ids.B], station_ids: [ids.S1] }),
    }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'POST users/batch-authorization',
    what: 'a group beyond its APIs',
    actor: 'sub',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C], role_ids: [ids.G_all] }),
    }),
    expect: 'iot-permission.10024',
  },
  {
    route: 'POST users/batch-authorization',
    what: 'a station outside its own',
    actor: 'sub',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C], station_ids: [ids.S2] }),
    }),
    expect: 'iot-permission.10025',
  },
  {
    route: 'POST users/batch-authorization',
    what: "another tenant's device",
    actor: 'manager',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C], device_ids: [ids.FD] }),
    }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'POST users/batch-authorization',
    what: 'its own group and station to children',
    actor: 'sub',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.C, ids.GC], role_ids: [ids.G_low], station_ids: [ids.S1] }),
    }),
    expect: 204,
  },
  {
    route: 'POST users/batch-authorization',
    what: 'any station to anyone',
    actor: 'manager',
    request: () => ({
      method: 'POST',
      url: `${usersUrl()}/batch-authorization`,
      body: batchBody({ user_ids: [ids.B], station_ids: [ids.S2] }),
    }),
    expect: 204,
  },
  // ---- PUT /tenant/roles/{id} (group permissions) ----
  {
    route: 'PUT roles/{id}',
    what: 'every API into its own group',
    actor: 'sub',
    request: () => ({ method: 'PUT', url: `/api/tenant/roles/${ids.G_admin}`, body: groupBody(EVERY_API) }),
    expect: 'iot-permission.10022',
  },
  {
    route: 'PUT roles/{id}',
    what: 'a group a sibling holds',
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `/api/tenant/roles/${ids.G_low}`,
      body: groupBody(['station:view']),
    }),
    expect: 'iot-permission.10027',
  },
  {
    route: 'PUT roles/{id}',
    what: "a child's group beyond its APIs",
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `/api/tenant/roles/${ids.G_sub}`,
      body: groupBody(['station:view', 'device:create']),
    }),
    expect: 'iot-permission.10024',
  },
  {
    route: 'PUT roles/{id}',
    what: "another tenant's station in a group",
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `/api/tenant/roles/${ids.G_sub}`,
      body: groupBody(['station:view'], { stations: [ids.FS] }),
    }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'PUT roles/{id}',
    what: "a child's group within its APIs",
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `/api/tenant/roles/${ids.G_sub}`,
      body: groupBody(['station:view', 'device:view'], { stations: [ids.S1] }),
    }),
    expect: 200,
  },
  {
    route: 'PUT roles/{id}',
    what: 'any group',
    actor: 'manager',
    request: () => ({
      method: 'PUT',
      url: `/api/tenant/roles/${ids.G_low}`,
      body: groupBody(['station:view', 'device:create']),
    }),
    expect: 200,
  },
  // ---- POST /tenant/roles ----
  {
    route: 'POST roles',
    what: 'a group beyond its APIs',
    actor: 'sub',
    request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(EVERY_API) }),
    expect: 'iot-permission.10024',
  },
  {
    route: 'POST roles',
    what: "a group with another tenant's device",
    actor: 'manager',
    request: () => ({
      method: 'POST',
      url: '/api/tenant/roles',
      body: groupBody(['station:view'], { devices: [ids.FD] }),
    }),
    expect: 'iot-permission.10026',
  },
  {
    route: 'POST roles',
    what: 'a group within its APIs',
    actor: 'sub',
    request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(['station:view']) }),
    expect: 201,
  },
  {
    route: 'POST roles',
    what: 'a group of every API',
    actor: 'manager',
    request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(EVERY_API) }),
    expect: 201,
  },
  // ---- DELETE /tenant/roles/{id} ----
  {
    route: 'DELETE roles/{id}',
    what: 'its own group',
    actor: 'sub',
    request: () => ({ method: 'DELETE', url: `/api/tenant/roles/${ids.G_admin}` }),
    expect: 'iot-permission.10022',
  },
  {
    route: 'DELETE roles/{id}',
    what: 'a group a sibling holds',
    actor: 'sub',
    request: () => ({ method: 'DELETE', url: `/api/tenant/roles/${ids.G_low}` }),
    expect: 'iot-permission.10027',
  },
  {
    route: 'DELETE roles/{id}',
    what: 'an unbound group',
    actor: 'sub',
    request: async () => ({ method: 'DELETE', url: `/api/tenant/roles/${await group(['station:view'])}` }),
    expect: 204,
  },
  {
    route: 'DELETE roles/{id}',
    what: 'a group others hold',
    actor: 'manager',
    request: async () => {
      const id = await group(['station:view']);
      await user(ids.manager!, [id]);
      return { method: 'DELETE', url: `/api/tenant/roles/${id}` };
    },
    expect: 204,
  },
  // ---- POST …/users (a new user and its parent) ----
  {
    route: 'POST users',
    what: 'a user below the manager',
    actor: 'sub',
    request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.manager!) }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'POST users',
    what: 'a user below a sibling',
    actor: 'sub',
    request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.B!) }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'POST users',
    what: 'a child with a group beyond its APIs',
    actor: 'sub',
    request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.C!, [ids.G_all!]) }),
    expect: 'iot-permission.10024',
  },
  {
    route: 'POST users',
    what: 'a grandchild with its own group',
    actor: 'sub',
    request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.C!, [ids.G_sub!]) }),
    expect: 201,
  },
  {
    route: 'POST users',
    what: 'a user anywhere with any group',
    actor: 'manager',
    request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.B!, [ids.G_all!]) }),
    expect: 201,
  },
  // ---- PUT …/users/{id} (contact) ----
  {
    route: 'PUT users/{id}',
    what: 'its own contact',
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `${usersUrl()}/${ids.A}`,
      body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
    }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'PUT users/{id}',
    what: "a sibling's e-mail",
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `${usersUrl()}/${ids.B}`,
      body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
    }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'PUT users/{id}',
    what: "a child's contact",
    actor: 'sub',
    request: () => ({
      method: 'PUT',
      url: `${usersUrl()}/${ids.C}`,
      body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
    }),
    expect: 200,
  },
  {
    route: 'PUT users/{id}',
    what: "anyone's contact",
    actor: 'manager',
    request: () => ({
      method: 'PUT',
      url: `${usersUrl()}/${ids.B}`,
      body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
    }),
    expect: 200,
  },
  // ---- POST …/users/{id}/reset-password ----
  {
    route: 'POST users/{id}/reset-password',
    what: 'its own password',
    actor: 'sub',
    request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.A}/reset-password?password=Escal8te99` }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'POST users/{id}/reset-password',
    what: "a sibling's password",
    actor: 'sub',
    request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.B}/reset-password?password=Escal8te99` }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'POST users/{id}/reset-password',
    what: "a grandchild's password",
    actor: 'sub',
    request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.GC}/reset-password?password=Escal8te99` }),
    expect: 204,
  },
  {
    route: 'POST users/{id}/reset-password',
    what: "anyone's password",
    actor: 'manager',
    request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.B}/reset-password?password=Escal8te99` }),
    expect: 204,
  },
  // ---- DELETE …/users/{id} ----
  {
    route: 'DELETE users/{id}',
    what: 'itself',
    actor: 'sub',
    request: () => ({ method: 'DELETE', url: `${usersUrl()}/${ids.A}` }),
    expect: 'iot-permission.10021',
  },
  {
    route: 'DELETE users/{id}',
    what: 'a sibling',
    actor: 'sub',
    request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.manager!, [])).id}` }),
    expect: 'iot-permission.10023',
  },
  {
    route: 'DELETE users/{id}',
    what: 'a leaf below it',
    actor: 'sub',
    request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.GC!, [])).id}` }),
    expect: 204,
  },
  {
    route: 'DELETE users/{id}',
    what: 'any leaf',
    actor: 'manager',
    request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.B!, [])).id}` }),
    expect: 204,
  },
];

describe(`delegation that cannot escalate on ${testDatabaseKind()}`, () => {
  beforeAll(async () => {
    t = await createTestApp({ config: { testHooks: true } });
    const merchant = await createMerchant(t.database.db);
    tenant = merchant.tenant;
    ids.manager = merchant.manager.id;
    managerToken = await tokenFor(t.app, merchant.manager.username, FACTORY_PASSWORD);
    ids.S1 = (await createStation(asManager)).id;
    ids.S2 = (await createStation(asManager)).id;
    [ids.D1, ids.D2] = (await createDevices(asManager, 'ES_PCS', 2)) as [string, string];
    const foreign = await createMerchant(t.database.db);
    const foreignToken = await tokenFor(t.app, foreign.manager.username, FACTORY_PASSWORD);
    const asForeign = callerOf(() => foreignToken);
    ids.FS = (await createStation(asForeign)).id;
    [ids.FD] = (await createDevices(asForeign, 'ES_PCS', 1)) as [string];

    ids.G_admin = await group(MANAGEMENT_APIS);
    ids.G_low = await group(['station:view']);
    ids.G_sub = await group(['station:view']);
    ids.G_all = await group(EVERY_API);
    const a = await user(ids.manager, [ids.G_admin]);
    ids.A = a.id;
    await scope(a.id, scopeBody({ station_ids: [ids.S1], device_ids: [ids.D1] }));
    ids.B = (await user(ids.manager, [ids.G_low])).id;
    ids.C = (await user(a.id, [ids.G_low])).id;
    ids.GC = (await user(ids.C, [ids.G_sub])).id;
    subToken = await tokenFor(t.app, `${a.username}@${tenant.namespace}`, FACTORY_PASSWORD);
  });
  afterAll(async () => t?.close());

  for (const c of CASES) {
    const verdict = typeof c.expect === 'number' ? `may (${c.expect})` : `is refused ${c.expect}`;
    it(`${c.route}: the ${c.actor} ${verdict} — ${c.what}`, async () => {
      const { method, url, body } = await c.request();
      const before = await snapshot();
      const call = c.actor === 'sub' ? asSub : asManager;
      const res = await call(method, url, body);
      if (typeof c.expect === 'number') {
        expect(res.statusCode, res.body).toBe(c.expect);
        return;
      }
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.json().code, res.body).toBe(c.expect);
      expect(await snapshot(), 'a refusal changes no row').toBe(before);
    });
  }

  it('after all of it, the sub-user still holds exactly what it was given', async () => {
    const self = await asSub('GET', '/api/tenant/privileges/self');
    expect(self.statusCode, self.body).toBe(200);
    expect((self.json() as { apis: { name: string }[] }).apis.map((api) => api.name).sort()).toEqual(
      [...MANAGEMENT_APIS].sort(),
    );
    const stations = await asSub('GET', '/api/stations?page_size=50');
    expect(stations.statusCode, stations.body).toBe(200);
    expect(JSON.stringify(stations.json())).not.toContain(ids.S2);
  });
});
