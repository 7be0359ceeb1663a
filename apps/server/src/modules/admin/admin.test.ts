import { password as passwordRule } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { nextIp, passwordSignIn, selfStatus, tokenFor } from '../../test/identity-helpers';
import { startMailCapture } from '../../test/mail-capture';
import { ManualClock } from '../../test/manual-clock';
import { startSmsCapture } from '../../test/sms-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from './platform-bootstrap';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let sms: Awaited<ReturnType<typeof startSmsCapture>>;
let adminPassword: string;
const clock = new ManualClock();

beforeAll(async () => {
  mail = await startMailCapture();
  sms = await startSmsCapture();
  t = await createTestApp({ config: { testHooks: true, smtpUrl: mail.url, smsHttpUrl: sms.url }, clock });
  adminPassword = (await bootstrapPlatform(t.database.db)).password!;
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
  await sms?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminToken = () => tokenFor(t.app, 'admin', adminPassword);

async function act(tenantId: string, action: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/tenants/${tenantId}/${action}`,
    headers: bearer(await adminToken()),
    payload,
  });
}

describe(`platform bootstrap on ${testDatabaseKind()}`, () => {
  it('creates the administrator once, with a generated password under the password rules', async () => {
    const again = await bootstrapPlatform(t.database.db);
    expect(again).toEqual({ created: false, username: 'admin' });
    expect(passwordRule.safeParse(adminPassword).success).toBe(true);
    const admins = await t.database.rows<{ is_manager: boolean; kind: string }>(
      `select u.is_manager, t.kind from users u join tenants t on t.id = u.tenant_id where u.login_name = 'admin'`,
    );
    expect(admins).toEqual([{ is_manager: true, kind: 'platform' }]);
    const token = await adminToken();
    const self = await t.app.inject({ method: 'GET', url: '/api/tenant/users/self', headers: bearer(token) });
    expect(self.json()).toMatchObject({ username: 'admin', isPlatformAdmin: true, isManager: true });
  });

  it('never uses a fixed password: another first start generates another one, or takes the given one', async () => {
    const { createTestDatabase } = await import('../../test/test-database');
    const other = await createTestDatabase();
    const given = await createTestDatabase();
    try {
      const created = await bootstrapPlatform(other.db);
      expect(created.created).toBe(true);
      expect(created.password).not.toBe(adminPassword);
      const chosen = await bootstrapPlatform(given.db, { password: 'Chosen-Pass_42' });
      expect(chosen).toMatchObject({ created: true, passwordGiven: true });
      const [row] = await given.rows<{ password_hash: string }>(
        `select password_hash from users where login_name = 'admin'`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain('Chosen');
    } finally {
      await other.close();
      await given.close();
    }
  });
});

describe(`merchant review on ${testDatabaseKind()}`, () => {
  it('takes a merchant from registration to approval to sign-in, then an owner under it signs in at once by SMS', async () => {
    const name = `shop${Date.now().toString(36)}`;
    const email = `${name}@example.com`;
    const mobile = uniqueMobile();
    const send = (destination: string, type: 1 | 2, purpose = 'register') =>
      t.app.inject({
        method: 'POST',
        url: '/api/control/verification-codes',
        remoteAddress: nextIp(),
        payload: { destination, type, purpose },
      });
    expect((await send(mobile, 1)).statusCode).toBe(200);
    expect((await send(email, 2)).statusCode).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/registrations',
      remoteAddress: nextIp(),
      payload: {
        userType: '1',
        mobile,
        mobile_verification_code: sms.codeFor(mobile),
        email,
        email_verification_code: mail.codeFor(email),
        name,
        password: 'Merchant1!',
        confirmPassword: 'Merchant1!',
        nick_name: '王五',
        gender: '女',
        job: 'Director',
        industry: 'Storage',
        organization_name: 'Shop Energy',
        address: 'Harbour Road 8',
        agreement: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { tenant_id: tenantId } = registered.json();
    // The administrator has neither e-mail nor mobile: the notice waits in the outbox.
    const notices = await t.database.rows<{ subject: string; body: string }>(
      `select subject, body from outbox`,
    );
    expect(notices.some((n) => n.body.includes(name))).toBe(true);

    expect(
      (await passwordSignIn(t.app, { username: name, password: 'Merchant1!', type: 3 })).json().code,
    ).toBe('iot-tenant.10041');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tenants?status=pending',
      headers: bearer(await adminToken()),
    });
    const pending = list.json().list.find((row: { id: string }) => row.id === tenantId);
    expect(pending).toMatchObject({ status: 'pending', namespace: name, organization_name: 'Shop Energy' });
    expect(pending.manager).toMatchObject({ username: name, email, nick_name: '王五' });
    expect(pending.manager.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

    const mailsBefore = mail.mails.length;
    expect((await act(tenantId, 'approve')).statusCode).toBe(204);
    expect(mail.mails.length).toBe(mailsBefore + 1);
    const approvedMail = mail.mails.at(-1)!;
    expect(approvedMail.to).toEqual([email]);
    const signIn = await passwordSignIn(t.app, { username: name, password: 'Merchant1!', type: 3 });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/tenants/self',
      headers: bearer(signIn.json().token),
    });
    const extensionCode = tenant.json().extension_code;
    expect(approvedMail.text).toContain(tenant.json().business_id);

    const ownerMobile = uniqueMobile();
    expect((await send(ownerMobile, 1)).statusCode).toBe(200);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/registrations',
      remoteAddress: nextIp(),
      payload: {
        userType: '2',
        extension_code: extensionCode,
        mobile: ownerMobile,
        mobile_verification_code: sms.codeFor(ownerMobile),
        name: `${name}_owner`,
        password: 'Owner123!',
        confirmPassword: 'Owner123!',
        agreement: true,
      },
    });
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.json()).toMatchObject({ tenant_id: tenantId, status: 'active' });
    // The registration code was sent moments ago: the sign-in code waits for the resend cooldown.
    expect((await send(ownerMobile, 1, 'login')).json().code).toBe('iot-security.10004');
    clock.advance(61_000);
    expect((await send(ownerMobile, 1, 'login')).statusCode).toBe(200);
    const smsSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/control/sessions',
      remoteAddress: nextIp(),
      payload: { type: 2, mobile: ownerMobile, code: sms.codeFor(ownerMobile) },
    });
    expect(smsSignIn.statusCode, smsSignIn.body).toBe(200);
    expect(smsSignIn.json().tenant_id).toBe(tenantId);
  });

  it('rejects a pending merchant, tells it by SMS when it has no e-mail, and refuses its sign-in with 10016', async () => {
    const { tenant, manager } = await createMerchant(t.database.db, { status: 'pending' });
    const res = await act(tenant.id, 'reject', { reason: 'Incomplete company data' });
    expect(res.statusCode, res.body).toBe(204);
    const notice = sms.messages.at(-1)!;
    expect(notice.to).toBe(manager.mobile);
    expect(notice.text).toContain('Incomplete company data');
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-tenant.10016');
    const [row] = await t.database.rows<{ status: string; review_reason: string }>(
      `select status, review_reason from tenants where id = '${tenant.id}'`,
    );
    expect(row).toEqual({ status: 'rejected', review_reason: 'Incomplete company data' });
  });

  it('disables and enables an active merchant', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect((await act(tenant.id, 'disable')).statusCode).toBe(204);
    expect(await selfStatus(t.app, token)).toBe(401);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-tenant.10016');
    expect((await act(tenant.id, 'enable')).statusCode).toBe(204);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(200);
    const log = await t.database.rows<{ action: string }>(
      `select action from behaviour_log where tenant_id = '${tenant.id}' and module = 'admin' order by created_at`,
    );
    expect(log.map((r) => r.action)).toEqual(['tenant-disable', 'tenant-enable']);
  });

  it('refuses a transition the state does not allow with iot-tenant.10050', async () => {
    const { tenant } = await createMerchant(t.database.db);
    for (const action of ['approve', 'reject', 'enable']) {
      const res = await act(tenant.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('iot-tenant.10050');
    }
  });

  it('answers 404 for unknown ids and for the platform tenant', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await act('not-a-uuid', 'approve')).statusCode).toBe(422);
    const [platform] = await t.database.rows<{ id: string }>(
      `select id from tenants where kind = 'platform'`,
    );
    expect((await act(platform!.id, 'disable')).statusCode).toBe(404);
  });

  it('pages and filters the merchant list', async () => {
    for (let i = 0; i < 3; i++) await createMerchant(t.database.db, { status: 'disabled' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tenants?status=disabled&current_page=2&page_size=2',
      headers: bearer(await adminToken()),
    });
    const body = res.json();
    expect(body.pagination).toEqual({ total_size: 3, current_page: 2, page_size: 2 });
    expect(body.list).toHaveLength(1);
    expect(body.list[0].status).toBe('disabled');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tenants?status=sleeping',
      headers: bearer(await adminToken()),
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe(`user accounts on ${testDatabaseKind()}`, () => {
  async function actOnUser(userId: string, action: 'disable' | 'enable', token?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/${action}`,
      headers: bearer(token ?? (await adminToken())),
    });
  }

  it('lists the users of a tenant page by page, manager first', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const page = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/tenants/${tenant.id}/users?${query}`,
        headers: bearer(token),
      });
    const token = await adminToken();
    const first = (await page('current_page=1&page_size=1')).json();
    expect(first.pagination).toEqual({ total_size: 2, current_page: 1, page_size: 1 });
    expect(first.list).toEqual([
      expect.objectContaining({
        id: manager.id,
        username: manager.username,
        is_manager: true,
        status: 'active',
      }),
    ]);
    expect(first.list[0].mobile).toBe(`${manager.mobile!.slice(0, 3)}****${manager.mobile!.slice(-4)}`);
    const second = (await page('current_page=2&page_size=1')).json();
    expect(second.list.map((u: { id: string }) => u.id)).toEqual([owner.id]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tenants/00000000-0000-4000-8000-000000000000/users',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('disables an account, ending its sessions at once, and enables it again', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const token = await tokenFor(t.app, owner.username, FACTORY_PASSWORD);
    const managerToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect(await selfStatus(t.app, token)).toBe(200);

    expect((await actOnUser(owner.id, 'disable')).statusCode).toBe(204);
    expect(await selfStatus(t.app, token)).toBe(401);
    // Only that account: the other user of the tenant keeps its session.
    expect(await selfStatus(t.app, managerToken)).toBe(200);
    const refused = await passwordSignIn(t.app, { username: owner.username, password: FACTORY_PASSWORD });
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json().code).toBe('iot-tenant.10027');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tenants/${tenant.id}/users`,
      headers: bearer(await adminToken()),
    });
    expect(listed.json().list.find((u: { id: string }) => u.id === owner.id).status).toBe('disabled');

    expect((await actOnUser(owner.id, 'enable')).statusCode).toBe(204);
    const again = await passwordSignIn(t.app, { username: owner.username, password: FACTORY_PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    expect(await selfStatus(t.app, again.json().token)).toBe(200);

    const log = await t.database.rows<{ action: string; user_id: string }>(
      `select action, user_id from behaviour_log where tenant_id = '${tenant.id}' and module = 'admin' order by created_at`,
    );
    expect(log.map((r) => r.action)).toEqual(['user-disable', 'user-enable']);
    const [admin] = await t.database.rows<{ id: string }>(`select id from users where login_name = 'admin'`);
    expect(log.every((r) => r.user_id === admin!.id)).toBe(true);
  });

  it('keeps account disabling to the platform administrator, and answers 404 for unknown and platform accounts', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const managerToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect((await actOnUser(owner.id, 'disable', managerToken)).statusCode).toBe(403);
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tenants/${tenant.id}/users`,
      headers: bearer(managerToken),
    });
    expect(users.statusCode).toBe(403);
    expect(await selfStatus(t.app, managerToken)).toBe(200);
    expect((await actOnUser('00000000-0000-4000-8000-000000000000', 'disable')).statusCode).toBe(404);
    const [admin] = await t.database.rows<{ id: string }>(`select id from users where login_name = 'admin'`);
    expect((await actOnUser(admin!.id, 'disable')).statusCode).toBe(404);
  });
});

describe(`host brands on ${testDatabaseKind()}`, () => {
  const brand = {
    host: 'solar.example.com',
    contact_name: 'Solar Support',
    phone: '400-800-1234',
    email: 'help@solar.example.com',
    android_image: '/brand/solar-android.png',
    ios_image: 'https://cdn.example.com/solar-ios.png',
    owner_only: true,
    base_path_mappings: [{ path: '/solar', host: 'solar2.example.com' }],
  };

  it('answers the default brand for any host, and a host its own brand (port and case ignored)', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/control/brand',
      headers: { host: 'solar.example.com' },
    });
    expect(before.json()).toMatchObject({ contact_name: '', owner_only: false, base_path_mappings: [] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: bearer(await adminToken()),
      payload: brand,
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/control/brand',
      headers: { host: 'SOLAR.example.com:8443' },
    });
    const { host: _host, ...expected } = brand;
    expect(res.json()).toEqual(expected);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/control/brand',
      headers: { host: 'other.example.com' },
    });
    expect(other.json().owner_only).toBe(false);
  });

  it('changes, refuses duplicates and bad values, and removes brands', async () => {
    const token = await adminToken();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: bearer(token),
      payload: { ...brand, host: 'edit.example.com' },
    });
    const id = created.json().id;
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: bearer(token),
      payload: { ...brand, host: 'edit.example.com' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('iot-brand.10001');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${id}`,
      headers: bearer(token),
      payload: { ...brand, host: 'edit.example.com', phone: '021-5555', owner_only: false },
    });
    expect(updated.json()).toMatchObject({ phone: '021-5555', owner_only: false });
    for (const [field, value] of [
      ['host', 'bad host!'],
      ['email', 'not-mail'],
      ['phone', 'abc-not-a-phone'],
      ['contact_name', '<script>'],
      ['android_image', 'javascript:alert(1)'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/brands',
        headers: bearer(token),
        payload: { ...brand, host: 'x.example.com', [field]: value },
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/brands/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/brands/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(token) });
    expect(list.json().list.map((b: { host: string }) => b.host)).toContain('*');
  });

  it('keeps brand management to the platform administrator', async () => {
    const { manager } = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: bearer(token),
      payload: brand,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/brands' })).statusCode).toBe(401);
  });
});
