import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow, UserRow } from '../../db/schema';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { bearerCaller, tokenFor } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { type Caller, createDevices, createStation } from '../../test/stations/station-test-helpers';
import { delegationCases, EVERY_API, scopeBody } from '../../test/access/delegation-cases';

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
  'station:share',
  'station:authorize',
  'device:view',
];

// The app is made in beforeAll: it is looked up when a call is sent.
const callerOf =
  (token: () => string): Caller =>
  (method, url, payload) =>
    bearerCaller(t.app, token)(method, url, payload);
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
  const [users, roles, bindings, scopes, sessions, shares] = await Promise.all([
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
    t.database.rows(
      `select station_id, user_id, permission from station_shares where tenant_id = '${tid}' order by 1, 2`,
    ),
  ]);
  return JSON.stringify({ users, roles, bindings, scopes, sessions, shares });
}

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

  const CASES = delegationCases({ ids, tenantId: () => tenant.id, group, user });
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
