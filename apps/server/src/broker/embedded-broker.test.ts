import type mqtt from 'mqtt';
import { connectError, silentDeviceWithWill } from '../test/broker/mqtt-test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDeviceKey } from '../ingest/device-registry';
import { type BrokerFixture, createBrokerFixture, waitFor } from '../test/ingest/test-fixtures';
import { readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';

let fx: BrokerFixture;
const KEY = 'key-dev-a-123';

beforeAll(async () => {
  fx = await createBrokerFixture([
    { id: 'dev-a', key: KEY },
    { id: 'dev-b', key: 'key-dev-b-123' },
    { id: 'gw-1', key: 'key-gw-1-123' },
    { id: 'sub-1', key: 'key-sub-1-123', gatewayId: 'gw-1' },
    { id: 'will-dev', key: 'key-will-123' },
    { id: 'rekey-dev', key: 'old-key-123' },
    { id: 'flags-dev', key: 'key-flags-123' },
  ]);
});

afterAll(async () => {
  await fx?.close();
});

/** Granted QoS per filter, 128 for a refused one (mqtt.js rejects the whole call then). */
async function subscribeEach(client: mqtt.MqttClient, filters: string[]): Promise<Array<[string, number]>> {
  const result: Array<[string, number]> = [];
  for (const filter of filters) {
    try {
      const [grant] = await client.subscribeAsync(filter, { qos: 1 });
      result.push([filter, grant?.qos ?? -1]);
    } catch (error) {
      const granted = (error as { packet?: { granted?: number[] } }).packet?.granted;
      result.push([filter, granted?.[0] ?? -1]);
    }
  }
  return result;
}

const sample = (ts: number, values: Record<string, unknown>) => JSON.stringify({ ts, values });

function closed(client: mqtt.MqttClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.disconnected || !client.connected) resolve();
    client.once('close', () => resolve());
  });
}

