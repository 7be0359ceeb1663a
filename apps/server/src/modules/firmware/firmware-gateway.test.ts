// Sub-devices behind a gateway get their upgrade through it (issue 31 item 2;
// docs/device-protocol.md §2 and §5b): the offer goes out on the sub-device's own topic, which
// its gateway follows; the gateway reports on the sub-device's `ota/progress`; a sub-device is
// offered only while it or its gateway is online, and waits in to_push otherwise.
import type mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';
import { standardTypeId } from '../../test/devices/device-test-helpers';
import { useFirmwareApp } from '../../test/firmware/firmware-harness';
import {
  createPcsDevices,
  type Offer,
  OtaDevices,
  waitOnline,
} from '../../test/firmware/firmware-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { unique } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';

const h = useFirmwareApp();
const { t, upload, createTask, detail, stateOf, waitState } = h;
const clients: mqtt.MqttClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.endAsync().catch(() => {}))));

/**
 * A gateway device (EMS) and `count` PCS sub-devices registered under it, named `<prefix>-b00`…
 * (so they sort in that order); nobody connected yet.
 */
async function gatewayWithSubs(count: number, prefix = unique('sub-')) {
  const gwType = await standardTypeId(t.m.call, 'EMS_GATEWAY');
  const gwId = unique('gw-');
  const gw = await t.m.call('POST', '/api/devices', { id: gwId, name: gwId, type_id: gwType });
  expect(gw.statusCode, gw.body).toBe(201);
  const { typeId, devices } = await createPcsDevices(t.m.call, 0);
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-b${String(i).padStart(2, '0')}`;
    const res = await t.m.call('POST', '/api/devices', { id, name: id, type_id: typeId, gateway_id: gwId });
    expect(res.statusCode, res.body).toBe(201);
    devices.push({ id, key: (res.json() as { key: string }).key });
  }
  return { typeId, gateway: { id: gwId, key: (gw.json() as { key: string }).key }, subs: devices };
}

/** The gateway's own connection: online, following its sub-devices' offers, reporting for them. */
async function connectGateway(gateway: { id: string; key: string }, subIds: string[]) {
  const client = await connectDevice(t.server.broker.url!, gateway.id, gateway.key);
  clients.push(client);
  const offers = new Map<string, Offer[]>();
  client.on('message', (topic, payload) => {
    const sub = topic.split('/')[2]!;
    offers.set(sub, [...(offers.get(sub) ?? []), JSON.parse(payload.toString()) as Offer]);
  });
  for (const id of subIds) await client.subscribeAsync(`ies/v1/${id}/ota/offer`, { qos: 1 });
  await client.publishAsync(`ies/v1/${gateway.id}/status`, 'online', { qos: 1, retain: true });
  await waitOnline(t.m.call, [gateway.id]);
  const report = (subId: string, body: Record<string, unknown>) =>
    client.publishAsync(`ies/v1/${subId}/ota/progress`, JSON.stringify(body), { qos: 1 });
  return { client, offers, report };
}

async function deviceOf(id: string) {
  return (await t.m.call('GET', `/api/devices/${id}`)).json() as {
    status: string;
    firmware_version: string | null;
  };
}

describe(`sub-devices behind a gateway (${testDatabaseKind()})`, () => {
  it('are offered through the gateway; its progress, success and version report reconcile them', async () => {
    const { typeId, gateway, subs } = await gatewayWithSubs(2);
    const gw = await connectGateway(
      gateway,
      subs.map((s) => s.id),
    );
    // The sub-devices never connect themselves: reached only through the gateway.
    for (const s of subs) expect((await deviceOf(s.id)).status).not.toMatch(/^online/);
    const fw = await upload(typeId);
    const task = await createTask(
      fw.id,
      subs.map((s) => s.id),
      { canary_percent: 5 },
    );
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    const other = subs.map((s) => s.id).find((id) => id !== canary)!;
    await t.engine.tick();
    await waitFor(() => gw.offers.has(canary));
    const offer = gw.offers.get(canary)![0]!;
    expect(offer).toMatchObject({ version: fw.version, size: fw.size, sha256: fw.sha256 });
    expect(stateOf(await detail(task.id), canary).state).toBe('pushed');
    // Progress and success reported by the gateway on the sub-device's topic.
    await gw.report(canary, { request_id: offer.request_id, state: 'downloading', percent: 40 });
    expect(stateOf(await waitState(task.id, canary, 'upgrading'), canary).progress).toBe(40);
    await gw.report(canary, { request_id: offer.request_id, state: 'success', version: fw.version });
    await waitState(task.id, canary, 'success');
    expect((await deviceOf(canary)).firmware_version).toBe(fw.version);
    // The next group: the gateway restarts the other sub-device mid-upgrade and reports its version.
    await t.engine.tick();
    await waitFor(() => gw.offers.has(other));
    await gw.report(other, { request_id: gw.offers.get(other)![0]!.request_id, state: 'installing' });
    await waitState(task.id, other, 'upgrading');
    await gw.report(other, { state: 'report', version: fw.version });
    await waitState(task.id, other, 'success');
    await t.engine.tick();
    const done = await detail(task.id);
    expect(done.phase).toBe('finished');
    expect(done.device_list.map((d) => [d.state, d.attempts, d.version])).toEqual([
      ['success', 1, fw.version],
      ['success', 1, fw.version],
    ]);
    // The gateway's own firmware is untouched; each sub-device was offered once.
    expect((await deviceOf(gateway.id)).firmware_version).not.toBe(fw.version);
    expect(subs.map((s) => gw.offers.get(s.id)?.length)).toEqual([1, 1]);
  });

  it('one whose gateway is offline waits in to_push, spending no attempt, and is offered when it returns', async () => {
    const { typeId, gateway, subs } = await gatewayWithSubs(1);
    const sub = subs[0]!.id;
    const gw = await connectGateway(gateway, [sub]);
    await gw.client.publishAsync(`ies/v1/${gateway.id}/status`, 'offline', { qos: 1, retain: true });
    await gw.client.endAsync();
    await waitFor(async () => (await deviceOf(gateway.id)).status === 'offline');
    const fw = await upload(typeId);
    const task = await createTask(fw.id, [sub], { timeout_seconds: 30 });
    await t.engine.tick();
    h.clock.advance(60_000); // past the per-device timeout: it does not run for a device never offered
    await t.engine.tick();
    expect(stateOf(await detail(task.id), sub)).toMatchObject({ state: 'to_push', attempts: 0 });
    expect((await detail(task.id)).phase).toBe('running');
    const back = await connectGateway(gateway, [sub]);
    await t.engine.tick();
    await waitFor(() => back.offers.has(sub));
    expect(stateOf(await detail(task.id), sub)).toMatchObject({ state: 'pushed', attempts: 1 });
    expect(back.offers.get(sub)).toHaveLength(1);
  });

  it('one that connects itself is offered on its own connection even with its gateway offline', async () => {
    const { typeId, gateway, subs } = await gatewayWithSubs(1);
    expect((await deviceOf(gateway.id)).status).not.toMatch(/^online/);
    const self = new OtaDevices(t.server.broker.url!, subs);
    clients.push({ endAsync: () => self.close() } as unknown as mqtt.MqttClient);
    await self.connect();
    await waitOnline(t.m.call, [subs[0]!.id]);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, [subs[0]!.id]);
    await t.engine.tick();
    await waitFor(() => self.offered(subs[0]!.id) === 1);
    await self.reportOn(subs[0]!.id, 'success', { version: fw.version });
    await waitState(task.id, subs[0]!.id, 'success');
  });

  it('unreachable devices ahead in the order do not hide a reachable one from the offers', async () => {
    // 25 sub-devices of a gateway that never connected sort before `-c`; the pace of one a minute
    // looks at 24 candidates a pass, so skipping unreachable ones after the look-up would offer nothing.
    const prefix = unique('order-');
    const { typeId, subs } = await gatewayWithSubs(25, prefix);
    const own = [`${prefix}-a`, `${prefix}-c`].map((id) => ({ id, key: '' }));
    for (const d of own) {
      const res = await t.m.call('POST', '/api/devices', { id: d.id, name: d.id, type_id: typeId });
      expect(res.statusCode, res.body).toBe(201);
      d.key = (res.json() as { key: string }).key;
    }
    const f = new OtaDevices(t.server.broker.url!, own);
    clients.push({ endAsync: () => f.close() } as unknown as mqtt.MqttClient);
    await f.connect();
    await waitOnline(
      t.m.call,
      own.map((d) => d.id),
    );
    const fw = await upload(typeId);
    const ids = [...own, ...subs].map((d) => d.id);
    const task = await createTask(fw.id, ids, {
      canary_percent: 1,
      pacing_per_minute: 1,
      success_threshold: 1,
    });
    expect(task.groups.map((g) => g.size)).toEqual([1, 26]);
    await t.engine.tick();
    await waitFor(() => f.offered(own[0]!.id) === 1);
    await f.reportOn(own[0]!.id, 'success', { version: fw.version });
    await waitState(task.id, own[0]!.id, 'success');
    h.clock.advance(61_000);
    await t.engine.tick();
    await waitFor(() => f.offered(own[1]!.id) === 1);
    const now = await detail(task.id);
    expect(now.current_group).toBe(1);
    expect(now.device_list.filter((d) => d.state === 'to_push')).toHaveLength(25);
  });
});
