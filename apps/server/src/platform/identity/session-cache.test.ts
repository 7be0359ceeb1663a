import { beforeAll, describe, expect, it } from 'vitest';
import { bootstrapPlatform } from '../../modules/admin/platform-bootstrap';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { selfStatus, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The resolver keeps sessions for a while (SESSION_CACHE_MS); every ending goes through it and
// must still refuse the token on the very next call. Each test first warms the cache.
const clock = new ManualClock();
const t = useTestApp({ config: { testHooks: true, sessionCacheMs: 60_000 }, clock });
let adminPassword: string;

beforeAll(async () => {
  adminPassword = (await bootstrapPlatform(t.database.db)).password!;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in manager whose session the resolver has just cached. */
async function warmManager() {
  const merchant = await createMerchant(t.database.db);
  const token = await tokenFor(t.app, merchant.manager.username, FACTORY_PASSWORD);
  expect(await selfStatus(t.app, token)).toBe(200);
  return { ...merchant, token };
}

describe(`the session cache on ${testDatabaseKind()}`, () => {
  it('serves a cached session without a lookup until it is stale, then looks again', async () => {
    const { manager, token } = await warmManager();
    // A change made behind the services' back is seen only when the entry is stale.
    await t.database.rows(`update users set status = 'disabled' where id = '${manager.id}'`);
    expect(await selfStatus(t.app, token)).toBe(200);
    clock.advance(60_001);
    expect(await selfStatus(t.app, token)).toBe(401);
  });

  it('refuses a cached token at once after sign-out', async () => {
    const { token } = await warmManager();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/control/sessions',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect(await selfStatus(t.app, token)).toBe(401);
  });

  it('refuses the other cached sessions at once after a password change, and keeps the caller', async () => {
    const { manager, token } = await warmManager();
    const other = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect(await selfStatus(t.app, other)).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/password',
      headers: bearer(token),
      payload: { old_password: FACTORY_PASSWORD, password: 'Changed12345', confirmPassword: 'Changed12345' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await selfStatus(t.app, other)).toBe(401);
    expect(await selfStatus(t.app, token)).toBe(200);
  });

  it('refuses a cached session ended from the personal centre at once', async () => {
    const { manager, token } = await warmManager();
    const other = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect(await selfStatus(t.app, other)).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/personal/sessions', headers: bearer(token) });
    const target = (list.json().list as Array<{ id: string; current: boolean }>).find((s) => !s.current)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/personal/sessions/${target.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await selfStatus(t.app, other)).toBe(401);
    expect(await selfStatus(t.app, token)).toBe(200);
  });

  it('refuses cached sessions at once when the administrator disables the user or the tenant', async () => {
    const admin = await tokenFor(t.app, 'admin', adminPassword);
    const one = await warmManager();
    const byUser = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${one.manager.id}/disable`,
      headers: bearer(admin),
    });
    expect(byUser.statusCode, byUser.body).toBe(204);
    expect(await selfStatus(t.app, one.token)).toBe(401);
    const two = await warmManager();
    const byTenant = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${two.tenant.id}/disable`,
      headers: bearer(admin),
      payload: {},
    });
    expect(byTenant.statusCode, byTenant.body).toBe(204);
    expect(await selfStatus(t.app, two.token)).toBe(401);
  });
});
