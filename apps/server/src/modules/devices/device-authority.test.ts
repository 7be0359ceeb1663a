import { describe, expect, it } from 'vitest';
import { uniqueMobile } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { signedInMerchant, standardTypeId } from '../../test/devices/device-test-helpers';

const t = useTestApp({ config: { testHooks: true } });

let sequence = 0;
const nextName = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

/** A merchant with two devices and a sub-user whose group may view and edit devices. */
async function merchantWithSubUser() {
  const merchant = await signedInMerchant(t.app, t.database.db);
  const typeId = await standardTypeId(merchant.call, 'ES_PCS');
  const deviceIds = [nextName('dva'), nextName('dvb')];
  for (const id of deviceIds) {
    const res = await merchant.call('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
  }
  const role = await merchant.call('POST', '/api/tenant/roles', {
    name: nextName('devRole'),
    description: 'device operators',
    apis: ['device:view', 'device:update'],
  });
  expect(role.statusCode, role.body).toBeLessThan(300);
  const username = nextName('op');
  const sub = await merchant.call('POST', `/api/tenant/tenants/${merchant.tenant.id}/users`, {
    username,
    password: 'SubPass99',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
    parent_user_id: merchant.manager.id,
    role_ids: [role.json().id],
  });
  expect(sub.statusCode, sub.body).toBeLessThan(300);
  const token = await tokenFor(t.app, `${username}@${merchant.tenant.namespace}`, 'SubPass99');
  const asSub = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  const grant = (ids: string[], all = false) =>
    merchant.call('PUT', `/api/tenant/tenants/${merchant.tenant.id}/users/${sub.json().id}/scope`, {
      all_stations: false,
      station_ids: [],
      all_devices: all,
      device_ids: ids,
    });
  return { merchant, deviceIds, asSub, grant };
}

const listedIds = (res: { json(): unknown }) =>
  (res.json() as { list: Array<{ id: string }> }).list.map((device) => device.id).sort();

describe(`sub-user device authority on ${testDatabaseKind()}`, () => {
  it('hides every device until authorised: lists are empty, a direct id answers 404 and nothing changes', async () => {
    const { deviceIds, asSub } = await merchantWithSubUser();
    const list = await asSub('GET', '/api/devices');
    expect(list.statusCode, list.body).toBe(200);
    expect(listedIds(list)).toEqual([]);
    expect((await asSub('GET', `/api/devices/${deviceIds[0]}`)).statusCode).toBe(404);
    const edit = await asSub('PATCH', `/api/devices/${deviceIds[0]}`, { name: '改名' });
    expect(edit.statusCode).toBe(404);
    // The same answer as for a device that does not exist at all: no hint that it does.
    const missing = await asSub('PATCH', '/api/devices/no-such-device', { name: '改名' });
    expect(edit.json()).toEqual(missing.json());
  });

  it('shows and lets the sub-user change only the devices granted to it, and all once all are granted', async () => {
    const { deviceIds, asSub, grant, merchant } = await merchantWithSubUser();
    const [granted, other] = deviceIds as [string, string];
    expect((await grant([granted])).statusCode).toBeLessThan(300);

    expect(listedIds(await asSub('GET', '/api/devices'))).toEqual([granted]);
    expect((await asSub('GET', `/api/devices/${granted}`)).statusCode).toBe(200);
    expect((await asSub('PATCH', `/api/devices/${granted}`, { name: '已授权' })).statusCode).toBe(200);
    expect((await asSub('GET', `/api/devices/${other}`)).statusCode).toBe(404);
    expect((await asSub('PATCH', `/api/devices/${other}`, { name: '未授权' })).statusCode).toBe(404);
    expect((await merchant.call('GET', `/api/devices/${other}`)).json().name).toBe(`设备_${other}`);

    expect((await grant([], true)).statusCode).toBeLessThan(300);
    expect(listedIds(await asSub('GET', '/api/devices'))).toEqual([...deviceIds].sort());
  });
});
