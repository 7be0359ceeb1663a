import {
  DEVICE_LOG_BATCH_MAX,
  DEVICE_LOG_ENTRY_MAX_BYTES,
  DEVICE_LOG_RATE_PER_MINUTE,
  TELEMETRY_TS_PAST_MS,
} from '@ies/contracts';
import type mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';
import { type BrokerFixture, createBrokerFixture } from '../test/ingest/test-fixtures';

// Events and logs from real MQTT devices through the embedded broker (docs/device-protocol.md §4).

let fx: BrokerFixture;
const serverLog: string[] = [];
const DEVICES = ['ev-rules', 'log-rules', 'size-1', 'rate-logs', 'rate-events'];

beforeAll(async () => {
  fx = await createBrokerFixture(
    DEVICES.map((id) => ({ id, key: `key-${id}-123` })),
    { log: (level, message) => serverLog.push(`${level} ${message}`) },
  );
});

afterAll(async () => {
  await fx?.close();
});

const clients = new Map<string, mqtt.MqttClient>();
async function device(id: string): Promise<mqtt.MqttClient> {
  let client = clients.get(id);
  if (!client) {
    client = await fx.connect(id, `key-${id}-123`);
    clients.set(id, client);
  }
  return client;
}

/** Publishes at QoS 1: the PUBACK comes once what is valid is committed. */
async function send(id: string, kind: 'events' | 'logs' | 'telemetry', body: unknown): Promise<void> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  await (await device(id)).publishAsync(`ies/v1/${id}/${kind}`, payload, { qos: 1 });
}

async function stored(id: string, kind: 'event' | 'log') {
  return fx.database.rows<{ ts: string; level: string | null; code: string | null; message: string | null }>(
    `select (extract(epoch from ts) * 1000)::bigint::text as ts, level, code, message
       from device_logs where device_id = '${id}' and kind = '${kind}' order by id`,
  );
}

async function rejected(id: string): Promise<Record<string, number>> {
  await fx.ingest.drain();
  const rows = await fx.database.rows<{ reason: string; count: number }>(
    `select reason, count::int as count from device_ingest_errors where device_id = '${id}'`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.count]));
}

