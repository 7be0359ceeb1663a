import { describe, expect, it } from 'vitest';
import { offsetAt } from '../../platform/time/local-calendar';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes, useMerchant } from '../../test/devices/device-test-helpers';
import { createStation, stationInput } from '../../test/stations/station-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

describe(`station time zone on ${testDatabaseKind()}`, () => {
  it('keeps an IANA zone, derives the whole-hour offset from it, and reports buckets in it', async () => {
    const station = await createStation(m.call, { time_zone: 'America/Los_Angeles', tz_offset_hours: 8 });
    const offset = offsetAt({ timeZone: 'America/Los_Angeles', offsetMinutes: 0 }, Date.now()) / 60;
    expect(station.time_zone).toBe('America/Los_Angeles');
    expect(station.tz_offset_hours).toBe(offset);

    const edited = await m.call('PUT', `/api/stations/${station.id}`, { time_zone: 'Asia/Kolkata' });
    expect(edited.statusCode, edited.body).toBe(200);
    // +5:30 keeps the nearest whole hour for the day figures; reports use the zone itself.
    expect(edited.json()).toMatchObject({ time_zone: 'Asia/Kolkata', tz_offset_hours: 6 });
    const report = await m.call('POST', '/api/energy-reports/electricity', {
      station_ids: [station.id],
      start: '2026-01-01',
      end: '2026-01-01',
      bucket: 'hour',
    });
    expect(report.statusCode, report.body).toBe(200);
    const answer = report.json();
    expect(answer.stations[0]).toMatchObject({ time_zone: 'Asia/Kolkata' });
    expect(answer.stations[0].rows[0].start).toBe('2025-12-31T18:30:00.000Z');

    const cleared = await m.call('PUT', `/api/stations/${station.id}`, {
      time_zone: null,
      tz_offset_hours: -7,
    });
    expect(cleared.json()).toMatchObject({ time_zone: null, tz_offset_hours: -7 });
  });

  it('refuses an unknown zone at its field', async () => {
    for (const zone of ['Mars/Olympus_Mons', 'Asia/Shanghai"', '']) {
      const res = await m.call('POST', '/api/stations', stationInput({ time_zone: zone }));
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldCodes(res)).toMatchObject({
        time_zone: expect.stringMatching(/iot-station.10015|iot-validation/),
      });
    }
  });
});
