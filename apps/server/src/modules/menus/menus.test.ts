import type { MenuItem } from '@ies/contracts';
import type { TenantRow } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { bootstrapPlatform } from '../admin/platform-bootstrap';

const t = useTestApp({ config: { testHooks: true } });
let adminToken: string;
let managerToken: string;
let subUserToken: string;
let otherManagerToken: string;

let tenantOne: TenantRow;
let managerId: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  const adminPassword = (await bootstrapPlatform(t.database.db)).password!;
  adminToken = await tokenFor(t.app, 'admin', adminPassword);
  const { tenant, manager } = await createMerchant(t.database.db);
  tenantOne = tenant;
  managerId = manager.id;
  managerToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
  const sub = await createUser(t.database.db, tenant, {
    isManager: false,
    plainSignIn: false,
    parentUserId: manager.id,
  });
  subUserToken = await tokenFor(t.app, `${sub.username}@${tenant.namespace}`, FACTORY_PASSWORD);
  const other = await createMerchant(t.database.db);
  otherManagerToken = await tokenFor(t.app, other.manager.username, FACTORY_PASSWORD);
});

/** MenuManage's tree: everything of the tenant, hidden items included. */
async function tenantMenu(token: string): Promise<MenuItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/menus/tenant/items?platform=Solar_R2_Industry',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { menu_json: MenuItem[] }).menu_json;
}

/** getBatchTenantMenu: the side menu, filtered for the caller by the server. */
async function sideMenuResponse(token: string): Promise<{ tree: MenuItem[]; body: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/menus/tenant?platform=Solar_R2_Industry',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { tree: (res.json() as { menu_json: MenuItem[] }).menu_json, body: res.body };
}
const sideMenu = async (token: string) => (await sideMenuResponse(token)).tree;

