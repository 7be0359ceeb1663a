import { CODE_DAILY_CAP } from '@ies/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { nextIp, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { CODE_DAILY_CAP_PER_IP } from './verification-code.service';

const clock = new ManualClock();
const t = useTestApp({ config: { testHooks: true }, clock });
let adminPassword: string;

beforeAll(async () => {
  adminPassword = (await bootstrapPlatform(t.database.db)).password!;
});

function requestCode(
  payload: Record<string, unknown>,
  options: { ip?: string; token?: string; locale?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['accept-language'] = options.locale;
  return t.app.inject({
    method: 'POST',
    url: '/api/control/verification-codes',
    remoteAddress: options.ip ?? nextIp(),
    headers,
    payload,
  });
}

async function outboxFor(destination: string) {
  return t.database.rows<{ channel: string; subject: string; body: string }>(
    `select channel, subject, body from outbox where destination = '${destination}' order by created_at`,
  );
}

function fieldCode(body: { data?: { fields?: Array<{ field: string; code: string }> } }, field: string) {
  return body.data?.fields?.find((f) => f.field === field)?.code;
}

describe(`verification codes on ${testDatabaseKind()}`, () => {
  it('keeps the code in the development outbox when no gateway is configured, and stores only its hash', async () => {
    const mobile = uniqueMobile();
    const res = await requestCode({ destination: mobile, purpose: 'register', type: 1 }, { locale: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true, resend_after: 60 });
    const [message] = await outboxFor(mobile);
    expect(message?.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain('valid for 5 minutes');
    const stored = await t.database.rows<{ code_hash: string }>(
      `select code_hash from verification_codes where destination = '${mobile}'`,
    );
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(code!);
  });

  it('writes the message in the caller’s language', async () => {
    const mobile = uniqueMobile();
    await requestCode({ destination: mobile, purpose: 'register', type: 1 });
    expect((await outboxFor(mobile))[0]?.body).toContain('您的验证码是');
  });

  it('refuses a second code within 60 s with iot-security.10004 and the seconds left, then allows it', async () => {
    const mobile = uniqueMobile();
    expect((await requestCode({ destination: mobile, purpose: 'register', type: 1 })).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await requestCode({ destination: mobile, purpose: 'register', type: 1 }, { locale: 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'iot-security.10004', data: { retry_after: 40 } });
    expect(early.json().message).toContain('40 s');
    // The cooldown is per destination, whatever the purpose.
    expect((await requestCode({ destination: mobile, purpose: 'reset', type: 1 })).json().code).toBe(
      'iot-security.10004',
    );
    clock.advance(40_000);
    expect((await requestCode({ destination: mobile, purpose: 'register', type: 1 })).statusCode).toBe(200);
  });

  it(`caps codes per destination at ${CODE_DAILY_CAP} a day`, async () => {
    const email = `cap${Date.now()}@example.com`;
    for (let i = 0; i < CODE_DAILY_CAP; i++) {
      expect((await requestCode({ destination: email, purpose: 'register', type: 2 })).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await requestCode({ destination: email, purpose: 'register', type: 2 });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('iot-security.10005');
    clock.advance(24 * 60 * 60 * 1000);
    expect((await requestCode({ destination: email, purpose: 'register', type: 2 })).statusCode).toBe(200);
  });

  it(`caps codes per requesting address at ${CODE_DAILY_CAP_PER_IP} a day`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CODE_DAILY_CAP_PER_IP; i++) {
      const res = await requestCode({ destination: uniqueMobile(), purpose: 'register', type: 1 }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const capped = await requestCode({ destination: uniqueMobile(), purpose: 'register', type: 1 }, { ip });
    expect(capped.json().code).toBe('iot-security.10005');
    expect(
      (await requestCode({ destination: uniqueMobile(), purpose: 'register', type: 1 })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ destination: '12345', purpose: 'register', type: 1 }, 'destination', 'login.error.002'],
    [{ destination: 'not-an-email', purpose: 'register', type: 2 }, 'destination', 'login.error.015'],
    [
      { destination: `${'e'.repeat(89)}@example.com`, purpose: 'register', type: 2 },
      'destination',
      'login.error.015',
    ],
    [{ destination: '13800138000', purpose: 'party', type: 1 }, 'purpose', 'iot-validation.10007'],
    [{ destination: '13800138000', purpose: 'register', type: 3 }, 'type', 'iot-validation.10007'],
    [{ destination: "13800138000'; --", purpose: 'register', type: 1 }, 'destination', 'login.error.002'],
  ])('refuses %o under %s with %s and sends nothing', async (payload, field, code) => {
    const before = await t.database.rows('select 1 from outbox');
    const res = await requestCode(payload);
    expect(res.statusCode).toBe(422);
    expect(fieldCode(res.json(), field)).toBe(code);
    expect(await t.database.rows('select 1 from outbox')).toHaveLength(before.length);
  });

  it('sends registration codes only to unused numbers and addresses', async () => {
    const { manager } = await createMerchant(t.database.db, { email: `used${Date.now()}@example.com` });
    expect(
      (await requestCode({ destination: manager.mobile, purpose: 'register', type: 1 })).json().code,
    ).toBe('iot-user.10001');
    expect(
      (await requestCode({ destination: manager.email?.toUpperCase(), purpose: 'register', type: 2 })).json()
        .code,
    ).toBe('iot-user.10002');
  });

  it('sends sign-in, bind and unlock codes only by SMS to registered numbers', async () => {
    const { manager } = await createMerchant(t.database.db, { email: `in${Date.now()}@example.com` });
    for (const purpose of ['login', 'bind', 'unlock']) {
      expect((await requestCode({ destination: uniqueMobile(), purpose, type: 1 })).json().code).toBe(
        'iot-tenant.10012',
      );
    }
    const byMail = await requestCode({ destination: manager.email, purpose: 'login', type: 2 });
    expect(fieldCode(byMail.json(), 'type')).toBe('iot-validation.10007');
  });

  it('accepts a reset code for an unknown address without sending anything', async () => {
    const email = `nobody${Date.now()}@example.com`;
    const res = await requestCode({ destination: email, purpose: 'reset', type: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resend_after: 60 });
    expect(await outboxFor(email)).toHaveLength(0);
    // Limited like a real one, so the answers do not tell the two apart.
    expect((await requestCode({ destination: email, purpose: 'reset', type: 2 })).json().code).toBe(
      'iot-security.10004',
    );
  });

  it('records each code sent in the behaviour log with the destination masked', async () => {
    const mobile = uniqueMobile();
    await requestCode({ destination: mobile, purpose: 'register', type: 1 });
    const rows = await t.database.rows<{ params: { destination: string; purpose: string } }>(
      `select params from behaviour_log where action = 'send-code' order by created_at desc limit 1`,
    );
    expect(rows[0]?.params).toMatchObject({
      destination: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      purpose: 'register',
    });
  });

  it('lists the outbox for the platform administrator only', async () => {
    const mobile = uniqueMobile();
    await requestCode({ destination: mobile, purpose: 'register', type: 1 });
    const adminToken = await tokenFor(t.app, 'admin', adminPassword);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?current_page=1&page_size=5',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ current_page: 1, page_size: 5 });
    expect(body.pagination.total_size).toBeGreaterThan(1);
    expect(body.list).toHaveLength(5);
    expect(body.list[0].destination).toBe(mobile);
    const { manager } = await createMerchant(t.database.db);
    const merchantToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${merchantToken}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('finds one number in the outbox however many messages came after it', async () => {
    const mobile = uniqueMobile();
    await requestCode({ destination: mobile, purpose: 'register', type: 1 });
    for (let i = 0; i < 3; i += 1)
      await requestCode({ destination: uniqueMobile(), purpose: 'register', type: 1 });
    const adminToken = await tokenFor(t.app, 'admin', adminPassword);
    const search = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/outbox?current_page=1&page_size=2&${query}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    const found = await search(`destination=${mobile.slice(3)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().list.map((m: { destination: string }) => m.destination)).toEqual([mobile]);
    expect(found.json().pagination.total_size).toBe(1);
    // A LIKE wildcard is matched literally, and quotes are refused at the field.
    expect((await search('destination=%25')).json().list).toEqual([]);
    const refused = await search(`destination=${encodeURIComponent('"1')}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields[0]).toMatchObject({
      field: 'destination',
      code: 'iot-validation.10010',
    });
  });
});

describe(`codes for signed-in users on ${testDatabaseKind()}`, () => {
  it('sends a change code only with a session, and not to a number of another account', async () => {
    const { manager } = await createMerchant(t.database.db);
    const other = await createMerchant(t.database.db);
    const anonymous = await requestCode({ destination: uniqueMobile(), purpose: 'change', type: 1 });
    expect(anonymous.statusCode).toBe(401);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect(
      (await requestCode({ destination: uniqueMobile(), purpose: 'change', type: 1 }, { token })).statusCode,
    ).toBe(200);
    expect(
      (await requestCode({ destination: other.manager.mobile, purpose: 'change', type: 1 }, { token })).json()
        .code,
    ).toBe('iot-user.10001');
  });

  it('getUCVerificationCodes: region cn takes mainland numbers (+86 or not), intl needs a country code', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const uc = (payload: Record<string, unknown>, auth = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/control/uc-verification-codes',
        remoteAddress: nextIp(),
        headers: auth ? { authorization: `Bearer ${token}` } : {},
        payload,
      });
    expect((await uc({ destination: uniqueMobile(), region: 'cn', type: 1 })).statusCode).toBe(200);
    const plus = `+86${uniqueMobile()}`;
    expect((await uc({ destination: plus, region: 'cn', type: 1 })).statusCode).toBe(200);
    expect(await outboxFor(plus.slice(3))).toHaveLength(1);
    expect((await uc({ destination: '+447911123456', region: 'intl', type: 1 })).statusCode).toBe(200);
    const wrongRegion = await uc({ destination: '+447911123457', region: 'cn', type: 1 });
    expect(fieldCode(wrongRegion.json(), 'destination')).toBe('login.error.002');
    expect(
      fieldCode((await uc({ destination: uniqueMobile(), region: 'intl', type: 1 })).json(), 'destination'),
    ).toBe('login.error.002');
    expect((await uc({ destination: `uc${Date.now()}@example.com`, type: 2 })).statusCode).toBe(200);
    expect((await uc({ destination: uniqueMobile(), region: 'cn', type: 1 }, false)).statusCode).toBe(401);
  });

  it('admin code calls: a manager reaches users of its own tenant only', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const stranger = await createMerchant(t.database.db);
    const managerToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const ownerToken = await tokenFor(t.app, owner.username, FACTORY_PASSWORD);
    const send = (token: string, userId: string, destination = uniqueMobile()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/tenant/verification-codes',
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${token}` },
        payload: { destination, purpose: 'reset', type: 1, user_id: userId },
      });
    expect((await send(managerToken, owner.id)).statusCode).toBe(200);
    expect((await send(managerToken, stranger.manager.id)).statusCode).toBe(404);
    expect((await send(ownerToken, owner.id)).statusCode).toBe(403);

    const byPath = (tenantId: string, userId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tenant/${tenantId}/user/${userId}/verification-codes?mobile=${uniqueMobile()}`,
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${managerToken}` },
      });
    expect((await byPath(tenant.id, owner.id)).statusCode).toBe(200);
    expect((await byPath(stranger.tenant.id, stranger.manager.id)).statusCode).toBe(404);
    expect((await byPath(tenant.id, stranger.manager.id)).statusCode).toBe(404);
  });
});
