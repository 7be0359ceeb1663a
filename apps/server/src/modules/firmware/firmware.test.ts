// Firmware packages and the rules of upgrade tasks (issue 31 item 2; B §5), through the API.
import {
  FIRMWARE_CANARY_PERCENT,
  FIRMWARE_DEVICE_TIMEOUT_SECONDS,
  FIRMWARE_ERROR_MIN_FINISHED,
  FIRMWARE_ERROR_THRESHOLD,
  FIRMWARE_FILE_MAX_BYTES,
  FIRMWARE_LINK_SECONDS,
  FIRMWARE_PACING_PER_MINUTE,
  FIRMWARE_RETRIES,
  FIRMWARE_SUCCESS_THRESHOLD,
  formatByteLimit,
} from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { useFirmwareApp } from '../../test/firmware/firmware-harness';
import {
  basePlan,
  createPcsDevices,
  type Refusal,
  refusedInBoth,
  uploadFirmware,
} from '../../test/firmware/firmware-test-helpers';
import { createStation, signedInMerchant, unique } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';

// Every refusal is checked with its catalogue code and its exact zh (default) and en text.
const h = useFirmwareApp();
const { t, clock, image, nextVersion, upload, fleet, createTask, waitState, tickAndWait } = h;
type Headers = Record<string, string>;
const REQUIRED = 'iot-validation.10001';
const INVALID = 'iot-validation.10002';
const TIME = 'iot-validation.10022';
const named = (name: string) => (error: unknown) => {
  const { actual, expected } = error as { actual?: unknown; expected?: unknown };
  throw new Error(`${name}: ${String(error)} ${JSON.stringify({ actual, expected })}`);
};

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

  it('requires type, file, version and description; version xx.xx.xx and description 1–200 at their edges', async () => {
    const { typeId } = await createPcsDevices(t.m.call, 0);
    const file = { name: 'a.bin', bytes: image() };
    const send =
      (fields: Record<string, string>, f: typeof file | null = file) =>
      (headers: Headers) =>
        uploadFirmware(t.app, t.m.token, fields, f ?? undefined, headers);
    const version = (v: string) => ({ type_id: typeId, version: v, description: 'x' });
    const cases: Array<[string, ReturnType<typeof send>, Refusal]> = [
      [
        'nothing',
        send({}, null),
        { fields: { type_id: REQUIRED, version: REQUIRED, description: REQUIRED, file: REQUIRED } },
      ],
      ...['1.2', '123.1.1', '01.02.003', 'a.b.c', '1.2.3.4', '1..2'].map(
        (bad): [string, ReturnType<typeof send>, Refusal] => [
          `version ${bad}`,
          send(version(bad)),
          { fields: { version: 'iot-firmware.10001' } },
        ],
      ),
      [
        'description of 201',
        send({ ...version('9.9.9'), description: 'x'.repeat(201) }),
        { fields: { description: ['iot-validation.10004', { max: 200 }] } },
      ],
      [
        'a blank description',
        send({ ...version('9.9.9'), description: '   ' }),
        { fields: { description: REQUIRED } },
      ],
      [
        'a package over the size cap',
        send(version('9.9.8'), { name: 'big.bin', bytes: Buffer.alloc(FIRMWARE_FILE_MAX_BYTES + 1) }),
        {
          status: 413,
          code: 'iot-firmware.10002',
          params: { max: formatByteLimit(FIRMWARE_FILE_MAX_BYTES) },
        },
      ],
    ];
    for (const [name, request, expected] of cases) await refusedInBoth(request, expected).catch(named(name));
    for (const edge of [
      { ...version('9.9.9'), description: 'x'.repeat(200) },
      version('0.0.1'),
      version('99.99.99'),
    ]) {
      const res = await uploadFirmware(t.app, t.m.token, edge, file);
      expect(res.statusCode, res.body).toBe(201);
    }
    // The same version for the same type again.
    await refusedInBoth(send(version('99.99.99')), { fields: { version: 'iot-firmware.10003' } });
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
    const link = (query: string) => (headers: Headers) =>
      t.app.inject({ method: 'GET', url: `${url.pathname}?${query}`, headers });
    const refused = { status: 403, code: 'iot-firmware.10016' };
    await refusedInBoth(link(`expires=${url.searchParams.get('expires')}&signature=x`), refused);
    // Valid for FIRMWARE_LINK_SECONDS: open one second before, refused at the end.
    clock.advance((FIRMWARE_LINK_SECONDS - 1) * 1000);
    expect((await link(url.search.slice(1))({})).statusCode).toBe(200);
    clock.advance(1_000);
    await refusedInBoth(link(url.search.slice(1)), refused);
  });
});

