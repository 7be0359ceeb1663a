import { GENERATED_DEVICE_KEY_PATTERN } from '@ies/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices as devicesTable } from '../../db/schema';
import { verifyDeviceKey } from '../../ingest/device-key';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type Caller,
  fieldCodes,
  signedInMerchant,
  standardTypeId,
} from '../../test/devices/device-test-helpers';

let t: TestApp;
let call: Caller;
let pcsType: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true, devicesPerTenantMax: 1000 } });
  const merchant = await signedInMerchant(t.app, t.database.db);
  call = merchant.call;
  tenantId = merchant.tenant.id;
  pcsType = await standardTypeId(call, 'ES_PCS');
});
afterAll(async () => t.close());

let sequence = 0;
function nextId(prefix = 'dev'): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

async function addDevice(extra: Record<string, unknown> = {}, as: Caller = call, typeId = pcsType) {
  const res = await as('POST', '/api/devices', {
    id: nextId(),
    name: '储能PCS_1',
    type_id: typeId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string } & Record<string, unknown>;
}

async function storedKeyHash(id: string): Promise<string> {
  const [row] = await t.database.db.select().from(devicesTable).where(eq(devicesTable.id, id));
  return row!.keyHash;
}

describe('adding a device (B §5)', () => {
  it('stores every field, answers the key once and keeps only its hash', async () => {
    const res = await call('POST', '/api/devices', {
      id: 'pcs_A-01',
      name: '一号储能-PCS_01',
      key: 'my-key_123',
      type_id: pcsType,
      description: 'first\nline',
      longitude: 120.62,
      latitude: 31.3,
      firmware_version: '01.02.03',
      hardware_version: 'H1',
      serial_number: 'SN-1',
      ems_type: 'EMS-X',
      control_mode: 'local',
      tz_offset_minutes: 480,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'pcs_A-01',
      key: 'my-key_123',
      type_name: 'ES_PCS',
      status: 'unset',
      longitude: 120.62,
      latitude: 31.3,
      control_mode: 'local',
      tz_offset_minutes: 480,
      gateway_id: null,
      sub_device_count: 0,
    });
    const hash = await storedKeyHash('pcs_A-01');
    expect(hash).not.toContain('my-key_123');
    expect(verifyDeviceKey('my-key_123', hash)).toBe(true);
    const shown = await call('GET', '/api/devices/pcs_A-01');
    expect(shown.json()).not.toHaveProperty('key');
    expect(shown.body).not.toContain(hash);
  });

  it('generates a lowercase 8-4-4-4-12 hex key when none is given', async () => {
    const device = await addDevice();
    expect(device.key).toMatch(GENERATED_DEVICE_KEY_PATTERN);
    expect(verifyDeviceKey(device.key, await storedKeyHash(device.id))).toBe(true);
  });

  it('device id: 2–32 letters, digits, hyphen, underscore', async () => {
    for (const id of ['a', 'x'.repeat(33), 'has space', 'dot.id', '中文']) {
      const res = await call('POST', '/api/devices', { id, name: 'name', type_id: pcsType });
      expect(fieldCodes(res).id, id).toBe('iot-device.10017');
    }
    for (const id of ['ab', 'y'.repeat(32)]) {
      expect((await call('POST', '/api/devices', { id, name: 'name', type_id: pcsType })).statusCode).toBe(
        201,
      );
    }
  });

  it('refuses an id already used, by any tenant', async () => {
    const first = await addDevice();
    const again = await call('POST', '/api/devices', { id: first.id, name: 'name', type_id: pcsType });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('iot-device.10016');
    const { call: other } = await signedInMerchant(t.app, t.database.db);
    const elsewhere = await other('POST', '/api/devices', { id: first.id, name: 'name', type_id: pcsType });
    expect(elsewhere.json().code).toBe('iot-device.10016');
  });

  it('device name: Chinese, letters, digits, hyphen, underscore', async () => {
    for (const name of ['has space', 'semi;colon', '<b>', 'x']) {
      const res = await call('POST', '/api/devices', { id: nextId(), name, type_id: pcsType });
      expect(fieldCodes(res).name, name).toBe('10001');
    }
  });

  it('key: 6–64 letters, digits, hyphen, underscore', async () => {
    for (const key of ['12345', 'k'.repeat(65), 'has space', 'semi;colon']) {
      const res = await call('POST', '/api/devices', { id: nextId(), name: 'name', type_id: pcsType, key });
      expect(fieldCodes(res).key, key).toBe('iot-device.10018');
    }
    for (const key of ['123456', 'k'.repeat(64)]) {
      expect(
        (await call('POST', '/api/devices', { id: nextId(), name: 'name', type_id: pcsType, key }))
          .statusCode,
      ).toBe(201);
    }
  });

  it('description up to 1024 characters', async () => {
    const long = await call('POST', '/api/devices', {
      id: nextId(),
      name: 'name',
      type_id: pcsType,
      description: 'd'.repeat(1025),
    });
    expect(fieldCodes(long).description).toBe('iot-validation.10004');
    await addDevice({ description: 'd'.repeat(1024) });
  });

  it('coordinates and time zone within range', async () => {
    const res = await call('POST', '/api/devices', {
      id: nextId(),
      name: 'name',
      type_id: pcsType,
      longitude: 181,
      latitude: -91,
      tz_offset_minutes: 30,
      control_mode: 'remote',
    });
    expect(Object.keys(fieldCodes(res)).sort()).toEqual([
      'control_mode',
      'latitude',
      'longitude',
      'tz_offset_minutes',
    ]);
  });

  it('refuses an unknown type', async () => {
    const res = await call('POST', '/api/devices', {
      id: nextId(),
      name: 'name',
      type_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses devices beyond the tenant’s limit', async () => {
    const limited = await createTestApp({ config: { testHooks: true, devicesPerTenantMax: 2 } });
    try {
      const { call: own } = await signedInMerchant(limited.app, limited.database.db);
      const type = await standardTypeId(own, 'GRID_METER');
      for (const id of ['limit-1', 'limit-2']) {
        expect((await own('POST', '/api/devices', { id, name: 'meter', type_id: type })).statusCode).toBe(
          201,
        );
      }
      const third = await own('POST', '/api/devices', { id: 'limit-3', name: 'meter', type_id: type });
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ code: 'iot-device.10003', message: '设备数量已达上限' });
      // Another tenant has its own allowance.
      const { call: other } = await signedInMerchant(limited.app, limited.database.db);
      expect(
        (await other('POST', '/api/devices', { id: 'limit-4', name: 'meter', type_id: type })).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('editing a device', () => {
  it('changes only the fields sent', async () => {
    const device = await addDevice({ serial_number: 'KEEP' });
    const res = await call('PATCH', `/api/devices/${device.id}`, { name: '新名称', control_mode: 'local' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: '新名称', control_mode: 'local', serial_number: 'KEEP' });
    expect(fieldCodes(await call('PATCH', `/api/devices/${device.id}`, { name: 'bad name' })).name).toBe(
      '10001',
    );
    // The id is not editable.
    expect((await call('PATCH', `/api/devices/${device.id}`, { id: 'other' })).statusCode).toBe(422);
  });

  it('an offline device’s on-device settings cannot change; its other fields can', async () => {
    const device = await addDevice({ control_mode: 'cloud', tz_offset_minutes: 0 });
    await t.database.db.update(devicesTable).set({ status: 'offline' }).where(eq(devicesTable.id, device.id));
    for (const body of [{ control_mode: 'local' }, { tz_offset_minutes: 480 }]) {
      const res = await call('PATCH', `/api/devices/${device.id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'iot-device.10001',
        message: '设备离线，无法修改设备信息，请在设备上线后重试',
      });
    }
    // Unchanged values and fields kept on the platform are fine.
    expect(
      (await call('PATCH', `/api/devices/${device.id}`, { control_mode: 'cloud', name: 'renamed' }))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .update(devicesTable)
      .set({ status: 'online_normal' })
      .where(eq(devicesTable.id, device.id));
    expect((await call('PATCH', `/api/devices/${device.id}`, { control_mode: 'local' })).statusCode).toBe(
      200,
    );
  });

  it('a new key replaces the old one', async () => {
    const device = await addDevice();
    const res = await call('POST', `/api/devices/${device.id}/key`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { key } = res.json() as { key: string };
    expect(key).toMatch(GENERATED_DEVICE_KEY_PATTERN);
    const hash = await storedKeyHash(device.id);
    expect(verifyDeviceKey(key, hash)).toBe(true);
    expect(verifyDeviceKey(device.key, hash)).toBe(false);
    expect((await call('POST', `/api/devices/${device.id}/key`, { key: 'chosen-key' })).json()).toEqual({
      key: 'chosen-key',
    });
    expect(fieldCodes(await call('POST', `/api/devices/${device.id}/key`, { key: 'short' })).key).toBe(
      'iot-device.10018',
    );
  });
});

describe('gateways and sub-devices', () => {
  it('adds and removes at most 20 sub-devices at a time', async () => {
    const gateway = await addDevice();
    const children = [];
    for (let i = 0; i < 21; i++) children.push((await addDevice()).id);
    const tooMany = await call('POST', `/api/devices/${gateway.id}/sub-devices`, { device_ids: children });
    expect(fieldCodes(tooMany).device_ids).toBe('iot-device.10014');
    const twenty = children.slice(0, 20);
    expect(
      (await call('POST', `/api/devices/${gateway.id}/sub-devices`, { device_ids: twenty })).statusCode,
    ).toBe(204);
    const listed = await call('GET', `/api/devices?gateway_id=${gateway.id}&page_size=50`);
    expect((listed.json() as { pagination: { total_size: number } }).pagination.total_size).toBe(20);
    expect((await call('GET', `/api/devices/${gateway.id}`)).json().sub_device_count).toBe(20);

    const removeTooMany = await call('POST', `/api/devices/${gateway.id}/sub-devices/remove`, {
      device_ids: children,
    });
    expect(fieldCodes(removeTooMany).device_ids).toBe('iot-device.10014');
    expect(
      (
        await call('POST', `/api/devices/${gateway.id}/sub-devices/remove`, {
          device_ids: twenty.slice(0, 5),
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/devices/${gateway.id}`)).json().sub_device_count).toBe(15);
    // Not a sub-device of this gateway: named, nothing changes.
    const notChild = await call('POST', `/api/devices/${gateway.id}/sub-devices/remove`, {
      device_ids: [twenty[10], children[20]],
    });
    expect(notChild.statusCode).toBe(404);
    expect(notChild.json().data).toEqual({ device_ids: [children[20]] });
    expect((await call('GET', `/api/devices/${gateway.id}`)).json().sub_device_count).toBe(15);
  });

  it('a gateway with sub-devices cannot be deleted; without them it can', async () => {
    const gateway = await addDevice();
    const child = await addDevice({ gateway_id: gateway.id });
    expect(child.gateway_id).toBe(gateway.id);
    const refused = await call('DELETE', `/api/devices/${gateway.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('iot-device.10005');
    expect((await call('DELETE', `/api/devices/${child.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/devices/${gateway.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/devices/${gateway.id}`)).statusCode).toBe(404);
  });

  it('gateways have one level', async () => {
    const gateway = await addDevice();
    const child = await addDevice({ gateway_id: gateway.id });
    // A sub-device cannot be a gateway.
    const underChild = await call('POST', '/api/devices', {
      id: nextId(),
      name: 'name',
      type_id: pcsType,
      gateway_id: child.id,
    });
    expect(underChild.json().code).toBe('iot-device.10020');
    // A gateway with sub-devices cannot become a sub-device.
    const other = await addDevice();
    expect((await call('PATCH', `/api/devices/${gateway.id}`, { gateway_id: other.id })).json().code).toBe(
      'iot-device.10020',
    );
    // Not its own gateway; not taken from another gateway silently.
    expect(
      (await call('POST', `/api/devices/${other.id}/sub-devices`, { device_ids: [other.id] })).json().code,
    ).toBe('iot-device.10020');
    expect(
      (await call('POST', `/api/devices/${other.id}/sub-devices`, { device_ids: [child.id] })).json().code,
    ).toBe('iot-device.10020');
  });

  it('a device bound to a station cannot be deleted', async () => {
    const device = await addDevice();
    await t.database.db
      .update(devicesTable)
      .set({ stationId: '00000000-0000-4000-8000-0000000000aa' })
      .where(eq(devicesTable.id, device.id));
    const res = await call('DELETE', `/api/devices/${device.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('iot-device.10004');
  });
});

describe('the device list', () => {
  it('pages on the server and filters by type, status, gateway and control mode', async () => {
    const { call: own } = await signedInMerchant(t.app, t.database.db);
    const meterType = await standardTypeId(own, 'GRID_METER');
    for (let i = 0; i < 5; i++)
      await addDevice({ name: `meter_${i}`, control_mode: 'local' }, own, meterType);
    for (let i = 0; i < 3; i++) await addDevice({ name: `pcs_${i}` }, own);
    const page = await own('GET', '/api/devices?current_page=2&page_size=3');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { list: unknown[]; pagination: Record<string, number> };
    expect(body.pagination).toEqual({ total_size: 8, current_page: 2, page_size: 3 });
    expect(body.list).toHaveLength(3);
    const byType = (await own('GET', `/api/devices?type_id=${meterType}`)).json() as {
      pagination: { total_size: number };
    };
    expect(byType.pagination.total_size).toBe(5);
    const local = (await own('GET', '/api/devices?control_mode=local')).json() as {
      pagination: { total_size: number };
    };
    expect(local.pagination.total_size).toBe(5);
    const unset = (await own('GET', '/api/devices?status=unset')).json() as {
      pagination: { total_size: number };
    };
    expect(unset.pagination.total_size).toBe(8);
    const online = (await own('GET', '/api/devices?status=online_normal')).json() as {
      pagination: { total_size: number };
    };
    expect(online.pagination.total_size).toBe(0);
    expect((await own('GET', '/api/devices?status=sleeping')).statusCode).toBe(422);
  });

  it('orders the whole list by a chosen column, across pages', async () => {
    const { call: own } = await signedInMerchant(t.app, t.database.db);
    for (const name of ['delta', 'alpha', 'echo', 'charlie', 'bravo']) await addDevice({ name }, own);
    const names = async (query: string) =>
      ((await own('GET', `/api/devices?${query}`)).json() as { list: Array<{ name: string }> }).list.map(
        (device) => device.name,
      );
    expect([
      ...(await names('sort=name&sort_type=asc&page_size=3')),
      ...(await names('sort=name&sort_type=asc&page_size=3&current_page=2')),
    ]).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    expect(await names('sort=name&sort_type=desc&page_size=2')).toEqual(['echo', 'delta']);
    // Default: newest first.
    expect((await names('page_size=1'))[0]).toBe('bravo');
    expect((await own('GET', '/api/devices?sort=key')).statusCode).toBe(422);
  });

  it('searches by id, name or all, treating wildcards literally', async () => {
    const { call: own } = await signedInMerchant(t.app, t.database.db);
    await own('POST', '/api/devices', {
      id: 'find-me_1',
      name: '找到我',
      type_id: pcsType,
      serial_number: 'SER%X',
    });
    await own('POST', '/api/devices', { id: 'other-1', name: 'find_me_not', type_id: pcsType });
    const total = (url: string) =>
      own('GET', url).then((r) => (r.json() as { pagination: { total_size: number } }).pagination.total_size);
    expect(await total('/api/devices?search=find-me&search_by=id')).toBe(1);
    expect(await total(`/api/devices?search=${encodeURIComponent('找到')}&search_by=name`)).toBe(1);
    expect(await total('/api/devices?search=find&search_by=all')).toBe(2);
    expect(await total(`/api/devices?search=${encodeURIComponent('%')}&search_by=all`)).toBe(1);
    expect((await own('GET', `/api/devices?search=${encodeURIComponent("a'b")}`)).statusCode).toBe(422);
  });

  it('refuses a search of type "all" above 1000 devices, with the B §8 text', async () => {
    const { call: own, tenant } = await signedInMerchant(t.app, t.database.db);
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      id: `bulk-${tenant.id.slice(0, 8)}-${i}`,
      tenantId: tenant.id,
      name: `bulk_${i}`,
      typeId: pcsType,
      keyHash: 'x',
    }));
    await t.database.db.insert(devicesTable).values(rows.slice(0, 1000));
    // 1000 devices: still allowed.
    expect((await own('GET', '/api/devices?search=bulk&search_by=all')).statusCode).toBe(200);
    await t.database.db.insert(devicesTable).values(rows.slice(1000));
    const refused = await own('GET', '/api/devices?search=bulk&search_by=all', undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'iot-device.10006',
      message: '设备数量超过 1000 台时不支持按“全部”类型搜索',
    });
    // Searching by id, or "all" once a filter narrows it below 1000, still works.
    expect((await own('GET', '/api/devices?search=bulk&search_by=id')).statusCode).toBe(200);
  });
});

describe('tenant boundary', () => {
  it('another tenant’s device answers 404 everywhere and never appears in lists', async () => {
    const { call: owner } = await signedInMerchant(t.app, t.database.db);
    const foreign = await addDevice({}, owner);
    const mine = await addDevice();
    for (const [method, url, body] of [
      ['GET', `/api/devices/${foreign.id}`, undefined],
      ['PATCH', `/api/devices/${foreign.id}`, { name: 'stolen' }],
      ['POST', `/api/devices/${foreign.id}/key`, {}],
      ['DELETE', `/api/devices/${foreign.id}`, undefined],
      ['POST', `/api/devices/${foreign.id}/sub-devices`, { device_ids: [mine.id] }],
      ['POST', `/api/devices/${mine.id}/sub-devices`, { device_ids: [foreign.id] }],
      ['POST', '/api/devices', { id: nextId(), name: 'name', type_id: pcsType, gateway_id: foreign.id }],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('iot-out-wrapper.70005');
    }
    const list = await call('GET', `/api/devices?search=${foreign.id}&page_size=100`);
    expect((list.json() as { list: Array<{ id: string }> }).list.map((d) => d.id)).not.toContain(foreign.id);
    // Unchanged for its owner.
    expect((await owner('GET', `/api/devices/${foreign.id}`)).json().name).toBe('储能PCS_1');
    expect(verifyDeviceKey(foreign.key, await storedKeyHash(foreign.id))).toBe(true);
    expect(tenantId).not.toBe('');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/devices' })).statusCode).toBe(401);
  });
});