/** A log entry of exactly `bytes` bytes as compact JSON. */
function logOfSize(bytes: number, ts: number): string {
  const base = JSON.stringify({ ts, level: 'info', message: '' }).length;
  const text = JSON.stringify({ ts, level: 'info', message: 'x'.repeat(bytes - base) });
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

describe(`device events and logs with rules on ${testDatabaseKind()}`, () => {
  it('stores only events its type declares, with a defined level and a ts in the window; counts the rest', async () => {
    const now = Date.now();
    await send('ev-rules', 'events', {
      events: [
        { ts: now - 3000, type: 'door_open', data: { door: 2 } },
        { ts: now - 2000, type: 'pcs_fault', level: 'info', data: { state: 'cleared' } },
        { ts: now - 1000, level: 'fault' },
        { ts: now - 1000, type: 'pcs_fault', level: 'catastrophic' },
        { ts: now - 1000, type: 'meteor_strike', level: 'fault' },
        { ts: 1000, type: 'door_open' },
        { ts: now + 10 * 60_000, type: 'door_open' },
        { ts: now - 1000, type: 'door_open', data: [1, 2] },
        'not an event',
      ],
    });
    // One event alone, without ts: the receive time.
    await send('ev-rules', 'events', { type: 'pcs_fault' });
    const events = await stored('ev-rules', 'event');
    expect(events.map((e) => [e.code, e.level])).toEqual([
      // Without a level an event has the one its type declares.
      ['door_open', 'warning'],
      ['pcs_fault', 'info'],
      ['pcs_fault', 'fault'],
    ]);
    expect(events.map((e) => Number(e.ts)).slice(0, 2)).toEqual([now - 3000, now - 2000]);
    expect(Number(events[2]!.ts)).toBeGreaterThanOrEqual(now);
    expect(await rejected('ev-rules')).toEqual({
      malformed: 3,
      unknown_level: 1,
      unknown_event: 1,
      ts_out_of_window: 2,
    });
    // Refused events are written to the device's log like refused telemetry.
    const errors = await fx.database.rows<{ code: string }>(
      "select code from device_logs where device_id = 'ev-rules' and kind = 'ingest_error' order by id",
    );
    expect(errors.map((e) => e.code).sort()).toEqual(
      [
        'malformed',
        'malformed',
        'malformed',
        'ts_out_of_window',
        'ts_out_of_window',
        'unknown_event',
        'unknown_level',
      ].sort(),
    );
  });

  it('stores logs with a defined level and a ts in the window; an unknown level or ts=1000 is refused', async () => {
    const now = Date.now();
    await send('log-rules', 'logs', {
      logs: [
        { ts: now - 2000, level: 'warn', message: 'fan slow', data: { rpm: 800 } },
        { ts: now - 1000, message: 'no level' },
        { ts: now - 1000, level: 'catastrophic', message: 'x' },
        { ts: 1000, level: 'info', message: 'clock not set' },
        { ts: now - TELEMETRY_TS_PAST_MS - 60_000, level: 'info', message: 'too old' },
        { ts: now - 1000, level: 'info', message: 42 },
      ],
    });
    const logs = await stored('log-rules', 'log');
    expect(logs.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'fan slow'],
      [null, 'no level'],
    ]);
    expect(await rejected('log-rules')).toEqual({ unknown_level: 1, ts_out_of_window: 2, malformed: 1 });
  });

  it(`caps an entry at ${DEVICE_LOG_ENTRY_MAX_BYTES} bytes and a message at ${DEVICE_LOG_BATCH_MAX} entries`, async () => {
    const ts = Date.now() - 1000;
    await send('size-1', 'logs', logOfSize(DEVICE_LOG_ENTRY_MAX_BYTES, ts));
    await send('size-1', 'logs', logOfSize(DEVICE_LOG_ENTRY_MAX_BYTES + 1, ts + 1));
    const kept = await stored('size-1', 'log');
    // Kept whole, not cut.
    expect(kept.map((l) => l.message?.length)).toEqual([
      DEVICE_LOG_ENTRY_MAX_BYTES - JSON.stringify({ ts, level: 'info', message: '' }).length,
    ]);
    await send('size-1', 'logs', { logs: new Array(DEVICE_LOG_BATCH_MAX + 1).fill({ message: 'm' }) });
    expect(await stored('size-1', 'log')).toHaveLength(1);
    expect(await rejected('size-1')).toEqual({ entry_too_large: 1, batch_too_large: 1 });
  });

  it("drops logs above the device's rate with a counter and one server log line; its telemetry and events go on", async () => {
    const id = 'rate-logs';
    const cap = DEVICE_LOG_RATE_PER_MINUTE.logs;
    const entry = (i: number) => ({ level: 'info', message: `line ${i}` });
    let n = 0;
    const batch = (size: number) => ({ logs: Array.from({ length: size }, () => entry(n++)) });
    // Up to the cap, in batches and alone: all stored.
    while (n < cap - 1) await send(id, 'logs', batch(Math.min(DEVICE_LOG_BATCH_MAX, cap - 1 - n)));
    await send(id, 'logs', entry(n++));
    expect(await stored(id, 'log')).toHaveLength(cap);
    expect(await rejected(id)).toEqual({});
    // One more: dropped and counted; then a flood of them.
    await send(id, 'logs', entry(n++));
    expect(await stored(id, 'log')).toHaveLength(cap);
    for (let i = 0; i < 3; i++) await send(id, 'logs', batch(DEVICE_LOG_BATCH_MAX));
    expect(await stored(id, 'log')).toHaveLength(cap);
    expect(await rejected(id)).toEqual({ rate_limited: 1 + 3 * DEVICE_LOG_BATCH_MAX });
    expect(serverLog.filter((line) => line.includes(id))).toEqual([
      `warn device ${id} sends logs above ${cap} a minute; the excess is dropped`,
    ]);
    const marks = await fx.database.rows<{ code: string }>(
      `select code from device_logs where device_id = '${id}' and kind = 'ingest_error'`,
    );
    expect(marks.map((m) => m.code)).toEqual(['rate_limited']);

    // Telemetry and events of the same device are not capped with its logs.
    const ts = Date.now() - 500;
    await send(id, 'telemetry', { ts, values: { soc: 61.5 } });
    expect((await readSamples(fx.database.db, id)).map((s) => [s.ts, s.values])).toEqual([
      [ts, { soc: 61.5 }],
    ]);
    await send(id, 'events', { type: 'door_open' });
    expect(await stored(id, 'event')).toHaveLength(1);
  });

  it('drops events above the rate: the last one within it is stored, the next one not', async () => {
    const id = 'rate-events';
    const cap = DEVICE_LOG_RATE_PER_MINUTE.events;
    await send(id, 'events', { events: new Array(cap - 1).fill({ type: 'door_open' }) });
    await send(id, 'events', { type: 'pcs_fault' });
    expect(await stored(id, 'event')).toHaveLength(cap);
    await send(id, 'events', { type: 'pcs_fault' });
    expect(await stored(id, 'event')).toHaveLength(cap);
    expect(await rejected(id)).toEqual({ rate_limited: 1 });
    expect(serverLog.filter((line) => line.includes(id))).toHaveLength(1);
  });
});
