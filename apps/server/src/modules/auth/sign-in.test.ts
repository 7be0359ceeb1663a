import { describe, expect, it, vi } from 'vitest';
import { createMerchantTenant } from '../../test/factories/tenants';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import {
  nextIp,
  otherCode,
  passwordSignIn,
  selfStatus,
  sendCode,
  solvedCaptcha,
} from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import { SIGN_IN_FAILURES_PER_IP, SIGN_IN_IP_WINDOW_MS } from './sign-in-throttle';

const clock = new ManualClock();
const t = useTestApp({ config: { testHooks: true }, clock });

async function smsSignIn(mobile: string, code: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/sessions',
    remoteAddress: ip,
    payload: { type: 2, mobile, code },
  });
}

async function sessionCount(): Promise<number> {
  const [row] = await t.database.rows<{ count: number }>('select count(*)::int as count from sessions');
  return row?.count ?? 0;
}

function fieldCode(body: { data?: { fields?: Array<{ field: string; code: string }> } }, field: string) {
  return body.data?.fields?.find((f) => f.field === field)?.code;
}

describe(`password sign-in on ${testDatabaseKind()}`, () => {
  it('signs a merchant in with the graphic code and opens a session', async () => {
    const { manager } = await createMerchant(t.database.db);
    const res = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user_id).toBe(manager.id);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await selfStatus(t.app, body.token)).toBe(200);
    const stored = await t.database.rows<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.map((r) => r.token_hash)).not.toContain(body.token);
  });

  it('accepts the name case-insensitively, as a mobile number and as name@tenant for sub-users', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const sub = await createUser(t.database.db, tenant, {
      username: 'operator_1',
      isManager: false,
      plainSignIn: false,
    });
    for (const username of [manager.username.toUpperCase(), manager.mobile!, `+86${manager.mobile}`]) {
      const res = await passwordSignIn(t.app, { username, password: FACTORY_PASSWORD });
      expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
      expect(res.json().user_id).toBe(manager.id);
    }
    const asSub = await passwordSignIn(t.app, {
      username: `operator_1@${tenant.namespace}`,
      password: FACTORY_PASSWORD,
    });
    expect(asSub.statusCode, asSub.body).toBe(200);
    expect(asSub.json().user_id).toBe(sub.id);
    // A sub-user has no plain sign-in name.
    expect(
      (await passwordSignIn(t.app, { username: 'operator_1', password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-control.10018');
  });

  it('tells managers apart for checkTenantIsManager and keeps the manager endpoint to them', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const check = async (username: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/control/tenant-manager/check',
          payload: { type: 1, username },
        })
      ).json();
    expect(await check(manager.username)).toEqual({ is_manager: true });
    expect(await check(owner.username)).toEqual({ is_manager: false });
    expect(await check('nobody_here')).toEqual({ is_manager: false });

    const asManager = await passwordSignIn(t.app, {
      username: manager.username,
      password: FACTORY_PASSWORD,
      type: 3,
    });
    expect(asManager.statusCode, asManager.body).toBe(200);
    const ownerAsManager = await passwordSignIn(t.app, {
      username: owner.username,
      password: FACTORY_PASSWORD,
      type: 3,
    });
    expect(ownerAsManager.json().code).toBe('iot-control.10018');
  });

  it('answers an unknown name with 10018 and a wrong password with 10022, verifying a hash either way', async () => {
    const { manager } = await createMerchant(t.database.db);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    try {
      const unknown = await passwordSignIn(t.app, { username: 'no_such_user', password: FACTORY_PASSWORD });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('iot-control.10018');
      expect(verify).toHaveBeenCalledTimes(1);
      const wrong = await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
      expect(wrong.json().code).toBe('iot-control.10022');
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('records sign-ins and failures in the behaviour log without the password', async () => {
    const { manager } = await createMerchant(t.database.db);
    await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
    await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    const rows = await t.database.rows<{ action: string; result: string; params: unknown }>(
      `select action, result, params from behaviour_log where user_id = '${manager.id}' order by created_at`,
    );
    expect(rows.map((r) => `${r.action}:${r.result}`)).toEqual(['signin:failure', 'signin:success']);
    expect(JSON.stringify(rows)).not.toMatch(/Wrong1234|Passw0rd/);
  });
});

describe(`graphic code on ${testDatabaseKind()}`, () => {
  async function withCaptcha(uuid: string, text: string, username = 'someone') {
    return t.app.inject({
      method: 'POST',
      url: '/api/control/sessions',
      remoteAddress: nextIp(),
      payload: { username, password: FACTORY_PASSWORD, type: 1, svg_code_uuid: uuid, svg_code: text },
    });
  }

  it('draws a 150×50 SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/control/captcha' });
    const body = res.json();
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.svgCode).toMatch(/^<svg [^>]*width="150" height="50"/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong code with 10026, then the same uuid with 10013 (single use)', async () => {
    const { manager } = await createMerchant(t.database.db);
    const captcha = await solvedCaptcha(t.app);
    const wrongText = captcha.text === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await withCaptcha(captcha.uuid, wrongText, manager.username)).json().code).toBe(
      'iot-control.10026',
    );
    expect((await withCaptcha(captcha.uuid, captcha.text, manager.username)).json().code).toBe(
      'iot-control.10013',
    );
  });

  it('accepts the code in any letter case', async () => {
    const { manager } = await createMerchant(t.database.db);
    const captcha = await solvedCaptcha(t.app);
    const swapped = [...captcha.text]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    const res = await withCaptcha(captcha.uuid, swapped, manager.username);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an expired code with 10027', async () => {
    const captcha = await solvedCaptcha(t.app);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await withCaptcha(captcha.uuid, captcha.text)).json().code).toBe('iot-control.10027');
  });

  it('refuses an unknown uuid with 10013, a missing one and a missing text as field errors', async () => {
    expect((await withCaptcha('00000000-0000-4000-8000-000000000000', 'abcd')).json().code).toBe(
      'iot-control.10013',
    );
    const missing = await withCaptcha('', '');
    expect(missing.statusCode).toBe(422);
    expect(fieldCode(missing.json(), 'svg_code_uuid')).toBe('iot-control.10013');
    expect(fieldCode(missing.json(), 'svg_code')).toBe('login.error.004');
  });
});