let roleSequence = 0;
/** A sub-user of the first tenant in a new permission group with these menus; its token and group. */
async function subUserWithMenus(menus: string[]): Promise<{ token: string; roleId: string }> {
  roleSequence += 1;
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/roles',
    headers: bearer(managerToken),
    payload: {
      name: `menus${roleSequence}`,
      description: 'menus',
      apis: ['station:view', 'alert:event:view'],
      menus,
    },
  });
  expect(role.statusCode, role.body).toBe(201);
  const sub = await createUser(t.database.db, tenantOne, {
    isManager: false,
    plainSignIn: false,
    parentUserId: managerId,
  });
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/tenant/tenants/${tenantOne.id}/users/${sub.id}/roles`,
    headers: bearer(managerToken),
    payload: { role_ids: [role.json().id] },
  });
  expect(assigned.statusCode, assigned.body).toBeLessThan(300);
  return {
    token: await tokenFor(t.app, `${sub.username}@${tenantOne.namespace}`, FACTORY_PASSWORD),
    roleId: role.json().id,
  };
}

function find(tree: MenuItem[], field: string): MenuItem | undefined {
  for (const item of tree) {
    if (item.menu_field === field) return item;
    const inner = find(item.children, field);
    if (inner) return inner;
  }
  return undefined;
}

const page = (menu_field: string, group = 'nothing', extra: Record<string, unknown> = {}) => ({
  menu_field,
  menu_name: { zh_CN: '外部报表', en_US: 'External report' },
  menu_type: '2',
  link_type: 'interface',
  link_address: 'https://example.com/report',
  group,
  ...extra,
});

const create = (token: string, payload: unknown, base = '/api/menus/tenant/items') =>
  t.app.inject({ method: 'POST', url: base, headers: bearer(token), payload: payload as object });
const patch = (token: string, field: string, payload: unknown, base = '/api/menus/tenant/items') =>
  t.app.inject({
    method: 'PATCH',
    url: `${base}/${field}`,
    headers: bearer(token),
    payload: payload as object,
  });
const remove = (token: string, field: string, base = '/api/menus/tenant/items') =>
  t.app.inject({ method: 'DELETE', url: `${base}/${field}`, headers: bearer(token) });

describe('tenant menu (getBatchTenantMenu)', () => {
  it('starts from the seeded public menu: the side menu groups of docs/spec/A-access-and-shell.md §2.5 with their pages', async () => {
    const tree = await tenantMenu(managerToken);
    expect(tree.map((item) => item.menu_field)).toEqual([
      'HomePage',
      'StationManagement',
      'DeviceManager',
      'RepairManagement',
      'DataAnalysis',
      'Report',
      'UserManagement',
      'SystemManagement',
    ]);
    const stations = find(tree, 'StationManagement')!;
    expect(stations.children.map((item) => item.menu_field)).toEqual([
      'StationList',
      'AlarmList',
      'PriceList',
      'StationBatchStrategyList',
    ]);
    expect(find(tree, 'StationList')).toMatchObject({
      menu_type: '2',
      link_type: 'code',
      link_address: 'StationManagement/StationList',
      is_public: true,
      show: true,
      group: 'StationManagement',
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus/tenant' });
    expect(res.statusCode).toBe(401);
  });

  it('the management tree is for managers only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/menus/tenant/items',
      headers: bearer(subUserToken),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('side menu filtered on the server (docs/spec/A-access-and-shell.md §6)', () => {
  it('gives a sub-user only the allowed public menus, never the names of the others', async () => {
    const { token } = await subUserWithMenus(['StationManagement', 'StationList']);
    const { tree, body } = await sideMenuResponse(token);
    expect(tree.map((item) => item.menu_field)).toEqual(['StationManagement']);
    expect(tree[0]!.children.map((item) => item.menu_field)).toEqual(['StationList']);
    for (const hidden of ['AlarmList', 'UserManagement', 'SystemManagement', 'HomePage']) {
      expect(body).not.toContain(hidden);
    }
  });

  it('gives the manager every shown menu', async () => {
    const tree = await sideMenu(managerToken);
    expect(tree.map((item) => item.menu_field)).toContain('UserManagement');
    expect(find(tree, 'AlarmList')).toBeDefined();
  });

  it("keeps the tenant's own leaf pages for a sub-user without groups, and drops empty public groups", async () => {
    expect((await create(managerToken, page('OwnLeafPage'))).statusCode).toBe(201);
    const tree = await sideMenu(subUserToken);
    expect(tree.map((item) => item.menu_field)).toEqual(['OwnLeafPage']);
    expect((await remove(managerToken, 'OwnLeafPage')).statusCode).toBeLessThan(300);
  });

  it("follows an edit of the sub-user's group at once", async () => {
    const { token, roleId } = await subUserWithMenus(['StationManagement', 'StationList', 'AlarmList']);
    expect(find(await sideMenu(token), 'AlarmList')).toBeDefined();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/roles/${roleId}`,
      headers: bearer(managerToken),
      payload: {
        name: `edited${roleId.slice(0, 8)}`,
        description: 'menus',
        apis: ['station:view'],
        menus: ['StationManagement', 'StationList'],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(find(await sideMenu(token), 'AlarmList')).toBeUndefined();
    expect(find(await sideMenu(token), 'StationList')).toBeDefined();
  });
});

