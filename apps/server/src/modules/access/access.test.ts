import { DEFAULT_ROLE_NAME } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { passwordSignIn, selfStatus, tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { testDatabaseKind } from '../../test/test-database';
import { createDevices, createStation } from '../../test/stations/station-test-helpers';

const t = useTestApp({ config: { testHooks: true } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const uniqueName = (prefix = 'sub') => `${prefix}${Date.now().toString(36)}${++seq}`;

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
}

/** A merchant with its signed-in manager. */
async function merchant() {
  const { tenant, manager } = await createMerchant(t.database.db);
  const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
  return { tenant, manager, token };
}

async function addGroup(token: string, apis: string[], extra: Record<string, unknown> = {}) {
  const res = await call(token, 'POST', '/tenant/roles', {
    name: uniqueName('g'),
    description: 'd',
    apis,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; apis: string[] };
}

function subUserInput(parentId: string, overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    password: 'Abcdef12',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
    parent_user_id: parentId,
    ...overrides,
  };
}

/** A sub-user in the given groups, signed in as name@namespace. */
async function signedInSubUser(m: Awaited<ReturnType<typeof merchant>>, roleIds: string[]) {
  const input = subUserInput(m.manager.id, { role_ids: roleIds });
  const res = await call(m.token, 'POST', `/tenant/tenants/${m.tenant.id}/users`, input);
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: string; sign_in_name: string };
  expect(created.sign_in_name).toBe(`${input.username}@${m.tenant.namespace}`);
  const token = await tokenFor(t.app, created.sign_in_name, input.password);
  return { id: created.id, token, input };
}

describe(`permission enforcement on ${testDatabaseKind()}`, () => {
  it('refuses a sub-user an API its groups lack with the denial text, and applies a group edit at once', async () => {
    const m = await merchant();
    const group = await addGroup(m.token, ['station:view']);
    const sub = await signedInSubUser(m, [group.id]);

    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/roles',
      headers: { ...bearer(sub.token), 'accept-language': 'en' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'iot-http.403',
      message: 'No permission, please consult the administrator',
    });

    const edit = await call(m.token, 'PUT', `/tenant/roles/${group.id}`, {
      name: group.name,
      description: 'd',
      apis: ['station:view', 'role:view'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call(sub.token, 'GET', '/tenant/roles')).statusCode).toBe(200);

    // And taken away again: the next call is refused.
    await call(m.token, 'PUT', `/tenant/roles/${group.id}`, {
      name: group.name,
      description: 'd',
      apis: ['station:view'],
    });
    expect((await call(sub.token, 'GET', '/tenant/roles')).statusCode).toBe(403);
  });

  it('lets a sub-user call session routes and refuses platform-admin routes', async () => {
    const m = await merchant();
    const sub = await signedInSubUser(m, []);
    expect(await selfStatus(t.app, sub.token)).toBe(200);
    expect((await call(sub.token, 'GET', '/admin/tenants')).statusCode).toBe(403);
    expect((await call(m.token, 'GET', '/admin/tenants')).statusCode).toBe(403);
  });

  it('lets the platform administrator call admin routes and reports it as system manager', async () => {
    const { password } = await bootstrapPlatform(t.database.db);
    const admin = await tokenFor(t.app, 'admin', password!);
    expect((await call(admin, 'GET', '/admin/tenants')).statusCode).toBe(200);
    const self = (await call(admin, 'GET', '/tenant/privileges/self')).json();
    expect(self).toMatchObject({ system_manager: true, tenant_manager: true });
    // Its own tenant's things stay its own: another tenant's sub-users are not found.
    const m = await merchant();
    expect((await call(admin, 'GET', `/tenant/tenants/${m.tenant.id}/users`)).statusCode).toBe(404);
  });

  it('lets the tenant manager skip the per-API map, never the tenant boundary', async () => {
    const a = await merchant();
    const b = await merchant();
    expect((await call(a.token, 'GET', '/tenant/roles')).statusCode).toBe(200);
    const bGroup = await addGroup(b.token, ['station:view']);
    const bSub = await signedInSubUser(b, [bGroup.id]);

    const foreignEdit = await call(a.token, 'PUT', `/tenant/roles/${bGroup.id}`, {
      name: 'taken',
      description: 'x',
      apis: ['role:view'],
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await call(a.token, 'DELETE', `/tenant/roles/${bGroup.id}`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `/tenant/tenants/${b.tenant.id}/users`)).statusCode).toBe(404);
    expect(
      (
        await call(
          a.token,
          'POST',
          `/tenant/tenants/${b.tenant.id}/users/${bSub.id}/reset-password?password=Zyxwvu98`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(a.token, 'DELETE', `/tenant/tenants/${a.tenant.id}/users/${bSub.id}`)).statusCode,
    ).toBe(404);
    // Another tenant's group in a bulk array of one's own call.
    const aSub = await signedInSubUser(a, []);
    expect(
      (
        await call(a.token, 'PUT', `/tenant/tenants/${a.tenant.id}/users/${aSub.id}/roles`, {
          role_ids: [bGroup.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(a.token, 'POST', `/tenant/tenants/${a.tenant.id}/users/batch-authorization`, {
          user_ids: [aSub.id, bSub.id],
          station_ids: ['s1'],
        })
      ).statusCode,
    ).toBe(404);

    // Nothing of B changed: its group, its sub-user's password and scope.
    const bGroups = (await call(b.token, 'GET', '/tenant/roles')).json() as {
      list: { id: string; name: string; apis: string[] }[];
    };
    expect(bGroups.list.find((g) => g.id === bGroup.id)).toMatchObject({
      name: bGroup.name,
      apis: ['station:view'],
    });
    expect(await selfStatus(t.app, bSub.token)).toBe(200);
    expect(
      (
        await passwordSignIn(t.app, {
          username: `${bSub.input.username}@${b.tenant.namespace}`,
          password: bSub.input.password,
        })
      ).statusCode,
    ).toBe(200);
    const bUsers = (await call(b.token, 'GET', `/tenant/tenants/${b.tenant.id}/users`)).json() as {
      list: { id: string; scope: { station_ids: string[] }; roles: unknown[] }[];
    };
    expect(bUsers.list.find((u) => u.id === bSub.id)?.scope.station_ids).toEqual([]);
  });
});

describe(`privileges and permission groups on ${testDatabaseKind()}`, () => {
  it('ensures ies_default (auth_flag 1) for the tenant at sign-in, once', async () => {
    const m = await merchant();
    await tokenFor(t.app, m.manager.username, FACTORY_PASSWORD);
    const list = (await call(m.token, 'GET', '/tenant/roles?page_size=999')).json() as {
      list: { name: string; auth_flag: number }[];
    };
    expect(list.list.filter((role) => role.name === DEFAULT_ROLE_NAME)).toEqual([
      expect.objectContaining({ name: DEFAULT_ROLE_NAME, auth_flag: 1 }),
    ]);
    const common = (await call(m.token, 'GET', '/tenant/common-roles')).json() as {
      list: { name: string }[];
    };
    expect(common.list.map((role) => role.name)).toContain(DEFAULT_ROLE_NAME);
    const defaultId = (
      (await call(m.token, 'GET', '/tenant/roles')).json() as { list: { id: string; name: string }[] }
    ).list.find((r) => r.name === DEFAULT_ROLE_NAME)!.id;
    const refused = await call(m.token, 'DELETE', `/tenant/roles/${defaultId}`);
    expect(refused.json().code).toBe('iot-permission.10011');
  });

  it('gives managers every API and sub-users the union of their groups', async () => {
    const m = await merchant();
    const managerSelf = (
      await call(m.token, 'GET', '/tenant/privileges/self?platform=Solar_R2_Industry')
    ).json();
    expect(managerSelf.tenant_manager).toBe(true);
    expect(managerSelf.system_manager).toBe(false);
    expect(managerSelf.apis).toContainEqual({ name: 'tenant:user:create' });

    const g1 = await addGroup(m.token, ['station:view'], { menus: ['Station', 'Overview'] });
    const g2 = await addGroup(m.token, ['device:view', 'station:view'], { menus: ['Device'] });
    const sub = await signedInSubUser(m, [g1.id, g2.id]);
    const self = (await call(sub.token, 'GET', '/tenant/privileges/self')).json();
    expect(self).toMatchObject({ tenant_manager: false, system_manager: false });
    expect(self.apis).toEqual([{ name: 'device:view' }, { name: 'station:view' }]);
    expect(self.menus[0].menus.split(',').sort()).toEqual(['Device', 'Overview', 'Station']);
  });

  it('derives the menus of a group made through the API with permissions only, like the form', async () => {
    const m = await merchant();
    const bare = await addGroup(m.token, ['station:view', 'alert:event:view']);
    const stored = (await call(m.token, 'GET', '/tenant/roles?page=1&page_size=100')).json() as {
      list: { id: string; menus: string[] }[];
    };
    const menus = stored.list.find((row) => row.id === bare.id)?.menus ?? [];
    expect(menus).toEqual(
      expect.arrayContaining(['HomePage', 'StationList', 'AlarmList', 'StationManagement']),
    );
    expect(menus).not.toContain('DeviceList');
    // A screen whose permission the group lacks is not kept, even when asked for.
    const asked = await addGroup(m.token, ['station:view'], { menus: ['StationList', 'DeviceList'] });
    const sub = await signedInSubUser(m, [bare.id, asked.id]);
    const self = (await call(sub.token, 'GET', '/tenant/privileges/self')).json();
    const allowed: string[] = self.menus[0].menus.split(',');
    expect(allowed).toEqual(expect.arrayContaining(['StationList', 'AlarmList', 'StationManagement']));
    expect(allowed).not.toContain('DeviceList');
  });

  it('requires name, description and at least one known function permission; names are unique per tenant', async () => {
    const m = await merchant();
    const post = (payload: object) => call(m.token, 'POST', '/tenant/roles', payload);
    // The first issue of each field is the one shown.
    const fieldsOf = (res: { json(): { data?: { fields?: { field: string; code: string }[] } } }) => {
      const fields = res.json().data?.fields ?? [];
      return [...new Set(fields.map((f) => f.field))].map(
        (field) => `${field}:${fields.find((f) => f.field === field)!.code}`,
      );
    };

    expect(fieldsOf(await post({ description: 'd', apis: ['station:view'] }))).toEqual([
      'name:iot-validation.10001',
    ]);
    expect(fieldsOf(await post({ name: 'n', description: '', apis: ['station:view'] }))).toEqual([
      'description:iot-validation.10001',
    ]);
    expect(fieldsOf(await post({ name: 'n', description: 'd', apis: [] }))).toEqual([
      'apis:iot-permission.10008',
    ]);
    expect(fieldsOf(await post({ name: 'n', description: 'd', apis: ['station:fly'] }))).toEqual([
      'apis:iot-permission.10010',
    ]);
    expect(fieldsOf(await post({ name: 'n'.repeat(33), description: 'd', apis: ['station:view'] }))).toEqual([
      'name:iot-validation.10004',
    ]);
    expect((await post({ name: 'n'.repeat(32), description: 'd', apis: ['station:view'] })).statusCode).toBe(
      201,
    );
    const again = await post({ name: 'n'.repeat(32), description: 'other', apis: ['device:view'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('iot-permission.10009');
    // The same name in another tenant is fine.
    const other = await merchant();
    expect(
      (
        await call(other.token, 'POST', '/tenant/roles', {
          name: 'n'.repeat(32),
          description: 'd',
          apis: ['station:view'],
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe(`sub-users on ${testDatabaseKind()}`, () => {
  it('applies the creation rules at their boundaries', async () => {
    const m = await merchant();
    const url = `/tenant/tenants/${m.tenant.id}/users`;
    const create = (overrides: Record<string, unknown>) =>
      call(m.token, 'POST', url, subUserInput(m.manager.id, overrides));
    const firstField = async (overrides: Record<string, unknown>) => {
      const res = await create(overrides);
      const body = res.json();
      return body.data?.fields?.[0] ? `${body.data.fields[0].field}:${body.data.fields[0].code}` : body.code;
    };

    expect(await firstField({ username: 'a' })).toBe('username:iot-user.10010');
    expect((await create({ username: `ab${seq++}`.slice(0, 2) })).statusCode).toBe(201);
    expect((await create({ username: `u${Date.now().toString(36)}`.padEnd(32, 'x') })).statusCode).toBe(201);
    expect(await firstField({ username: 'x'.repeat(33) })).toBe('username:iot-user.10010');
    expect(await firstField({ username: 'bad-name' })).toBe('username:iot-user.10010');
    expect(await firstField({ username: m.tenant.namespace })).toBe('iot-user.10011');
    expect(await firstField({ mobile: undefined })).toBe('mobile:iot-user.10015');
    expect(await firstField({ mobile: '12345' })).toBe('mobile:login.error.002');
    expect(await firstField({ email: undefined })).toBe('email:login.error.017');
    expect(await firstField({ email: 'not-an-email' })).toBe('email:login.error.015');
    expect(await firstField({ parent_user_id: undefined })).toBe('parent_user_id:iot-user.10012');
    expect(await firstField({ parent_user_id: '00000000-0000-4000-8000-000000000000' })).toBe(
      'iot-user.10013',
    );
    const foreign = await createMerchant(t.database.db);
    expect(await firstField({ parent_user_id: foreign.manager.id })).toBe('iot-user.10013');
    expect(await firstField({ password: 'Abcde12' })).toBe('password:login.error.005');
    expect(await firstField({ password: 'abcdefgh' })).toBe('password:login.error.005');
    expect(await firstField({ password: 'Abcdefgh1234567x9' })).toBe('password:login.error.005');
    expect((await create({ password: 'Abcdefgh1234567x' })).statusCode).toBe(201);
    expect((await create({ password: 'abcdefg1' })).statusCode).toBe(201);

    const taken = subUserInput(m.manager.id);
    expect((await call(m.token, 'POST', url, taken)).statusCode).toBe(201);
    expect(await firstField({ mobile: taken.mobile })).toBe('iot-user.10001');
    expect(await firstField({ email: taken.email.toUpperCase() })).toBe('iot-user.10002');
    expect(await firstField({ mobile: m.manager.mobile })).toBe('iot-user.10001');
  });

  it('refuses deleting a user with sub-users, then deletes bottom-up', async () => {
    const m = await merchant();
    const url = `/tenant/tenants/${m.tenant.id}/users`;
    const parent = (await call(m.token, 'POST', url, subUserInput(m.manager.id))).json() as { id: string };
    const child = (await call(m.token, 'POST', url, subUserInput(parent.id))).json() as {
      id: string;
      parent_user_id: string;
    };
    expect(child.parent_user_id).toBe(parent.id);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api${url}/${parent.id}`,
      headers: { ...bearer(m.token), 'accept-language': 'en' },
    });
    expect(refused.json().code).toBe('iot-user.10014');
    expect((await call(m.token, 'DELETE', `${url}/${child.id}`)).statusCode).toBe(204);
    expect((await call(m.token, 'DELETE', `${url}/${parent.id}`)).statusCode).toBe(204);
    const list = (await call(m.token, 'GET', url)).json() as {
      list: unknown[];
      pagination: { total_size: number };
    };
    expect(list.pagination.total_size).toBe(0);
    // The manager is not a sub-user and cannot be deleted here.
    expect((await call(m.token, 'DELETE', `${url}/${m.manager.id}`)).statusCode).toBe(404);
  });

  it('resets a password, ending the user sessions; edits; authorises in batch; keeps the scope', async () => {
    const m = await merchant();
    const url = `/tenant/tenants/${m.tenant.id}/users`;
    const sub = await signedInSubUser(m, []);
    const reset = await call(m.token, 'POST', `${url}/${sub.id}/reset-password?password=Newpass99`);
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await selfStatus(t.app, sub.token)).toBe(401);
    expect(
      (
        await passwordSignIn(t.app, {
          username: `${sub.input.username}@${m.tenant.namespace}`,
          password: sub.input.password,
        })
      ).statusCode,
    ).not.toBe(200);
    await tokenFor(t.app, `${sub.input.username}@${m.tenant.namespace}`, 'Newpass99');
    const weak = await call(m.token, 'POST', `${url}/${sub.id}/reset-password?password=short`);
    expect(weak.statusCode).toBe(422);

    const edited = await call(m.token, 'PUT', `${url}/${sub.id}`, {
      mobile: sub.input.mobile,
      email: `changed${seq++}@example.com`,
      nick_name: 'Night shift',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ nick_name: 'Night shift' });

    const group = await addGroup(m.token, ['station:view']);
    const second = await signedInSubUser(m, []);
    // Grants name the tenant's own stations and devices (foreign ids are refused: delegation.test.ts).
    const managerCall = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      payload?: unknown,
    ) =>
      t.app.inject({
        method,
        url: path,
        headers: bearer(m.token),
        ...(payload ? { payload: payload as object } : {}),
      });
    const st1 = (await createStation(managerCall)).id;
    const st2 = (await createStation(managerCall)).id;
    const [dv1] = await createDevices(managerCall, 'ES_PCS', 1);
    const batch = await call(m.token, 'POST', `${url}/batch-authorization`, {
      user_ids: [sub.id, second.id],
      role_ids: [group.id],
      station_ids: [st1],
      device_ids: [dv1],
    });
    expect(batch.statusCode, batch.body).toBe(204);
    const scope = await call(m.token, 'PUT', `${url}/${second.id}/scope`, {
      all_stations: false,
      station_ids: [st1, st2],
      all_devices: true,
      device_ids: [],
    });
    expect(scope.statusCode, scope.body).toBe(200);
    const list = (await call(m.token, 'GET', `${url}?page_size=10`)).json() as {
      list: {
        id: string;
        roles: { id: string }[];
        scope: { station_ids: string[]; device_ids: string[]; all_devices: boolean };
      }[];
    };
    const first = list.list.find((u) => u.id === sub.id)!;
    expect(first.roles.map((r) => r.id)).toEqual([group.id]);
    expect(first.scope).toMatchObject({ station_ids: [st1], device_ids: [dv1], all_devices: false });
    expect(list.list.find((u) => u.id === second.id)!.scope).toMatchObject({
      station_ids: [st1, st2],
      all_devices: true,
    });
  });

  it('needs the sub-user APIs: a sub-user without tenant:user:create is refused, with it allowed', async () => {
    const m = await merchant();
    const group = await addGroup(m.token, ['tenant:user:view']);
    const sub = await signedInSubUser(m, [group.id]);
    const url = `/tenant/tenants/${m.tenant.id}/users`;
    expect((await call(sub.token, 'GET', url)).statusCode).toBe(200);
    expect((await call(sub.token, 'POST', url, subUserInput(sub.id))).statusCode).toBe(403);
    await call(m.token, 'PUT', `/tenant/roles/${group.id}`, {
      name: group.name,
      description: 'd',
      apis: ['tenant:user:view', 'tenant:user:create'],
    });
    const created = await call(sub.token, 'POST', url, subUserInput(sub.id));
    expect(created.statusCode, created.body).toBe(201);
  });
});
