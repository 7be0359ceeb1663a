import { describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const t = useTestApp({ config: { testHooks: true } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

async function merchant() {
  const { tenant, manager } = await createMerchant(t.database.db);
  const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
  return { tenant, manager, token, url: `/api/tenant/tenants/${tenant.id}/customization` };
}

async function uploadPng(token: string, purpose: string, size = PNG.length) {
  const boundary = 'b0undary';
  const content = Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

const entries = (list: Array<{ key: string; value: string }>) =>
  Object.fromEntries(list.map((e) => [e.key, e.value]));

describe(`customisation on ${testDatabaseKind()}`, () => {
  it('ensures systemFnAssociation bms1..4 → bcu1..4 at sign-in, once', async () => {
    const m = await merchant();
    const res = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(m.token) });
    expect(res.statusCode, res.body).toBe(200);
    const value = entries(res.json().list).systemFnAssociation!;
    expect(JSON.parse(value)).toEqual({ bms1: 'bcu1', bms2: 'bcu2', bms3: 'bcu3', bms4: 'bcu4' });
    const changed = JSON.stringify({ bms1: 'bcu2' });
    await t.app.inject({
      method: 'PUT',
      url: m.url,
      headers: bearer(m.token),
      payload: { list: [{ key: 'systemFnAssociation', value: changed }] },
    });
    await tokenFor(t.app, m.manager.username, FACTORY_PASSWORD);
    const again = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(m.token) });
    expect(entries(again.json().list).systemFnAssociation).toBe(changed);
  });

  it('lets the manager set name, names by language, logos and footer, and every user of the tenant read them', async () => {
    const m = await merchant();
    const logo = await uploadPng(m.token, 'system-logo');
    const screen = await uploadPng(m.token, 'screen-logo', 300 * 1024);
    const list = [
      { key: 'systemName', value: '储能云' },
      { key: 'systemNameI18n', value: JSON.stringify({ zh_CN: '储能云', en_US: 'Storage Cloud' }) },
      { key: 'systemLogo', value: logo },
      { key: 'iesScreenSystemLogo', value: screen },
      { key: 'systemWebBottomCompany', value: 'Shop Energy Ltd.' },
      { key: 'systemWebBottomPhone', value: '+86 400-800-1234' },
      { key: 'systemWebBottomEmail', value: 'service@example.com' },
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: m.url,
      headers: bearer(m.token),
      payload: { list },
    });
    expect(put.statusCode, put.body).toBe(200);
    const sub = await createUser(t.database.db, m.tenant, { isManager: false, userType: '2' });
    const subToken = await tokenFor(t.app, sub.username, FACTORY_PASSWORD);
    const read = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(subToken) });
    expect(entries(read.json().list)).toMatchObject(entries(list));
  });

  it('refuses bad values per key, naming the key in data.fields', async () => {
    const m = await merchant();
    const other = await merchant();
    const foreignLogo = await uploadPng(other.token, 'system-logo');
    const bigLogo = await uploadPng(m.token, 'screen-logo', 300 * 1024);
    const cases: Array<[string, string, string]> = [
      ['systemName', 'x'.repeat(21), 'iot-validation.10004'],
      ['systemName', 'say "x"', 'iot-validation.10027'],
      ['systemNameI18n', '{"zh_CN":"a"}', 'iot-validation.10002'],
      ['systemNameI18n', 'not json', 'iot-validation.10002'],
      ['systemLogo', 'https://evil.example/x.png', 'iot-validation.10002'],
      ['systemLogo', foreignLogo, 'iot-validation.10002'],
      ['systemLogo', bigLogo, 'iot-validation.10002'],
      ['systemWebBottomEmail', 'nope', 'login.error.015'],
      ['systemWebBottomPhone', 'call me', 'iot-validation.10002'],
      ['homeCurrency', '{"currency":"EUR","rates":{}}', 'iot-validation.10002'],
      ['homeCurrency', '{"currency":"CNY","rates":{"USD":0}}', 'iot-validation.10002'],
      ['homeCurrency', '{"currency":"CNY","rates":{"USD":1000001}}', 'iot-validation.10002'],
    ];
    for (const [key, value, code] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: m.url,
        headers: bearer(m.token),
        payload: { list: [{ key, value }] },
      });
      expect(res.statusCode, `${key}=${value}`).toBe(422);
      expect(res.json().data.fields[0], `${key}=${value}`).toMatchObject({ field: key, code });
    }
    const unknownKey = await t.app.inject({
      method: 'PUT',
      url: m.url,
      headers: bearer(m.token),
      payload: { list: [{ key: 'theme', value: 'x' }] },
    });
    expect(unknownKey.statusCode).toBe(422);
  });

  it('keeps the home currency and its rates for the home page total', async () => {
    const m = await merchant();
    const value = JSON.stringify({ currency: 'CNY', rates: { USD: 7.2, AUD: 4.7 } });
    const res = await t.app.inject({
      method: 'PUT',
      url: m.url,
      headers: bearer(m.token),
      payload: { list: [{ key: 'homeCurrency', value }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(m.token) });
    expect(read.json().list).toContainEqual({ key: 'homeCurrency', value });
  });

  it('keeps the update to the tenant manager and the tenant boundary', async () => {
    const m = await merchant();
    const other = await merchant();
    const sub = await createUser(t.database.db, m.tenant, { isManager: false, userType: '2' });
    const subToken = await tokenFor(t.app, sub.username, FACTORY_PASSWORD);
    const payload = { list: [{ key: 'systemName', value: 'Hijacked' }] };
    const bySub = await t.app.inject({ method: 'PUT', url: m.url, headers: bearer(subToken), payload });
    expect(bySub.statusCode).toBe(403);
    const byOther = await t.app.inject({ method: 'PUT', url: m.url, headers: bearer(other.token), payload });
    expect(byOther.statusCode).toBe(404);
    const readByOther = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(other.token) });
    expect(readByOther.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(m.token) });
    expect(entries(read.json().list).systemName).toBeUndefined();
  });

  it('merges tenant, parent and own entries for the single-user call, and checks singleStationConfig', async () => {
    const m = await merchant();
    await t.app.inject({
      method: 'PUT',
      url: m.url,
      headers: bearer(m.token),
      payload: { list: [{ key: 'systemName', value: 'Tenant name' }] },
    });
    const setting = JSON.stringify({ energyOverviewDisplay: ['load', 'photovoltaic'] });
    const parentSet = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/users/self/customization',
      headers: bearer(m.token),
      payload: { key: 'singleStationConfig', value: setting },
    });
    expect(parentSet.statusCode, parentSet.body).toBe(204);
    const sub = await createUser(t.database.db, m.tenant, {
      isManager: false,
      userType: '2',
      parentUserId: m.manager.id,
    });
    const subToken = await tokenFor(t.app, sub.username, FACTORY_PASSWORD);
    const query = '?find_parent=true&find_tenant=true&match_key=systemConfig';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tenant/users/self/customization${query}`,
      headers: bearer(subToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(entries(res.json().systemConfig)).toMatchObject({
      systemName: 'Tenant name',
      singleStationConfig: setting,
    });
    const withoutParent = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/users/self/customization?find_parent=false&find_tenant=false&match_key=systemConfig',
      headers: bearer(subToken),
    });
    expect(withoutParent.json().systemConfig).toEqual([]);
    for (const bad of [
      { energyOverviewDisplay: ['wind'] },
      { energyOverviewDisplay: ['load', 'load'] },
      { other: true },
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/tenant/users/self/customization',
        headers: bearer(subToken),
        payload: { key: 'singleStationConfig', value: JSON.stringify(bad) },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });
});
