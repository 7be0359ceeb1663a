import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * One station authority (modules/stations/station-authority.ts): a sub-user sees exactly the same
 * stations through the station list, the home summary, the big screen, the device list and export
 * filtered by station, the station's device list and the live WebSocket; a station outside its
 * authority is 404 everywhere and refused on the socket.
 */

const t = useTestApp({ config: { testHooks: true } });
let m: Merchant;
let sub: Awaited<ReturnType<typeof subUserOf>>;
/** Station id → the one device bound to it. */
const deviceOf = new Map<string, string>();
let granted: string;
let shared: string;
let own: string;
let outside: string;
let liveUrl: string;

beforeAll(async () => {
  // The live WebSocket is served by a listening app and a real `ws` client.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  liveUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`;
  m = await signedInMerchant(t.app, t.database.db);
  sub = await subUserOf(t.app, m, [...ALL_STATION_APIS, 'device:export', 'device:data:realtime']);
  granted = (await createStation(m.call)).id;
  shared = (await createStation(m.call)).id;
  outside = (await createStation(m.call)).id;
  await sub.grant([granted], { allDevices: true });
  // Created by the sub-user: its own station, reached as owner.
  own = (await createStation(sub.as)).id;
  const share = await m.call('POST', `/api/stations/${shared}/shares`, {
    user_id: sub.id,
    permission: 'view',
  });
  expect(share.statusCode, share.body).toBe(200);
  const devices = await createDevices(m.call, 'ES_PCS', 4);
  for (const [index, station] of [granted, shared, outside, own].entries()) {
    const res = await bind(m, station, [devices[index]!]);
    expect(res.statusCode, res.body).toBe(200);
    deviceOf.set(station, devices[index]!);
  }
});

const reached = () => [granted, shared, own].sort();
const everyStation = () => [granted, shared, outside, own];

async function exportedIds(stationId: string): Promise<{ status: number; ids: string[] }> {
  const res = await sub.as('GET', `/api/devices/export?station_id=${stationId}`);
  if (res.statusCode !== 200) return { status: res.statusCode, ids: [] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const ids: string[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) ids.push(String(sheet.getRow(n).getCell(1).value));
  return { status: 200, ids };
}

/** Opens `/api/live` as the caller and collects what it is sent. */
async function live(token: string) {
  const socket = new WebSocket(liveUrl, { headers: { authorization: `Bearer ${token}` } });
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (type: string) => {
    for (;;) {
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return messages.splice(index, 1)[0]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, next, send: (message: unknown) => socket.send(JSON.stringify(message)) };
}

describe(`one station authority (${testDatabaseKind()})`, () => {
  it('the station list holds exactly the granted, shared and own stations', async () => {
    const res = await sub.as('GET', '/api/stations?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as Array<{ id: string; access: string }>;
    expect(list.map((s) => s.id).sort()).toEqual(reached());
    const access = Object.fromEntries(list.map((s) => [s.id, s.access]));
    expect(access).toEqual({ [granted]: 'owner', [shared]: 'view', [own]: 'owner' });
  });

  it('the home summary and the big screen count the same stations', async () => {
    const home = await sub.as('GET', '/api/home/summary');
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().station_count).toBe(3);
    expect((home.json().top_stations as Array<{ id: string }>).map((s) => s.id).sort()).toEqual(reached());
    const count = await sub.as(
      'GET',
      `/api/out-wrapper/bigscreen/${m.tenant.id}/IndustryES/count?statistical_dimension=tenant`,
    );
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toMatchObject({ station_count: 3, device_count: 3 });
    const running = await sub.as(
      'GET',
      `/api/out-wrapper/bigscreen/${outside}/IndustryES/running?statistical_dimension=station`,
    );
    expect(running.statusCode).toBe(404);
  });

  it('the device list and export filtered by station answer for the same stations, 404 outside', async () => {
    const listed: string[] = [];
    const exported: string[] = [];
    for (const station of everyStation()) {
      const res = await sub.as('GET', `/api/devices?station_id=${station}&page_size=100`);
      if (res.statusCode === 200) {
        expect((res.json().list as Array<{ id: string }>).map((d) => d.id)).toEqual([deviceOf.get(station)]);
        listed.push(station);
      } else expect(res.statusCode, res.body).toBe(404);
      const file = await exportedIds(station);
      if (file.status === 200) {
        expect(file.ids).toEqual([deviceOf.get(station)]);
        exported.push(station);
      } else expect(file.status).toBe(404);
    }
    expect(listed.sort()).toEqual(reached());
    expect(exported.sort()).toEqual(reached());
    // Without the filter the sub-user's device authority ("all devices") is unchanged.
    const all = await sub.as('GET', '/api/devices?page_size=100');
    expect((all.json().list as Array<{ id: string }>).map((d) => d.id)).toContain(deviceOf.get(outside));
  });

  it("the station's own device list, detail and overview are 404 outside the authority", async () => {
    for (const station of everyStation()) {
      const expected = station === outside ? 404 : 200;
      const things = await sub.as(
        'GET',
        `/api/out-wrapper/group/tenants/${m.tenant.id}/group/${station}/things`,
      );
      expect(things.statusCode, things.body).toBe(expected);
      if (expected === 200)
        expect((things.json().list as Array<{ id: string }>).map((d) => d.id)).toEqual([
          deviceOf.get(station),
        ]);
      expect((await sub.as('GET', `/api/stations/${station}`)).statusCode).toBe(expected);
      expect((await sub.as('GET', `/api/stations/${station}/overview`)).statusCode).toBe(expected);
    }
  });

  it('the live WebSocket follows the same stations and refuses the one outside', async () => {
    const client = await live(sub.token);
    await client.next('ready');
    client.send({ type: 'subscribe', stations: everyStation() });
    const answer = await client.next('subscribed');
    expect((answer.devices as string[]).sort()).toEqual(
      reached()
        .map((s) => deviceOf.get(s))
        .sort(),
    );
    expect(answer.refused).toEqual([outside]);
    // An unknown or malformed station is refused too.
    client.send({ type: 'subscribe', stations: ['00000000-0000-4000-8000-000000000009', 'nope'] });
    expect((await client.next('subscribed')).refused).toEqual([
      '00000000-0000-4000-8000-000000000009',
      'nope',
    ]);
    client.socket.terminate();

    // The manager reaches every station of the tenant.
    const manager = await live(m.token);
    await manager.next('ready');
    manager.send({ type: 'subscribe', stations: everyStation() });
    const all = await manager.next('subscribed');
    expect((all.devices as string[]).sort()).toEqual(
      everyStation()
        .map((s) => deviceOf.get(s))
        .sort(),
    );
    expect(all.refused).toEqual([]);
    manager.socket.terminate();
  });
});
