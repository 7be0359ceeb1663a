import type { LocalTime } from './local-time';
import { valueNoise } from './random';

export const LOAD_PROFILES = ['office', 'factory'] as const;
export type LoadProfile = (typeof LOAD_PROFILES)[number];

export interface LoadConfig {
  profile: LoadProfile;
  /** Night-time consumption on a working day, kW. */
  baseKw: number;
  /** Consumption at the busiest hour of a working day, kW. */
  peakKw: number;
  /** Relative size of the random variation (0.06 = ±6 %). */
  noise: number;
}

/** Share of (peak − base) in use at each hour of a working day, interpolated in between. */
const HOURLY_SHAPE: Record<LoadProfile, readonly number[]> = {
  // Offices: arrive 8–9, lunch dip, leave 18–20, some evening work.
  office: [
    0.02, 0.0, 0.0, 0.0, 0.0, 0.02, 0.08, 0.3, 0.7, 0.92, 1.0, 0.98, 0.82, 0.9, 1.0, 0.97, 0.9, 0.78, 0.55,
    0.35, 0.22, 0.12, 0.07, 0.04,
  ],
  // Factories: two shifts 8–20 at full load, a lighter night shift, breaks at noon and 17:00.
  factory: [
    0.3, 0.28, 0.27, 0.27, 0.28, 0.32, 0.45, 0.7, 0.95, 1.0, 1.0, 0.97, 0.8, 0.95, 1.0, 1.0, 0.96, 0.85, 0.92,
    0.9, 0.7, 0.5, 0.38, 0.32,
  ],
};

/** Sunday … Saturday activity relative to a working day. */
const WEEKDAY_FACTOR: Record<LoadProfile, readonly number[]> = {
  office: [0.12, 1, 1, 1, 1, 1, 0.3],
  factory: [0.35, 1, 1, 1, 1, 1, 0.75],
};

function hourlyShape(profile: LoadProfile, minuteOfDay: number): number {
  const shape = HOURLY_SHAPE[profile];
  const hour = minuteOfDay / 60;
  const index = Math.floor(hour) % 24;
  const a = shape[index] ?? 0;
  const b = shape[(index + 1) % 24] ?? 0;
  return a + (b - a) * (hour - Math.floor(hour));
}

/** Consumption of the site at a moment, kW; never below a tenth of the base. */
export function loadPowerKw(config: LoadConfig, seed: number, utcMs: number, local: LocalTime): number {
  const activity =
    hourlyShape(config.profile, local.minuteOfDay) * (WEEKDAY_FACTOR[config.profile][local.weekday] ?? 1);
  const mean = config.baseKw + (config.peakKw - config.baseKw) * activity;
  const slow = 2 * valueNoise(seed, 'load-slow', utcMs, 20 * 60_000) - 1;
  const fast = 2 * valueNoise(seed, 'load-fast', utcMs, 2 * 60_000) - 1;
  const variation = config.noise * (0.75 * slow + 0.25 * fast);
  return Math.max(0.1 * config.baseKw, mean * (1 + variation));
}
