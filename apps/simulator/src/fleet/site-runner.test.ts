import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEVICE_PAYLOAD_MAX_BYTES,
  TELEMETRY_BATCH_MAX,
  TELEMETRY_TS_FUTURE_MS,
  TELEMETRY_TS_PAST_MS,
  type TelemetrySamplePayload,
} from '@ies/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeviceAuthError, DeviceConnection } from '../protocol/device-connection';
import { REPLY_CODES } from '../protocol/payloads';
import { type RecordedMessage, startTestBroker, type TestBroker } from '../protocol/test-broker';
import { exampleSiteSpec } from '../site/fixtures';
import { checkValues } from '../site/points';
import type { DeviceKind, SiteSpec } from '../site/site-config';
import { SiteRunner } from './site-runner';

const spec = exampleSiteSpec({ id: 'proto' });
/** The same devices without export protection, which at midday would turn a set discharge into charging. */
const exportingSpec: SiteSpec = { ...spec, strategy: { mode: 'time_of_use', anti_reflux: false } };
const gatewaySpec: SiteSpec = exampleSiteSpec({
  id: 'gw',
  connection: 'gateway',
  devices: exampleSiteSpec({ id: 'gw' }).devices.map((device) =>
    device.kind === 'ems' ? device : { ...device, key: undefined },
  ),
});
const keys = new Map(
  [...spec.devices, ...gatewaySpec.devices].filter((d) => d.key).map((d) => [d.id, d.key!] as const),
);
const gatewayEms = gatewaySpec.devices.find((d) => d.kind === 'ems')!;
const gateways = new Map([
  [gatewayEms.id, gatewaySpec.devices.filter((d) => d !== gatewayEms).map((d) => d.id)],
]);
const idOf = (site: SiteSpec, kind: DeviceKind) => site.devices.find((d) => d.kind === kind)!.id;

let broker: TestBroker;
const runners: SiteRunner[] = [];

beforeAll(async () => {
  broker = await startTestBroker(keys, gateways);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
  broker.messages.length = 0;
});
afterAll(async () => {
  await broker.close();
});

/** A runner whose site clock starts `hoursAgo` before now, on a 5-minute boundary. */
function newRunner(
  site: SiteSpec = spec,
  hoursAgo = 1,
  options: { cellIntervalS?: number } = {},
): SiteRunner {
  const start = Math.floor((Date.now() - hoursAgo * 3600_000) / 300_000) * 300_000;
  const runner = new SiteRunner({
    spec: site,
    seed: 'protocol',
    brokerUrl: broker.url,
    startTime: start,
    cellIntervalS: options.cellIntervalS ?? 900,
    keepaliveS: 10,
    otaStepMs: 5,
    log: () => undefined,
  });
  runners.push(runner);
  return runner;
}

function telemetryOf(deviceId: string): RecordedMessage[] {
  return broker.messages.filter((m) => m.topic === `ies/v1/${deviceId}/telemetry`);
}

/** Waits until `deviceId` has `count` telemetry messages (the broker reports them just after PUBACK). */
async function untilTelemetry(deviceId: string, count: number): Promise<RecordedMessage[]> {
  await broker.waitFor(() => telemetryOf(deviceId).length >= count);
  return telemetryOf(deviceId);
}

function samplesOf(message: RecordedMessage): TelemetrySamplePayload[] {
  const body = JSON.parse(message.payload) as { samples?: TelemetrySamplePayload[] } & TelemetrySamplePayload;
  return body.samples ?? [body];
}

/** Waits for a status message of the device saying `payload`, published after `since` when given. */
function statusSaying(deviceId: string, payload: string, since?: RecordedMessage): Promise<RecordedMessage> {
  return broker.waitFor(
    (m) =>
      m.topic === `ies/v1/${deviceId}/status` &&
      m.payload === payload &&
      (since === undefined || broker.messages.indexOf(m) > broker.messages.indexOf(since)),
  );
}

