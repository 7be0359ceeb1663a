import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestService } from '../ingest/ingest.service';
import { customType } from '../test/devices/device-test-helpers';
import { stationInput } from '../test/stations/station-test-helpers';
import { type IngestApp, startIngestApp } from '../test/broker-app';
import { createMerchant, FACTORY_PASSWORD } from '../test/factories/users';
import { testConfig } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import type { paths } from './openapi-client/api-types.gen';

// The typed client generated from the served document (openapi-typescript + openapi-fetch) drives
// a real flow against a listening server. The types file is committed: this test fails when the
// document and the file part; regenerate with
// `UPDATE_OPENAPI_TYPES=1 TEST_DB=pglite npx vitest run --project server apps/server/src/platform/openapi-client.test.ts`.
const TYPES = new URL('./openapi-client/api-types.gen.ts', import.meta.url);
const HEADER =
  '// Generated from /api/docs/json by openapi-typescript (see openapi-client.test.ts). Do not edit.\n';

let server: IngestApp;
let app: FastifyInstance;
let ingest: IngestService;
let baseUrl: string;

beforeAll(async () => {
  server = await startIngestApp(testConfig({ testHooks: true }), {
    deviceData: { commandSweepIntervalMs: 0 },
  });
  ({ app, ingest } = server);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe(`the generated client on ${testDatabaseKind()}`, () => {
  it('is generated from the served document as committed', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const generated = HEADER + astToString(await openapiTS(doc));
    if (process.env.UPDATE_OPENAPI_TYPES === '1') writeFileSync(TYPES, generated);
    expect(readFileSync(TYPES, 'utf8') === generated, 'api-types.gen.ts is stale: regenerate it').toBe(true);
  });

  it('signs in, lists stations and reads a device history through the typed calls', async () => {
    const client = createClient<paths>({ baseUrl });
    const { manager } = await createMerchant(server.database.db);

    // Sign in: a graphic code (its text through the test hook), then the password form.
    const captcha = await client.GET('/api/control/captcha');
    expect(captcha.response.status).toBe(200);
    const uuid = captcha.data?.uuid ?? '';
    const text = (await app.inject({ method: 'GET', url: `/api/test-hooks/captcha/${uuid}` })).json().text;
    const session = await client.POST('/api/control/sessions', {
      body: {
        username: manager.username,
        password: FACTORY_PASSWORD,
        type: 1,
        svg_code_uuid: uuid,
        svg_code: text,
      },
    });
    expect(session.response.status, JSON.stringify(session.error)).toBe(200);
    const headers = { authorization: `Bearer ${session.data?.token}` };

    const created = await client.POST('/api/stations', { headers, body: stationInput() as never });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const stations = await client.GET('/api/stations', { headers, params: { query: { page_size: 10 } } });
    expect(stations.data?.list.map((station) => station.id)).toContain(created.data?.id);

    const type = await client.POST('/api/device-types', {
      headers,
      body: customType('CLIENT_TYPE') as never,
    });
    expect(type.response.status).toBe(201);
    const typeId = (type.data as { id: string }).id;
    const device = await client.POST('/api/devices', {
      headers,
      body: { id: 'client-1', name: 'client-1', type_id: typeId },
    });
    expect(device.response.status, JSON.stringify(device.error)).toBe(201);
    const ts = Date.now() - 60_000;
    const samples = [0, 1, 2].map((i) => ({ ts: ts + i * 1000, values: { power: 10 + i } }));
    await ingest.uplink('client-1', 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
    await ingest.drain();

    const history = await client.GET('/api/devices/{id}/history', {
      headers,
      params: { path: { id: 'client-1' }, query: { points: 'power', recent: 10 } },
    });
    expect(history.response.status, JSON.stringify(history.error)).toBe(200);
    expect(history.data?.series[0]?.data.map((row) => row[1])).toEqual([10, 11, 12]);

    // A failure arrives as the documented envelope.
    const missing = await client.GET('/api/devices/{id}/history', {
      headers,
      params: { path: { id: 'no-such-device' }, query: { recent: 10 } },
    });
    expect(missing.response.status).toBe(404);
    // The error is typed from the document: the 404 the operation declares with its own code.
    expect(missing.error?.code).toBe('iot-out-wrapper.70005');
  });
});