describe(`sign-in form rules on ${testDatabaseKind()}`, () => {
  async function attempt(payload: Record<string, unknown>) {
    const captcha = await solvedCaptcha(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/control/sessions',
      remoteAddress: nextIp(),
      payload: {
        type: 1,
        svg_code_uuid: captcha.uuid,
        svg_code: captcha.text,
        password: FACTORY_PASSWORD,
        ...payload,
      },
    });
  }

  it.each([
    ['', 'login.error.001'],
    ['a', 'login.error.003'],
    ['a'.repeat(66), 'login.error.003'],
    ["admin' --", 'login.error.003'],
    ['<b>x</b>', 'login.error.003'],
    ['用户名', 'login.error.003'],
    ['x'.repeat(10_000), 'login.error.003'],
  ])('refuses the username %j with %s and opens no session', async (username, code) => {
    const before = await sessionCount();
    const res = await attempt({ username });
    expect(res.statusCode).toBe(422);
    expect(fieldCode(res.json(), 'username')).toBe(code);
    expect(await sessionCount()).toBe(before);
  });

  it('accepts usernames of 2 and 65 characters as well-formed (then unknown: 10018)', async () => {
    expect((await attempt({ username: 'ab' })).json().code).toBe('iot-control.10018');
    expect((await attempt({ username: 'a'.repeat(65) })).json().code).toBe('iot-control.10018');
  });

  it('refuses an empty password with 006 and a huge one before hashing', async () => {
    expect(fieldCode((await attempt({ username: 'someone', password: '' })).json(), 'password')).toBe(
      'login.error.006',
    );
    expect(
      fieldCode((await attempt({ username: 'someone', password: 'x'.repeat(10_000) })).json(), 'password'),
    ).toBe('iot-validation.10004');
  });

  it.each([
    [{ mobile: '', code: '123456' }, 'mobile', 'iot-user.10015'],
    [{ mobile: '1380013800', code: '123456' }, 'mobile', 'login.error.002'],
    [{ mobile: '13800138000', code: '' }, 'code', 'iot-user.10016'],
    [{ mobile: '13800138000', code: '12345' }, 'code', 'login.error.021'],
    [{ mobile: '13800138000', code: '1234567' }, 'code', 'login.error.021'],
    [{ mobile: '13800138000', code: "1' OR 1" }, 'code', 'login.error.021'],
  ])('refuses the SMS form %o under %s with %s', async (payload, field, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/control/sessions',
      remoteAddress: nextIp(),
      payload: { type: 2, ...payload },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldCode(res.json(), field)).toBe(code);
  });
});

