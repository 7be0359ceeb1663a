import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRollups, readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';
import { type BrokerFixture, createBrokerFixture } from '../test/ingest/test-fixtures';

let fx: BrokerFixture;

beforeAll(async () => {
  fx = await createBrokerFixture([
    { id: 'val-1', key: 'key-val-1-123' },
    { id: 'dup-1', key: 'key-dup-1-123' },
  ]);
});

afterAll(async () => {
  await fx?.close();
});

async function errorCounts(deviceId: string): Promise<Record<string, number>> {
  const rows = await fx.database.rows<{ reason: string; count: number }>(
    `select reason, count::int as count from device_ingest_errors where device_id = '${deviceId}'`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.count]));
}

describe(`ingest over MQTT on ${testDatabaseKind()}`, () => {
  it('counts malformed and out-of-range data per device and stores every valid point of the batch', async () => {
    const client = await fx.connect('val-1', 'key-val-1-123');
    const now = Date.now();
    const t = (i: number) => now - 60_000 + i * 1000;
    const batch = {
      samples: [
        // Fully valid, every type.
        {
          ts: t(0),
          seq: 1,
          values: { soc: 50.5, count: 3, mode: 'run', note: 'ok', cells: [3.2, 3.3], meta: { fw: '1.0' } },
        },
        // Valid points beside an out-of-range, a wrong-type, an unknown point and a bad enum.
        { ts: t(1), seq: 2, values: { soc: 120, active_power: -5.5, count: 1.5, nope: 1, mode: 'fly' } },
        // A string too long, an array where an object belongs; one valid point.
        { ts: t(2), values: { note: 'far too long', meta: [1], energy: 10 } },
        // Timestamp outside the window: the whole sample goes.
        { ts: now - 36 * 24 * 3600 * 1000, values: { soc: 1 } },
        { ts: now + 10 * 60 * 1000, values: { soc: 1 } },
        // No values object.
        { ts: t(3) },
        // Every value rejected: nothing stored for this ts.
        { ts: t(4), values: { soc: -1 } },
      ],
    };
    await client.publishAsync('ies/v1/val-1/telemetry', JSON.stringify(batch), { qos: 1 });
    await client.publishAsync('ies/v1/val-1/telemetry', '{"ts": 1, "values": ', { qos: 1 });
    await client.publishAsync(
      'ies/v1/val-1/telemetry',
      JSON.stringify({ samples: new Array(501).fill({}) }),
      {
        qos: 1,
      },
    );
    await client.publishAsync('ies/v1/val-1/telemetry', Buffer.alloc(256 * 1024 + 1, 32), { qos: 1 });
    // The connection survives rejected data.
    await client.publishAsync('ies/v1/val-1/telemetry', JSON.stringify({ ts: t(5), values: { soc: 60 } }), {
      qos: 1,
    });
    await fx.ingest.drain();

    const rows = await readSamples(fx.database.db, 'val-1');
    expect(rows.map((r) => [r.ts, r.seq, r.values])).toEqual([
      [t(0), 1, { soc: 50.5, count: 3, mode: 'run', note: 'ok', cells: [3.2, 3.3], meta: { fw: '1.0' } }],
      [t(1), 2, { active_power: -5.5 }],
      [t(2), null, { energy: 10 }],
      [t(5), null, { soc: 60 }],
    ]);
    expect(await errorCounts('val-1')).toEqual({
      out_of_range: 4, // soc 120, mode fly, note too long, soc -1
      wrong_type: 2, // count 1.5, meta [1]
      unknown_point: 1,
      ts_out_of_window: 2,
      malformed: 2, // sample without values, broken JSON
      batch_too_large: 1,
      payload_too_large: 1,
    });
    const logs = await fx.database.rows<{ code: string; point: string | null }>(
      "select code, data->>'point' as point from device_logs where device_id = 'val-1' and kind = 'ingest_error' order by id",
    );
    expect(logs).toHaveLength(13);
    expect(logs).toContainEqual({ code: 'unknown_point', point: 'nope' });
    expect(fx.ingest.latest('val-1')?.values).toMatchObject({ soc: 60, energy: 10, active_power: -5.5 });
    const [latest] = await fx.database.rows<{ v: Record<string, unknown> }>(
      "select values as v from device_latest where device_id = 'val-1'",
    );
    expect(latest?.v).toMatchObject({ soc: 60, energy: 10, active_power: -5.5, mode: 'run' });
    await client.endAsync();
  });

  it('stores a repeated (device, ts) once and counts it once in the rollups', async () => {
    const client = await fx.connect('dup-1', 'key-dup-1-123');
    const base = Date.now() - 3_600_000;
    const first = { ts: base, values: { soc: 10 } };
    await client.publishAsync('ies/v1/dup-1/telemetry', JSON.stringify(first), { qos: 1 });
    await client.publishAsync('ies/v1/dup-1/telemetry', JSON.stringify({ ts: base, values: { soc: 99 } }), {
      qos: 1,
    });
    await client.publishAsync(
      'ies/v1/dup-1/telemetry',
      JSON.stringify({
        samples: [first, { ts: base + 1000, values: { soc: 20 } }, { ts: base + 1000, values: { soc: 30 } }],
      }),
      { qos: 1 },
    );
    await fx.ingest.drain();
    const rows = await readSamples(fx.database.db, 'dup-1');
    expect(rows.map((r) => [r.ts, r.values])).toEqual([
      [base, { soc: 10 }],
      [base + 1000, { soc: 20 }],
    ]);
    const rollups = await readRollups(fx.database.db, '1h', 'dup-1', 'soc');
    expect(rollups.map((r) => [r.stats.count, r.stats.sum])).toEqual([[2, 30]]);
    await client.endAsync();
  });
});
