import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';
import {
  expected,
  H,
  localDate,
  localMidnight,
  type MeterSite,
  meterSite,
  round,
  type StatisticsFixture,
  statisticsFixture,
} from '../../test/statistics/statistics-fixture';

/*
 * enhance-statistics (B §7) against the database: telemetry goes through the real ingest service
 * and every figure is recomputed here from the samples sent, by the definitions of
 * docs/statistics.md. Stations at UTC+8 and UTC−7: their local days cross UTC midnight.
 */

let fx: StatisticsFixture;
let east: MeterSite;
let west: MeterSite;

beforeAll(async () => {
  fx = await statisticsFixture();
  east = await meterSite(fx, 8, 1);
  west = await meterSite(fx, -7, 2);
}, 300_000);
afterAll(async () => {
  await fx?.close();
});

const url = () => `/api/out-wrapper/group/tenants/${fx.m.tenant.id}/enhance-statistics`;
const offset = (tz: number) => `${tz < 0 ? '-' : '+'}${String(Math.abs(tz)).padStart(2, '0')}:00`;

/** The site's 3 fed local days (and the empty day after), as the spec's call fields. */
function daysBody(site: MeterSite, extra: Record<string, unknown>) {
  const from = localMidnight(site.tz, 4);
  return {
    group_id: site.stationId,
    info_model_id: 'Industry_ES',
    period: 'day',
    start_time: `${localDate(site.tz, from)}T00:00:00${offset(site.tz)}`,
    end_time: `${localDate(site.tz, from + 4 * 24 * H)}T00:00:00${offset(site.tz)}`,
    ...extra,
  };
}

interface Answer {
  total: number | null;
  buckets: Array<{
    label: string;
    start: string;
    value: number | null;
    base_value: number | null;
    change_rate: number | null;
  }>;
  groups: Array<{ group_id: string; total: number | null }>;
}

