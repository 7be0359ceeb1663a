import { isPermissionApi } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { bootstrapPlatform } from '../modules/admin/platform-bootstrap';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../test/factories/users';
import { nextIp, sendCode, tokenFor } from '../test/identity-helpers';
import { configOf, routeTableApp } from '../test/route-table';
import { testDatabaseKind } from '../test/test-database';
import { PLATFORM_ADMIN_PERMISSION, SESSION_PERMISSION } from './auth.plugin';

const t = routeTableApp();
const { routes } = t;

const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

describe(`route permissions over the live route table on ${testDatabaseKind()}`, () => {
  it('every /api route is public or declares a known permission', () => {
    const undeclared = apiRoutes().filter((route) => {
      if (configOf(route)?.public === true) return false;
      const permission = configOf(route)?.permission;
      if (permission === undefined) return true;
      return !(
        permission === SESSION_PERMISSION ||
        permission === PLATFORM_ADMIN_PERMISSION ||
        isPermissionApi(permission)
      );
    });
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // The identity and access routes at least; a drop means routes vanished from the table.
    expect(apiRoutes().length).toBeGreaterThanOrEqual(50);
  });

  it('refuses a sub-user without permission groups every API-permission and admin route with the denial text', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const sub = await createUser(t.database.db, tenant, {
      isManager: false,
      plainSignIn: false,
      parentUserId: manager.id,
      userType: '1',
    });
    const token = await tokenFor(t.app, `${sub.username}@${tenant.namespace}`, FACTORY_PASSWORD);
    let tried = 0;
    for (const route of apiRoutes()) {
      const permission = configOf(route)?.permission;
      if (configOf(route)?.public === true || permission === undefined || permission === SESSION_PERMISSION)
        continue;
      const url = route.url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({
        code: 'iot-http.403',
        message: 'No permission, please consult the administrator',
      });
      tried += 1;
    }
    expect(tried).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 without a session on every non-public route', async () => {
    expect(await refusedEverywhere()).toBeGreaterThanOrEqual(20);
  });
});

/** Calls every non-public route (with the token, if given) and expects iot-http.401; returns how many. */
async function refusedEverywhere(token?: string): Promise<number> {
  let tried = 0;
  for (const route of apiRoutes().filter((r) => configOf(r)?.public !== true)) {
    // (every route behind the auth scope; public ones are checked by their own tests)
    const url = route.url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000000');
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(res.json().code).toBe('iot-http.401');
    tried += 1;
  }
  return tried;
}

describe(`an ended session's token on ${testDatabaseKind()}`, () => {
  it('is refused on every API call after logout', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/control/sessions?session_id=${token}` });
    expect(res.statusCode).toBe(204);
    expect(await refusedEverywhere(token)).toBeGreaterThanOrEqual(20);
  });

  it('is refused on every API call after a forgotten-password reset', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'reset' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/control/password-reset',
      remoteAddress: nextIp(),
      payload: {
        type: 1,
        destination: manager.mobile,
        code,
        password: 'NewPass99',
        confirmPassword: 'NewPass99',
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await refusedEverywhere(token)).toBeGreaterThanOrEqual(20);
  });

  it('is refused on every API call after the tenant is disabled', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const adminPassword = (await bootstrapPlatform(t.database.db)).password!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/disable`,
      headers: { authorization: `Bearer ${await tokenFor(t.app, 'admin', adminPassword)}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await refusedEverywhere(token)).toBeGreaterThanOrEqual(20);
  });
});
