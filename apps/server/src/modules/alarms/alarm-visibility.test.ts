import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import {
  bind,
  createStation,
  type Merchant,
  subUserOf,
  unique,
} from '../../test/stations/station-test-helpers';
import type { AlarmEngine } from './alarm-engine';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

/*
 * Issue 28: a sub-user sees the alarms of every station it sees — assigned to it, created by it,
 * shared with it — in the list, the counts, the bell and the station's live feed, and none of
 * another station. Alarms are raised through the real ingest path and engine.
 */

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let engine: AlarmEngine;
let m: Merchant;
let liveUrl: (stationId: string) => string;
const sockets: WebSocket[] = [];
const DAY0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    deviceCache: ingest.registry,
    ingest,
    deviceData: { commandSweepIntervalMs: 0 },
    alarms: { offlineIntervalMs: 0, expose: (e) => (engine = e) },
    stationLive: { liveIntervalMs: 0 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  liveUrl = (stationId) => `${address.replace('http', 'ws')}/api/stations/${stationId}/live`;
  m = await signedInMerchant(app, database.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await app?.close();
  await ingest?.close();
  await database?.close();
});

/** The first thing the station's live feed says to a follower: its figures, or the refusal. */
function firstLive(stationId: string, token: string): Promise<{ type: string; code?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(stationId));
    sockets.push(socket);
    socket.on('message', (data) => {
      resolve(JSON.parse(String(data)));
      socket.close();
    });
    socket.on('open', () => socket.send(JSON.stringify({ token })));
    socket.on('error', reject);
  });
}

describe(`alarms of the stations a sub-user sees on ${testDatabaseKind()} (issue 28)`, () => {
  it('lists, counts and rings the alarms of an assigned, a created and a shared station, and none of another', async () => {
    const type = await m.call(
      'POST',
      '/api/device-types',
      customType(unique('VIS_').toUpperCase(), {
        points: [{ name: 'soc', zh: 'SOC', type: 'float', unit: '%', min: 0, max: 100 }],
      }),
    );
    expect(type.statusCode, type.body).toBe(201);
    const sub = await subUserOf(app, m, ['station:view', 'station:create', 'alert:event:view']);
    const token = sub.token;
    const assigned = await createStation(m.call);
    const shared = await createStation(m.call);
    const other = await createStation(m.call);
    const created = await createStation(sub.as);
    await sub.grant([assigned.id]);
    const share = await m.call('POST', `/api/stations/${shared.id}/shares`, {
      user_id: sub.id,
      permission: 'view',
    });
    expect(share.statusCode, share.body).toBeLessThan(300);

    const stations = { assigned, created, shared, other };
    const deviceOf = new Map<string, string>();
    for (const [name, station] of Object.entries(stations)) {
      const id = unique(`v${name.slice(0, 2)}`);
      const res = await m.call('POST', '/api/devices', { id, name: id, type_id: type.json().id });
      expect(res.statusCode, res.body).toBe(201);
      expect((await bind(m, station.id, [id])).statusCode).toBe(200);
      deviceOf.set(station.id, id);
    }
    const ruleName = unique('可见_');
    const rule = await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, {
      ...ruleInput('x'),
      name: ruleName,
      trigger_filter: { type: 'devices', ids: [...deviceOf.values()] },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const t0 = DAY0 + 10 * 3_600_000;
    for (const deviceId of deviceOf.values()) {
      for (const [offset, soc] of [
        [0, 5],
        [1000, 4],
      ] as const) {
        const ts = t0 + offset;
        await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values: { soc } })), ts);
      }
    }
    await engine.settled();
    const seen = [assigned.id, created.id, shared.id].sort();

    // The station list and the alarm list agree on what the sub-user sees.
    const list = await sub.as('GET', '/api/stations?page_size=100');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().list as Array<{ id: string }>).map((s) => s.id).sort()).toEqual(seen);
    const events = await sub.as(
      'GET',
      `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${sub.id}/alert-event-data?rule_id=${rule.json().id}&page_size=100`,
    );
    expect(events.statusCode, events.body).toBe(200);
    expect((events.json().list as Array<{ station_id: string }>).map((e) => e.station_id).sort()).toEqual(
      seen,
    );
    // The manager sees all four: the rule did raise on the other station.
    const all = await m.call(
      'GET',
      `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${m.manager.id}/alert-event-data?rule_id=${rule.json().id}`,
    );
    expect(all.json().pagination.total_size).toBe(4);
    // Filtering by the other station finds nothing for the sub-user.
    const filtered = await sub.as(
      'GET',
      `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${sub.id}/alert-event-data?group_id=${other.id}`,
    );
    expect(filtered.json().list).toEqual([]);

    const counts = await sub.as('GET', `/api/alert-data-mgmt/tenants/${m.tenant.id}/statistics/count-event`);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().total).toBe(3);
    expect((counts.json().by_station as Array<{ key: string }>).map((r) => r.key).sort()).toEqual(seen);

    // The bell: one message per alarm of a station it sees.
    const bell = await sub.as(
      'GET',
      `/api/tenant/tenants/${m.tenant.id}/users/${sub.id}/messages?page_size=100`,
    );
    expect(bell.statusCode, bell.body).toBe(200);
    const rang = (bell.json().list as Array<{ message_name: string }>).filter((x) =>
      x.message_name.includes(ruleName),
    );
    expect(rang).toHaveLength(3);

    // The live feed follows the same authority: the three stations' figures, the other refused.
    for (const id of seen) expect((await firstLive(id, token)).type).toBe('live');
    expect(await firstLive(other.id, token)).toEqual({ type: 'error', code: 'iot-http.404' });
  });
});
