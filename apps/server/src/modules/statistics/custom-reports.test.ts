import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { type SubUser, subUserOf } from '../../test/stations/station-test-helpers';
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
 * Custom reports (B §3, §6): every field kept, validation with catalogue codes, runs equal to the
 * raw telemetry, shared reports read-only for sub-users and limited to their own stations,
 * disabled reports not run.
 */

let fx: StatisticsFixture;
let east: MeterSite;
let west: MeterSite;
let sub: SubUser;

beforeAll(async () => {
  fx = await statisticsFixture();
  east = await meterSite(fx, 8, 1);
  west = await meterSite(fx, -7, 2);
  sub = await subUserOf(fx.t.app, fx.m, ['report:view', 'report:create', 'report:update', 'report:delete']);
  await sub.grant([west.stationId]);
}, 300_000);
afterAll(async () => {
  await fx?.close();
});

function input(extra: Record<string, unknown> = {}) {
  return {
    name: `报表_${Math.random().toString(36).slice(2, 8)}`,
    dimension: 'station',
    cycle: 'day',
    points: ['import_kwh', 'grid_power'],
    method: 'diff',
    all_stations: true,
    station_ids: [],
    shared_user_ids: [],
    enabled: true,
    ...extra,
  };
}

/** The three fed local days of a site, as the run's period (wall-clock times). */
function period(tz: number) {
  const from = localMidnight(tz, 4);
  return `start_time=${localDate(tz, from)}T00:00:00Z&end_time=${localDate(tz, from + 3 * 24 * H)}T00:00:00Z`;
}

interface Run {
  labels: string[];
  points: Array<{
    point: string;
    overall: { total: number | null };
    rows: Array<{
      key: string;
      total: number | null;
      buckets: Array<{ label: string; value: number | null }>;
    }>;
  }>;
}

describe('custom reports', () => {
  it('keeps every field of B §3 and lists the report', async () => {
    const body = input({
      all_stations: false,
      station_ids: [east.stationId],
      shared_user_ids: [sub.id],
      cycle: 'month',
    });
    const res = await fx.m.call('POST', '/api/custom-reports', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...body, editable: true });
    const list = await fx.m.call('GET', `/api/custom-reports?name=${encodeURIComponent(body.name)}`);
    expect(list.json().list.map((r: { id: string }) => r.id)).toEqual([res.json().id]);
  });

  it('refuses bad fields with catalogue codes', async () => {
    expect(fieldCodes(await fx.m.call('POST', '/api/custom-reports', input({ points: [] })))).toMatchObject({
      points: 'iot-statistics.10001',
    });
    expect(
      fieldCodes(await fx.m.call('POST', '/api/custom-reports', input({ points: ['a', 'b', 'c', 'd'] }))),
    ).toMatchObject({ points: 'iot-statistics.10001' });
    expect(
      fieldCodes(
        await fx.m.call('POST', '/api/custom-reports', input({ all_stations: false, station_ids: [] })),
      ),
    ).toMatchObject({ station_ids: 'iot-statistics.10002' });
    expect(
      fieldCodes(
        await fx.m.call('POST', '/api/custom-reports', input({ shared_user_ids: [fx.m.manager.id] })),
      ),
    ).toMatchObject({ shared_user_ids: 'iot-statistics.10005' });
    expect(
      fieldCodes(await fx.m.call('POST', '/api/custom-reports', input({ cycle: 'week', name: 'a' }))),
    ).toMatchObject({
      cycle: 'iot-validation.10007',
      name: '10001',
    });
    const taken = input();
    await fx.m.call('POST', '/api/custom-reports', taken);
    expect(fieldCodes(await fx.m.call('POST', '/api/custom-reports', taken))).toMatchObject({
      name: 'iot-statistics.10006',
    });
  });

  it('runs the engine over the chosen period: each station and day equals the raw samples', async () => {
    const created = (await fx.m.call('POST', '/api/custom-reports', input())).json();
    const res = await fx.m.call('GET', `/api/custom-reports/${created.id}/run?${period(8)}`);
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json() as Run;
    const counter = run.points.find((p) => p.point === 'import_kwh')!;
    const row = counter.rows.find((r) => r.key === east.stationId)!;
    const from = localMidnight(8, 4);
    row.buckets.forEach((bucket, d) => {
      expect(round(bucket.value)).toBe(
        round(expected('diff', east.counter, from + d * 24 * H, from + (d + 1) * 24 * H, true)),
      );
    });
    expect(counter.rows.map((r) => r.key).sort()).toEqual([east.stationId, west.stationId].sort());
  });

  it('a shared report is read-only for the sub-user and shows only its own stations', async () => {
    const created = (
      await fx.m.call(
        'POST',
        '/api/custom-reports',
        input({ shared_user_ids: [sub.id], dimension: 'device' }),
      )
    ).json();
    const seen = await sub.as('GET', '/api/custom-reports');
    const mine = seen.json().list.find((r: { id: string }) => r.id === created.id);
    expect(mine).toMatchObject({ editable: false });
    const run = (await sub.as('GET', `/api/custom-reports/${created.id}/run?${period(-7)}`)).json() as Run;
    expect(run.points[0]!.rows.map((r) => r.key)).toEqual([west.meterId]);
    const put = await sub.as('PUT', `/api/custom-reports/${created.id}`, input());
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('iot-statistics.10004');
    expect((await sub.as('DELETE', `/api/custom-reports/${created.id}`)).statusCode).toBe(403);
    // A report not shared with it does not exist for it.
    const other = (await fx.m.call('POST', '/api/custom-reports', input())).json();
    expect((await sub.as('GET', `/api/custom-reports/${other.id}`)).statusCode).toBe(404);
  });

  it('a sub-user cannot designate a station outside its authority', async () => {
    const res = await sub.as(
      'POST',
      '/api/custom-reports',
      input({ all_stations: false, station_ids: [east.stationId] }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('a disabled report cannot be run; enabled again it can', async () => {
    const body = input({ enabled: false });
    const created = (await fx.m.call('POST', '/api/custom-reports', body)).json();
    const refused = await fx.m.call('GET', `/api/custom-reports/${created.id}/run?${period(8)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('iot-statistics.10003');
    await fx.m.call('PUT', `/api/custom-reports/${created.id}`, { ...body, enabled: true });
    expect((await fx.m.call('GET', `/api/custom-reports/${created.id}/run?${period(8)}`)).statusCode).toBe(
      200,
    );
    expect((await fx.m.call('DELETE', `/api/custom-reports/${created.id}`)).statusCode).toBe(204);
    expect((await fx.m.call('GET', `/api/custom-reports/${created.id}`)).statusCode).toBe(404);
  });
});