describe(`account and tenant states on ${testDatabaseKind()}`, () => {
  it.each([
    ['pending', 'iot-tenant.10041'],
    ['rejected', 'iot-tenant.10016'],
    ['disabled', 'iot-tenant.10016'],
  ] as const)('refuses a %s merchant with %s, but only after the right password', async (status, code) => {
    const { manager } = await createMerchant(t.database.db, { status });
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' })).json().code,
    ).toBe('iot-control.10022');
    const res = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
  });

  it('refuses a disabled account with iot-tenant.10027', async () => {
    const tenant = await createMerchantTenant(t.database.db);
    const user = await createUser(t.database.db, tenant, { status: 'disabled' });
    expect(
      (await passwordSignIn(t.app, { username: user.username, password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-tenant.10027');
  });
});

describe(`lockout and unlock on ${testDatabaseKind()}`, () => {
  it('locks after 5 wrong passwords with iot-http.423 and the masked mobile, and unlocks by SMS code', async () => {
    const { manager } = await createMerchant(t.database.db, { mobile: '13812345678' });
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      const res = await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234', ip });
      expect(res.json().code).toBe('iot-control.10022');
    }
    const fifth = await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234', ip });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'iot-http.423', data: { mobile: '138****5678' } });
    // Locked: even the right password is refused until the unlock.
    const right = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD, ip });
    expect(right.statusCode).toBe(423);

    const code = await sendCode(t.app, { destination: '13812345678', purpose: 'unlock' });
    const unlock = (mobile_verification_code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/control/sessions/unlock',
        remoteAddress: nextIp(),
        payload: { username: manager.username, mobile_verification_code },
      });
    expect((await unlock(otherCode(code))).json().code).toBe('iot-control.10021');
    expect((await unlock(code)).statusCode).toBe(204);
    expect((await unlock(code)).json().code).toBe('iot-control.10020');
    const after = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(after.statusCode, after.body).toBe(200);
    const actions = await t.database.rows<{ action: string }>(
      `select action from behaviour_log where user_id = '${manager.id}' order by created_at`,
    );
    expect(actions.map((r) => r.action)).toEqual(expect.arrayContaining(['lock', 'unlock']));
  });

  it('keeps the lock in the database, so another server process sees it', async () => {
    const { manager } = await createMerchant(t.database.db);
    for (let i = 0; i < 5; i++)
      await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
    const [row] = await t.database.rows<{ failed_login_count: number; locked: boolean }>(
      `select failed_login_count, locked_at is not null as locked from users where id = '${manager.id}'`,
    );
    expect(row).toEqual({ failed_login_count: 5, locked: true });
  });

  it('lifts the lock of an account without a mobile number after 15 minutes', async () => {
    const { manager } = await createMerchant(t.database.db, { mobile: null });
    let last = await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
    for (let i = 1; i < 5; i++)
      last = await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
    expect(last.json()).toMatchObject({ code: 'iot-http.423', data: { mobile: '' } });
    clock.advance(15 * 60 * 1000 + 1000);
    const res = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('limits failed sign-ins per address with iot-http.429 until the window passes', async () => {
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) {
      const res = await passwordSignIn(t.app, { username: `ghost${i}`, password: 'Wrong1234', ip });
      expect(res.json().code).toBe('iot-control.10018');
    }
    const limited = await passwordSignIn(t.app, { username: 'ghost_x', password: 'Wrong1234', ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('iot-http.429');
    expect(limited.json().data.retryAfter).toBeGreaterThan(0);
    const { manager } = await createMerchant(t.database.db);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD, ip }))
        .statusCode,
    ).toBe(429);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(200);
    clock.advance(SIGN_IN_IP_WINDOW_MS + 1000);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD, ip }))
        .statusCode,
    ).toBe(200);
  });
});

describe(`SMS-code sign-in on ${testDatabaseKind()}`, () => {
  it('refuses an unregistered number with iot-tenant.10012, already when the code is asked for', async () => {
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/control/verification-codes',
      payload: { destination: '13700000001', purpose: 'login', type: 1 },
    });
    expect(send.statusCode).toBe(404);
    expect(send.json().code).toBe('iot-tenant.10012');
    expect((await smsSignIn('13700000001', '123456')).json().code).toBe('iot-tenant.10012');
  });

  it('signs in with the right code, once', async () => {
    const { manager } = await createMerchant(t.database.db);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'login' });
    const res = await smsSignIn(manager.mobile!, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(await selfStatus(t.app, res.json().token)).toBe(200);
    expect((await smsSignIn(manager.mobile!, code)).json().code).toBe('iot-control.10020');
  });

  it('answers a wrong code with 10021 and voids the code after 5 wrong tries (10020)', async () => {
    const { manager } = await createMerchant(t.database.db);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'login' });
    for (let i = 0; i < 4; i++) {
      expect((await smsSignIn(manager.mobile!, otherCode(code))).json().code).toBe('iot-control.10021');
    }
    expect((await smsSignIn(manager.mobile!, otherCode(code))).json().code).toBe('iot-control.10020');
    expect((await smsSignIn(manager.mobile!, code)).json().code).toBe('iot-control.10020');
  });

  it('answers an expired code with 10020', async () => {
    const { manager } = await createMerchant(t.database.db);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'login' });
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await smsSignIn(manager.mobile!, code)).json().code).toBe('iot-control.10020');
  });

  it('does not accept a code sent for another purpose', async () => {
    const { manager } = await createMerchant(t.database.db);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'unlock' });
    expect((await smsSignIn(manager.mobile!, code)).json().code).toBe('iot-control.10020');
  });

  it('lifts a password lock, as the security phone is proven', async () => {
    const { manager } = await createMerchant(t.database.db);
    for (let i = 0; i < 5; i++)
      await passwordSignIn(t.app, { username: manager.username, password: 'Wrong1234' });
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'login' });
    expect((await smsSignIn(manager.mobile!, code)).statusCode).toBe(200);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