describe(`embedded broker and device protocol on ${testDatabaseKind()}`, () => {
  it('refuses a wrong key, an unknown device and a client id that is not the device id', async () => {
    expect(await connectError(fx.url, { clientId: 'dev-a', username: 'dev-a', password: 'wrong-key' })).toBe(
      4,
    );
    expect(await connectError(fx.url, { clientId: 'nobody', username: 'nobody', password: KEY })).toBe(4);
    expect(await connectError(fx.url, { clientId: 'dev-b', username: 'dev-a', password: KEY })).toBe(2);
    expect(await connectError(fx.url, { clientId: 'dev-a' })).toBe(4);
    const client = await fx.connect('dev-a', KEY);
    expect(client.connected).toBe(true);
    await client.endAsync();
  });

  it('refuses a keepalive of 0 or above 60 s with CONNACK 5 (not authorized), takes 1 and 60', async () => {
    const device = { clientId: 'dev-a', username: 'dev-a', password: KEY };
    expect(await connectError(fx.url, { ...device, keepalive: 0 })).toBe(5);
    expect(await connectError(fx.url, { ...device, keepalive: 61 })).toBe(5);
    // A wrong key is still answered as a wrong key, whatever the keepalive.
    expect(await connectError(fx.url, { ...device, password: 'wrong-key', keepalive: 0 })).toBe(4);
    for (const keepalive of [1, 60]) {
      const client = await fx.connect('dev-a', KEY, { keepalive });
      expect(client.connected).toBe(true);
      await client.endAsync();
    }
  });

  it('stores retained telemetry without keeping it at the broker; QoS 2 is taken like QoS 1', async () => {
    const client = await fx.connect('flags-dev', 'key-flags-123');
    const ts = Date.now() - 20_000;
    await client.publishAsync('ies/v1/flags-dev/telemetry', sample(ts, { soc: 11 }), {
      qos: 1,
      retain: true,
    });
    await client.publishAsync('ies/v1/flags-dev/telemetry', sample(ts + 1, { soc: 12 }), { qos: 2 });
    const rows = await readSamples(fx.database.db, 'flags-dev');
    expect(rows.filter((r) => r.ts <= ts + 1).map((r) => r.values)).toEqual([{ soc: 11 }, { soc: 12 }]);
    // Nothing retained comes back on a new subscription to the device's own telemetry.
    const messages: string[] = [];
    client.on('message', (topic) => messages.push(topic));
    await client.subscribeAsync('ies/v1/flags-dev/telemetry', { qos: 1 });
    await client.publishAsync('ies/v1/flags-dev/status', 'online', { qos: 1, retain: true });
    client.removeAllListeners('message');
    expect(messages).toEqual([]);
    await client.endAsync();
  });

  it('counts a status other than online/offline as malformed and changes nothing', async () => {
    const client = await fx.connect('flags-dev', 'key-flags-123');
    await client.publishAsync('ies/v1/flags-dev/status', 'sleeping', { qos: 1 });
    await client.publishAsync('ies/v1/flags-dev/status', 'null', { qos: 1 });
    await fx.ingest.drain();
    const [row] = await fx.database.rows<{ count: number }>(
      "select count::int as count from device_ingest_errors where device_id = 'flags-dev' and reason = 'malformed'",
    );
    expect(row?.count).toBe(2);
    await client.endAsync();
  });

  it("refuses subscriptions to another device's topics and to #, allows its own subtree", async () => {
    const client = await fx.connect('dev-a', KEY);
    const granted = await subscribeEach(client, [
      'ies/v1/dev-b/cmd/req',
      '#',
      'ies/v1/+/cmd/req',
      '$SYS/#',
      'ies/v1/dev-a/#',
      'ies/v1/dev-a/cmd/req',
    ]);
    expect(granted).toEqual([
      ['ies/v1/dev-b/cmd/req', 128],
      ['#', 128],
      ['ies/v1/+/cmd/req', 128],
      ['$SYS/#', 128],
      ['ies/v1/dev-a/#', 1],
      ['ies/v1/dev-a/cmd/req', 1],
    ]);
    // The platform's command reaches the device on its own topic.
    const received = new Promise<string>((resolve) =>
      client.once('message', (_t, p) => resolve(p.toString())),
    );
    await fx.broker.publishToDevice('dev-a', 'cmd/req', { request_id: 'r1', method: 'reboot', params: {} });
    expect(JSON.parse(await received)).toMatchObject({ request_id: 'r1', method: 'reboot' });
    await client.endAsync();
  });

  it("closes the connection of a device publishing on another device's topic and stores nothing", async () => {
    const client = await fx.connect('dev-a', KEY);
    const gone = closed(client);
    client.publish('ies/v1/dev-b/telemetry', sample(Date.now(), { soc: 50 }), { qos: 1 });
    await gone;
    const other = await fx.connect('dev-a', KEY);
    const stillGone = closed(other);
    other.publish('ies/v1/dev-a/cmd/req', '{}', { qos: 1 });
    await stillGone;
    await fx.ingest.drain();
    expect(await readSamples(fx.database.db, 'dev-b')).toEqual([]);
  });

  it('lets a gateway publish for its own sub-devices only', async () => {
    const gw = await fx.connect('gw-1', 'key-gw-1-123');
    const ts = Date.now() - 1000;
    await gw.publishAsync('ies/v1/sub-1/telemetry', sample(ts, { soc: 42 }), { qos: 1 });
    await gw.publishAsync('ies/v1/gw-1/telemetry', sample(ts, { soc: 43 }), { qos: 1 });
    expect((await readSamples(fx.database.db, 'sub-1')).map((s) => s.values)).toEqual([{ soc: 42 }]);
    expect((await readSamples(fx.database.db, 'gw-1')).map((s) => s.values)).toEqual([{ soc: 43 }]);
    const granted = await subscribeEach(gw, ['ies/v1/sub-1/cmd/req', 'ies/v1/dev-b/cmd/req']);
    expect(granted.map(([, qos]) => qos)).toEqual([1, 128]);
    const gone = closed(gw);
    gw.publish('ies/v1/dev-b/telemetry', sample(ts, { soc: 44 }), { qos: 1 });
    await gone;
    await fx.ingest.drain();
    expect(await readSamples(fx.database.db, 'dev-b')).toEqual([]);
  });

  it('acknowledges a QoS 1 sample only once it can be read back', async () => {
    const client = await fx.connect('dev-b', 'key-dev-b-123');
    const ts = Date.now();
    await client.publishAsync('ies/v1/dev-b/telemetry', sample(ts, { soc: 77.5 }), { qos: 1 });
    // No drain: the PUBACK itself says the row is committed.
    const rows = await readSamples(fx.database.db, 'dev-b');
    expect(rows.map((r) => [r.ts, r.values])).toEqual([[ts, { soc: 77.5 }]]);
    expect(fx.ingest.latest('dev-b')).toEqual({ ts, values: { soc: 77.5 } });
    await client.endAsync();
  });

  it('follows connect and disconnect in the device status', async () => {
    const client = await fx.connect('dev-b', 'key-dev-b-123');
    const online = await waitFor(async () => {
      const [row] = await fx.database.rows<{ status: string; online: boolean }>(
        "select status, online_at is not null as online from devices where id = 'dev-b'",
      );
      return row?.status === 'online_normal' && row;
    });
    expect(online.online).toBe(true);
    await client.endAsync();
    await waitFor(async () => {
      const [row] = await fx.database.rows<{ status: string }>(
        "select status from devices where id = 'dev-b' and offline_at is not null",
      );
      return row?.status === 'offline';
    });
  });

  it('turns a silent device offline through its last will within 1.5 × keepalive', async () => {
    const keepalive = 2;
    const socket = await silentDeviceWithWill(
      Number(new URL(fx.url).port),
      'will-dev',
      'key-will-123',
      keepalive,
    );
    await waitFor(async () => {
      const [row] = await fx.database.rows<{ status: string }>(
        "select status from devices where id = 'will-dev'",
      );
      return row?.status === 'online_normal';
    });
    const silentSince = Date.now();
    // The device now says nothing, not even PINGREQ.
    await waitFor(
      async () => {
        const [row] = await fx.database.rows<{ status: string }>(
          "select status from devices where id = 'will-dev'",
        );
        return row?.status === 'offline';
      },
      keepalive * 1500 + 1000,
    );
    const elapsed = Date.now() - silentSince;
    expect(elapsed).toBeLessThanOrEqual(keepalive * 1500 + 500);
    const logs = await fx.database.rows<{ code: string }>(
      "select code from device_logs where device_id = 'will-dev' and kind = 'status' order by id",
    );
    expect(logs.map((l) => l.code)).toEqual(['online', 'offline']);
    socket.destroy();
  });

  it('disconnects a device whose key changed; the old key no longer works', async () => {
    const client = await fx.connect('rekey-dev', 'old-key-123');
    const gone = closed(client);
    await setDeviceKey(fx.database, 'rekey-dev', 'new-key-456');
    fx.broker.disconnectDevice('rekey-dev');
    await gone;
    expect(
      await connectError(fx.url, { clientId: 'rekey-dev', username: 'rekey-dev', password: 'old-key-123' }),
    ).toBe(4);
    const again = await fx.connect('rekey-dev', 'new-key-456');
    expect(again.connected).toBe(true);
    await again.endAsync();
  });

  it('lets a sub-device connect with its own key, speaking for itself only', async () => {
    const sub = await fx.connect('sub-1', 'key-sub-1-123');
    const ts = Date.now() - 30_000;
    await sub.publishAsync('ies/v1/sub-1/telemetry', sample(ts, { soc: 21 }), { qos: 1 });
    expect((await readSamples(fx.database.db, 'sub-1')).find((s) => s.ts === ts)?.values).toEqual({
      soc: 21,
    });
    const gone = closed(sub);
    sub.publish('ies/v1/gw-1/telemetry', sample(ts, { soc: 22 }), { qos: 1 });
    await gone;
    await fx.ingest.drain();
    expect((await readSamples(fx.database.db, 'gw-1')).some((s) => s.ts === ts)).toBe(false);
  });
});
