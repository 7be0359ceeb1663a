import { BIGSCREEN_TITLE_MAX } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  createStation,
  type Merchant,
  signedInMerchant,
  type SubUser,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * A station's single-station screen settings (B §2 system management) and the general screen's
 * live figures over WebSocket (issue 30).
 */

let t: TestApp;
let m: Merchant;
let stranger: Merchant;
let editor: SubUser;
let viewer: SubUser;
let granted: string;
let outside: string;
let foreign: string;

const url = (id: string) => `/api/bigscreens/stations/${id}/settings`;
const valid = { blocks: ['photovoltaic', 'load'], title: '西湖储能站', logo: '' };

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  stranger = await signedInMerchant(t.app, t.database.db);
  granted = (await createStation(m.call, {})).id;
  outside = (await createStation(m.call, {})).id;
  foreign = (await createStation(stranger.call, {})).id;
  editor = await subUserOf(t.app, m, ALL_STATION_APIS);
  await editor.grant([granted], { allDevices: true });
  viewer = await subUserOf(t.app, m, ['station:view']);
  await viewer.grant([granted], { allDevices: true });
});
afterAll(async () => {
  await t?.close();
});

describe(`single-station screen settings (${testDatabaseKind()})`, () => {
  it('shows every block and the tenant brand until saved, then the saved ones on the screen', async () => {
    const before = await m.call('GET', url(granted));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      station_id: granted,
      blocks: ['electricSupply', 'energyStorage', 'load', 'photovoltaic'],
      title: '',
      logo: '',
      updated_at: null,
    });
    const saved = await m.call('PUT', url(granted), valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...valid, station_id: granted });
    expect(saved.json().updated_at).not.toBeNull();
    expect((await m.call('GET', url(granted))).json()).toEqual(saved.json());
    // The screen follows the station's settings, for every caller who sees it.
    const screen = (await viewer.as('GET', `/api/bigscreens/stations/${granted}`)).json();
    expect(screen.blocks).toEqual(['photovoltaic', 'load']);
    expect(screen.brand.title).toBe('西湖储能站');
    // Another station keeps the defaults.
    expect((await m.call('GET', `/api/bigscreens/stations/${outside}`)).json().blocks).toHaveLength(4);
  });

  it('takes one to four distinct blocks, a title of at most the limit and an uploaded image or none', async () => {
    const put = (body: unknown) => m.call('PUT', url(outside), body);
    expect((await put({ ...valid, blocks: ['load'] })).statusCode).toBe(200);
    expect(
      (await put({ ...valid, blocks: ['electricSupply', 'energyStorage', 'load', 'photovoltaic'] }))
        .statusCode,
    ).toBe(200);
    expect((await put({ ...valid, blocks: [] })).statusCode).toBe(422);
    expect((await put({ ...valid, blocks: ['load', 'load'] })).statusCode).toBe(422);
    expect((await put({ ...valid, blocks: ['wind'] })).statusCode).toBe(422);
    expect((await put({ ...valid, title: 'x'.repeat(BIGSCREEN_TITLE_MAX) })).statusCode).toBe(200);
    expect((await put({ ...valid, title: 'x'.repeat(BIGSCREEN_TITLE_MAX + 1) })).statusCode).toBe(422);
    expect((await put({ ...valid, title: 'a\nb' })).statusCode).toBe(422);
    expect((await put({ ...valid, title: '' })).statusCode).toBe(200);
    expect(
      (await put({ ...valid, logo: '/api/uploads/0b7c3d0e-4f43-4d1c-9a55-0a1b2c3d4e5f' })).statusCode,
    ).toBe(200);
    expect((await put({ ...valid, logo: 'https://evil.example/logo.png' })).statusCode).toBe(422);
    expect((await put({ ...valid, extra: 1 })).statusCode).toBe(422);
    expect((await put({ blocks: ['load'] })).statusCode).toBe(422);
  });

  it("another tenant's station, or one outside a sub-user's authority, is not found", async () => {
    expect((await m.call('GET', url(foreign))).statusCode).toBe(404);
    expect((await m.call('PUT', url(foreign), valid)).statusCode).toBe(404);
    expect((await stranger.call('GET', url(foreign))).statusCode).toBe(200);
    expect((await editor.as('GET', url(outside))).statusCode).toBe(404);
    expect((await editor.as('PUT', url(outside), valid)).statusCode).toBe(404);
    // Nothing was written to the other tenant's station.
    expect((await stranger.call('GET', url(foreign))).json().updated_at).toBeNull();
  });

  it('only a user who may update stations changes them; a viewer reads them', async () => {
    expect((await viewer.as('GET', url(granted))).statusCode).toBe(200);
    expect((await viewer.as('PUT', url(granted), valid)).statusCode).toBe(403);
    const saved = await editor.as('PUT', url(granted), { ...valid, blocks: ['energyStorage'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await viewer.as('GET', `/api/bigscreens/stations/${granted}`)).json().blocks).toEqual([
      'energyStorage',
    ]);
  });
});

describe(`general screen live figures (${testDatabaseKind()})`, () => {
  it('pushes the general figures after an in-band sign-in and refuses without a session', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const target = `${address.replace('http', 'ws')}/api/bigscreens/general/live`;
    const open = (token: string) =>
      new Promise<{ messages: unknown[]; closed: Promise<number>; socket: WebSocket }>((resolve, reject) => {
        const socket = new WebSocket(target);
        const messages: unknown[] = [];
        const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
        socket.on('message', (data) => messages.push(JSON.parse(String(data))));
        socket.on('open', () => {
          socket.send(JSON.stringify({ token }));
          resolve({ messages, closed, socket });
        });
        socket.on('error', reject);
      });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };

    const sub = await open(viewer.token);
    await waitFor(() => sub.messages.length > 0);
    const first = sub.messages[0] as { type: string; data: { summary: { station_count: number } } };
    expect(first.type).toBe('general');
    // A sub-user's pushed figures count only the stations within its authority, as its read does.
    expect(first.data.summary.station_count).toBe(1);
    const read = (await viewer.as('GET', '/api/bigscreens/general')).json();
    expect(first.data.summary).toEqual(read.summary);
    sub.socket.close();

    const anonymous = await open('not-a-token');
    expect(await anonymous.closed).toBe(4401);
    expect(anonymous.messages).toEqual([{ type: 'error', code: 'iot-http.401' }]);
  });
});