describe(`upgrade task rules (${testDatabaseKind()})`, () => {
  it('refuses each rule of a task one step past its edge, with its code and zh and en text; takes the edges', async () => {
    const { ids, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const ems = await t.m.call('POST', '/api/devices', {
      id: unique('ems-'),
      name: 'ems设备',
      type_id: await emsType(),
    });
    expect(ems.statusCode, ems.body).toBe(201);
    const emptyStation = await createStation(t.m.call);
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    const body = (extra: Record<string, unknown>, plan: Record<string, unknown> = {}) => ({
      firmware_id: fw.id,
      target: { kind: 'devices', device_ids: ids },
      upgrade_now: true,
      ...extra,
      plan: { ...basePlan, ...plan },
    });
    const post = (payload: object) => (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/firmware-tasks',
        headers: { authorization: `Bearer ${t.m.token}`, ...headers },
        payload,
      });
    const ranges = {
      canary_percent: FIRMWARE_CANARY_PERCENT,
      success_threshold: FIRMWARE_SUCCESS_THRESHOLD,
      error_threshold: FIRMWARE_ERROR_THRESHOLD,
      error_min_finished: FIRMWARE_ERROR_MIN_FINISHED,
      pacing_per_minute: FIRMWARE_PACING_PER_MINUTE,
      timeout_seconds: FIRMWARE_DEVICE_TIMEOUT_SECONDS,
      retries: FIRMWARE_RETRIES,
    };
    type Fields = Extract<Refusal, { fields: unknown }>['fields'];
    const cases: Array<[string, object, Fields]> = [
      ['no upgrade time', body({ upgrade_now: false }), { upgrade_at: REQUIRED }],
      [
        'upgrade time = now (the clock runs on: not in the future when checked)',
        body({ upgrade_now: false, upgrade_at: at(0) }),
        { upgrade_at: 'iot-validation.10009' },
      ],
      [
        'upgrade time not a time',
        body({ upgrade_now: false, upgrade_at: 'soon' }),
        { upgrade_at: 'iot-validation.10016' },
      ],
      ...Object.entries(ranges).flatMap(([field, range]) =>
        [range.min - 1, range.max + 1].map((v): [string, object, Fields] => [
          `${field} ${v}`,
          body({}, { [field]: v }),
          { [`plan.${field}`]: INVALID },
        ]),
      ),
      [
        'no approval flag',
        body({}, { approval_required: undefined }),
        { 'plan.approval_required': REQUIRED },
      ],
      ['a group of 0 %', body({}, { group_percents: [0] }), { 'plan.group_percents.0': INVALID }],
      ['six groups', body({}, { group_percents: [1, 1, 1, 1, 1, 1] }), { 'plan.group_percents': INVALID }],
      [
        'shares of 101 %',
        body({}, { group_percents: [50, 46] }),
        { 'plan.group_percents': 'iot-firmware.10006' },
      ],
      [
        'an empty window',
        body({}, { window: { start: '02:00', end: '02:00' } }),
        { 'plan.window.end': 'iot-firmware.10017' },
      ],
      [
        'a window at 24:00',
        body({}, { window: { start: '24:00', end: '02:00' } }),
        { 'plan.window.start': TIME },
      ],
      [
        'a device of another type',
        body({ target: { kind: 'devices', device_ids: [ids[0], ems.json().id] } }),
        { 'target.device_ids': ['iot-firmware.10005', { device: 'ems设备' }] },
      ],
      [
        'no station',
        body({ target: { kind: 'stations', station_ids: [] } }),
        { 'target.station_ids': REQUIRED },
      ],
      [
        'a station without a device of the type',
        body({ target: { kind: 'stations', station_ids: [emptyStation.id] } }),
        { target: 'iot-firmware.10004' },
      ],
      ['nothing', {}, { firmware_id: REQUIRED, target: REQUIRED, upgrade_now: REQUIRED, plan: REQUIRED }],
    ];
    for (const [name, payload, fields] of cases)
      await refusedInBoth(post(payload), { fields }).catch(named(name));
    // The edges themselves are taken.
    const lows = Object.fromEntries(Object.entries(ranges).map(([k, r]) => [k, r.min]));
    const highs = Object.fromEntries(Object.entries(ranges).map(([k, r]) => [k, r.max]));
    for (const payload of [
      body({ upgrade_now: false, upgrade_at: at(5_000) }),
      body({}, lows),
      body({}, { ...highs, group_percents: [19, 19, 19, 19, 19] }),
      body({}, { window: { start: '23:59', end: '00:00' } }),
    ]) {
      const res = await post(payload)({});
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses actions the task state, the four-eyes rule or a running task forbid, in zh and en', async () => {
    const { ids, f, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { canary_percent: 5, approval_required: true });
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    const act = (method: 'POST' | 'DELETE', url: string, payload?: object) => (headers: Headers) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.m.token}`, ...headers } });
    const of = (action: string) =>
      act('POST', `/api/firmware-tasks/${task.id}/${action}`, action === 'resume' ? {} : undefined);
    await refusedInBoth(of('approve'), { status: 409, code: 'iot-firmware.10007' });
    await tickAndWait(f, 1);
    await f.reportOn(canary, 'success', { version: fw.version });
    await waitState(task.id, canary, 'success');
    await t.engine.tick();
    await refusedInBoth(of('approve'), { status: 403, code: 'iot-firmware.10008' });
    await refusedInBoth(of('resume'), { status: 409, code: 'iot-firmware.10007' });
    await refusedInBoth(act('DELETE', `/api/firmware/${fw.id}`), { status: 409, code: 'iot-firmware.10009' });
    expect((await of('cancel')({})).statusCode).toBe(200);
    await refusedInBoth(of('cancel'), { status: 409, code: 'iot-firmware.10007' });
    await refusedInBoth(of('pause'), { status: 409, code: 'iot-firmware.10007' });
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
