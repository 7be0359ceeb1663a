import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { customType, fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';
import { ManualClock } from '../../test/manual-clock';
import { type SimProviderStandIn, startSimProviderStandIn } from '../../test/sim/sim-provider-stand-in';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { SIM_POOL_JOBS } from './sim-pool.module';

// SIM pools (issue 32 item 2) against a local stand-in provider speaking the provider API.

const SECRET = 'Top_Secret_Key_4711';
const ICCIDS = ['89860012345678901234', '89860012345678901235'];

let database: Database;
let app: FastifyInstance;
let jobs: JobRuntime;
let provider: SimProviderStandIn;
const clock = new ManualClock();
const warnings: string[] = [];
let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
let other: Awaited<ReturnType<typeof signedInMerchant>>;
let deviceId = '';
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  provider = await startSimProviderStandIn();
  database = await createTestDatabase();
  const originalWarn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  afterAll(() => {
    console.warn = originalWarn;
  });
  app = await buildApp(
    testConfig({
      testHooks: true,
      logLevel: 'warn',
      secretsKey: 'a-test-secrets-key-of-at-least-32-chars',
      outboundAllow: { hosts: [], ranges: [{ address: '127.0.0.1', prefix: 32, family: 'ipv4' }] },
    }),
    { database, clock, jobs: { expose: (runtime) => (jobs = runtime) } },
  );
  await app.ready();
  merchant = await signedInMerchant(app, database.db);
  other = await signedInMerchant(app, database.db);
  const type = await merchant.call('POST', '/api/device-types', customType(unique('SIM_TYPE')));
  deviceId = unique('simdev');
  const created = await merchant.call('POST', '/api/devices', {
    id: deviceId,
    name: deviceId,
    type_id: (type.json() as { id: string }).id,
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await provider?.close();
});

const pool = (overrides: Record<string, unknown> = {}) => ({
  pool_id: unique('pool_'),
  app_id: 'app_1',
  secret_key: SECRET,
  provider_url: provider.url,
  ...overrides,
});

describe(`SIM pools on ${testDatabaseKind()}`, () => {
  it.each([
    ['pool_id', '', 'iot-validation.10001'],
    ['pool_id', 'p'.repeat(41), 'iot-validation.10004'],
    ['pool_id', '卡池1', 'iot-validation.10019'],
    ['pool_id', 'pool 1', 'iot-validation.10019'],
    ['pool_id', 'pool-1', 'iot-validation.10019'],
    ['app_id', '', 'iot-validation.10001'],
    ['app_id', 'a'.repeat(65), 'iot-validation.10004'],
    ['app_id', 'app id', 'iot-validation.10019'],
    ['secret_key', '', 'iot-validation.10001'],
    ['secret_key', 's'.repeat(129), 'iot-validation.10004'],
    ['secret_key', '密钥abc', 'iot-validation.10019'],
    ['secret_key', 'sec ret', 'iot-validation.10019'],
    ['provider_url', 'ftp://example.com', 'iot-sim.10002'],
  ])('refuses %s %j with %s at the field, storing nothing', async (field, value, code) => {
    const before = await merchant.call('GET', '/api/sim-pools');
    const res = await merchant.call('POST', '/api/sim-pools', pool({ [field]: value }));
    expect(fieldCodes(res)[field]).toBe(code);
    expect(res.body).not.toContain(String(value) || '\u0000');
    const after = await merchant.call('GET', '/api/sim-pools');
    expect(after.json()).toEqual(before.json());
  });

  it('takes every field at its bounds: 1 and 40, 1 and 64, 1 and 128, letters, digits, underscore', async () => {
    for (const body of [
      pool({ pool_id: 'p', app_id: 'a', secret_key: 's' }),
      pool({
        pool_id: `P_${'9'.repeat(30)}${seq}`.slice(0, 40).padEnd(40, '_'),
        app_id: 'A'.repeat(64),
        secret_key: `S_${'k'.repeat(126)}`,
      }),
    ]) {
      const res = await merchant.call('POST', '/api/sim-pools', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ pool_id: body.pool_id, app_id: body.app_id, secret_saved: true });
    }
    const duplicate = await merchant.call('POST', '/api/sim-pools', pool({ pool_id: 'p' }));
    expect(fieldCodes(duplicate).pool_id).toBe('iot-sim.10001');
  });

  it('refuses an internal provider address that is not allowed', async () => {
    const res = await merchant.call('POST', '/api/sim-pools', pool({ provider_url: 'http://10.1.2.3/sim' }));
    expect(fieldCodes(res).provider_url).toBe('iot-validation.10024');
  });

  it('never answers or logs the secret key; it is stored encrypted and kept when an edit leaves it out', async () => {
    const created = await merchant.call('POST', '/api/sim-pools', pool());
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const answers = [
      created,
      await merchant.call('GET', '/api/sim-pools'),
      await merchant.call('GET', `/api/sim-pools/${id}`),
      await merchant.call('PUT', `/api/sim-pools/${id}`, {
        pool_id: (created.json() as { pool_id: string }).pool_id,
        app_id: 'app_2',
        provider_url: provider.url,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('secret_key');
    }
    const [row] = await database.rows<{ sealed: string }>(
      `select secret_sealed as sealed from sim_pools where id = '${id}'`,
    );
    expect(row?.sealed).toMatch(/^v1:/);
    expect(row?.sealed).not.toContain(SECRET);
    const logs = await database.rows<{ text: string }>('select params::text as text from operation_log');
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) expect(log.text).not.toContain(SECRET);
    // The edit kept the secret: the provider still accepts the signature.
    provider.pools.set((created.json() as { pool_id: string }).pool_id, {
      appId: 'app_2',
      secret: SECRET,
      usage: { total_mb: 100, used_mb: 10, cards: [] },
    });
    const synced = await merchant.call('POST', `/api/sim-pools/${id}/sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ total_mb: 100, used_mb: 10, remaining_mb: 90, sync_error: null });
    const last = provider.requests.at(-1)!;
    expect(JSON.stringify(last)).not.toContain(SECRET);
    expect(warnings.join('\n')).not.toContain(SECRET);
  });

  it('syncs usage and cards on the job runtime, links a card to a device and warns near the limits', async () => {
    const body = pool();
    const created = await merchant.call('POST', '/api/sim-pools', body);
    const id = (created.json() as { id: string }).id;
    expect(created.json()).toMatchObject({ total_mb: null, used_mb: null, remaining_mb: null, warnings: [] });
    const soon = new Date(clock.now().getTime() + 10 * 86_400_000).toISOString();
    provider.pools.set(body.pool_id, {
      appId: body.app_id,
      secret: SECRET,
      usage: {
        total_mb: 1000,
        used_mb: 950,
        cards: [
          { iccid: ICCIDS[0]!, used_mb: 20, limit_mb: 100, expires_at: '2099-01-01T00:00:00Z' },
          { iccid: ICCIDS[1]!, used_mb: 95, limit_mb: 100, expires_at: soon },
        ],
      },
    });
    // The hourly schedule fans out one job per pool; a later period runs it again.
    clock.advance(61 * 60_000);
    await jobs.tick();
    await jobs.tick();
    const read = await merchant.call('GET', `/api/sim-pools/${id}`);
    expect(read.json()).toMatchObject({
      total_mb: 1000,
      used_mb: 950,
      remaining_mb: 50,
      card_count: 2,
      warnings: ['usage'],
    });
    const cards = (await merchant.call('GET', `/api/sim-pools/${id}/cards`)).json() as {
      items: Array<{ id: string; iccid: string; warnings: string[] }>;
    };
    expect(cards.items.map((c) => [c.iccid, c.warnings])).toEqual([
      [ICCIDS[0], []],
      [ICCIDS[1], ['usage', 'expiry']],
    ]);
    // The device reports its SIM data (the sim_data_used value); the card shows it.
    await database.rows(
      `insert into device_latest (device_id, ts, values) values ('${deviceId}', now(), '{"sim_data_used": 91.5}')`,
    );
    const first = cards.items[0]!;
    const linked = await merchant.call('PUT', `/api/sim-pools/${id}/cards/${first.id}/device`, {
      device_id: deviceId,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      device_id: deviceId,
      device_name: deviceId,
      device_used_mb: 91.5,
      provider_used_mb: 20,
      warnings: ['usage'],
    });
    // A provider failure is kept on the pool, with its last figures.
    provider.pools.get(body.pool_id)!.status = 500;
    const failed = await merchant.call('POST', `/api/sim-pools/${id}/sync`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'iot-sim.10003' });
    expect((await merchant.call('GET', `/api/sim-pools/${id}`)).json()).toMatchObject({
      total_mb: 1000,
      sync_error: 'iot-sim.10003',
    });
    await jobs.send(SIM_POOL_JOBS.sync, { id });
    expect(await jobs.tick()).toBeGreaterThan(0);
    // The failure is logged with the pool and the reason, never the secret.
    expect(warnings.some((w) => w.includes(`SIM pool ${id} sync failed`))).toBe(true);
    expect(warnings.join('\n')).not.toContain(SECRET);
  });

  it("answers 404 for another tenant's pool, card or device, changing nothing", async () => {
    const created = await merchant.call('POST', '/api/sim-pools', pool());
    const id = (created.json() as { id: string }).id;
    const otherPool = await other.call('POST', '/api/sim-pools', pool());
    const otherId = (otherPool.json() as { id: string }).id;
    for (const [method, url, payload] of [
      ['GET', `/api/sim-pools/${id}`, undefined],
      ['GET', `/api/sim-pools/${id}/cards`, undefined],
      ['PUT', `/api/sim-pools/${id}`, pool()],
      ['POST', `/api/sim-pools/${id}/sync`, undefined],
      ['DELETE', `/api/sim-pools/${id}`, undefined],
    ] as const) {
      const res = await other.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.call('GET', '/api/sim-pools')).json()).toMatchObject({ items: [{ id: otherId }] });
    // A card of the merchant linked to the other tenant's device id is 404 as well.
    const [card] = await database.rows<{ id: string; pool: string }>(
      'select id, pool_id as pool from sim_cards limit 1',
    );
    const res = await other.call('PUT', `/api/sim-pools/${otherId}/cards/${card!.id}/device`, {
      device_id: deviceId,
    });
    expect(res.statusCode).toBe(404);
    const foreignDevice = await merchant.call(
      'PUT',
      `/api/sim-pools/${card!.pool}/cards/${card!.id}/device`,
      {
        device_id: 'no-such-device',
      },
    );
    expect(foreignDevice.statusCode).toBe(404);
    expect((await merchant.call('GET', `/api/sim-pools/${id}`)).statusCode).toBe(200);
  });
});
