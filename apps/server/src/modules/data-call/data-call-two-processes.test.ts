import { DATA_CALL_PER_DEVICE_PER_MINUTE } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { customType, type Merchant, signedInMerchant } from '../../test/devices/device-test-helpers';
import { bearerCaller } from '../../test/identity-helpers';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';

// The data call's per-device rate limit (B §7) across two processes: two apps, each with its own
// ingest, on one database. Calls split between them share one limit; calls made at the same time
// in both cannot take more than the limit.

let database: Database;
const ingests: IngestService[] = [];
const apps: FastifyInstance[] = [];
let merchant: Merchant;
let callB: ReturnType<typeof bearerCaller>;
let typeId: string;
let seq = 0;
const id = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 });
    ingests.push(ingest.start());
    const app = await buildApp(testConfig({ testHooks: true }), { database, ingest });
    await app.ready();
    apps.push(app);
  }
  merchant = await signedInMerchant(apps[0]!, database.db);
  callB = bearerCaller(apps[1]!, merchant.token);
  const type = await merchant.call('POST', '/api/device-types', customType(id('DC2_TYPE')));
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const ingest of ingests) await ingest.close();
  await database?.close();
});

async function newDevice(): Promise<string> {
  const deviceId = id('dc2');
  const res = await merchant.call('POST', '/api/devices', { id: deviceId, name: deviceId, type_id: typeId });
  expect(res.statusCode, res.body).toBe(201);
  return deviceId;
}

const dataPath = () => `/api/data-mgmt/tenants/${merchant.tenant.id}/users/${merchant.manager.id}/data`;
const bodyOf = (deviceId: string) => ({ third_things_id: deviceId, data_list: [{ values: {} }] });

describe(`the data call's rate limit across two processes on ${testDatabaseKind()}`, () => {
  it('calls alternating between the processes share one per-device limit', async () => {
    const device = await newDevice();
    const callers = [merchant.call, callB];
    for (let i = 0; i < DATA_CALL_PER_DEVICE_PER_MINUTE; i++) {
      const res = await callers[i % 2]!('POST', dataPath(), bodyOf(device));
      expect(res.statusCode, res.body).toBe(200);
    }
    // Each process saw only half the calls, yet both refuse the next one.
    for (const call of callers) {
      const refused = await call('POST', dataPath(), bodyOf(device));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'iot-http.429',
        data: { retryAfter: expect.any(Number) },
      });
    }
  });

  it('calls made at once in both processes take exactly the limit, no more', async () => {
    const device = await newDevice();
    const perProcess = DATA_CALL_PER_DEVICE_PER_MINUTE;
    const answers = await Promise.all(
      [merchant.call, callB].flatMap((call) =>
        Array.from({ length: perProcess }, () => call('POST', dataPath(), bodyOf(device))),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(DATA_CALL_PER_DEVICE_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(perProcess);
    // Another device of the tenant is not held back.
    expect((await callB('POST', dataPath(), bodyOf(await newDevice()))).statusCode).toBe(200);
  });
});
