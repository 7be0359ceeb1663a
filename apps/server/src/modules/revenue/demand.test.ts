import type { StationDemand } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { useRevenueBench } from '../../test/revenue/revenue-test-bench';
import { createTemplate } from '../../test/prices/prices-test-helpers';
import { localDateOf } from '../prices/prices.service';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
} from '../../test/stations/station-test-helpers';

/*
 * Demand charges (issue 14 item 4): the month's highest 15-minute average import with and without
 * the battery, and the demand-charge saving at the tariff's rate, from real ingest and rollups.
 */

const HOUR = 3_600_000;
const STEP = 5 * 60_000;
const TZ = 8;

const t = useRevenueBench();

const { send } = t;

describe(`demand charges on ${testDatabaseKind()}`, () => {
  it("reports the month's peak import with and without the battery and the saving at the tariff's rate", async () => {
    const station = await createStation(t.m.call, { tz_offset_hours: TZ });
    const pcs = (await createDevices(t.m.call, 'ES_PCS', 1))[0]!;
    const meter = (await createDevices(t.m.call, 'GRID_METER', 1))[0]!;
    expect((await bind(t.m, station.id, [pcs, meter])).statusCode).toBe(200);
    const url = `/api/stations/${station.id}/demand`;

    // One local day two days ago: 12 kW all day; 10:00–10:15 the site draws 180 kW, of which the
    // battery gives 60 kW, so the grid sees 120 kW (a 15-minute average).
    const date = localDateOf(new Date(Date.now() - 2 * 24 * HOUR), TZ);
    const month = date.slice(0, 7);
    const start = Date.parse(`${date}T00:00:00Z`) - TZ * HOUR;
    const counters = { imp: 500, charge: 10, discharge: 20 };
    const pcsSamples = [];
    const meterSamples = [];
    for (let ts = start - 2 * STEP; ts <= start + 24 * HOUR + 2 * STEP; ts += STEP) {
      const closes = ts - STEP; // the interval this reading closes
      const inPeak = closes >= start + 10 * HOUR && closes < start + 10 * HOUR + 15 * 60_000;
      counters.imp += inPeak ? 10 : 1;
      if (inPeak) counters.discharge += 5;
      pcsSamples.push({ ts, values: { charge_kwh: counters.charge, discharge_kwh: counters.discharge } });
      meterSamples.push({ ts, values: { import_kwh: counters.imp, export_kwh: 0 } });
    }
    await send(pcs, pcsSamples);
    await send(meter, meterSamples);
    await t.ingest.drain();

    // Without a tariff: the peaks, no rate, no saving.
    const flat = await t.m.call('GET', `${url}?month=${month}`);
    expect(flat.statusCode, flat.body).toBe(200);
    expect(flat.json()).toMatchObject({
      month,
      demand_charge_per_kw: null,
      peak_import_kw: 120,
      peak_date: date,
      peak_import_without_battery_kw: 180,
      demand_charge: 0,
      saving: 0,
    });

    const template = await createTemplate(t.m.call, t.m.tenant.id, {}, { demand_charge_per_kw: 30 });
    const tariff = await t.m.call('POST', `/api/stations/${station.id}/tariffs`, {
      template_id: template.id,
      effective_from: '2020-01-01',
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    const res = await t.m.call('GET', `${url}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const demand = res.json() as StationDemand;
    expect(demand).toMatchObject({
      demand_charge_per_kw: 30,
      peak_import_kw: 120,
      peak_import_without_battery_kw: 180,
      demand_charge: 3600,
      saving: 1800,
    });
    expect(demand.days).toBeGreaterThanOrEqual(Number(date.slice(8)));

    // Another month has no data; the default month is the current one at the station.
    const before = await t.m.call('GET', `${url}?month=2020-02`);
    expect(before.json()).toMatchObject({ days: 29, peak_import_kw: 0, peak_date: null, saving: 0 });
    const current = await t.m.call('GET', url);
    expect(current.json().month).toBe(localDateOf(new Date(), TZ).slice(0, 7));

    const bad = await t.m.call('GET', `${url}?month=2025-13`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields[0]).toMatchObject({ field: 'month', code: 'iot-validation.10016' });
    const other = await signedInMerchant(t.app, t.database.db);
    expect((await other.call('GET', url)).statusCode).toBe(404);
  }, 120_000);
});
