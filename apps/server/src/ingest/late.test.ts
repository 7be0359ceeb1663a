import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';
import { createIngestFixture, type IngestFixture } from '../test/ingest/test-fixtures';

let fx: IngestFixture;

beforeAll(async () => {
  fx = await createIngestFixture([{ id: 'late-1', key: 'key-late-1-123' }], { lateAfterMs: 30_000 });
});

afterAll(async () => {
  await fx?.close();
});

const sample = (ts: number, soc: number) => Buffer.from(JSON.stringify({ ts, values: { soc } }));

describe(`late samples on ${testDatabaseKind()}`, () => {
  it('marks a sample late when it arrives long after its ts or behind a newer one, and health says ingest is up', async () => {
    const now = Date.now();
    // Kept back by an outage: received 60 s after it was taken, though the first of the device.
    await fx.ingest.uplink('late-1', 'telemetry', sample(now - 60_000, 1), now);
    // Live.
    await fx.ingest.uplink('late-1', 'telemetry', sample(now - 1000, 2), now);
    // Fresh, but older than the newest stored sample.
    await fx.ingest.uplink('late-1', 'telemetry', sample(now - 2000, 3), now);
    const rows = await readSamples(fx.database.db, 'late-1');
    expect(
      rows.map((r) => ({ soc: r.values.soc, late: r.late })).sort((a, b) => Number(a.soc) - Number(b.soc)),
    ).toEqual([
      { soc: 1, late: true },
      { soc: 2, late: false },
      { soc: 3, late: true },
    ]);
    expect(fx.ingest.health()).toEqual({ status: 'up', pendingSamples: 0 });
  });
});
