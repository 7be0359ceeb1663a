import type { OperationLogPage } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleOf } from '../../platform/audit.plugin';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { startMailCapture } from '../../test/mail-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { redactParams } from '../../platform/redact';
import { systemLogPage } from '../../test/system-log/system-log-test-helpers';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ config: { testHooks: true, smtpUrl: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SECRET = 'Very-Secret_77';

async function operations(token: string, query = ''): Promise<OperationLogPage> {
  await t.app.auditSettled();
  return systemLogPage(t.app, token, 'operations', query);
}

/** A failing password reset by a signed-in caller: a mutating call that carries a password. */
async function resetWithWrongCode(token: string, mobile: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/password-reset',
    headers: { ...bearer(token), 'x-request-id': 'audit-test-0001' },
    payload: { type: 1, destination: mobile, code: '000000', password: SECRET, confirmPassword: SECRET },
  });
}

describe(`operation log on ${testDatabaseKind()}`, () => {
  it('records a mutating call with who, module, action, parameters, result and request id; the password never', async () => {
    const { manager, tenant } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await resetWithWrongCode(token, manager.mobile!);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);

    const page = await operations(token);
    expect(page.pagination.total_size).toBe(1);
    const [entry] = page.list;
    expect(entry).toMatchObject({
      tenant_id: tenant.id,
      user_id: manager.id,
      username: manager.username,
      module: 'control/password-reset',
      action: 'POST /api/control/password-reset',
      status_code: res.statusCode,
      error_code: (res.json() as { code: string }).code,
      result: 'failure',
      request_id: 'audit-test-0001',
      params: {
        body: { type: 1, destination: manager.mobile, password: '***', confirmPassword: '***', code: '***' },
      },
    });
    expect(entry?.ip).not.toBe('');

    const stored = await t.database.rows<{ params: unknown }>('select params from operation_log');
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(JSON.stringify(stored)).not.toContain('000000');
  });

  it('records a successful call as success, and does not record reads or sign-ins', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    for (let i = 0; i < 3; i += 1) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/tenant/users/self',
        headers: bearer(token),
      });
      expect(read.statusCode).toBe(200);
    }
    expect((await operations(token)).pagination.total_size).toBe(0);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/control/uc-verification-codes',
      headers: bearer(token),
      payload: { type: 2, destination: `${manager.username}@example.com` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const page = await operations(token);
    expect(page.list.map((e) => [e.action, e.result, e.status_code])).toEqual([
      ['POST /api/control/uc-verification-codes', 'success', 200],
    ]);
  });

  it('keeps each tenant to its own rows', async () => {
    const a = await createMerchant(t.database.db);
    const b = await createMerchant(t.database.db);
    const tokenA = await tokenFor(t.app, a.manager.username, FACTORY_PASSWORD);
    const tokenB = await tokenFor(t.app, b.manager.username, FACTORY_PASSWORD);
    await resetWithWrongCode(tokenA, a.manager.mobile!);

    const seenByA = await operations(tokenA);
    expect(seenByA.list.length).toBe(1);
    expect(seenByA.list.every((e) => e.tenant_id === a.tenant.id)).toBe(true);
    const seenByB = await operations(tokenB);
    expect(seenByB.list.some((e) => e.tenant_id === a.tenant.id)).toBe(false);
    // Filtering by another tenant's user name finds nothing either.
    expect((await operations(tokenB, `?user=${a.manager.username}`)).pagination.total_size).toBe(0);
  });

  it('filters by result, module, user and time, and pages on the server', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const before = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 3; i += 1) await resetWithWrongCode(token, manager.mobile!);
    await t.app.inject({
      method: 'POST',
      url: '/api/control/uc-verification-codes',
      headers: bearer(token),
      payload: { type: 2, destination: `${manager.username}@example.org` },
    });

    expect((await operations(token, '?result=failure')).pagination.total_size).toBe(3);
    expect((await operations(token, '?result=success')).pagination.total_size).toBe(1);
    expect((await operations(token, '?module=uc-verification')).pagination.total_size).toBe(1);
    expect((await operations(token, `?user=${manager.username}`)).pagination.total_size).toBe(4);
    expect((await operations(token, `?from=${encodeURIComponent(before)}`)).pagination.total_size).toBe(4);
    expect((await operations(token, `?to=${encodeURIComponent(before)}`)).pagination.total_size).toBe(0);
    const second = await operations(token, '?page_size=3&current_page=2');
    expect(second.list.length).toBe(1);
    expect(second.pagination).toEqual({ total_size: 4, current_page: 2, page_size: 3 });

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/system-logs/operations?result=maybe&from=yesterday',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('result');
    expect(JSON.stringify(bad.json())).toContain('from');
  });

  it('opens the log to signed-in callers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system-logs/operations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('parameter redaction', () => {
  it('masks secret keys at any depth and cuts long values and large bodies', () => {
    const clean = redactParams({
      params: { id: 'x' },
      query: { session_id: 'abc', page: '1' },
      body: { user: { newPwd: 'p', apiKey: 'k', nick: 'n' }, list: [{ token: 't' }], long: 'x'.repeat(600) },
    });
    expect(clean).toMatchObject({
      params: { id: 'x' },
      query: { session_id: '***', page: '1' },
      body: { user: { newPwd: '***', apiKey: '***', nick: 'n' }, list: [{ token: '***' }] },
    });
    expect((clean.body as { long: string }).long.length).toBeLessThanOrEqual(501);
    const big = redactParams({ body: { rows: Array.from({ length: 50 }, () => 'y'.repeat(400)) } });
    expect(big).toMatchObject({ truncated: true });
    expect(JSON.stringify(big)).not.toContain('rows":["');
  });

  it('names the module by the first fixed path segments', () => {
    expect(moduleOf('/api/tenant/tenants/:tenant_id/users')).toBe('tenant/tenants');
    expect(moduleOf('/api/control/sessions')).toBe('control/sessions');
  });
});
