import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes, useMerchant } from '../../test/devices/device-test-helpers';
import {
  bind,
  bindUrl,
  createDevices,
  createStation,
  signedInMerchant,
  stationInput,
  unbindAll,
  unique,
} from '../../test/stations/station-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function uploadPicture(token: string, purpose = 'station-picture'): Promise<string> {
  const boundary = '----iesstation';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const post = (body: unknown) => m.call('POST', '/api/stations', body);
const code = (res: { json(): unknown }) => (res.json() as { code: string }).code;

describe(`station rules on ${testDatabaseKind()} (B §5)`, () => {
  it('takes names of 2 and 64 characters of Chinese, letters, digits, hyphen and underscore', async () => {
    for (const name of ['电站', `A${'b'.repeat(62)}9`, '一号-Station_01']) {
      const res = await post(stationInput({ name }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe(name);
    }
  });

  it('refuses names of 1 and 65 characters, bad characters and a missing name', async () => {
    for (const name of ['电', `A${'b'.repeat(64)}`, '电站 1', '电站!', '<b>电站</b>', 'station.1']) {
      expect(fieldCodes(await post(stationInput({ name }))).name, name).toBe('10001');
    }
    const { name: _omit, ...rest } = stationInput();
    expect(fieldCodes(await post(rest)).name).toBe('iot-validation.10001');
  });

  it('refuses a name already used in the tenant, but not one used by another tenant', async () => {
    const first = await createStation(m.call);
    const again = await post(stationInput({ name: first.name }));
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('iot-station.10001');
    const other = await signedInMerchant(t.app, t.database.db);
    expect((await other.call('POST', '/api/stations', stationInput({ name: first.name }))).statusCode).toBe(
      201,
    );
    // Renaming onto another station's name is refused the same way.
    const second = await createStation(m.call);
    const rename = await m.call('PUT', `/api/stations/${second.id}`, { name: first.name });
    expect(code(rename)).toBe('iot-station.10001');
  });

  it('requires address, contact, installed capacity and power, price and currency', async () => {
    for (const field of [
      'address',
      'contact',
      'installed_capacity_kwh',
      'installed_power_kw',
      'price_per_kwh',
      'currency',
      'type',
    ]) {
      const body: Record<string, unknown> = stationInput();
      delete body[field];
      expect(fieldCodes(await post(body))[field], field).toBe('iot-validation.10001');
    }
    expect(fieldCodes(await post(stationInput({ address: '' }))).address).toBe('iot-validation.10001');
  });

  it('accepts the four currencies and the four types, refuses others', async () => {
    for (const currency of ['CNY', 'USD', 'GBP', 'AUD'])
      expect((await post(stationInput({ currency }))).statusCode).toBe(201);
    for (const type of [
      'household_storage',
      'industry_storage',
      'household_micro_inverter',
      'storage_system',
    ])
      expect((await post(stationInput({ type }))).statusCode).toBe(201);
    expect(fieldCodes(await post(stationInput({ currency: 'EUR' }))).currency).toBe('iot-validation.10007');
    expect(fieldCodes(await post(stationInput({ type: 'wind' }))).type).toBe('iot-validation.10007');
  });

  it('takes time zones −12 and +12, refuses −13, +13 and fractions; numbers are non-negative', async () => {
    for (const tz of [-12, 0, 12]) {
      const res = await post(stationInput({ tz_offset_hours: tz }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().tz_offset_hours).toBe(tz);
    }
    for (const tz of [-13, 13])
      expect(fieldCodes(await post(stationInput({ tz_offset_hours: tz }))).tz_offset_hours).toBe('10002');
    expect(fieldCodes(await post(stationInput({ tz_offset_hours: 5.5 }))).tz_offset_hours).toBe(
      'iot-validation.10005',
    );
    expect(fieldCodes(await post(stationInput({ price_per_kwh: -1 }))).price_per_kwh).toBe('10003');
    expect(fieldCodes(await post(stationInput({ latitude: 91 }))).latitude).toBe('10002');
  });

  it('checks the contact phone: mobile and landline numbers pass, other text is refused on add and edit', async () => {
    for (const phone of ['', '13800138000', '010-12345678', '+1 602 555 0100', '(602) 555-0100']) {
      const res = await post(stationInput({ contact_phone: phone }));
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(201);
      expect(res.json().contact_phone).toBe(phone);
    }
    for (const phone of ['abc', 'abc-not-a-phone', '12345', '1380013800a'])
      expect(fieldCodes(await post(stationInput({ contact_phone: phone }))).contact_phone, phone).toBe(
        'iot-validation.10023',
      );
    const station = await createStation(m.call);
    const edit = await m.call('PUT', `/api/stations/${station.id}`, { contact_phone: 'abc-not-a-phone' });
    expect(edit.statusCode).toBe(422);
    expect(fieldCodes(edit).contact_phone).toBe('iot-validation.10023');
    const kept = await m.call('GET', `/api/stations/${station.id}`);
    expect(kept.json().contact_phone).toBe(station.contact_phone);
  });

  it('takes up to 3 pictures of the tenant; refuses a 4th, a foreign one and a non-station upload', async () => {
    const pictures = [];
    for (let i = 0; i < 4; i++) pictures.push(await uploadPicture(m.token));
    const three = await post(stationInput({ picture_ids: pictures.slice(0, 3) }));
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().pictures.map((p: { id: string }) => p.id)).toEqual(pictures.slice(0, 3));
    // A signed, short-lived address: pictures are private (uploads/private-uploads.test.ts).
    expect(three.json().pictures[0].url).toMatch(
      new RegExp(`^/api/uploads/${pictures[0]}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(fieldCodes(await post(stationInput({ picture_ids: pictures }))).picture_ids).toBe(
      'iot-station.10005',
    );

    const other = await signedInMerchant(t.app, t.database.db);
    const foreign = await uploadPicture(other.token);
    const res = await post(stationInput({ picture_ids: [foreign] }));
    expect(res.statusCode).toBe(422);
    expect(code(res)).toBe('iot-station.10007');
    const avatar = await uploadPicture(m.token, 'avatar');
    expect(code(await post(stationInput({ picture_ids: [avatar] })))).toBe('iot-station.10007');
  });

  it('stores every field and edits only the fields given', async () => {
    const created = await createStation(m.call, {
      architecture: 'master_slave',
      contact_phone: '13800000000',
      owner_name: '李四',
      kwh_income: 0.35,
      subsidy_income: 1000,
      total_cost: 500000,
      longitude: 120.6,
      latitude: 31.3,
      tilt: 25,
      grid_connected_at: '2025-05-27T08:00:00Z',
      tz_offset_hours: 8,
      comments: '第一行\n第二行',
      debug: true,
    });
    expect(created).toMatchObject({
      architecture: 'master_slave',
      owner_name: '李四',
      kwh_income: 0.35,
      tilt: 25,
      grid_connected_at: '2025-05-27T08:00:00.000Z',
      debug: true,
      status: 'offline',
      online_status: 'offline',
      running_status: null,
      device_count: 0,
      collected: false,
      access: 'owner',
    });
    const edited = await m.call('PUT', `/api/stations/${created.id}`, { contact: '王五', tilt: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ contact: '王五', tilt: null, owner_name: '李四' });
  });
});

describe(`station list on ${testDatabaseKind()}`, () => {
  it('filters by name and type, sorts, pages, and lists favourites first', async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const tag = unique('L');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await createStation(own.call, {
          name: `${tag}_${i}`,
          type: i % 2 ? 'household_storage' : 'industry_storage',
          installed_capacity_kwh: 100 + i,
        }),
      );
    await createStation(own.call, { name: unique('other') });
    const list = async (query: string) => {
      const res = await own.call('GET', `/api/stations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        list: Array<{ name: string; collected: boolean }>;
        pagination: { total_size: number };
      };
    };
    expect((await list(`name=${tag}`)).pagination.total_size).toBe(5);
    expect((await list(`name=${tag}&type=household_storage`)).list.map((s) => s.name).sort()).toEqual([
      `${tag}_1`,
      `${tag}_3`,
    ]);
    const asc = await list(
      `name=${tag}&sort=installed_capacity_kwh&sort_type=asc&page_size=2&current_page=2`,
    );
    expect(asc.list.map((s) => s.name)).toEqual([`${tag}_2`, `${tag}_3`]);
    expect(asc.pagination.total_size).toBe(5);

    expect((await own.call('PUT', `/api/stations/${made[3]!.id}/collect`)).statusCode).toBe(204);
    const withFavourite = await list(`name=${tag}&sort=installed_capacity_kwh&sort_type=asc`);
    expect(withFavourite.list[0]).toMatchObject({ name: `${tag}_3`, collected: true });
    expect(withFavourite.list[1]!.name).toBe(`${tag}_0`);
    expect((await own.call('DELETE', `/api/stations/${made[3]!.id}/collect`)).statusCode).toBe(204);
    expect((await list(`name=${tag}&sort=installed_capacity_kwh&sort_type=asc`)).list[0]!.name).toBe(
      `${tag}_0`,
    );
    // Running state filter: no station has devices, so none is running.
    expect((await list(`name=${tag}&running_status=run`)).pagination.total_size).toBe(0);
    expect(fieldCodes(await own.call('GET', '/api/stations?running_status=flying')).running_status).toBe(
      'iot-validation.10007',
    );
  });
});

describe(`device binding on ${testDatabaseKind()} (B §7, §8)`, () => {
  it('binds through both calls, counts devices, lists things with paging, filters and sorting', async () => {
    const station = await createStation(m.call);
    const ids = await createDevices(m.call, 'ES_PCS', 3);
    const first = await bind(m, station.id, [ids[0]!], {
      device_type: 'PCS',
      equipped_capacitor: 100,
      equipped_power: 50,
      info_model_id: 'Industry_ES',
      third_things_ids: ['T-1'],
      extra_info: { role: 'main', slot: '1' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await m.call('PUT', bindUrl(m, station.id, 'out-group-mgmt'), {
      things_ids: [ids[1], ids[2]],
      extra_info: { role: 'backup' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await m.call('GET', `/api/stations/${station.id}`)).json().device_count).toBe(3);
    const device = (await m.call('GET', `/api/devices/${ids[0]}`)).json();
    expect(device.station_id).toBe(station.id);
    // Day rollups of a bound device follow the station's time zone, also when it changes.
    expect(device.tz_offset_minutes).toBe(8 * 60);
    await m.call('PUT', `/api/stations/${station.id}`, { tz_offset_hours: -3 });
    expect((await m.call('GET', `/api/devices/${ids[0]}`)).json().tz_offset_minutes).toBe(-180);

    const base = `/api/out-wrapper/group/tenants/${m.tenant.id}/group/${station.id}`;
    const paged = await m.call('GET', `${base}/things?page_size=2&sort_key=id&sort_type=desc`);
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json().pagination.total_size).toBe(3);
    expect(paged.json().list.map((d: { id: string }) => d.id)).toEqual([...ids].sort().reverse().slice(0, 2));
    const filtered = await m.call('GET', `${base}/things?extra_info_key=role&extra_info_value=backup`);
    expect(
      filtered
        .json()
        .list.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    const all = await m.call('GET', `${base}/things-without-page`);
    expect(all.json().list).toHaveLength(3);
    const firstThing = all.json().list.find((d: { id: string }) => d.id === ids[0]);
    expect(firstThing).toMatchObject({ device_type: 'PCS', equipped_capacitor: 100, third_things_id: 'T-1' });

    const ext = await m.call(
      'PUT',
      `/api/out-wrapper/group/tenants/${m.tenant.id}/users/${m.manager.id}/groups/${station.id}/${ids[0]}/ext-info`,
      { extra_info: { role: 'backup' } },
    );
    expect(ext.statusCode, ext.body).toBe(200);
    expect(
      (await m.call('GET', `${base}/things-without-page?extra_info_value=backup`)).json().list,
    ).toHaveLength(3);
  });

  it('answers 70005 for a missing or foreign device, 70006 for one bound to another station', async () => {
    const a = await createStation(m.call);
    const b = await createStation(m.call);
    const [id] = await createDevices(m.call, 'ES_PCS', 1);
    const missing = await bind(m, a.id, ['no-such-device']);
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('iot-out-wrapper.70005');
    const other = await signedInMerchant(t.app, t.database.db);
    const [foreign] = await createDevices(other.call, 'ES_PCS', 1);
    expect(code(await bind(m, a.id, [foreign!]))).toBe('iot-out-wrapper.70005');

    expect((await bind(m, a.id, [id!])).statusCode).toBe(200);
    // Binding again to the same station changes nothing.
    expect((await bind(m, a.id, [id!])).statusCode).toBe(200);
    const taken = await bind(m, b.id, [id!]);
    expect(taken.statusCode).toBe(409);
    expect(code(taken)).toBe('iot-out-wrapper.70006');
    const zh = await t.app.inject({
      method: 'PUT',
      url: bindUrl(m, b.id),
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'zh-CN' },
      payload: { things_ids: [id] },
    });
    expect(zh.json().message).toBe('设备已绑定到电站');
    const en = await t.app.inject({
      method: 'PUT',
      url: bindUrl(m, b.id),
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'en' },
      payload: { things_ids: [id] },
    });
    expect(en.json().message).toBe('The device is already bound to a station');
  });

  it("answers 404 when the path's tenant or user is not the caller's", async () => {
    const station = await createStation(m.call);
    const [id] = await createDevices(m.call, 'ES_PCS', 1);
    const other = await signedInMerchant(t.app, t.database.db);
    const wrongTenant = `/api/out-wrapper/group/tenants/${other.tenant.id}/users/${m.manager.id}/groups/${station.id}/bind-with-info`;
    expect((await m.call('PUT', wrongTenant, { things_ids: [id] })).statusCode).toBe(404);
    const wrongUser = `/api/out-wrapper/group/tenants/${m.tenant.id}/users/${other.manager.id}/groups/${station.id}/bind-with-info`;
    expect((await m.call('PUT', wrongUser, { things_ids: [id] })).statusCode).toBe(404);
    expect((await m.call('GET', `/api/devices/${id}`)).json().station_id).toBeNull();
  });

  it('refuses deleting a station while devices or sub-systems are bound, then deletes it', async () => {
    const station = await createStation(m.call);
    const ids = await createDevices(m.call, 'ES_PCS', 2);
    expect((await bind(m, station.id, ids)).statusCode).toBe(200);
    const refused = await m.call('DELETE', `/api/stations/${station.id}`);
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('iot-station.10003');
    // A bound device cannot be deleted either.
    expect((await m.call('DELETE', `/api/devices/${ids[0]}`)).statusCode).toBe(409);
    await unbindAll(m, station.id, ids);
    const sub = await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '一号子系统' });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(code(await m.call('DELETE', `/api/stations/${station.id}`))).toBe('iot-station.10004');
    expect(
      (await m.call('DELETE', `/api/stations/${station.id}/subsystems/${sub.json().id}`)).statusCode,
    ).toBe(204);
    expect((await m.call('DELETE', `/api/stations/${station.id}`)).statusCode).toBe(204);
    expect((await m.call('GET', `/api/stations/${station.id}`)).statusCode).toBe(404);
    expect((await m.call('GET', `/api/devices/${ids[0]}`)).json().station_id).toBeNull();
  });

  it('writes every change to the station operation log', async () => {
    const station = await createStation(m.call);
    const [id] = await createDevices(m.call, 'ES_PCS', 1);
    await m.call('PUT', `/api/stations/${station.id}`, { contact: '赵六' });
    await bind(m, station.id, [id!]);
    await unbindAll(m, station.id, [id!]);
    const logs = await m.call('GET', `/api/stations/${station.id}/logs`);
    expect(logs.statusCode, logs.body).toBe(200);
    const entries = logs.json().list as Array<{
      action: string;
      user_name: string;
      detail: Record<string, unknown>;
    }>;
    expect(entries.map((e) => e.action)).toEqual(['unbind', 'bind', 'update', 'create']);
    expect(entries[0]!.user_name).toBe(m.manager.username);
    expect(entries[2]!.detail).toEqual({ fields: ['contact'] });
  });
});

describe(`sub-systems and settings on ${testDatabaseKind()}`, () => {
  it('needs a sub-system name; a device joins one sub-system of its own station only', async () => {
    const station = await createStation(m.call);
    const ids = await createDevices(m.call, 'ES_PCS', 2);
    await bind(m, station.id, [ids[0]!]);
    expect(
      fieldCodes(await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '' })).name,
    ).toBe('iot-station.10006');
    const one = (await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '一号' })).json();
    const two = (await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '二号' })).json();
    expect(code(await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '一号' }))).toBe(
      'iot-station.10012',
    );
    const set = (sub: string, things: string[]) =>
      m.call('PUT', `/api/stations/${station.id}/subsystems/${sub}/devices`, { things_ids: things });
    const ok = await set(one.id, [ids[0]!]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().device_ids).toEqual([ids[0]]);
    expect(code(await set(two.id, [ids[0]!]))).toBe('iot-device.10013');
    expect(code(await set(two.id, [ids[1]!]))).toBe('iot-station.10014');
  });

  it('keeps master-slave settings and rejects invalid slaves', async () => {
    const master = await createStation(m.call, { architecture: 'master_slave' });
    const single = await createStation(m.call);
    const slave = await createStation(m.call);
    const put = (id: string, ids: string[]) =>
      m.call('PUT', `/api/stations/${id}/master-slave`, { slave_station_ids: ids });
    expect(code(await put(single.id, [slave.id]))).toBe('iot-station.10008');
    expect(code(await put(master.id, [master.id]))).toBe('iot-station.10008');
    const ok = await put(master.id, [slave.id]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().slaves.map((s: { id: string }) => s.id)).toEqual([slave.id]);
    expect((await m.call('GET', `/api/stations/${slave.id}`)).json().master_station_id).toBe(master.id);
    const otherMaster = await createStation(m.call, { architecture: 'master_slave' });
    expect(code(await put(otherMaster.id, [slave.id]))).toBe('iot-station.10008');
  });

  it('stores video addresses of http(s), rtsp and rtmp only, and BMS→PCS of bound devices', async () => {
    const station = await createStation(m.call);
    // Internal addresses are refused in any notation and scheme (issue 27; platform/outbound).
    const internal = await m.call('PUT', `/api/stations/${station.id}/video`, {
      streams: [
        { name: 'a', url: 'rtsp://10.0.0.2:554/live' },
        { name: 'b', url: 'https://cam.example.com/ok.m3u8' },
        { name: 'c', url: 'rtmp://0x7f.1/live' },
        { name: 'd', url: 'http://localhost:8080/' },
        { name: 'e', url: 'rtsp://[::ffff:169.254.169.254]/x' },
        { name: 'f', url: 'http://2130706433/' },
      ],
    });
    expect(fieldCodes(internal)).toEqual({
      'streams.0.url': 'iot-validation.10024',
      'streams.2.url': 'iot-validation.10024',
      'streams.3.url': 'iot-validation.10024',
      'streams.4.url': 'iot-validation.10024',
      'streams.5.url': 'iot-validation.10024',
    });
    const streams = [
      { name: '门口', url: 'rtsp://cam.example.com:554/live' },
      { name: '机房', url: 'https://cam.example.com/a.m3u8' },
      { name: '屋顶', url: 'rtmp://cam.example.com/live/1' },
    ];
    const ok = await m.call('PUT', `/api/stations/${station.id}/video`, { streams });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await m.call('GET', `/api/stations/${station.id}/video`)).json().streams).toEqual(streams);
    const bad = await m.call('PUT', `/api/stations/${station.id}/video`, {
      streams: [{ name: 'x', url: 'javascript:alert(1)' }],
    });
    expect(fieldCodes(bad)['streams.0.url']).toBe('iot-station.10009');

    const [bms] = await createDevices(m.call, 'ES_BMS', 1);
    const [pcs, loose] = await createDevices(m.call, 'ES_PCS', 2);
    await bind(m, station.id, [bms!, pcs!]);
    const assoc = (pairs: Array<[string, string]>) =>
      m.call('PUT', `/api/stations/${station.id}/bms-association`, {
        associations: pairs.map(([b, p]) => ({ bms_device_id: b, pcs_device_id: p })),
      });
    expect((await assoc([[bms!, pcs!]])).statusCode).toBe(200);
    expect(code(await assoc([[bms!, loose!]]))).toBe('iot-station.10010');
    expect((await m.call('GET', `/api/stations/${station.id}/bms`)).json().list[0]).toMatchObject({
      device_id: bms,
      pcs_device_id: pcs,
    });
  });
});
