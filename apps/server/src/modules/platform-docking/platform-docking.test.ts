import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { type IngestApp, startIngestApp } from '../../test/broker-app';
import { customType, fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';
import { ManualClock } from '../../test/manual-clock';
import { bind, createStation } from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// Platform docking (issue 32 item 3): device data sent by the data call reaches a local receiver
// (allowed by OUTBOUND_ALLOW) through the collect and deliver jobs, retried with back-off.

let server: IngestApp;
let jobs: JobRuntime;
const clock = new ManualClock();
let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
let other: Awaited<ReturnType<typeof signedInMerchant>>;
let stationId = '';
let otherStationId = '';
const deviceId = `dock${Date.now().toString(36)}`;

/** The third-party platform's stand-in: records each POST and answers the queued statuses (then 200). */
const received: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
const answers: number[] = [];
let receiver: http.Server;
let receiverUrl = '';

const base = (m: typeof merchant) => `/api/single/zigbee/tenants/${m.tenant.id}/industry/platform-binding`;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(answers.shift() ?? 200);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ies/push`;
  server = await startIngestApp(
    testConfig({
      testHooks: true,
      outboundAllow: { hosts: [], ranges: [{ address: '127.0.0.1', prefix: 32, family: 'ipv4' }] },
    }),
    { clock, jobs: { expose: (runtime) => (jobs = runtime) } },
  );
  merchant = await signedInMerchant(server.app, server.database.db);
  other = await signedInMerchant(server.app, server.database.db);
  const type = await merchant.call('POST', '/api/device-types', customType(`DOCK_${deviceId}`));
  const created = await merchant.call('POST', '/api/devices', {
    id: deviceId,
    name: deviceId,
    type_id: (type.json() as { id: string }).id,
  });
  expect(created.statusCode, created.body).toBe(201);
  stationId = (await createStation(merchant.call)).id;
  expect((await bind(merchant, stationId, [deviceId])).statusCode).toBe(200);
  otherStationId = (await createStation(other.call)).id;
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

const binding = (extra: Record<string, unknown> = {}) => ({
  project_name: '园区储能项目',
  project_number: `P_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  group_id: stationId,
  push_url: receiverUrl,
  ...extra,
});

async function tickUntilIdle() {
  while ((await jobs.tick()) > 0);
}

