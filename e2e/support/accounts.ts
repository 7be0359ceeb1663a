import { type APIRequestContext, expect } from '@playwright/test';
import { adminPassword } from '../playwright.config';
import { codeSent } from './cooldown';
import { latestCode, newPassword, uniqueMobile, uniqueSuffix } from './identity';

// Accounts made through the API, for journeys whose subject is not the registration itself.

export const ADMIN_USERNAME = 'admin';

/** The answer's JSON (nothing for a 204), failing the test with the URL and body when it is not 2xx. */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A session by password through the API: the graphic code read through the test hook. */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const { uuid } = await ok<{ uuid: string }>(await request.get('/api/control/captcha'));
  const { text } = await ok<{ text: string }>(await request.get(`/api/test-hooks/captcha/${uuid}`));
  const { is_manager } = await ok<{ is_manager: boolean }>(
    await request.post('/api/control/tenant-manager/check', { data: { type: 1, username } }),
  );
  const path = is_manager ? '/api/control/manager-sessions' : '/api/control/sessions';
  const session = await ok<{ token: string }>(
    await request.post(path, {
      data: { type: is_manager ? 3 : 1, username, password, svg_code_uuid: uuid, svg_code: text },
    }),
  );
  return session.token;
}

async function registrationCode(request: APIRequestContext, destination: string, type: 1 | 2) {
  await ok(
    await request.post('/api/control/verification-codes', {
      data: { type, destination, purpose: 'register' },
    }),
  );
  codeSent(destination);
  return latestCode(request, destination);
}

export interface Account {
  username: string;
  password: string;
  mobile: string;
  email?: string;
}

/** A merchant registered and approved through the API; returns its account and business id. */
export async function approvedMerchant(request: APIRequestContext) {
  const account: Account = {
    username: `m_${uniqueSuffix()}`,
    password: newPassword(),
    mobile: uniqueMobile(),
  };
  const registered = await ok<{ tenant_id: string }>(
    await request.post('/api/tenant/registrations', {
      data: {
        userType: '1',
        mobile: account.mobile,
        mobile_verification_code: await registrationCode(request, account.mobile, 1),
        name: account.username,
        password: account.password,
        confirmPassword: account.password,
        agreement: true,
        nick_name: '测试商户',
        gender: '男',
        job: '运维经理',
        industry: '储能',
        organization_name: '测试能源有限公司',
        address: '深圳市南山区',
      },
    }),
  );
  const admin = await apiSignIn(request, ADMIN_USERNAME, adminPassword);
  await ok(
    await request.post(`/api/admin/tenants/${registered.tenant_id}/approve`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: {},
    }),
  );
  const token = await apiSignIn(request, account.username, account.password);
  const tenant = await ok<{ business_id: string; extension_code: string }>(
    await request.get('/api/tenant/tenants/self', { headers: { Authorization: `Bearer ${token}` } }),
  );
  return { account, businessId: tenant.business_id, extensionCode: tenant.extension_code };
}

/** An owner of a fresh approved merchant, with an e-mail when asked for. */
export async function registeredOwner(request: APIRequestContext, withEmail = false): Promise<Account> {
  const merchant = await approvedMerchant(request);
  const account: Account = {
    username: `o_${uniqueSuffix()}`,
    password: newPassword(),
    mobile: uniqueMobile(),
    ...(withEmail ? { email: `o_${uniqueSuffix()}@example.com` } : {}),
  };
  await ok(
    await request.post('/api/tenant/registrations', {
      data: {
        userType: '2',
        extension_code: merchant.extensionCode,
        mobile: account.mobile,
        mobile_verification_code: await registrationCode(request, account.mobile, 1),
        name: account.username,
        password: account.password,
        confirmPassword: account.password,
        agreement: true,
        ...(account.email
          ? {
              email: account.email,
              email_verification_code: await registrationCode(request, account.email, 2),
            }
          : {}),
      },
    }),
  );
  return account;
}

/**
 * An approved merchant signed in over the API, for journeys that set up devices and stations
 * before the browser part: its bearer header, its own ids and the standard device types by name.
 */
export async function merchantWithDeviceTypes(request: APIRequestContext) {
  const { account } = await approvedMerchant(request);
  const token = await apiSignIn(request, account.username, account.password);
  const auth = { Authorization: `Bearer ${token}` };
  const self = await ok<{ id: string; tenant_id: string }>(
    await request.get('/api/tenant/users/self', { headers: auth }),
  );
  const types = await ok<{ list: { id: string; name: string }[] }>(
    await request.get('/api/device-types', { headers: auth, params: { current_page: 1, page_size: 100 } }),
  );
  const typeId = (name: string) => types.list.find((type) => type.name === name)!.id;
  return { account, auth, self, typeId };
}