describe('tenant menu management', () => {
  it('adds a page that appears in the tenant menu only, under its group', async () => {
    const res = await create(managerToken, page('ExternalReport', 'Report', { order: 9 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ menu_field: 'ExternalReport', is_public: false, group: 'Report' });
    const reports = find(await tenantMenu(managerToken), 'Report')!;
    expect(reports.children.at(-1)?.menu_field).toBe('ExternalReport');
    expect(find(await tenantMenu(otherManagerToken), 'ExternalReport')).toBeUndefined();
  });

  it('refuses a menu_field that exists (own or public) with iot-menu.10001', async () => {
    await create(managerToken, page('DupField'));
    for (const field of ['DupField', 'StationList']) {
      const res = await create(managerToken, page(field));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'iot-menu.10001',
        data: { fields: [{ field: 'menu_field' }] },
      });
    }
  });

  it('refuses a malformed menu_field at the field with iot-menu.10007', async () => {
    const res = await create(managerToken, page('9lives'));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toContainEqual(
      expect.objectContaining({ field: 'menu_field', code: 'iot-menu.10007' }),
    );
  });

  it('refuses a parent that does not exist with iot-menu.10003', async () => {
    const res = await create(managerToken, page('Orphan', 'NoSuchGroup'));
    expect(res.json()).toMatchObject({ code: 'iot-menu.10003', data: { fields: [{ field: 'group' }] } });
  });

  it('allows two group levels and refuses a third with iot-menu.10005', async () => {
    const group = (menu_field: string, parent: string) => ({
      ...page(menu_field, parent),
      menu_type: '1',
      link_type: 'code',
      link_address: '',
    });
    expect((await create(managerToken, group('LevelOne', 'nothing'))).statusCode).toBe(201);
    expect((await create(managerToken, group('LevelTwo', 'LevelOne'))).statusCode).toBe(201);
    const third = await create(managerToken, group('LevelThree', 'LevelTwo'));
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('iot-menu.10005');
  });

  it('puts an element only under a page (iot-menu.10006)', async () => {
    const element = (parent: string) => ({ ...page(`Element${parent}`, parent), menu_type: '100' });
    const underGroup = await create(managerToken, element('Report'));
    expect(underGroup.json().code).toBe('iot-menu.10006');
    expect((await create(managerToken, element('ExternalReport'))).statusCode).toBe(201);
  });

  it('checks the link address against its type', async () => {
    const res = await create(
      managerToken,
      page('BadLink', 'nothing', { link_address: 'javascript:alert(1)' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toContainEqual(expect.objectContaining({ field: 'link_address' }));
  });

  it('hides a public menu for everyone in the tenant, and only there', async () => {
    const res = await patch(managerToken, 'AlarmList', { show: false });
    expect(res.statusCode, res.body).toBe(200);
    const allowed = await subUserWithMenus(['StationManagement', 'AlarmList']);
    expect(find(await tenantMenu(managerToken), 'AlarmList')?.show).toBe(false);
    expect(find(await sideMenu(managerToken), 'AlarmList')).toBeUndefined();
    expect(find(await sideMenu(allowed.token), 'AlarmList')).toBeUndefined();
    expect(find(await sideMenu(otherManagerToken), 'AlarmList')?.show).toBe(true);
    await patch(managerToken, 'AlarmList', { show: true });
    expect(find(await sideMenu(allowed.token), 'AlarmList')?.show).toBe(true);
  });

  it('reorders public items without touching the public menu', async () => {
    expect((await patch(managerToken, 'StationList', { order: 50 })).statusCode).toBe(200);
    const stations = find(await tenantMenu(managerToken), 'StationManagement')!;
    expect(stations.children.at(-1)?.menu_field).toBe('StationList');
    const publicRes = await t.app.inject({
      method: 'GET',
      url: '/api/admin/menus',
      headers: bearer(adminToken),
    });
    expect(find(publicRes.json().menu_json, 'StationList')?.order).toBe(1);
  });

  it('refuses to rename, move or delete a public item (iot-menu.10010)', async () => {
    const rename = await patch(managerToken, 'StationList', { menu_name: { zh_CN: '站', en_US: 'S' } });
    expect(rename.json()).toMatchObject({
      code: 'iot-menu.10010',
      data: { fields: [{ field: 'menu_name' }] },
    });
    expect((await remove(managerToken, 'StationList')).json().code).toBe('iot-menu.10010');
    expect(find(await tenantMenu(managerToken), 'StationList')).toBeDefined();
  });

  it('edits an own item and re-checks its new place', async () => {
    await create(managerToken, page('Movable'));
    const renamed = await patch(managerToken, 'Movable', {
      menu_name: { zh_CN: '新名', en_US: 'New name' },
      link_type: 'application',
      link_address: { hmi_id: 'h1', web_id: 'w1', page_id: 'p1' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(find(await tenantMenu(managerToken), 'Movable')).toMatchObject({
      menu_name: { en_US: 'New name' },
      link_address: { hmi_id: 'h1', web_id: 'w1', page_id: 'p1' },
    });
    expect((await patch(managerToken, 'Movable', { group: 'HomePage' })).json().code).toBe('iot-menu.10003');
    expect((await patch(managerToken, 'Movable', { group: 'Report' })).statusCode).toBe(200);
  });

  it('deletes an own item with its children', async () => {
    await create(managerToken, page('Parent'));
    await create(managerToken, { ...page('ChildElement', 'Parent'), menu_type: '100' });
    expect((await remove(managerToken, 'Parent')).statusCode).toBe(204);
    const tree = await tenantMenu(managerToken);
    expect(find(tree, 'Parent')).toBeUndefined();
    expect(find(tree, 'ChildElement')).toBeUndefined();
    expect((await create(managerToken, page('ChildElement'))).statusCode).toBe(201);
  });

  it('answers iot-menu.10004 for an item of another tenant and changes nothing there', async () => {
    await create(otherManagerToken, page('ForeignItem'));
    expect((await patch(managerToken, 'ForeignItem', { show: false })).json().code).toBe('iot-menu.10004');
    expect((await remove(managerToken, 'ForeignItem')).json().code).toBe('iot-menu.10004');
    expect(find(await tenantMenu(otherManagerToken), 'ForeignItem')?.show).toBe(true);
  });

  it('leaves management to the tenant manager', async () => {
    expect((await create(subUserToken, page('SubUserItem'))).statusCode).toBe(403);
    expect((await patch(subUserToken, 'HomePage', { show: false })).statusCode).toBe(403);
    expect((await remove(subUserToken, 'ExternalReport')).statusCode).toBe(403);
    expect(find(await tenantMenu(managerToken), 'HomePage')?.show).toBe(true);
  });
});

describe('public menus (platform administrator)', () => {
  const base = '/api/admin/menus';

  it('is refused to tenant managers', async () => {
    expect((await t.app.inject({ method: 'GET', url: base, headers: bearer(managerToken) })).statusCode).toBe(
      403,
    );
    expect((await create(managerToken, page('NotAdmin'), base)).statusCode).toBe(403);
  });

  it('adds a public item every tenant sees, edits and deletes it', async () => {
    const created = await create(adminToken, page('PlatformNews', 'SystemManagement'), base);
    expect(created.statusCode, created.body).toBe(201);
    expect(find(await tenantMenu(otherManagerToken), 'PlatformNews')).toMatchObject({ is_public: true });

    await patch(managerToken, 'PlatformNews', { show: false });
    const edited = await patch(
      adminToken,
      'PlatformNews',
      { menu_name: { zh_CN: '平台新闻', en_US: 'News' } },
      base,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(find(await tenantMenu(managerToken), 'PlatformNews')).toMatchObject({
      menu_name: { en_US: 'News' },
      show: false,
    });

    expect((await remove(adminToken, 'PlatformNews', base)).statusCode).toBe(204);
    expect(find(await tenantMenu(managerToken), 'PlatformNews')).toBeUndefined();
  });

  it('answers iot-menu.10002 for a public item that does not exist', async () => {
    expect((await patch(adminToken, 'NoSuchMenu', { show: false }, base)).json().code).toBe('iot-menu.10002');
    expect((await remove(adminToken, 'NoSuchMenu', base)).json().code).toBe('iot-menu.10002');
  });

  it('applies the same structure rules', async () => {
    const res = await create(
      adminToken,
      { ...page('PublicElement', 'HomeGroupless'), menu_type: '100' },
      base,
    );
    expect(res.json().code).toBe('iot-menu.10003');
    expect((await create(adminToken, page('HomePage'), base)).json().code).toBe('iot-menu.10001');
  });
});