describe(`platform docking on ${testDatabaseKind()}`, () => {
  it('checks every field at the spec paths: number format, address, duplicates, internal addresses', async () => {
    expect(
      fieldCodes(await merchant.call('POST', base(merchant), binding({ project_number: 'a b' })))
        .project_number,
    ).toBe('iot-docking.10003');
    expect(
      fieldCodes(await merchant.call('POST', base(merchant), binding({ push_url: 'ftp://x.example' })))
        .push_url,
    ).toBe('iot-docking.10002');
    expect(
      fieldCodes(await merchant.call('POST', base(merchant), binding({ push_url: 'http://10.9.9.9/p' })))
        .push_url,
    ).toBe('iot-validation.10024');
    expect(
      fieldCodes(await merchant.call('POST', base(merchant), binding({ project_name: '' }))).project_name,
    ).toBe('iot-validation.10001');
    const first = await merchant.call('POST', base(merchant), binding({ project_number: 'DUP_1' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(
      fieldCodes(await merchant.call('POST', base(merchant), binding({ project_number: 'DUP_1' })))
        .project_number,
    ).toBe('iot-docking.10001');
    const id = (first.json() as { id: string }).id;
    const edited = await merchant.call(
      'PUT',
      `${base(merchant)}/${id}`,
      binding({ project_number: 'DUP_1', enabled: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ project_number: 'DUP_1', enabled: false, group_id: stationId });
    expect((await merchant.call('DELETE', `${base(merchant)}/${id}`)).statusCode).toBe(204);
  });

  it("pushes the station's new data to the receiver, retrying a failed attempt after its back-off", async () => {
    const created = await merchant.call('POST', base(merchant), binding());
    expect(created.statusCode, created.body).toBe(201);
    const { id, project_number } = created.json() as { id: string; project_number: string };
    expect(created.json()).toMatchObject({
      group_name: expect.any(String),
      enabled: true,
      last_delivery: null,
    });
    // The device's data arrives by the HTTP data call (the MQTT ingest path).
    const sent = await merchant.call(
      'POST',
      `/api/data-mgmt/tenants/${merchant.tenant.id}/users/${merchant.manager.id}/data`,
      { third_things_id: deviceId, data_list: [{ values: { power: 42.5 } }] },
    );
    expect(sent.json()).toMatchObject({ accepted: 1 });
    await server.ingest.flushRollups();
    answers.push(500);
    clock.advance(61_000);
    await tickUntilIdle();
    expect(received).toHaveLength(1);
    let log = (await merchant.call('GET', `${base(merchant)}/${id}/deliveries`)).json() as {
      items: Array<{ status: string; attempts: number; http_status: number | null; failure: string | null }>;
    };
    expect(log.items).toEqual([
      expect.objectContaining({
        status: 'retrying',
        attempts: 1,
        http_status: 500,
        failure: 'http_status',
        record_count: 1,
      }),
    ]);
    // Not before its back-off …
    clock.advance(5_000);
    await tickUntilIdle();
    expect(received).toHaveLength(1);
    // … and then delivered, with the same delivery id.
    clock.advance(6_000);
    await tickUntilIdle();
    expect(received).toHaveLength(2);
    const [firstTry, secondTry] = received;
    expect(secondTry!.body).toMatchObject({
      delivery_id: firstTry!.body.delivery_id,
      project_number,
      station: { id: stationId },
      records: [{ things_id: deviceId, values: { power: 42.5 } }],
    });
    expect(secondTry!.headers['x-ies-delivery']).toBe(firstTry!.body.delivery_id);
    log = (await merchant.call('GET', `${base(merchant)}/${id}/deliveries`)).json() as typeof log;
    expect(log.items).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, http_status: 200 }),
    ]);
    // No new data: the next period sends nothing; push-now sends the latest values again.
    clock.advance(61_000);
    await tickUntilIdle();
    expect(received).toHaveLength(2);
    const pushed = await merchant.call('POST', `${base(merchant)}/${id}/push`);
    expect(pushed.statusCode, pushed.body).toBe(201);
    await tickUntilIdle();
    expect(received).toHaveLength(3);
    const list = (await merchant.call('GET', base(merchant))).json() as {
      list: Array<{ id: string; last_delivery: { status: string } }>;
    };
    expect(list.list.find((b) => b.id === id)?.last_delivery.status).toBe('delivered');
    await merchant.call('DELETE', `${base(merchant)}/${id}`);
  });

  it('marks a delivery failed after its last attempt', async () => {
    const created = await merchant.call('POST', base(merchant), binding());
    const { id } = created.json() as { id: string };
    answers.push(503, 503, 503, 503, 503);
    const pushed = (await merchant.call('POST', `${base(merchant)}/${id}/push`)).json() as { id: string };
    // The collect job leaves a disabled binding alone; its queued delivery still runs.
    await merchant.call('PUT', `${base(merchant)}/${id}`, binding({ enabled: false }));
    for (const wait of [0, 10_000, 20_000, 40_000, 80_000]) {
      clock.advance(wait + 1000);
      await tickUntilIdle();
    }
    const log = (await merchant.call('GET', `${base(merchant)}/${id}/deliveries`)).json() as {
      items: Array<{ id: string; status: string; attempts: number }>;
    };
    expect(log.items.find((d) => d.id === pushed.id)).toMatchObject({ status: 'failed', attempts: 5 });
    await merchant.call('DELETE', `${base(merchant)}/${id}`);
  });

  it("answers 404 for another tenant's binding, station or path, changing nothing", async () => {
    const created = await merchant.call('POST', base(merchant), binding());
    const { id } = created.json() as { id: string };
    for (const [method, url, payload] of [
      ['PUT', `${base(other)}/${id}`, binding({ group_id: otherStationId })],
      ['DELETE', `${base(other)}/${id}`, undefined],
      ['GET', `${base(other)}/${id}/deliveries`, undefined],
      ['POST', `${base(other)}/${id}/push`, undefined],
      ['GET', base(merchant), undefined],
      ['POST', base(other), binding()],
    ] as const) {
      const res = await other.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.call('GET', base(other))).json()).toEqual({ list: [] });
    const mine = await merchant.call('GET', base(merchant));
    expect((mine.json() as { list: Array<{ id: string }> }).list.map((b) => b.id)).toContain(id);
  });
});
