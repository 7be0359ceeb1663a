// Firmware packages and the rules of upgrade tasks (issue 31 item 2; B §5), through the API.
import { describe, expect, it } from 'vitest';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { useFirmwareApp } from '../../test/firmware/firmware-harness';
import { basePlan, createPcsDevices, uploadFirmware } from '../../test/firmware/firmware-test-helpers';
import { signedInMerchant } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';

const h = useFirmwareApp();
const { t, clock, image, nextVersion, upload, fleet, createTask, tickAndWait } = h;

describe(`firmware packages (${testDatabaseKind()})`, () => {
  it('stores a package with its SHA-256 and the type’s differential flag; lists it', async () => {
    const { typeId } = await createPcsDevices(t.m.call, 0);
    const bytes = image('abc');
    const version = nextVersion();
    const res = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version, description: '首个版本' },
      { name: 'a.bin', bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    const fw = res.json();
    expect(fw).toMatchObject({
      version,
      size: bytes.length,
      sha256: h.sha256(bytes),
      differential: false,
      type_name: 'ES_PCS',
    });
    const list = await t.m.call('GET', `/api/firmware?type_id=${typeId}`);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(fw.id);
    // The same version for the same type again.
    const again = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version, description: 'x' },
      { name: 'a.bin', bytes },
    );
    expect(fieldCodes(again)).toEqual({ version: 'iot-firmware.10003' });
  });

  it('requires file, version and description; version xx.xx.xx at its edges; description 1–200', async () => {
    const { typeId } = await createPcsDevices(t.m.call, 0);
    const file = { name: 'a.bin', bytes: image() };
    const missing = await uploadFirmware(t.app, t.m.token, {});
    expect(fieldCodes(missing)).toEqual({
      type_id: 'iot-validation.10001',
      version: 'iot-validation.10001',
      description: 'iot-validation.10001',
      file: 'iot-validation.10001',
    });
    for (const bad of ['1.2', '123.1.1', '01.02.003', 'a.b.c', '1.2.3.4']) {
      const res = await uploadFirmware(
        t.app,
        t.m.token,
        { type_id: typeId, version: bad, description: 'x' },
        file,
      );
      expect(fieldCodes(res), bad).toEqual({ version: 'iot-firmware.10001' });
    }
    const long = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version: '9.9.9', description: 'x'.repeat(201) },
      file,
    );
    expect(fieldCodes(long)).toEqual({ description: 'iot-validation.10004' });
    const edge = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version: '9.9.9', description: 'x'.repeat(200) },
      file,
    );
    expect(edge.statusCode, edge.body).toBe(201);
    const oneDigit = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version: '0.0.1', description: 'x' },
      file,
    );
    expect(oneDigit.statusCode, oneDigit.body).toBe(201);
  });

  it('refuses a package over the size cap', async () => {
    const { typeId } = await createPcsDevices(t.m.call, 0);
    const res = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version: '9.9.8', description: 'x' },
      { name: 'big.bin', bytes: Buffer.alloc(32 * 1024 * 1024 + 1) },
    );
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().code).toBe('iot-firmware.10002');
  });

  it('serves the package by its signed link only, resumable by range', async () => {
    const { ids, f, typeId } = await fleet(1);
    const bytes = image('range');
    const fw = await upload(typeId, bytes);
    await createTask(fw.id, ids);
    await tickAndWait(f, 1);
    const url = new URL(f.lastOffer(ids[0]!).url);
    const full = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { range: 'bytes=100-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100))).toBe(true);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=x`,
    });
    expect(wrong.json().code).toBe('iot-firmware.10016');
    clock.advance(16 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(expired.json().code).toBe('iot-firmware.10016');
  });
});

describe(`upgrade task rules (${testDatabaseKind()})`, () => {
  it('upgrade time required and in the future; canary 1–5 %; shares ≤ 100; window; target of the type', async () => {
    const { ids, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const post = (body: Record<string, unknown>) =>
      t.m.call('POST', '/api/firmware-tasks', {
        firmware_id: fw.id,
        target: { kind: 'devices', device_ids: ids },
        upgrade_now: false,
        plan: basePlan,
        ...body,
      });
    expect(fieldCodes(await post({}))).toEqual({ upgrade_at: 'iot-validation.10001' });
    const now = clock.now().getTime();
    expect(fieldCodes(await post({ upgrade_at: new Date(now - 1000).toISOString() }))).toEqual({
      upgrade_at: 'iot-validation.10009',
    });
    const future = await post({ upgrade_at: new Date(now + 60_000).toISOString() });
    expect(future.statusCode, future.body).toBe(201);
    expect(future.json().phase).toBe('scheduled');
    for (const canary of [0, 6]) {
      expect(
        fieldCodes(await post({ upgrade_now: true, plan: { ...basePlan, canary_percent: canary } })),
      ).toEqual({
        'plan.canary_percent': 'iot-validation.10002',
      });
    }
    expect(
      fieldCodes(await post({ upgrade_now: true, plan: { ...basePlan, group_percents: [50, 46] } })),
    ).toEqual({
      'plan.group_percents': 'iot-firmware.10006',
    });
    const exactly100 = await post({
      upgrade_now: true,
      plan: { ...basePlan, canary_percent: 5, group_percents: [50, 45] },
    });
    expect(exactly100.statusCode, exactly100.body).toBe(201);
    expect(
      fieldCodes(
        await post({ upgrade_now: true, plan: { ...basePlan, window: { start: '02:00', end: '02:00' } } }),
      ),
    ).toEqual({ 'plan.window.end': 'iot-firmware.10017' });
    const missing = await t.m.call('POST', '/api/firmware-tasks', {});
    expect(Object.keys(fieldCodes(missing)).sort()).toEqual(['firmware_id', 'plan', 'target', 'upgrade_now']);
    // A device of another type.
    const ems = await t.m.call('POST', '/api/devices', {
      id: `ems-${Date.now()}`,
      name: 'ems',
      type_id: await emsType(),
    });
    expect(
      fieldCodes(
        await post({ upgrade_now: true, target: { kind: 'devices', device_ids: [ids[0], ems.json().id] } }),
      ),
    ).toEqual({ 'target.device_ids': 'iot-firmware.10005' });
    expect(
      fieldCodes(await post({ upgrade_now: true, target: { kind: 'stations', station_ids: [] } })),
    ).toEqual({
      'target.station_ids': 'iot-validation.10001',
    });
  });

  it('a device of another tenant is not found', async () => {
    const other = await signedInMerchant(t.app, t.database.db);
    const { ids } = await fleet(1);
    const { typeId } = await createPcsDevices(other.call, 0);
    const up = await uploadFirmware(
      t.app,
      other.token,
      { type_id: typeId, version: '1.0.0', description: 'x' },
      { name: 'a', bytes: image() },
    );
    const res = await other.call('POST', '/api/firmware-tasks', {
      firmware_id: up.json().id,
      target: { kind: 'devices', device_ids: ids },
      upgrade_now: true,
      plan: basePlan,
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});

async function emsType(): Promise<string> {
  const res = await t.m.call('GET', '/api/device-types?kind=standard&search=EMS_GATEWAY&page_size=50');
  return (res.json() as { list: Array<{ id: string; name: string }> }).list.find(
    (t) => t.name === 'EMS_GATEWAY',
  )!.id;
}
