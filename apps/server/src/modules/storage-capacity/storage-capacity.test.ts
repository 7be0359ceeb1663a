import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';

const DEFAULT_QUOTA = 10_000;
const t = useTestApp({ config: { testHooks: true, tenantStorageQuotaBytes: DEFAULT_QUOTA } });
let tenant: TenantRow;
let managerToken: string;
let adminToken: string;

beforeAll(async () => {
  const adminPassword = (await bootstrapPlatform(t.database.db)).password!;
  adminToken = await tokenFor(t.app, 'admin', adminPassword);
  const merchant = await createMerchant(t.database.db);
  tenant = merchant.tenant;
  managerToken = await tokenFor(t.app, merchant.manager.username, FACTORY_PASSWORD);
});

// 72 bytes that sniff as PNG.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function uploadPng(token: string) {
  const boundary = '----iescapacity';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=avatar',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
}

const capacity = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/tenant/storage-capacity',
    headers: { authorization: `Bearer ${token}` },
  });

const setQuota = (token: string, tenantId: string, quota: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/tenants/${tenantId}/storage-quota`,
    payload: { quota_bytes: quota },
    headers: { authorization: `Bearer ${token}` },
  });

describe(`storage capacity on ${testDatabaseKind()}`, () => {
  it('counts the bytes of the tenant uploads against the configured default quota', async () => {
    const empty = await capacity(managerToken);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      used_bytes: 0,
      quota_bytes: DEFAULT_QUOTA,
      used_percent: 0,
      state: 'normal',
    });

    expect((await uploadPng(managerToken)).statusCode).toBe(200);
    expect((await capacity(managerToken)).json()).toMatchObject({ used_bytes: PNG.length, state: 'normal' });
  });

  it('warns from 95 %, is full at 100 % and then refuses new uploads; null restores the default', async () => {
    const used = (await capacity(managerToken)).json().used_bytes as number;

    const warning = await setQuota(adminToken, tenant.id, Math.ceil(used / 0.96));
    expect(warning.statusCode, warning.body).toBe(200);
    expect(warning.json()).toMatchObject({ state: 'warning', used_percent: 96 });
    expect((await capacity(managerToken)).json()).toMatchObject({ state: 'warning' });
    // Still room: a warning does not refuse data.
    expect((await uploadPng(managerToken)).statusCode).toBe(200);

    const nowUsed = (await capacity(managerToken)).json().used_bytes as number;
    expect(nowUsed).toBe(used + PNG.length);
    const full = await setQuota(adminToken, tenant.id, nowUsed);
    expect(full.json()).toMatchObject({ state: 'full', used_percent: 100 });
    const refused = await uploadPng(managerToken);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().code).toBe('iot-storage.10002');
    expect((await capacity(managerToken)).json().used_bytes).toBe(nowUsed);

    const reset = await setQuota(adminToken, tenant.id, null);
    expect(reset.json()).toMatchObject({ quota_bytes: DEFAULT_QUOTA, state: 'normal' });
    expect((await uploadPng(managerToken)).statusCode).toBe(200);
  });

  it('is the tenant manager’s alone and stays inside the tenant', async () => {
    const member = await createUser(t.database.db, tenant, { isManager: false });
    const memberToken = await tokenFor(t.app, member.username, FACTORY_PASSWORD);
    expect((await capacity(memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/tenant/storage-capacity' })).statusCode).toBe(401);

    const other = await createMerchant(t.database.db);
    const otherToken = await tokenFor(t.app, other.manager.username, FACTORY_PASSWORD);
    expect((await capacity(otherToken)).json()).toMatchObject({ used_bytes: 0, state: 'normal' });
  });

  it('lets only the platform administrator set a merchant quota', async () => {
    expect((await setQuota(managerToken, tenant.id, 5000)).statusCode).toBe(403);
    expect((await capacity(managerToken)).json().quota_bytes).toBe(DEFAULT_QUOTA);

    expect((await setQuota(adminToken, '00000000-0000-4000-8000-000000000000', 5000)).statusCode).toBe(404);
    const bad = await setQuota(adminToken, tenant.id, 0);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().data)).toContain('quota_bytes');
  });
});
