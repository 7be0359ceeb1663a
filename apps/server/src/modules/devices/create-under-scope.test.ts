import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  createStation,
  stationInput,
  subUserOf,
  unique,
  useMerchant,
} from '../../test/stations/station-test-helpers';
import { standardTypeId } from '../../test/devices/device-test-helpers';

// Issue 12 item 3: a sub-user's device or station create either succeeds within its authority
// (what it creates joins what it reaches, in the storing transaction) or fails and stores
// nothing; the answer always matches what was stored.

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);
let typeId: string;
beforeAll(async () => {
  typeId = await standardTypeId(m.call, 'ES_PCS');
});

const CREATOR_APIS = ['device:view', 'device:create', 'device:import', 'station:view', 'station:create'];

async function scopeRow(userId: string) {
  const [row] = await t.database.rows<{ all_devices: boolean; device_ids: string[]; station_ids: string[] }>(
    `select all_devices, device_ids, station_ids from user_access_scopes where user_id = '${userId}'`,
  );
  return row;
}
const deviceRows = async (id: string) =>
  t.database.rows<{ id: string; tenant_id: string }>(`select id, tenant_id from devices where id = '${id}'`);

describe(`create under a scope on ${testDatabaseKind()}`, () => {
  it('a sub-user scoped to one station creates a device: 201 with its key, and it reaches it from then on', async () => {
    const station = await createStation(m.call);
    const sub = await subUserOf(t.app, m, CREATOR_APIS);
    await sub.grant([station.id]);
    const id = unique('s4dev');
    const res = await sub.as('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id, key: expect.any(String) });
    // Stored once, in the tenant, and listed in the creator's authority.
    expect(await deviceRows(id)).toEqual([{ id, tenant_id: m.tenant.id }]);
    expect(await scopeRow(sub.id)).toMatchObject({
      all_devices: false,
      device_ids: [id],
      station_ids: [station.id],
    });
    expect((await sub.as('GET', `/api/devices/${id}`)).statusCode).toBe(200);
    const listed = (await sub.as('GET', '/api/devices')).json() as { list: { id: string }[] };
    expect(listed.list.map((device) => device.id)).toEqual([id]);
    // The manager reaches it too; a retry says the id exists and changes nothing.
    expect((await m.call('GET', `/api/devices/${id}`)).statusCode).toBe(200);
    const retry = await sub.as('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(retry.json().code, retry.body).toBe('iot-device.10016');
    expect(await scopeRow(sub.id)).toMatchObject({ device_ids: [id] });
  });

  it('a refused create stores nothing: no device row and no change to the authority', async () => {
    const sub = await subUserOf(t.app, m, CREATOR_APIS);
    await sub.grant([]);
    const before = await scopeRow(sub.id);
    const id = unique('nodev');
    const badType = await sub.as('POST', '/api/devices', {
      id,
      name: `设备_${id}`,
      type_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(badType.statusCode, badType.body).toBe(404);
    // A gateway outside its authority: refused, nothing stored.
    const [outside] = await (async () => {
      const other = unique('gw');
      const made = await m.call('POST', '/api/devices', {
        id: other,
        name: `设备_${other}`,
        type_id: typeId,
      });
      expect(made.statusCode, made.body).toBe(201);
      return [other];
    })();
    const underForeignGateway = await sub.as('POST', '/api/devices', {
      id,
      name: `设备_${id}`,
      type_id: typeId,
      gateway_id: outside,
    });
    expect(underForeignGateway.statusCode, underForeignGateway.body).toBe(404);
    expect(await deviceRows(id)).toEqual([]);
    expect(await scopeRow(sub.id)).toEqual(before);
  });

  it('a sub-user with every device creates without its authority being listed', async () => {
    const sub = await subUserOf(t.app, m, CREATOR_APIS);
    await sub.grant([], { allDevices: true });
    const id = unique('alldev');
    const res = await sub.as('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    expect(await scopeRow(sub.id)).toMatchObject({ all_devices: true, device_ids: [] });
  });

  it('imported devices join the importing sub-user’s authority in the same all-or-nothing step', async () => {
    const sub = await subUserOf(t.app, m, CREATOR_APIS);
    await sub.grant([]);
    const ids = [unique('imp'), unique('imp')];
    const res = await sub.as('POST', '/api/devices/import', {
      devices: ids.map((id) => ({ id, name: `设备_${id}`, type: 'ES_PCS' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await scopeRow(sub.id)).toMatchObject({ device_ids: ids });
    for (const id of ids) expect((await sub.as('GET', `/api/devices/${id}`)).statusCode).toBe(200);
    // A file with an id already taken stores none of its rows and grants nothing.
    const again = await sub.as('POST', '/api/devices/import', {
      devices: [
        { id: unique('imp'), name: 'n1', type: 'ES_PCS' },
        { id: ids[0], name: 'n2', type: 'ES_PCS' },
      ],
    });
    expect(again.statusCode, again.body).toBeGreaterThanOrEqual(400);
    expect(await scopeRow(sub.id)).toMatchObject({ device_ids: ids });
  });

  it('a sub-user scoped to one station creates a station: 201, and it reaches it (as its creator)', async () => {
    const first = await createStation(m.call);
    const sub = await subUserOf(t.app, m, CREATOR_APIS);
    await sub.grant([first.id]);
    const res = await sub.as('POST', '/api/stations', stationInput());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: string };
    expect((await sub.as('GET', `/api/stations/${created.id}`)).statusCode).toBe(200);
    const listed = JSON.stringify((await sub.as('GET', '/api/stations')).json());
    expect(listed).toContain(created.id);
    expect(listed).toContain(first.id);
    expect((await m.call('GET', `/api/stations/${created.id}`)).statusCode).toBe(200);
    const rows = await t.database.rows(`select id from stations where id = '${created.id}'`);
    expect(rows).toHaveLength(1);
  });
});
