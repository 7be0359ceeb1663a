import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { nextIp, passwordSignIn, selfStatus, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../../modules/admin/platform-bootstrap';

let t: TestApp;
const clock = new ManualClock();
let adminPassword: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { testHooks: true, sessionIdleMinutes: 120, sessionMaxHours: 168 },
    clock,
  });
  adminPassword = (await bootstrapPlatform(t.database.db)).password!;
});

/** A fresh administrator session (tests move the clock, so older ones may have ended). */
const adminToken = () => tokenFor(t.app, 'admin', adminPassword);
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`the bearer session on ${testDatabaseKind()}`, () => {
  it('refuses calls without a token, with an unknown token or a malformed header with iot-http.401', async () => {
    for (const headers of [
      {},
      bearer('not-a-token'),
      { authorization: 'Basic abc' },
      bearer('x'.repeat(5000)),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/tenant/users/self', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'iot-http.401', message: '登录已失效，请重新登录' });
    }
  });

  it('keeps public routes and unknown paths as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/route' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/control/captcha' })).statusCode).toBe(200);
  });

  it('answers self user and tenant info with the masked mobile', async () => {
    const { manager, tenant } = await createMerchant(t.database.db, { mobile: '13912345678' });
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const user = await t.app.inject({ method: 'GET', url: '/api/tenant/users/self', headers: bearer(token) });
    expect(user.json()).toMatchObject({
      id: manager.id,
      tenant_id: tenant.id,
      username: manager.username,
      isManager: true,
      isPlatformAdmin: false,
      mobile: '139****5678',
      user_type: '1',
      customization: '{}',
    });
    expect(user.body).not.toContain('password');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/tenants/self',
      headers: bearer(token),
    });
    expect(own.json()).toMatchObject({
      id: tenant.id,
      business_id: tenant.businessId,
      extension_code: tenant.extensionCode,
      status: 'active',
      tenant_type: 0,
      is_platform: false,
    });
    expect(Buffer.from(own.json().extension_code, 'base64').toString()).toBe(tenant.businessId);
  });

  it('ends the session at logout: the old token gets 401', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const other = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/control/sessions?session_id=${token}` });
    expect(res.statusCode).toBe(204);
    expect(await selfStatus(t.app, token)).toBe(401);
    expect(await selfStatus(t.app, other)).toBe(200);
    // Logging out again, or with the bearer header only, is harmless.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/control/sessions?session_id=${token}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/control/sessions', headers: bearer(other) }))
        .statusCode,
    ).toBe(204);
    expect(await selfStatus(t.app, other)).toBe(401);
    const log = await t.database.rows(
      `select 1 from behaviour_log where user_id = '${manager.id}' and action = 'logout'`,
    );
    expect(log).toHaveLength(2);
  });

  it('ends a session unused for the idle time, and any session after the absolute time', async () => {
    const { manager } = await createMerchant(t.database.db);
    const idle = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const busy = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    for (let hour = 0; hour < 3; hour++) {
      clock.advance(60 * 60 * 1000);
      expect(await selfStatus(t.app, busy)).toBe(200);
    }
    expect(await selfStatus(t.app, idle)).toBe(401);
    for (let hour = 3; hour < 168; hour += 1.5) {
      clock.advance(90 * 60 * 1000);
      if (hour + 1.5 < 168) expect(await selfStatus(t.app, busy), `hour ${hour}`).toBe(200);
    }
    expect(await selfStatus(t.app, busy)).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const lastSeen = async () =>
      (
        await t.database.rows<{ at: string }>(
          `select last_seen_at::text as at from sessions where user_id = '${manager.id}'`,
        )
      )[0]?.at;
    const first = await lastSeen();
    clock.advance(30_000);
    await selfStatus(t.app, token);
    expect(await lastSeen()).toBe(first);
    clock.advance(31_000);
    await selfStatus(t.app, token);
    expect(await lastSeen()).not.toBe(first);
  });

  it('refuses a token whose user was disabled since', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    await t.database.rows(`update users set status = 'disabled' where id = '${manager.id}'`);
    expect(await selfStatus(t.app, token)).toBe(401);
  });

  it('refuses the admin routes to a merchant with iot-http.403', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tenants', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('iot-http.403');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/tenants', headers: bearer(await adminToken()) }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every session of a tenant when the platform administrator disables it', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const tokens = [
      await tokenFor(t.app, manager.username, FACTORY_PASSWORD),
      await tokenFor(t.app, owner.username, FACTORY_PASSWORD),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/disable`,
      headers: bearer(await adminToken()),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const token of tokens) expect(await selfStatus(t.app, token)).toBe(401);
    const remaining = await t.database.rows(`select 1 from sessions where tenant_id = '${tenant.id}'`);
    expect(remaining).toHaveLength(0);
  });

  it('opens a manager session from a live session (ujwt) and ends both at logout with ujwt', async () => {
    const { manager } = await createMerchant(t.database.db);
    // The ujwt is the manager's own live session (issue 12: it concerns only that session's user).
    const ujwt = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const open = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/control/manager-sessions/ujwt',
        remoteAddress: nextIp(),
        payload,
      });
    const wrong = await open({ ujwt, username: manager.username, password: 'Wrong1234' });
    expect(wrong.json().code).toBe('iot-control.10022');
    expect(
      (await open({ ujwt: 'unknown-token', username: manager.username, password: FACTORY_PASSWORD })).json()
        .code,
    ).toBe('iot-control.10031');
    const res = await open({ ujwt, username: manager.username, password: FACTORY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const managerToken = res.json().token;
    expect(await selfStatus(t.app, managerToken)).toBe(200);
    const other = await createMerchant(t.database.db);
    expect(
      (await open({ ujwt, username: other.manager.username, password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-control.10031');
    await t.app.inject({ method: 'DELETE', url: `/api/control/sessions?ujwt=${ujwt}` });
    expect(await selfStatus(t.app, ujwt)).toBe(401);
    expect(await selfStatus(t.app, managerToken)).toBe(401);
  });
});

describe(`remember me on ${testDatabaseKind()}`, () => {
  function cookieOf(res: { headers: Record<string, unknown> }): string {
    const raw = res.headers['set-cookie'];
    const header = Array.isArray(raw) ? raw.join('\n') : String(raw ?? '');
    return header;
  }

  it('remembers the username in an HttpOnly cookie, never the password, and forgets it on request', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/control/remember',
      headers: bearer(token),
      payload: { username: manager.username },
    });
    expect(set.statusCode, set.body).toBe(200);
    const header = cookieOf(set);
    expect(header).toMatch(/^ies_remember=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/control\/remember/);
    expect(header).not.toContain(FACTORY_PASSWORD);
    const value = /ies_remember=([^;]+)/.exec(header)![1]!;

    const recalled = await t.app.inject({
      method: 'GET',
      url: '/api/control/remember',
      cookies: { ies_remember: value },
    });
    expect(recalled.json()).toEqual({ username: manager.username });
    expect((await t.app.inject({ method: 'GET', url: '/api/control/remember' })).json()).toEqual({
      username: null,
    });

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/control/remember',
      cookies: { ies_remember: value },
    });
    expect(cleared.statusCode).toBe(204);
    expect(cookieOf(cleared)).toMatch(/ies_remember=;/);
    // Revoked: the old cookie value no longer brings the name back.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/control/remember',
      cookies: { ies_remember: value },
    });
    expect(after.json()).toEqual({ username: null });
  });

  it('remembers only a name that leads to the signed-in account, and only with a session', async () => {
    const { manager } = await createMerchant(t.database.db);
    const other = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/control/remember',
      headers: bearer(token),
      payload: { username: other.manager.username },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/control/remember',
      payload: { username: 'x1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the name of a mobile-number sign-in as typed', async () => {
    const { manager } = await createMerchant(t.database.db);
    const res = await passwordSignIn(t.app, { username: manager.mobile!, password: FACTORY_PASSWORD });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/control/remember',
      headers: bearer(res.json().token),
      payload: { username: manager.mobile },
    });
    const value = /ies_remember=([^;]+)/.exec(cookieOf(set))![1]!;
    const recalled = await t.app.inject({
      method: 'GET',
      url: '/api/control/remember',
      cookies: { ies_remember: value },
    });
    expect(recalled.json()).toEqual({ username: manager.mobile });
  });
});
