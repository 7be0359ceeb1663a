import { describe, expect, it } from 'vitest';
import { planeOfArrayIrradiance, PV_ARRAY_DEFAULTS, type PvArray, pvAcPowerKw, sunPosition } from './solar';
import { DAY_WEATHERS, dayWeather } from './weather';

const array: PvArray = { kwp: 100, tiltDeg: 20, azimuthDeg: 180, inverterKw: 1000, ...PV_ARRAY_DEFAULTS };

/** Clear-sky PV of `array` at a place, every minute of the UTC day that holds `dayUtc`. */
function clearDay(dayUtc: number, latitude: number, longitude: number, pv: PvArray = array) {
  const samples: { t: number; kw: number; altitude: number }[] = [];
  // The 24 hours centred on the site's solar noon, so no day boundary cuts the curve.
  const start = meanSolarNoonUtc(dayUtc, longitude) - 12 * 3600_000;
  for (let t = start; t < start + 24 * 3600_000; t += 60_000) {
    const sun = sunPosition(t, latitude, longitude);
    const kw = pvAcPowerKw(pv, planeOfArrayIrradiance(sun, pv.tiltDeg, pv.azimuthDeg, 1), 20);
    samples.push({ t, kw, altitude: sun.altitudeDeg });
  }
  return samples;
}

function peakOf(samples: { t: number; kw: number }[]) {
  return samples.reduce((best, sample) => (sample.kw > best.kw ? sample : best));
}

/** Mean solar noon in UTC on the day `dayUtc` (midnight UTC) at `longitude`. */
function meanSolarNoonUtc(dayUtc: number, longitude: number): number {
  return dayUtc + 12 * 3600_000 - (longitude / 15) * 3600_000;
}

const HALF_HOUR = 30 * 60_000;

describe('PV from the sun position', () => {
  const places = [
    { name: 'Shanghai (UTC+8)', latitude: 31.23, longitude: 121.47, tzHours: 8, azimuth: 180 },
    { name: 'Urumqi on Beijing time (UTC+8)', latitude: 43.83, longitude: 87.62, tzHours: 8, azimuth: 180 },
    { name: 'Los Angeles (UTC−8)', latitude: 34.05, longitude: -118.24, tzHours: -8, azimuth: 180 },
    { name: 'Sydney (UTC+10)', latitude: -33.87, longitude: 151.21, tzHours: 10, azimuth: 0 },
  ];
  const days = [Date.UTC(2025, 2, 20), Date.UTC(2025, 5, 21), Date.UTC(2025, 10, 3)];

  for (const place of places) {
    it(`is zero at night and peaks within 30 min of solar noon: ${place.name}`, () => {
      for (const day of days) {
        const samples = clearDay(day, place.latitude, place.longitude, {
          ...array,
          azimuthDeg: place.azimuth,
        });
        for (const sample of samples) {
          if (sample.altitude <= 0) expect(sample.kw).toBe(0);
        }
        expect(samples.filter((s) => s.altitude <= 0).length).toBeGreaterThan(300);
        const peak = peakOf(samples);
        expect(peak.kw).toBeGreaterThan(50);
        expect(Math.abs(peak.t - meanSolarNoonUtc(day, place.longitude))).toBeLessThan(HALF_HOUR);
      }
    });
  }

  it('peaks at a local clock time that follows the longitude within the time zone', () => {
    const day = Date.UTC(2025, 5, 21);
    const localPeakMinutes = (place: (typeof places)[number]) => {
      const peak = peakOf(clearDay(day, place.latitude, place.longitude));
      const local = new Date(peak.t + place.tzHours * 3600_000);
      return local.getUTCHours() * 60 + local.getUTCMinutes();
    };
    const shanghai = localPeakMinutes(places[0]!);
    const urumqi = localPeakMinutes(places[1]!);
    // 121.47°E on UTC+8 (120°) peaks near 11:54; 87.62°E on the same clock near 14:10.
    expect(Math.abs(shanghai - (12 * 60 - (121.47 - 120) * 4))).toBeLessThan(30);
    expect(Math.abs(urumqi - (12 * 60 + (120 - 87.62) * 4))).toBeLessThan(30);
    expect(urumqi - shanghai).toBeGreaterThan(120);
  });

  it('derates with heat and clips at the inverter rating', () => {
    const sun = { altitudeDeg: 70, azimuthDeg: 180 };
    const poa = planeOfArrayIrradiance(sun, 20, 180, 1);
    expect(pvAcPowerKw(array, poa, 35)).toBeLessThan(pvAcPowerKw(array, poa, 5));
    expect(pvAcPowerKw({ ...array, inverterKw: 40 }, poa, 20)).toBe(40);
  });

  it('gets less light through clouds, and a panel facing away from the sun gets only diffuse light', () => {
    const sun = { altitudeDeg: 50, azimuthDeg: 180 };
    const clear = planeOfArrayIrradiance(sun, 20, 180, 1);
    const overcast = planeOfArrayIrradiance(sun, 20, 180, 0.1);
    expect(overcast).toBeLessThan(clear * 0.4);
    expect(overcast).toBeGreaterThan(0);
    expect(planeOfArrayIrradiance(sun, 90, 0, 1)).toBeLessThan(clear * 0.3);
  });

  it('draws clear, cloudy and overcast days from the seed', () => {
    const counts = { clear: 0, cloudy: 0, overcast: 0 };
    for (let day = 0; day < 365; day++) counts[dayWeather(7, day)]++;
    for (const weather of DAY_WEATHERS) expect(counts[weather]).toBeGreaterThan(20);
    expect(counts.clear).toBeGreaterThan(counts.overcast);
    expect(Array.from({ length: 50 }, (_, d) => dayWeather(7, d))).toEqual(
      Array.from({ length: 50 }, (_, d) => dayWeather(7, d)),
    );
  });
});
