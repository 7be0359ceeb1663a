import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StationRevenueDayRow, stationRevenueDays } from '../../db/schema';
import { IngestService } from '../../ingest/ingest.service';
import { ManualClock } from '../../test/manual-clock';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { localDateOf } from '../prices/prices.service';

/*
 * A day is priced from the 5-minute rollups, which ingest writes after the samples' commit (under
 * a backfill's load, long after). A day computed in that gap was stored as zeros and stayed so
 * (the demo's fresh stations showed empty days): the rollups' write marks the day, and only it
 * (ingest's flush, or its sweep rebuilding the batches of a process that died before its flush).
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const clock = new ManualClock();
const bench = useRevenueBench({ appIngest: true, clock });

const storedDay = async (stationId: string, date: string): Promise<StationRevenueDayRow | undefined> =>
  (
    await bench.database.db
      .select()
      .from(stationRevenueDays)
      .where(eq(stationRevenueDays.stationId, stationId))
  ).find((row) => row.date === date);

/** A station with a flat 1/kWh tariff and one PCS whose day before `day` is in and rolled up. */
async function flatStation() {
  const station = await createStation(bench.m.call, { tz_offset_hours: 0, price_per_kwh: 1 });
  const [pcs] = await createDevices(bench.m.call, 'ES_PCS', 1);
  expect((await bind(bench.m, station.id, [pcs!])).statusCode).toBe(200);
  const flat = await createTemplate(
    bench.m.call,
    bench.m.tenant.id,
    {},
    { periods: [period('flat', '00:00', '23:59', 1)] },
  );
  const tariff = await bench.m.call('POST', `/api/stations/${station.id}/tariffs`, {
    template_id: flat.id,
    effective_from: '2020-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);

  // Two days ago, 10:00 to 12:00 UTC: 2 kWh discharged every 5 minutes.
  const day = localDateOf(new Date(Date.now() - 2 * 24 * HOUR), 0);
  const from = Date.parse(`${day}T10:00:00Z`);
  const samples = Array.from({ length: 25 }, (_, i) => ({
    ts: from + i * STEP,
    values: { charge_kwh: 10, discharge_kwh: 100 + 2 * i },
  }));
  // The day before is in, rolled up: the station's first data is known, so the sweep prices days.
  await bench.send(pcs!, [
    { ts: from - 24 * HOUR, values: { charge_kwh: 10, discharge_kwh: 100 } },
    { ts: from - 24 * HOUR + STEP, values: { charge_kwh: 10, discharge_kwh: 100 } },
  ]);
  await bench.engine.settled();
  return { station, pcs: pcs!, day, samples };
}

/** The day is marked; past the lag, the sweep prices it at 24 × 2 kWh and clears the mark. */
async function expectMarkedThenPriced(stationId: string, day: string): Promise<void> {
  expect((await storedDay(stationId, day))?.dirtyAt).not.toBeNull();
  clock.advance(2 * 60_000);
  await bench.engine.sweep();
  const priced = await storedDay(stationId, day);
  expect(priced?.dirtyAt).toBeNull();
  expect(priced?.total).toBeCloseTo(48, 6);
}

describe(`revenue days follow the rollups' write on ${testDatabaseKind()}`, () => {
  it('prices again a day computed between the samples and their rollups', async () => {
    const { pcs, station, day, samples } = await flatStation();
    const committed = new Promise<void>((resolve) => bench.ingest.events.once('samples', () => resolve()));
    await bench.ingest.uplink(pcs, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
    await committed;
    await bench.engine.settled();
    // The commit marks nothing: only the rollups' write does (a day is marked once).
    expect((await storedDay(station.id, day))?.dirtyAt ?? null).toBeNull();

    // Past the lag, the sweep prices the day before ingest wrote its rollups: nothing yet.
    clock.advance(2 * 60_000);
    await bench.engine.sweep();
    const early = await storedDay(station.id, day);
    expect(early?.dirtyAt).toBeNull();
    expect(early?.total ?? 0).toBe(0);

    // The rollups are written: the day is marked, and the next sweep prices 24 × 2 kWh.
    await bench.ingest.drain();
    await bench.engine.settled();
    await expectMarkedThenPriced(station.id, day);
  });

  it('prices again a day whose abandoned batch the ingest sweep rebuilt', async () => {
    const { pcs, station, day, samples } = await flatStation();
    clock.advance(2 * 60_000);
    await bench.engine.sweep();
    expect((await storedDay(station.id, day))?.dirtyAt ?? null).toBeNull();

    // Another process commits the samples and dies before its rollup flush.
    const doomed = new IngestService(bench.database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR });
    await doomed.uplink(pcs, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
    await bench.engine.settled();
    expect((await storedDay(station.id, day))?.dirtyAt ?? null).toBeNull();

    // The live process's sweep rebuilds the batch's rollups: that write marks the day.
    expect(await bench.ingest.sweep(0)).toBeGreaterThan(0);
    await bench.engine.settled();
    await expectMarkedThenPriced(station.id, day);
  });
});
