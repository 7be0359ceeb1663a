import { beforeAll, describe, expect, it } from 'vitest';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { createMerchant, tenantCount, uniqueMobile, userCount } from '../../test/factories/users';
import { nextIp, otherCode, passwordSignIn, sendCode } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const t = useTestApp({ config: { testHooks: true } });

beforeAll(async () => {
  // The platform tenant holds the namespace 'platform'.
  await bootstrapPlatform(t.database.db);
});

let nameSequence = 0;
function uniqueName(prefix = 'm'): string {
  nameSequence += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${nameSequence}`;
}

/** A merchant registration that passes every field rule (codes are placeholders unless sent). */
function merchantPayload(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { mobile: string; name: string; password: string } {
  return {
    userType: '1',
    mobile: uniqueMobile(),
    mobile_verification_code: '123456',
    name: uniqueName(),
    password: 'Abcdef12',
    confirmPassword: 'Abcdef12',
    nick_name: '张三',
    gender: '男',
    job: 'Engineer',
    industry: 'Energy storage',
    organization_name: 'Sunny Power Ltd',
    address: 'No. 1 Solar Road',
    agreement: true,
    ...overrides,
  };
}

async function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tenant/registrations',
    remoteAddress: nextIp(),
    headers,
    payload,
  });
}

/** The code of one field of a 422 answer (undefined when the field passed). */
function fieldCode(body: { data?: { fields?: Array<{ field: string; code: string }> } }, field: string) {
  return body.data?.fields?.find((f) => f.field === field)?.code;
}

async function counts() {
  return { tenants: await tenantCount(t.database.db), users: await userCount(t.database.db) };
}

/** Sends the payload, expects a 422 naming `field` with `code`, and checks that nothing was stored. */
async function expectRefused(payload: Record<string, unknown>, field: string, code: string) {
  const before = await counts();
  const res = await register(payload);
  expect(res.statusCode, res.body).toBe(422);
  expect(fieldCode(res.json(), field), res.body).toBe(code);
  expect(res.json().data.fields.find((f: { field: string }) => f.field === field).message).not.toBe(code);
  expect(await counts()).toEqual(before);
}

async function expectAccepted(overrides: Record<string, unknown>) {
  const payload = merchantPayload(overrides);
  payload.mobile_verification_code = await sendCode(t.app, {
    destination: payload.mobile,
    purpose: 'register',
  });
  if (typeof payload.email === 'string' && payload.email) {
    payload.email_verification_code = await sendCode(t.app, {
      destination: payload.email,
      purpose: 'register',
      type: 2,
    });
  }
  const res = await register(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { user_id: string; tenant_id: string; status: string };
}

describe(`registration rules of docs/spec/A-access-and-shell.md §5 at their boundaries on ${testDatabaseKind()}`, () => {
  it.each([
    ['', 'login.error.013'],
    ['a', 'login.error.008'],
    ['a'.repeat(21), 'login.error.008'],
    ['1abc', 'login.error.008'],
    ['_abc', 'login.error.008'],
    ['ab-cd', 'login.error.008'],
  ])('refuses the username %j with %s', async (name, code) => {
    await expectRefused(merchantPayload({ name }), 'name', code);
  });

  it('accepts usernames of 2 and 20 characters', async () => {
    const two = `${String.fromCharCode(97 + (nameSequence % 26))}${nameSequence % 10}`;
    expect((await expectAccepted({ name: two })).status).toBe('pending');
    expect((await expectAccepted({ name: `z${uniqueName('').padEnd(19, '0').slice(0, 19)}` })).status).toBe(
      'pending',
    );
  });

  it.each([
    ['Abcde12', 'seven characters'],
    ['Abcdefgh123456789', 'seventeen characters'],
    ['abcdefgh', 'letters only'],
    ['12345678', 'digits only'],
    ['!@#$%^&*', 'specials only'],
    ['Abcd 1234', 'a space'],
    ['Abcd-1234', 'a special outside the list'],
    ['Abcd1234中', 'a Chinese character'],
  ])('refuses the password %j (%s) with login.error.005', async (password) => {
    await expectRefused(
      merchantPayload({ password, confirmPassword: password }),
      'password',
      'login.error.005',
    );
  });

  it('accepts passwords of 8 and 16 characters with two kinds', async () => {
    await expectAccepted({ password: 'abcdef1!', confirmPassword: 'abcdef1!' });
    await expectAccepted({ password: 'Abcdefgh12345678', confirmPassword: 'Abcdefgh12345678' });
  });

  it('refuses a confirmation that differs (011) or is empty (012)', async () => {
    await expectRefused(
      merchantPayload({ confirmPassword: 'Abcdef13' }),
      'confirmPassword',
      'login.error.011',
    );
    await expectRefused(merchantPayload({ confirmPassword: '' }), 'confirmPassword', 'login.error.012');
  });

  it('refuses an e-mail of 101 characters and accepts one of 100', async () => {
    const email101 = `${'e'.repeat(89)}@example.com`;
    expect(email101).toHaveLength(101);
    await expectRefused(
      merchantPayload({ email: email101, email_verification_code: '123456' }),
      'email',
      'login.error.015',
    );
    const email100 = `${uniqueName('u').padEnd(100 - 12, 'y')}@example.com`;
    expect(email100).toHaveLength(100);
    await expectAccepted({ email: email100 });
  });

  it.each(['plainaddress', 'a@b', 'a b@example.com', '"x"@example.com', 'a@example.com<script>'])(
    'refuses the e-mail %j with login.error.015',
    async (email) => {
      await expectRefused(
        merchantPayload({ email, email_verification_code: '123456' }),
        'email',
        'login.error.015',
      );
    },
  );

  it('needs the e-mail code when an e-mail is given', async () => {
    await expectRefused(
      merchantPayload({ email: 'x@example.com' }),
      'email_verification_code',
      'iot-user.10016',
    );
  });

  it.each([
    ['12345', 'login.error.021'],
    ['1234567', 'login.error.021'],
    ['12a456', 'login.error.021'],
    ['', 'iot-user.10016'],
  ])('refuses the SMS code %j with %s', async (code, expected) => {
    await expectRefused(
      merchantPayload({ mobile_verification_code: code }),
      'mobile_verification_code',
      expected,
    );
  });

  it.each([
    ['', 'iot-user.10015'],
    ['1380013800', 'login.error.002'],
    ['23800138000', 'login.error.002'],
    ['+8623800138000', 'login.error.002'],
    ['+1', 'login.error.002'],
  ])('refuses the mobile %j with %s', async (mobile, code) => {
    await expectRefused(merchantPayload({ mobile }), 'mobile', code);
  });

  it.each([
    ['', 'iot-user.10007'],
    ['张', 'iot-user.10006'],
    ['张'.repeat(21), 'iot-user.10006'],
    ['张 三', 'iot-user.10006'],
  ])('refuses the personal name %j with %s', async (nickName, code) => {
    await expectRefused(merchantPayload({ nick_name: nickName }), 'nick_name', code);
  });

  it('accepts personal names of 2 and 20 characters', async () => {
    await expectAccepted({ nick_name: '张三' });
    await expectAccepted({ nick_name: `李${'a'.repeat(18)}_` });
  });

  it.each(['job', 'industry', 'organization_name', 'address'])(
    'refuses %s of 1 and 33 characters with iot-user.10009 and accepts 2 and 32',
    async (field) => {
      await expectRefused(merchantPayload({ [field]: 'x' }), field, 'iot-user.10009');
      await expectRefused(merchantPayload({ [field]: 'x'.repeat(33) }), field, 'iot-user.10009');
      await expectAccepted({ [field]: 'xy' });
      await expectAccepted({ [field]: '工'.repeat(32) });
    },
  );

  it('refuses a missing gender or one outside 男/女', async () => {
    await expectRefused(merchantPayload({ gender: 'x' }), 'gender', 'iot-user.10008');
  });

  it('refuses registration without the ticked agreement', async () => {
    await expectRefused(merchantPayload({ agreement: false }), 'agreement', 'login.error.014');
    const { agreement: _, ...withoutAgreement } = merchantPayload();
    await expectRefused(withoutAgreement, 'agreement', 'login.error.014');
  });

  it('refuses a missing or unknown user type with iot-user.10004', async () => {
    await expectRefused(merchantPayload({ userType: '3' }), 'userType', 'iot-user.10004');
  });
});

describe(`hostile input on ${testDatabaseKind()}`, () => {
  const long = 'A'.repeat(10_000);
  it.each([
    ['name', "a' OR '1'='1", 'login.error.008'],
    ['name', 'robert"); DROP TABLE users;--', 'login.error.008'],
    ['name', '<script>alert(1)</script>', 'login.error.008'],
    ['name', 'ａｄｍｉｎ', 'login.error.008'],
    ['name', `a${'\u202E'}bc`, 'login.error.008'],
    ['name', long, 'login.error.008'],
    ['password', long, 'login.error.005'],
    // < and > are free text now (shown escaped); a quote still is not.
    ['job', '<img src="x" onerror=alert(1)>', 'iot-user.10009'],
    ['address', "1'; DELETE FROM tenants; --", 'iot-user.10009'],
    ['industry', `Solar${'\u200B'}Power`, 'iot-user.10009'],
    ['organization_name', `Sun${'\u202E'}Power`, 'iot-user.10009'],
    ['organization_name', long, 'iot-user.10009'],
    ['nick_name', '😀😀😀', 'iot-user.10006'],
    ['nick_name', long, 'iot-user.10006'],
    ['email', `${long}@example.com`, 'login.error.015'],
    ['mobile', "13800138000' OR 1=1", 'login.error.002'],
    ['mobile_verification_code', '12345６', 'login.error.021'],
  ])('refuses %s = %j with its code and stores nothing', async (field, value, code) => {
    const extra = field === 'email' ? { email_verification_code: '123456' } : {};
    const confirm = field === 'password' ? { confirmPassword: value } : {};
    await expectRefused(merchantPayload({ [field]: value, ...extra, ...confirm }), field, code);
  });

  it('refuses a non-string field with the generic invalid code and stores nothing', async () => {
    const before = await counts();
    const res = await register(merchantPayload({ name: { $ne: null } }));
    expect(res.statusCode).toBe(422);
    expect(fieldCode(res.json(), 'name')).toBe('iot-validation.10002');
    expect(await counts()).toEqual(before);
  });

  it('takes < and > in free text, to be escaped where it is shown', async () => {
    await expectAccepted({ job: '<b>Ops</b> > lead' });
  });

  it('keeps a harmless unicode company name exactly as given', async () => {
    const created = await expectAccepted({ organization_name: 'Ünïcödé 储能 ☀ Ltd' });
    const rows = await t.database.rows<{ organization_name: string }>(
      `select organization_name from tenants where id = '${created.tenant_id}'`,
    );
    expect(rows[0]?.organization_name).toBe('Ünïcödé 储能 ☀ Ltd');
  });
});

describe(`registration outcomes of docs/spec/A-access-and-shell.md §8 on ${testDatabaseKind()}`, () => {
  it('refuses a wrong SMS code with login.error.018 and stores nothing', async () => {
    const payload = merchantPayload();
    const code = await sendCode(t.app, { destination: payload.mobile, purpose: 'register' });
    const before = await counts();
    const res = await register({ ...payload, mobile_verification_code: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('login.error.018');
    expect(await counts()).toEqual(before);
    // The right code still works afterwards: the failure did not use it up.
    const ok = await register({ ...payload, mobile_verification_code: code });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses the code of another number, and a code that was never sent, with login.error.018', async () => {
    const payload = merchantPayload();
    const code = await sendCode(t.app, { destination: uniqueMobile(), purpose: 'register' });
    expect((await register({ ...payload, mobile_verification_code: code })).json().code).toBe(
      'login.error.018',
    );
    expect((await register(merchantPayload())).json().code).toBe('login.error.018');
  });

  it('refuses a wrong e-mail code with login.error.019 and stores nothing', async () => {
    const payload = merchantPayload({ email: `${uniqueName('w')}@example.com` });
    payload.mobile_verification_code = await sendCode(t.app, {
      destination: payload.mobile,
      purpose: 'register',
    });
    const emailCode = await sendCode(t.app, {
      destination: payload.email as string,
      purpose: 'register',
      type: 2,
    });
    const before = await counts();
    const res = await register({ ...payload, email_verification_code: otherCode(emailCode) });
    expect(res.json().code).toBe('login.error.019');
    expect(await counts()).toEqual(before);
  });

  it('refuses a taken username with tenant.10007, case-insensitively, and a taken namespace with tenant.10021', async () => {
    const { manager } = await createMerchant(t.database.db);
    const before = await counts();
    const taken = await register(merchantPayload({ name: manager.username.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('tenant.10007');
    const platform = await register(merchantPayload({ name: 'platform' }));
    expect(platform.json().code).toBe('tenant.10021');
    expect(await counts()).toEqual(before);
  });

  it('refuses a registered mobile (iot-user.10001) and e-mail (iot-user.10002)', async () => {
    const { manager } = await createMerchant(t.database.db, { email: `${uniqueName('t')}@example.com` });
    const mobile = await register(merchantPayload({ mobile: manager.mobile }));
    expect(mobile.json().code).toBe('iot-user.10001');
    const email = await register(
      merchantPayload({ email: manager.email?.toUpperCase(), email_verification_code: '123456' }),
    );
    expect(email.json().code).toBe('iot-user.10002');
  });

  it('refuses an owner with a malformed business id (tenant.10046) or an unknown one (tenant.10047)', async () => {
    const owner = (extension_code: string) =>
      merchantPayload({ userType: '2', extension_code, nick_name: undefined, job: undefined });
    const pending = await createMerchant(t.database.db, { status: 'pending' });
    const before = await counts();
    expect((await register(owner('bm90LWEtbnVtYmVy'))).json().code).toBe('tenant.10046');
    expect((await register(owner('MTIz'))).json().code).toBe('tenant.10046');
    expect((await register(owner(Buffer.from('9999999999').toString('base64')))).json().code).toBe(
      'tenant.10047',
    );
    expect((await register(owner(pending.tenant.extensionCode))).json().code).toBe('tenant.10047');
    expect(await counts()).toEqual(before);
  });

  it('refuses merchant registration on an owner-only host with iot-user.10003', async () => {
    await t.database.rows(`insert into host_brands (host, owner_only) values ('owners.example.com', true)`);
    const res = await register(merchantPayload(), { host: 'owners.example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('iot-user.10003');
  });

  it('registers a merchant as pending with the spec defaults and refuses its sign-in until approved', async () => {
    const payload = merchantPayload();
    payload.mobile_verification_code = await sendCode(t.app, {
      destination: payload.mobile,
      purpose: 'register',
    });
    const res = await register(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('pending');
    const [user] = await t.database.rows<Record<string, unknown>>(
      `select username, login_name, namespace, nick_name, is_manager, user_type, city, tenant_type, gender, platform, password_hash
       from users where id = '${res.json().user_id}'`,
    );
    expect(user).toMatchObject({
      username: payload.name,
      login_name: payload.name.toLowerCase(),
      namespace: payload.name,
      nick_name: '张三',
      is_manager: true,
      user_type: '1',
      city: 'Solar_R2_Industry',
      tenant_type: 0,
      gender: '男',
      platform: 'Solar_R2_Industry',
    });
    expect(String(user?.password_hash)).toMatch(/^\$argon2id\$/);
    const signIn = await passwordSignIn(t.app, {
      username: payload.name,
      password: payload.password,
      type: 3,
    });
    expect(signIn.json().code).toBe('iot-tenant.10041');
    const log = await t.database.rows(
      `select action from behaviour_log where user_id = '${res.json().user_id}'`,
    );
    expect(log.map((r) => r.action)).toContain('register-merchant');
  });

  it('registers an owner under an active merchant: defaults, parent, active at once', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const payload = merchantPayload({ userType: '2', extension_code: tenant.extensionCode });
    for (const key of ['nick_name', 'job', 'industry', 'organization_name', 'address', 'gender'])
      delete (payload as Record<string, unknown>)[key];
    payload.mobile_verification_code = await sendCode(t.app, {
      destination: payload.mobile,
      purpose: 'register',
    });
    const res = await register(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tenant_id: tenant.id, status: 'active' });
    const [user] = await t.database.rows<Record<string, unknown>>(
      `select nick_name, is_manager, user_type, parent_user_id, job, industry, organization_name, address, city, gender
       from users where id = '${res.json().user_id}'`,
    );
    expect(user).toEqual({
      nick_name: payload.name,
      is_manager: false,
      user_type: '2',
      parent_user_id: manager.id,
      job: 'Solar_R2_Industry',
      industry: 'Solar_R2_Industry',
      organization_name: 'Solar_R2_Industry',
      address: 'Solar_R2_Industry',
      city: 'Solar_R2_Industry',
      gender: '男',
    });
    const signIn = await passwordSignIn(t.app, { username: payload.name, password: payload.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('uses a registration code only once', async () => {
    const payload = merchantPayload();
    payload.mobile_verification_code = await sendCode(t.app, {
      destination: payload.mobile,
      purpose: 'register',
    });
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, name: uniqueName() });
    expect(again.json().code).toBe('iot-user.10001');
  });
});

describe(`user-tenant-validate on ${testDatabaseKind()}`, () => {
  async function validate(query: Record<string, string>) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tenant/user-tenant-validate?${new URLSearchParams(query)}`,
    });
    return res;
  }

  it('answers mobile: true when NOT registered, false when registered', async () => {
    const { manager, tenant } = await createMerchant(t.database.db, {
      email: `${uniqueName('v')}@example.com`,
    });
    expect((await validate({ field: 'mobile', value: uniqueMobile() })).json()).toEqual({ result: true });
    expect((await validate({ field: 'mobile', value: manager.mobile! })).json()).toEqual({ result: false });
    expect((await validate({ field: 'mobile', value: `+86${manager.mobile}` })).json()).toEqual({
      result: false,
    });
    expect((await validate({ field: 'email', value: manager.email! })).json()).toEqual({ result: false });
    expect((await validate({ field: 'email', value: 'free@example.com' })).json()).toEqual({ result: true });
    expect((await validate({ field: 'name', value: manager.username })).json()).toEqual({ result: false });
    expect((await validate({ field: 'name', value: 'platform' })).json()).toEqual({ result: false });
    expect((await validate({ field: 'name', value: uniqueName() })).json()).toEqual({ result: true });
    expect((await validate({ field: 'parent_id_base64', value: tenant.extensionCode })).json()).toEqual({
      result: true,
    });
    expect((await validate({ field: 'parent_id_base64', value: 'MTIz' })).json()).toEqual({ result: false });
  });

  it('refuses malformed values with the field code', async () => {
    const res = await validate({ field: 'mobile', value: '12' });
    expect(res.statusCode).toBe(422);
    expect(fieldCode(res.json(), 'value')).toBe('login.error.002');
    const name = await validate({ field: 'name', value: '1abc' });
    expect(fieldCode(name.json(), 'value')).toBe('login.error.008');
    const field = await validate({ field: 'password', value: 'x' });
    expect(fieldCode(field.json(), 'field')).toBe('iot-validation.10007');
  });

  it('checks a registration code without using it up, counting wrong tries', async () => {
    const mobile = uniqueMobile();
    const code = await sendCode(t.app, { destination: mobile, purpose: 'register' });
    const check = (validate_code: string) =>
      validate({ field: 'validation_code', value: mobile, validate_type: '1', validate_code });
    expect((await check(otherCode(code))).json()).toEqual({ result: false });
    expect((await check(code)).json()).toEqual({ result: true });
    expect((await check(code)).json()).toEqual({ result: true });
    const payload = merchantPayload({ mobile, mobile_verification_code: code });
    expect((await register(payload)).statusCode).toBe(201);
    expect((await check(code)).json()).toEqual({ result: false });
  });
});
