import type { StationOverview } from '@ies/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stationRevenueDays } from '../../db/schema';
import { ManualClock } from '../../test/manual-clock';
import { testDatabaseKind } from '../../test/test-database';
import { localDateOf } from '../prices/prices.service';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';
import { sendSamples, useRevenueBench } from '../../test/revenue/revenue-test-bench';

/*
 * Today's income on the home page and the overview while the fleet reports: samples mark the open
 * day dirty all day long, so a reader gets the stored figure while it is at most a minute old,
 * gets it and starts a new computation when it is older, and waits for one only when it is over
 * ten minutes old (or missing).
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const clock = new ManualClock();
// A zone where it is about noon now: ten minutes on, it is still the same local day.
const TZ = ((12 - new Date().getUTCHours() + 36) % 24) - 12;

const bench = useRevenueBench({ appIngest: true, clock });

describe(`today's income while samples arrive on ${testDatabaseKind()}`, () => {
  it('answers the stored figure up to a minute old, refreshes it behind older answers, waits only past ten minutes', async () => {
    const { m, ingest, engine, database } = bench;
    const station = await createStation(m.call, { tz_offset_hours: TZ, price_per_kwh: 0.5 });
    const [pcs] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, station.id, [pcs!])).statusCode).toBe(200);
    const now = clock.now().getTime();
    const midnight = Math.floor((now + TZ * HOUR) / 86_400_000) * 86_400_000 - TZ * HOUR;
    let discharge = 100;
    const samples = [];
    for (let ts = midnight; ts <= now; ts += STEP) {
      discharge += 2;
      samples.push({ ts, values: { discharge_kwh: discharge } });
    }
    await sendSamples(ingest, pcs!, samples);
    const income = async () => {
      const res = await m.call('GET', `/api/stations/${station.id}/overview`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as StationOverview).today_income;
    };
    const stored = async () => {
      const rows = await database.db
        .select()
        .from(stationRevenueDays)
        .where(eq(stationRevenueDays.stationId, station.id));
      return rows.find((r) => r.date === localDateOf(clock.now(), TZ))!;
    };
    const more = async (kwh: number) => {
      discharge += kwh;
      await sendSamples(ingest, pcs!, [{ ts: clock.now().getTime(), values: { discharge_kwh: discharge } }]);
      await engine.flushArrived();
      expect((await stored()).dirtyAt).not.toBeNull();
    };

    // Missing: computed before the answer, and stored.
    const first = await income();
    expect(first).toBeCloseTo((await stored()).figures.total!, 6);
    expect(first).not.toBe(0);

    // New samples within the minute: the stored figure answers, nothing is computed.
    const computedAt = (await stored()).computedAt.getTime();
    await more(40);
    expect(await income()).toBe(first);
    await engine.settled();
    expect((await stored()).computedAt.getTime()).toBe(computedAt);

    // A minute on: the stored figure still answers, and a new computation runs behind it.
    clock.advance(61_000);
    expect(await income()).toBe(first);
    await engine.settled();
    const refreshed = (await stored()).figures.total!;
    expect(refreshed).not.toBeCloseTo(first, 6);
    expect(await income()).toBeCloseTo(refreshed, 6);

    // Over ten minutes old: the reader waits for the new figure.
    await more(40);
    clock.advance(11 * 60_000);
    const waited = await income();
    expect(waited).not.toBeCloseTo(refreshed, 6);
    expect(waited).toBeCloseTo((await stored()).figures.total!, 6);
  });
});
