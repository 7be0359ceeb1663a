import type { PrivilegeSelf } from '@ies/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow, UserRow } from '../../db/schema';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// Spec B §6: a sub-user may use only what its parent may also use, and an edit of the parent's
// group applies at once to everyone below.

const t = useTestApp({ config: { testHooks: true } });
let tenant: TenantRow;
let manager: UserRow;
let managerToken: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ({ tenant, manager } = await createMerchant(t.database.db));
  managerToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
});

let sequence = 0;
async function group(apis: string[], menus: string[]): Promise<string> {
  sequence += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/roles',
    headers: bearer(managerToken),
    payload: { name: `inherit${sequence}`, description: 'inheritance', apis, menus },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function editGroup(id: string, apis: string[], menus: string[]): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/tenant/roles/${id}`,
    headers: bearer(managerToken),
    payload: { name: `edited${id.slice(0, 8)}`, description: 'inheritance', apis, menus },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A sub-user below `parent` in `roleId`, with its token. */
async function subUser(parent: UserRow, roleId: string): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(t.database.db, tenant, {
    isManager: false,
    plainSignIn: false,
    parentUserId: parent.id,
  });
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/tenant/tenants/${tenant.id}/users/${user.id}/roles`,
    headers: bearer(managerToken),
    payload: { role_ids: [roleId] },
  });
  expect(assigned.statusCode, assigned.body).toBeLessThan(300);
  return { user, token: await tokenFor(t.app, `${user.username}@${tenant.namespace}`, FACTORY_PASSWORD) };
}

const status = async (token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

async function privileges(token: string): Promise<PrivilegeSelf> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/tenant/privileges/self',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function sideMenuFields(token: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/menus/tenant', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const fields: string[] = [];
  const walk = (items: { menu_field: string; children: unknown[] }[]) => {
    for (const item of items) {
      fields.push(item.menu_field);
      walk(item.children as { menu_field: string; children: unknown[] }[]);
    }
  };
  walk(res.json().menu_json);
  return fields;
}

const ROLES = '/api/tenant/roles';
const ORGANISATIONS = '/api/organisations';
const LOGS = '/api/system-logs/operations';
const USERS = () => `/api/tenant/tenants/${tenant.id}/users`;

describe(`sub-user inheritance on ${testDatabaseKind()}`, () => {
  it('gives a sub-user below a non-manager only what both may use, and follows an edit of the parent at once', async () => {
    // Menus follow permissions: a group lists a screen only with a permission that opens it.
    const parentGroup = await group(
      ['role:view', 'org:view', 'tenant:user:view', 'station:view'],
      ['StationManagement', 'StationList'],
    );
    const childGroup = await group(
      ['role:view', 'org:view', 'system:log:view', 'station:view', 'alert:event:view'],
      ['StationManagement', 'StationList', 'AlarmList'],
    );
    const parent = await subUser(manager, parentGroup);
    const child = await subUser(parent.user, childGroup);
    const grandchild = await subUser(child.user, childGroup);
    // The same group directly below the manager is not narrowed.
    const direct = await subUser(manager, childGroup);

    expect(await status(child.token, ROLES)).toBe(200);
    expect(await status(child.token, ORGANISATIONS)).toBe(200);
    expect(await status(child.token, LOGS)).toBe(403); // its own group allows it, the parent's not
    expect(await status(child.token, USERS())).toBe(403); // the parent's allows it, its own not
    expect(await status(parent.token, USERS())).toBe(200);
    expect(await status(direct.token, LOGS)).toBe(200);

    expect((await privileges(child.token)).apis).toEqual([
      { name: 'org:view' },
      { name: 'role:view' },
      { name: 'station:view' },
    ]);
    expect((await privileges(child.token)).menus[0]!.menus.split(',').sort()).toEqual([
      'StationList',
      'StationManagement',
    ]);
    expect(await sideMenuFields(child.token)).toEqual(['StationManagement', 'StationList']);
    expect(await sideMenuFields(direct.token)).toContain('AlarmList');

    await editGroup(parentGroup, ['role:view', 'tenant:user:view'], ['StationManagement']);

    expect(await status(child.token, ORGANISATIONS)).toBe(403);
    expect(await status(grandchild.token, ORGANISATIONS)).toBe(403);
    expect(await status(grandchild.token, ROLES)).toBe(200);
    expect(await status(direct.token, ORGANISATIONS)).toBe(200);
    expect((await privileges(grandchild.token)).apis).toEqual([{ name: 'role:view' }]);
    // StationManagement alone is an empty group: the side menu drops it.
    expect(await sideMenuFields(child.token)).toEqual([]);
  });

  it('gives nothing below a non-manager parent without groups', async () => {
    const bare = await createUser(t.database.db, tenant, {
      isManager: false,
      plainSignIn: false,
      parentUserId: manager.id,
    });
    const child = await subUser(bare, await group(['role:view'], ['StationManagement', 'StationList']));
    expect(await status(child.token, ROLES)).toBe(403);
    expect((await privileges(child.token)).apis).toEqual([]);
  });
});
