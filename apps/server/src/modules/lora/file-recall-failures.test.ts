// File recall's failure paths (issue 32, B §4 states): the simulated gateway answers the
// `file_recall` command on the real broker, and the test then uploads as the device would, to the
// address the command carried: after it expired, or with a file over the size cap. Each recall ends
// failed with its reason, the answer carries the zh/en text, and no file is stored.
import { FILE_RECALL_LINK_SECONDS, FILE_RECALL_MAX_BYTES, type FileRecall } from '@ies/contracts';
import { SimulatedLoraGateway } from '@ies/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { type Caller, signedInMerchant, standardTypeId } from '../../test/devices/device-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const PUBLIC_URL = 'http://recall-failures.test.invalid';
const GATEWAY = 'lora-gw-fail';
const clock = new ManualClock();
let server: BrokerApp;
let app: FastifyInstance;
let call: Caller;
let listening: string;
let gateway: SimulatedLoraGateway;
/** Upload addresses the gateway was given, by recall id; the gateway itself uploads nothing. */
const addresses = new Map<string, string>();

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true, publicUrl: PUBLIC_URL }), { clock });
  app = server.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
  ({ call } = await signedInMerchant(app, server.database.db));
  const typeId = await standardTypeId(call, 'DTU_LORA_GATEWAY');
  const created = await call('POST', '/api/devices', { id: GATEWAY, name: 'LoRa网关_F', type_id: typeId });
  expect(created.statusCode, created.body).toBe(201);
  gateway = new SimulatedLoraGateway({
    brokerUrl: server.broker.url!,
    credentials: { id: GATEWAY, key: created.json().key },
    fetchImpl: async (input) => {
      const url = new URL(String(input).replace(PUBLIC_URL, listening));
      addresses.set(url.pathname.split('/')[3]!, url.toString());
      return new Response(null, { status: 204 });
    },
  });
  await gateway.connect();
  await waitFor(
    async () => (await call('GET', `/api/devices/${GATEWAY}`)).json().status.startsWith('online'),
    20_000,
  );
});

afterAll(async () => {
  await gateway?.close().catch(() => {});
  await server?.close();
});

const recallOf = async (id: string) => {
  const list = (await call('GET', `/api/devices/${GATEWAY}/file-recalls`)).json() as { items: FileRecall[] };
  return list.items.find((r) => r.id === id)!;
};

/** A recall the gateway has answered: its state is `fetching` and its upload address is known. */
async function answeredRecall(): Promise<{ id: string; address: string }> {
  const res = await call('POST', `/api/devices/${GATEWAY}/file-recalls`, { kind: 'log' });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as FileRecall;
  await waitFor(async () => addresses.has(id) && (await recallOf(id)).state === 'fetching', 20_000);
  return { id, address: addresses.get(id)! };
}

const put = (address: string, body: Uint8Array, locale: 'zh-CN' | 'en') =>
  fetch(address, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
    body,
  });

async function storedBytes(id: string): Promise<number | null> {
  const [row] = await server.database.rows<{ n: number | null }>(
    `select octet_length(content) as n from device_file_recalls where id = '${id}'`,
  );
  return row!.n;
}

describe(`file recall failures (${testDatabaseKind()})`, () => {
  it('an expired upload address: the upload is refused, the recall fails with the reason, nothing is stored', async () => {
    const { id, address } = await answeredRecall();
    clock.advance((FILE_RECALL_LINK_SECONDS + 1) * 1000);
    expect(await recallOf(id)).toMatchObject({ state: 'failed', error_code: 'iot-lora.10005', size: null });
    for (const [locale, text] of [
      ['zh-CN', '上传地址无效或已过期'],
      ['en', 'The upload address is invalid or has expired'],
    ] as const) {
      const late = await put(address, new Uint8Array([1, 2, 3]), locale);
      expect(late.status).toBe(403);
      expect(await late.json()).toEqual({ code: 'iot-lora.10005', message: text });
    }
    expect(await storedBytes(id)).toBeNull();
    const download = await call('GET', `/api/devices/${GATEWAY}/file-recalls/${id}/download`);
    expect(download.statusCode).toBe(409);
    expect(download.json().code).toBe('iot-lora.10004');
  });

  it('a file over the size cap: 413 with the cap, the recall fails for good, nothing is stored', async () => {
    const { id, address } = await answeredRecall();
    const tooBig = new Uint8Array(FILE_RECALL_MAX_BYTES + 1);
    const refused = await put(address, tooBig, 'en');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      code: 'iot-lora.10006',
      message: 'A recalled file cannot exceed 8 MB',
    });
    expect(await recallOf(id)).toMatchObject({ state: 'failed', error_code: 'iot-lora.10006', size: null });
    expect(await storedBytes(id)).toBeNull();
    // The recall is over: a later upload within the cap is refused too, in either language.
    const again = await put(address, new Uint8Array([1, 2, 3]), 'zh-CN');
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ code: 'iot-lora.10005', message: '上传地址无效或已过期' });
    expect(await storedBytes(id)).toBeNull();
    expect((await recallOf(id)).state).toBe('failed');
  });

  it('an oversized upload to a forged address changes no recall', async () => {
    const { id, address } = await answeredRecall();
    const forged = address.replace(/signature=[^&]+/, 'signature=forged');
    const refused = await put(forged, new Uint8Array(FILE_RECALL_MAX_BYTES + 1), 'en');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('iot-lora.10005');
    expect((await recallOf(id)).state).toBe('fetching');
  });
});