describe('enhance-statistics', () => {
  for (const method of ['sum', 'avg', 'max', 'min', 'diff', 'last'] as const) {
    it(`${method}: each local day equals the definition over the raw samples, at UTC+8 and UTC−7`, async () => {
      for (const site of [east, west]) {
        for (const property of ['import_kwh', 'grid_power'] as const) {
          const res = await fx.m.call('POST', url(), daysBody(site, { agg_fun: method, property }));
          expect(res.statusCode, res.body).toBe(200);
          const answer = res.json() as Answer;
          const samples = property === 'import_kwh' ? site.counter : site.gauge;
          const cumulative = property === 'import_kwh';
          const from = localMidnight(site.tz, 4);
          expect(answer.buckets.map((b) => b.label)).toEqual(
            [0, 1, 2, 3].map((d) => localDate(site.tz, from + d * 24 * H)),
          );
          answer.buckets.forEach((bucket, d) => {
            const start = from + d * 24 * H;
            expect(Date.parse(bucket.start)).toBe(start);
            expect(round(bucket.value), `${site.tz} ${property} day ${d}`).toBe(
              round(expected(method, samples, start, start + 24 * H, cumulative)),
            );
          });
          expect(round(answer.total)).toBe(
            round(expected(method, samples, from, from + 4 * 24 * H, cumulative)),
          );
        }
      }
    });
  }

  it('by hour: the hour buckets of a local day equal the raw samples', async () => {
    const from = localMidnight(west.tz, 3);
    const res = await fx.m.call('POST', url(), {
      ...daysBody(west, { agg_fun: 'diff', property: 'import_kwh', period: 'hour' }),
      start_time: `${localDate(west.tz, from)}T00:00:00-07:00`,
      end_time: `${localDate(west.tz, from + 24 * H)}T00:00:00-07:00`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.buckets).toHaveLength(24);
    answer.buckets.forEach((bucket, h) => {
      const start = from + h * H;
      expect(round(bucket.value)).toBe(round(expected('diff', west.counter, start, start + H, true)));
    });
  });

  it('by week, month and year: a bucket of many rollup buckets equals the raw samples', async () => {
    // Each such bucket folds several day rollups in the database, a reset and a gap among them.
    for (const site of [east, west]) {
      for (const method of ['sum', 'avg', 'max', 'min', 'diff', 'last'] as const) {
        for (const period of ['week', 'month', 'year'] as const) {
          const res = await fx.m.call(
            'POST',
            url(),
            daysBody(site, { agg_fun: method, property: 'import_kwh', period }),
          );
          expect(res.statusCode, res.body).toBe(200);
          const answer = res.json() as Answer;
          const ends = [...answer.buckets.slice(1).map((b) => Date.parse(b.start)), Infinity];
          answer.buckets.forEach((bucket, i) => {
            const start = Date.parse(bucket.start);
            const end = i === answer.buckets.length - 1 ? start + 400 * 24 * H : ends[i]!;
            expect(round(bucket.value), `${site.tz} ${method} ${period} ${bucket.label}`).toBe(
              round(expected(method, site.counter, start, end, true)),
            );
          });
        }
      }
    }
  });

  it('compares with a base period bucket by bucket and in total', async () => {
    const base = localMidnight(east.tz, 4);
    const res = await fx.m.call(
      'POST',
      url(),
      daysBody(east, {
        agg_fun: 'diff',
        property: 'import_kwh',
        start_time: `${localDate(east.tz, base + 24 * H)}T00:00:00+08:00`,
        end_time: `${localDate(east.tz, base + 3 * 24 * H)}T00:00:00+08:00`,
        base_start_time: `${localDate(east.tz, base)}T00:00:00+08:00`,
        base_end_time: `${localDate(east.tz, base + 2 * 24 * H)}T00:00:00+08:00`,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    answer.buckets.forEach((bucket, d) => {
      const value = expected('diff', east.counter, base + (d + 1) * 24 * H, base + (d + 2) * 24 * H, true)!;
      const baseValue = expected('diff', east.counter, base + d * 24 * H, base + (d + 1) * 24 * H, true)!;
      expect(round(bucket.base_value)).toBe(round(baseValue));
      expect(round(bucket.change_rate)).toBe(round(((value - baseValue) / Math.abs(baseValue)) * 100));
    });
  });

  it('without a station: every station the caller sees; a sub-user only those within its authority', async () => {
    const body = { ...daysBody(east, { agg_fun: 'max', property: 'grid_power' }), group_id: undefined };
    const all = (await fx.m.call('POST', url(), body)).json() as Answer;
    expect(all.groups.map((g) => g.group_id).sort()).toEqual([east.stationId, west.stationId].sort());
    const sub = await subUserOf(fx.t.app, fx.m, ['report:view', 'station:view']);
    await sub.grant([west.stationId]);
    const res = await sub.as('POST', url(), body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Answer).groups.map((g) => g.group_id)).toEqual([west.stationId]);
    const refused = await sub.as('POST', url(), { ...body, group_id: east.stationId });
    expect(refused.statusCode).toBe(404);
  });

  it("refuses a foreign tenant's device and station, and another tenant in the path", async () => {
    const other = await signedInMerchant(fx.t.app, fx.t.database.db);
    const station = await createStation(other.call);
    const [device] = await createDevices(other.call, 'GRID_METER', 1);
    await bind(other, station.id, [device!]);
    const body = daysBody(east, { agg_fun: 'sum', property: 'import_kwh', group_id: undefined });
    expect((await fx.m.call('POST', url(), { ...body, things_id: [device] })).statusCode).toBe(404);
    expect((await fx.m.call('POST', url(), { ...body, group_id: station.id })).statusCode).toBe(404);
    const foreignPath = `/api/out-wrapper/group/tenants/${other.tenant.id}/enhance-statistics`;
    expect((await fx.m.call('POST', foreignPath, body)).statusCode).toBe(404);
  });

  it('narrows to the named devices and sorts stations by total', async () => {
    const body = { ...daysBody(east, { agg_fun: 'sum', property: 'import_kwh' }), group_id: undefined };
    const one = (await fx.m.call('POST', url(), { ...body, things_id: west.meterId })).json() as Answer;
    expect(one.groups.map((g) => g.group_id)).toEqual([west.stationId]);
    const desc = (await fx.m.call('POST', url(), { ...body, agg_sort: 'desc' })).json() as Answer;
    const totals = desc.groups.map((g) => g.total ?? -Infinity);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('answers field errors with catalogue codes', async () => {
    const body = daysBody(east, { agg_fun: 'median', property: 'import_kwh', condition: 'a"b' });
    const codes = fieldCodes(await fx.m.call('POST', url(), { ...body, end_time: body.start_time }));
    expect(codes).toMatchObject({
      agg_fun: 'iot-validation.10007',
      condition: 'iot-validation.10010',
    });
    const good = daysBody(east, { agg_fun: 'sum', property: 'import_kwh' });
    expect(fieldCodes(await fx.m.call('POST', url(), { ...good, end_time: good.start_time }))).toEqual({
      end_time: 'iot-validation.10008',
    });
  });
  it('a late sample in a closed day is in the next answer (kept parts are dropped)', async () => {
    const late = await meterSite(fx, 8, 3);
    const ask = async () => {
      const body = daysBody(late, { agg_fun: 'max', property: 'grid_power' });
      const res = await fx.m.call('POST', url(), body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Answer).buckets[0]!.value;
    };
    const start = localMidnight(late.tz, 4);
    expect(await ask()).toBe(expected('max', late.gauge, start, start + 24 * H, false));
    const at = start + 7 * 60_000;
    const samples = [{ ts: at, values: { grid_power: 999 } }];
    await fx.ingest.uplink(late.meterId, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
    await fx.ingest.drain();
    expect(await ask()).toBe(999);
  });
  it('at a half-hour zone, read from one-sample 5-minute rollups: each local day equals the raw samples', async () => {
    const india = await meterSite(fx, 5, 4, { time_zone: 'Asia/Kolkata' });
    const from = localMidnight(5, 4);
    for (const method of ['sum', 'avg', 'max', 'min', 'diff', 'last'] as const) {
      for (const property of ['import_kwh', 'grid_power'] as const) {
        const res = await fx.m.call('POST', url(), {
          ...daysBody(india, { agg_fun: method, property }),
          start_time: `${localDate(5, from)}T00:00:00+05:30`,
          end_time: `${localDate(5, from + 4 * 24 * H)}T00:00:00+05:30`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json() as Answer;
        expect(answer.buckets).toHaveLength(4);
        const samples = property === 'import_kwh' ? india.counter : india.gauge;
        for (const bucket of answer.buckets) {
          const start = Date.parse(bucket.start);
          expect(start % H).toBe(H / 2);
          expect(round(bucket.value), `${method} ${property} ${bucket.label}`).toBe(
            round(expected(method, samples, start, start + 24 * H, property === 'import_kwh')),
          );
        }
      }
    }
  });
});
