import type { DayRevenue } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate, period } from '../../test/prices/prices-test-helpers';
import { bind, createDevices, createStation } from '../../test/stations/station-test-helpers';
import { localDateOf } from '../prices/prices.service';

/*
 * Issue 29: a station with an IANA zone has its revenue days and price bands in that zone. Kolkata
 * (UTC+5:30) has no whole-hour offset: its day starts at 18:30 UTC, and its stored whole-hour
 * offset (6) would put every day and band half an hour off. Daylight-saving days are covered by
 * revenue-zone.test.ts (a past change day cannot be sent here: devices' timestamps must be recent).
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const ZONE = 'Asia/Kolkata';

const t = useRevenueBench();

describe(`revenue in a station's IANA zone on ${testDatabaseKind()}`, () => {
  it('counts the local day from 00:00 IST and prices each interval at its local band', async () => {
    const station = await createStation(t.m.call, { time_zone: ZONE, price_per_kwh: 0.7 });
    expect(station.tz_offset_hours).toBe(6);
    const [pcs] = await createDevices(t.m.call, 'ES_PCS', 1);
    expect((await bind(t.m, station.id, [pcs!])).statusCode).toBe(200);
    const template = await createTemplate(
      t.m.call,
      t.m.tenant.id,
      {},
      { periods: [period('valley', '00:00', '12:00', 0.2), period('peak', '12:00', '23:59', 1)] },
    );
    const tariff = await t.m.call('POST', `/api/stations/${station.id}/tariffs`, {
      template_id: template.id,
      effective_from: '2020-01-01',
    });
    expect(tariff.statusCode, tariff.body).toBe(201);

    // Two days ago in Kolkata, with an hour either side; 1 kWh discharged per 5 minutes.
    const day = localDateOf(new Date(Date.now() - 2 * 24 * HOUR), { timeZone: ZONE, tzOffsetHours: 6 });
    const midnight = Date.parse(`${day}T00:00:00Z`) - 5.5 * HOUR;
    let discharge = 1000;
    const samples = [];
    for (let ts = midnight - HOUR; ts <= midnight + 25 * HOUR; ts += STEP) {
      samples.push({ ts, values: { discharge_kwh: discharge } });
      discharge += 1;
    }
    await t.send(pcs!, samples, 50);
    await t.ingest.drain();

    const res = await t.m.call('GET', `/api/stations/${station.id}/revenue?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const revenue = res.json() as DayRevenue;
    // 288 intervals start inside the local day: 144 before local noon (valley), 144 after (peak).
    expect(revenue.bands.valley.discharge_kwh).toBeCloseTo(144, 6);
    expect(revenue.bands.peak.discharge_kwh).toBeCloseTo(144, 6);
    expect(revenue.arbitrage).toBeCloseTo(144 * 0.2 + 144 * 1, 6);
  });
});
