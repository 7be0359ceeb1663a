import { hashUnit, valueNoise } from './random';

export const DAY_WEATHERS = ['clear', 'cloudy', 'overcast'] as const;
export type DayWeather = (typeof DAY_WEATHERS)[number];

export interface Climate {
  /** Yearly mean air temperature, °C. */
  meanC: number;
  /** Half the difference between summer and winter means, °C. */
  seasonalAmplitudeC: number;
  /** Half the difference between afternoon and pre-dawn temperatures on a clear day, °C. */
  dailyAmplitudeC: number;
}

/** A rough climate from latitude alone, for sites that do not give one. */
export function climateForLatitude(latitude: number): Climate {
  const abs = Math.abs(latitude);
  return { meanC: 28 - 0.35 * abs, seasonalAmplitudeC: Math.min(14, 0.3 * abs), dailyAmplitudeC: 5 };
}

/** The weather of a local day: about half clear, a third cloudy, the rest overcast. */
export function dayWeather(seed: number, dayIndex: number): DayWeather {
  const draw = hashUnit(seed, 'weather', dayIndex);
  if (draw < 0.5) return 'clear';
  if (draw < 0.85) return 'cloudy';
  return 'overcast';
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * Share of the direct beam that gets through (0 … 1). Cloudy days have passing clouds: two
 * octaves of smooth noise, cut off so the sky is clear between clouds.
 */
export function beamTransmittance(seed: number, utcMs: number, weather: DayWeather): number {
  switch (weather) {
    case 'clear':
      return 0.98 - 0.06 * valueNoise(seed, 'haze', utcMs, 45 * 60_000);
    case 'cloudy': {
      const cover =
        0.65 * valueNoise(seed, 'cloud-fast', utcMs, 7 * 60_000) +
        0.35 * valueNoise(seed, 'cloud-slow', utcMs, 50 * 60_000);
      return 0.97 - 0.85 * clamp01((cover - 0.4) / 0.25);
    }
    case 'overcast':
      return 0.04 + 0.14 * valueNoise(seed, 'overcast', utcMs, 60 * 60_000);
  }
}

/** Outdoor air temperature, °C: season, time of day (warmest mid-afternoon), weather, noise. */
export function ambientTemperatureC(
  climate: Climate,
  seed: number,
  utcMs: number,
  latitude: number,
  dayOfYear: number,
  minuteOfDay: number,
  weather: DayWeather,
): number {
  const summerPeak = latitude >= 0 ? 200 : 18;
  const seasonal = climate.seasonalAmplitudeC * Math.cos((2 * Math.PI * (dayOfYear - summerPeak)) / 365);
  const dailyScale = weather === 'clear' ? 1 : weather === 'cloudy' ? 0.7 : 0.35;
  const daily =
    climate.dailyAmplitudeC * dailyScale * Math.cos((2 * Math.PI * (minuteOfDay - 15 * 60)) / 1440);
  const noise = 2 * (valueNoise(seed, 'air', utcMs, 3 * 3600_000) - 0.5);
  return climate.meanC + seasonal + daily + noise;
}