async function command(deviceId: string, method: string, params: object, expiresInMs = 10_000) {
  const requestId = `req-${Math.random().toString(16).slice(2)}`;
  await broker.publish(`ies/v1/${deviceId}/cmd/req`, {
    request_id: requestId,
    method,
    params,
    expires_at: Date.now() + expiresInMs,
  });
  const reply = await broker.waitFor(
    (m) => m.topic === `ies/v1/${deviceId}/cmd/resp` && m.payload.includes(requestId),
  );
  return {
    requestId,
    reply: JSON.parse(reply.payload) as { request_id: string; code: number; result?: unknown },
  };
}

describe('simulated site over MQTT', { timeout: 20_000 }, () => {
  it('connects each device with its own id and key, announces online, and sends valid telemetry', async () => {
    const runner = newRunner();
    await runner.connect();
    for (const device of spec.devices) {
      const status = await broker.waitFor((m) => m.topic === `ies/v1/${device.id}/status`);
      expect(status).toMatchObject({ payload: 'online', retain: true, qos: 1, clientId: device.id });
    }
    const now = Date.now();
    for (let i = 0; i < 3; i++) await runner.advanceTo(runner.site.time + 300_000, 300);

    for (const device of spec.devices) {
      const messages = await untilTelemetry(device.id, 3);
      expect(messages).toHaveLength(3);
      const samples = messages.flatMap(samplesOf);
      samples.forEach((sample, index) => {
        expect(messages[index]).toMatchObject({ qos: 1, retain: false, clientId: device.id });
        expect(Number.isInteger(sample.ts)).toBe(true);
        expect(sample.ts!).toBeGreaterThan(now - TELEMETRY_TS_PAST_MS);
        expect(sample.ts!).toBeLessThan(now + TELEMETRY_TS_FUTURE_MS);
        expect(sample.seq).toBe(index + 1);
        expect(checkValues(device.kind, sample.values)).toEqual([]);
        expect(Object.keys(sample.values).length).toBeGreaterThan(1);
      });
    }
    const grid = samplesOf(telemetryOf(idOf(spec, 'grid_meter'))[0]!)[0]!;
    expect(grid.values).toHaveProperty('grid_power');
    const pv = samplesOf(telemetryOf(spec.devices.find((d) => d.kind === 'pv_inverter')!.id)[0]!)[0]!;
    expect(pv.values).toHaveProperty('photovoltaic_power');
    // Nothing but the device's own topics was used.
    for (const message of broker.messages) {
      const owner = message.topic.split('/')[2];
      if (message.clientId) expect(owner).toBe(message.clientId);
    }
  });

  it('is refused with a clear error when its key is wrong', async () => {
    const connection = new DeviceConnection({
      brokerUrl: broker.url,
      credentials: { id: idOf(spec, 'pcs'), key: 'not-the-key' },
      reconnectPeriodMs: 0,
    });
    await expect(connection.connect()).rejects.toThrow(DeviceAuthError);
    await expect(connection.connect()).rejects.toThrow(/refused the device id or key/);
    await connection.close();
  });

  it('leaves a retained offline will when its link drops, and sends the buffered samples late', async () => {
    const runner = newRunner();
    await runner.connect();
    const gridId = idOf(spec, 'grid_meter');
    await statusSaying(gridId, 'online');
    await runner.advanceTo(runner.site.time + 300_000, 300);
    await untilTelemetry(gridId, 1);

    runner.injectFault(gridId, 'link_loss', 3600);
    const will = await statusSaying(gridId, 'offline');
    expect(will).toMatchObject({ retain: true, qos: 1 });
    expect(runner.outageOf(gridId)).toBe('link_loss');

    for (let i = 0; i < 4; i++) await runner.advanceTo(runner.site.time + 300_000, 300);
    // The other devices kept reporting.
    await untilTelemetry(idOf(spec, 'pcs'), 5);
    expect(telemetryOf(gridId)).toHaveLength(1);
    expect(runner.backlogSize(gridId)).toBe(4);

    await runner.endOutage(gridId);
    await statusSaying(gridId, 'online', will);
    await broker.waitFor(() => telemetryOf(gridId).length === 3);
    const [, newest, rest] = telemetryOf(gridId);
    const newestSample = samplesOf(newest!);
    const restSamples = samplesOf(rest!);
    expect(newestSample).toHaveLength(1);
    expect(restSamples).toHaveLength(3);
    // Newest first: every later-sent sample is older, so the platform marks it late.
    for (const sample of restSamples) expect(sample.ts!).toBeLessThan(newestSample[0]!.ts!);
    expect([...restSamples, ...newestSample].map((s) => s.seq)).toEqual([2, 3, 4, 5]);
    expect(runner.backlogSize(gridId)).toBe(0);
  });

  it('goes offline on request: says so, sends nothing, and comes back', async () => {
    const runner = newRunner();
    await runner.connect();
    const pcsId = idOf(spec, 'pcs');
    const { reply } = await command(pcsId, 'simulate_fault', { fault: 'offline', duration_s: 3600 });
    expect(reply.code).toBe(REPLY_CODES.ok);
    const offline = await statusSaying(pcsId, 'offline');
    expect(offline.clientId).toBe(pcsId);
    await runner.advanceTo(runner.site.time + 600_000, 300);
    await broker.waitFor(() => telemetryOf(idOf(spec, 'bms')).flatMap(samplesOf).length >= 2);
    expect(telemetryOf(pcsId)).toHaveLength(0);
    await runner.endOutage(pcsId);
    await statusSaying(pcsId, 'online', offline);
    await runner.advanceTo(runner.site.time + 300_000, 300);
    await untilTelemetry(pcsId, 1);
    expect(runner.outageOf(pcsId)).toBeUndefined();
  });

  it('answers commands once each, refuses expired and unknown ones, and acts on them', async () => {
    const runner = newRunner(exportingSpec);
    await runner.connect();
    const pcsId = idOf(spec, 'pcs');
    await broker.waitFor((m) => m.topic === `ies/v1/${pcsId}/status`);

    const first = await command(pcsId, 'set_power', { power_kw: -40 });
    expect(first.reply).toEqual({ request_id: first.requestId, code: 0, result: { power_kw: -40 } });
    expect(runner.site.pcs.manualKw).toBe(-40);
    // Five minutes of charging first: the site's state of charge at the start follows the time of
    // day the test runs, and an empty battery would cut the 30 kW discharge below short.
    await runner.advanceTo(runner.site.time + 300_000, 300);
    await untilTelemetry(pcsId, 1);
    await command(pcsId, 'set_power', { power_kw: 30 });
    // A redelivery of the first request is answered again but not executed again.
    const before = broker.messages.length;
    await broker.publish(`ies/v1/${pcsId}/cmd/req`, {
      request_id: first.requestId,
      method: 'set_power',
      params: { power_kw: -40 },
      expires_at: Date.now() + 10_000,
    });
    const again = await broker.waitFor(
      (m) => m.topic === `ies/v1/${pcsId}/cmd/resp` && broker.messages.indexOf(m) >= before,
    );
    expect(JSON.parse(again.payload)).toEqual(first.reply);
    expect(runner.site.pcs.manualKw).toBe(30);

    await runner.advanceTo(runner.site.time + 300_000, 300);
    const sample = samplesOf((await untilTelemetry(pcsId, 2)).at(-1)!)[0]!;
    expect(sample.values).toMatchObject({ active_power: 30, mode: 'manual' });

    const expired = await command(pcsId, 'set_power', { power_kw: 10 }, -1000);
    expect(expired.reply.code).toBe(REPLY_CODES.expired);
    expect(runner.site.pcs.manualKw).toBe(30);
    expect((await command(pcsId, 'self_destruct', {})).reply.code).toBe(REPLY_CODES.unknownMethod);
    expect((await command(pcsId, 'set_power', { power_kw: 'lots' })).reply.code).toBe(
      REPLY_CODES.invalidParams,
    );
    expect((await command(pcsId, 'set_power', { power_kw: 10_000 })).reply.code).toBe(
      REPLY_CODES.invalidParams,
    );
    expect((await command(idOf(spec, 'bms'), 'set_power', { power_kw: 10 })).reply.code).toBe(
      REPLY_CODES.unknownMethod,
    );

    expect((await command(pcsId, 'stop', {})).reply.code).toBe(0);
    await runner.advanceTo(runner.site.time + 300_000, 300);
    expect(samplesOf((await untilTelemetry(pcsId, 3)).at(-1)!)[0]!.values).toMatchObject({
      state: 'stop',
      active_power: 0,
    });
    expect((await command(pcsId, 'start', {})).reply.code).toBe(0);
    expect((await command(pcsId, 'set_mode', { mode: 'standby' })).reply.code).toBe(0);
    await runner.advanceTo(runner.site.time + 300_000, 300);
    expect(samplesOf((await untilTelemetry(pcsId, 4)).at(-1)!)[0]!.values).toMatchObject({
      mode: 'standby',
      active_power: 0,
    });
  });

  it('takes a strategy pushed as configuration and acknowledges it', async () => {
    const runner = newRunner();
    await runner.connect();
    const emsId = idOf(spec, 'ems');
    await broker.waitFor((m) => m.topic === `ies/v1/${emsId}/status`);
    const push = async (deviceId: string, requestId: string, config: object) => {
      await broker.publish(`ies/v1/${deviceId}/config/push`, { request_id: requestId, config });
      const ack = await broker.waitFor(
        (m) => m.topic === `ies/v1/${deviceId}/config/ack` && m.payload.includes(requestId),
      );
      return JSON.parse(ack.payload) as { request_id: string; code: number; message?: string };
    };
    const strategy = { mode: 'peak_shaving', peak_threshold_kw: 150, anti_reflux: true, periods: [] };
    expect(await push(emsId, 'cfg-1', { strategy })).toEqual({ request_id: 'cfg-1', code: 0 });
    expect(runner.site.pcs.strategy).toMatchObject({ mode: 'peak_shaving', peakThresholdKw: 150 });
    await runner.advanceTo(runner.site.time + 300_000, 300);
    expect(samplesOf((await untilTelemetry(emsId, 1)).at(-1)!)[0]!.values.strategy_mode).toBe('peak_shaving');

    const bad = await push(emsId, 'cfg-2', { strategy: { mode: 'demand_control' } });
    expect(bad).toMatchObject({ request_id: 'cfg-2', code: REPLY_CODES.invalidParams });
    expect(bad.message).toMatch(/demand_limit_kw/);
    expect(runner.site.pcs.strategy.mode).toBe('peak_shaving');
    expect((await push(idOf(spec, 'bms'), 'cfg-3', { strategy })).code).toBe(REPLY_CODES.refused);
  });

  it('reports OTA progress: success for a good image, failed for a bad checksum', async () => {
    const image = Buffer.alloc(40_000, 7);
    const server = http.createServer((_req, res) => res.end(image));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fw.bin`;
    try {
      const runner = newRunner();
      await runner.connect();
      const emsId = idOf(spec, 'ems');
      await broker.waitFor((m) => m.topic === `ies/v1/${emsId}/status`);
      const sha256 = createHash('sha256').update(image).digest('hex');
      const offer = async (requestId: string, digest: string) => {
        await broker.publish(`ies/v1/${emsId}/ota/offer`, {
          request_id: requestId,
          version: '01.02.03',
          url,
          size: image.length,
          sha256: digest,
        });
        await broker.waitFor(
          (m) =>
            m.topic === `ies/v1/${emsId}/ota/progress` &&
            /"(success|failed)"/.test(m.payload) &&
            m.payload.includes(requestId),
        );
        return broker.messages
          .filter((m) => m.topic === `ies/v1/${emsId}/ota/progress` && m.payload.includes(requestId))
          .map((m) => JSON.parse(m.payload) as { state: string; percent?: number; message?: string });
      };
      const good = await offer('ota-1', sha256);
      expect(good.map((p) => p.state)).toEqual([
        ...Array(good.filter((p) => p.state === 'downloading').length).fill('downloading'),
        'verifying',
        'installing',
        'success',
      ]);
      expect(good.find((p) => p.state === 'downloading' && p.percent === 100)).toBeDefined();
      expect(runner.agent(emsId)!.firmwareVersion).toBe('01.02.03');
      const bad = await offer('ota-2', '0'.repeat(64));
      expect(bad.at(-1)).toMatchObject({ state: 'failed', message: 'sha256 mismatch' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('raises an over-temperature event on request', async () => {
    const runner = newRunner();
    await runner.connect();
    const bmsId = idOf(spec, 'bms');
    await broker.waitFor((m) => m.topic === `ies/v1/${bmsId}/status`);
    expect(
      (await command(bmsId, 'simulate_fault', { fault: 'over_temperature', duration_s: 1800 })).reply.code,
    ).toBe(0);
    await runner.advanceTo(runner.site.time + 3600_000, 60);
    const event = await broker.waitFor((m) => m.topic === `ies/v1/${bmsId}/events`);
    expect(JSON.parse(event.payload)).toMatchObject({
      type: 'cell_over_temperature',
      level: 'fault',
      data: { state: 'raised' },
    });
    const pcsSamples = (await untilTelemetry(idOf(spec, 'pcs'), 1)).flatMap(samplesOf);
    expect(pcsSamples).toHaveLength(60);
    expect(pcsSamples.some((sample) => sample.values.state === 'fault')).toBe(true);
  });

  it('backfills history in batches within the protocol limits, with device timestamps', async () => {
    const runner = newRunner(spec, 24, { cellIntervalS: 300 });
    await runner.connect();
    const started = Date.now();
    const target = runner.site.time + 24 * 3600_000;
    const made = await runner.advanceTo(target, 300);
    expect(made).toBe(288 * spec.devices.length);
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const device of spec.devices) {
      await broker.waitFor(() => telemetryOf(device.id).flatMap(samplesOf).length >= 288);
      const messages = telemetryOf(device.id);
      const samples = messages.flatMap(samplesOf);
      expect(samples).toHaveLength(288);
      for (const message of messages) {
        expect(Buffer.byteLength(message.payload)).toBeLessThanOrEqual(DEVICE_PAYLOAD_MAX_BYTES);
        expect(samplesOf(message).length).toBeLessThanOrEqual(TELEMETRY_BATCH_MAX);
        expect(message.qos).toBe(1);
      }
      const ts = samples.map((s) => s.ts!);
      expect(ts.slice(1).map((t, i) => t - ts[i]!)).toEqual(Array(287).fill(300_000));
      expect(samples.map((s) => s.seq)).toEqual(Array.from({ length: 288 }, (_, i) => i + 1));
    }
    // The BMS sends its cell arrays with every sample here, so its batches are cut by size.
    const bmsMessages = telemetryOf(idOf(spec, 'bms'));
    expect(bmsMessages.length).toBeGreaterThan(1);
    expect(samplesOf(bmsMessages[0]!)[0]!.values.cell_voltages).toHaveLength(runner.site.battery.cells.count);
    expect(telemetryOf(idOf(spec, 'grid_meter'))).toHaveLength(1);
  });

  it('as a gateway speaks for its sub-devices over its one connection', async () => {
    const runner = newRunner(gatewaySpec);
    expect(runner.connectionIds()).toEqual([gatewayEms.id]);
    await runner.connect();
    for (const device of gatewaySpec.devices) {
      await statusSaying(device.id, 'online');
    }
    await runner.advanceTo(runner.site.time + 300_000, 300);
    for (const device of gatewaySpec.devices) {
      const [message] = await untilTelemetry(device.id, 1);
      expect(message?.clientId).toBe(gatewayEms.id);
      expect(checkValues(device.kind, samplesOf(message!)[0]!.values)).toEqual([]);
    }
    const { reply } = await command(idOf(gatewaySpec, 'pcs'), 'set_power', { power_kw: 20 });
    expect(reply.code).toBe(0);
    expect(runner.site.pcs.manualKw).toBe(20);
  });
});
