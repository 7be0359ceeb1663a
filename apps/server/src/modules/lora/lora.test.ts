// DTU/LoRa analysis and file recall (issue 32 items 5 and 6) with the simulator's LoRa gateway on
// the real embedded broker: scans and configurations through the command state machine, files
// uploaded over real HTTP to the signed address and downloaded back byte for byte.
import { createHash } from 'node:crypto';
import type { FileRecall, LoraAnalysis } from '@ies/contracts';
import { SimulatedLoraGateway } from '@ies/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import {
  type Caller,
  fieldCodes,
  signedInMerchant,
  standardTypeId,
} from '../../test/devices/device-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const PUBLIC_URL = 'http://lora.test.invalid';
let server: BrokerApp;
let app: FastifyInstance;
let call: Caller;
let other: Caller;
let listening: string;
let gateway: SimulatedLoraGateway;
const GATEWAY = 'lora-gw-1';

const CONFIG = {
  power_dbm: 20,
  start_frequency_mhz: 472.5,
  tx_delay_ms: 200,
  beacon_window_ms: 90_000,
  slot_width_ms: 40,
  scan_interval_s: 20,
  refresh_interval_s: 15,
  network_id: 'cafe0001',
  network_key: 'ffeeddccbbaa99887766554433221100',
};

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true, publicUrl: PUBLIC_URL }), {});
  app = server.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
  ({ call } = await signedInMerchant(app, server.database.db));
  ({ call: other } = await signedInMerchant(app, server.database.db));
  const typeId = await standardTypeId(call, 'DTU_LORA_GATEWAY');
  const created = await call('POST', '/api/devices', { id: GATEWAY, name: 'LoRa网关_1', type_id: typeId });
  expect(created.statusCode, created.body).toBe(201);
  const pcsType = await standardTypeId(call, 'ES_PCS');
  expect(
    (await call('POST', '/api/devices', { id: 'lora-pcs-1', name: 'PCS_1', type_id: pcsType })).statusCode,
  ).toBe(201);
  gateway = new SimulatedLoraGateway({
    brokerUrl: server.broker.url!,
    credentials: { id: GATEWAY, key: created.json().key },
    fetchImpl: (input, init) => fetch(String(input).replace(PUBLIC_URL, listening), init),
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

const analysis = async () => (await call('GET', `/api/devices/${GATEWAY}/lora`)).json() as LoraAnalysis;

describe(`DTU/LoRa analysis (${testDatabaseKind()})`, () => {
  it('a channel scan reaches the simulated gateway and answers channels, load rate and topology', async () => {
    const before = await analysis();
    expect(before.scan).toBeNull();
    const res = await call('POST', `/api/devices/${GATEWAY}/lora/scans`);
    expect(res.statusCode, res.body).toBe(201);
    const done = await waitFor(async () => {
      const a = await analysis();
      return a.scan?.state === 'replied' && a;
    }, 20_000);
    expect(done.scan!.command_id).toBe(res.json().command_id);
    const result = done.scan!.result!;
    expect(result.channels).toHaveLength(8);
    expect(result.channels[0]!.frequency_mhz).toBe(470.3);
    expect(result.load_rate_percent).toBe(gateway.radio.loadRatePercent);
    expect(result.nodes.map((n) => [n.address, n.rssi_dbm, n.snr_db])).toEqual(
      gateway.radio.nodes.map((n) => [n.address, n.rssi_dbm, n.snr_db]),
    );
    expect(done.applied_config).toEqual(gateway.radio.config);
  });

  it('a configuration within B §5 is applied by the gateway and read back', async () => {
    const res = await call('PUT', `/api/devices/${GATEWAY}/lora/config`, CONFIG);
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitFor(async () => {
      const a = await analysis();
      return a.configuration?.state === 'replied' && a;
    }, 20_000);
    expect(done.configuration!.config).toEqual(CONFIG);
    expect(done.applied_config).toEqual(CONFIG);
    expect(gateway.radio.config).toEqual(CONFIG);
    expect(gateway.radio.channel).toBe(11);
  });

  it.each([
    ['power_dbm', 1, 28, '10002'],
    ['tx_delay_ms', 29, 15_001, '10002'],
    ['beacon_window_ms', 29_999, 180_001, '10002'],
    ['slot_width_ms', 29, 81, '10002'],
    ['scan_interval_s', 0, 61, '10002'],
    ['refresh_interval_s', 0, 61, '10002'],
    ['start_frequency_mhz', 470.1, 488.9, '10002'],
    ['start_frequency_mhz', 470.4, 488.6, 'iot-lora.10001'],
    ['network_id', 'abcdef0', 'abcdef012', 'iot-device.10019'],
    [
      'network_key',
      'abcdef0123456789abcdef012345678',
      'abcdef0123456789abcdef01234567890',
      'iot-device.10019',
    ],
  ])('%s: %s and %s refused (%s), nothing sent', async (field, below, above, code) => {
    const { config: before } = gateway.radio;
    for (const value of [below, above]) {
      const res = await call('PUT', `/api/devices/${GATEWAY}/lora/config`, { ...CONFIG, [field]: value });
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldCodes(res)[field]).toBe(code);
    }
    expect(gateway.radio.config).toBe(before);
  });

  it.each([
    ['power_dbm', 2, 27],
    ['tx_delay_ms', 30, 15_000],
    ['beacon_window_ms', 30_000, 180_000],
    ['slot_width_ms', 30, 80],
    ['scan_interval_s', 1, 60],
    ['refresh_interval_s', 1, 60],
    ['start_frequency_mhz', 470.3, 488.7],
    ['network_id', 'abcdef01', 'abcdef0123456789abcdef0123456789'],
  ])('%s: its bounds %s and %s are sent and applied', async (field, min, max) => {
    for (const value of [min, max]) {
      const res = await call('PUT', `/api/devices/${GATEWAY}/lora/config`, { ...CONFIG, [field]: value });
      expect(res.statusCode, res.body).toBe(200);
      await waitFor(async () => (await analysis()).configuration?.state === 'replied', 20_000);
      expect((gateway.radio.config as Record<string, unknown>)[field]).toBe(value);
    }
  });

  it("another tenant's gateway is 404; a device that is no gateway is refused", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/devices/${GATEWAY}/lora`],
      ['POST', `/api/devices/${GATEWAY}/lora/scans`],
      ['PUT', `/api/devices/${GATEWAY}/lora/config`, CONFIG],
      ['GET', `/api/devices/${GATEWAY}/file-recalls`],
      ['POST', `/api/devices/${GATEWAY}/file-recalls`, { kind: 'log' }],
    ] as const) {
      const res = await other(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const pcs = await call('GET', '/api/devices/lora-pcs-1/lora');
    expect(pcs.statusCode).toBe(409);
    expect(pcs.json().code).toBe('iot-lora.10002');
    const recall = await call('POST', '/api/devices/lora-pcs-1/file-recalls', { kind: 'log' });
    expect(recall.json().code).toBe('iot-lora.10003');
  });
});

describe(`file recall (${testDatabaseKind()})`, () => {
  it.each(['log', 'data'] as const)(
    'a %s file goes sending → fetched with its bytes intact',
    async (kind) => {
      const res = await call('POST', `/api/devices/${GATEWAY}/file-recalls`, { kind });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as FileRecall;
      expect(['sending', 'fetching', 'fetched']).toContain(created.state);
      const fetched = await waitFor(async () => {
        const list = (await call('GET', `/api/devices/${GATEWAY}/file-recalls`)).json() as {
          items: FileRecall[];
        };
        const recall = list.items.find((r) => r.id === created.id);
        return recall?.state === 'fetched' && recall;
      }, 20_000);
      const sent = gateway.uploads.get(created.id)!;
      expect(fetched.size).toBe(sent.length);
      expect(fetched.sha256).toBe(createHash('sha256').update(sent).digest('hex'));
      const download = await call('GET', `/api/devices/${GATEWAY}/file-recalls/${created.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(Buffer.compare(download.rawPayload, sent)).toBe(0);
      expect(
        (await other('GET', `/api/devices/${GATEWAY}/file-recalls/${created.id}/download`)).statusCode,
      ).toBe(404);
    },
  );

  it('an upload with a forged signature is refused; the fetched file stays as the device sent it', async () => {
    const created = (
      await call('POST', `/api/devices/${GATEWAY}/file-recalls`, { kind: 'log' })
    ).json() as FileRecall;
    await waitFor(async () => {
      const list = (await call('GET', `/api/devices/${GATEWAY}/file-recalls`)).json() as {
        items: FileRecall[];
      };
      return list.items.find((r) => r.id === created.id)?.state === 'fetched';
    }, 20_000);
    const forged = await fetch(
      `${listening}/api/file-recalls/${created.id}/upload?expires=9999999999&signature=forged`,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: 'evil' },
    );
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('iot-lora.10005');
    const download = await call('GET', `/api/devices/${GATEWAY}/file-recalls/${created.id}/download`);
    expect(Buffer.compare(download.rawPayload, gateway.uploads.get(created.id)!)).toBe(0);
  });
});
