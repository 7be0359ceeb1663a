import { SOLAR_MODEL_NAMES } from '@ies/contracts';
import type { BatteryConfig } from '../physics/battery';
import { LOAD_PROFILES, type LoadConfig } from '../physics/load';
import { PV_ARRAY_DEFAULTS, type PvArray } from '../physics/solar';
import { DEFAULT_STRATEGY, type OperatingStrategy, parseStrategy } from '../physics/strategy';
import { type Climate, climateForLatitude } from '../physics/weather';

export const DEVICE_KINDS = ['ems', 'pcs', 'bms', 'grid_meter', 'load_meter', 'pv_inverter'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export type SolarModelName = (typeof SOLAR_MODEL_NAMES)[keyof typeof SOLAR_MODEL_NAMES];
export const SOLAR_MODEL_NAME_LIST = Object.values(SOLAR_MODEL_NAMES) as SolarModelName[];

/** AC rating of each inverter model when the site file does not give one, kW. */
export const INVERTER_RATED_KW: Record<SolarModelName, number> = {
  RS_INVERT_25KW: 25,
  MINI_INVERT: 5,
  INDUSTRY_INVERT: 110,
  InDustry_Solar: 60,
};

/** DC/AC ratio when an inverter's array size is not given. */
const DC_AC_RATIO = 1.1;

export interface PvInverterConfig extends PvArray {
  /** The device reference inside the site: pv_inverter_1, pv_inverter_2, … */
  ref: string;
  model: SolarModelName;
}

/** Everything the physics of one site needs. */
export interface SiteConfig {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The site's clock ahead of UTC; tariffs and the load follow local time. */
  tzOffsetMinutes: number;
  climate: Climate;
  inverters: PvInverterConfig[];
  load: LoadConfig;
  battery: BatteryConfig;
  initialSocPct: number;
  initialSohPct: number;
  pcsRatedKw: number;
  /** Standing consumption of the storage (PCS idle, BMS, HVAC at 25 °C), kW. */
  auxBaseKw: number;
  strategy: OperatingStrategy;
}

/** A device of a site as the site file lists it. */
export interface DeviceSpec {
  kind: DeviceKind;
  id: string;
  /** Absent for sub-devices that only speak through their gateway. */
  key?: string;
  model?: SolarModelName;
  rated_kw?: number;
  kwp?: number;
}

/** One site of the site file (snake_case, as JSON). Every physical field has a default. */
export interface SiteSpec {
  id: string;
  name?: string;
  latitude: number;
  longitude: number;
  tz_offset_minutes: number;
  /** per_device: each device connects itself; gateway: the EMS speaks for the others. */
  connection?: 'per_device' | 'gateway';
  pv?: { kwp?: number; tilt_deg?: number; azimuth_deg?: number };
  load?: { profile?: LoadConfig['profile']; base_kw?: number; peak_kw?: number; noise?: number };
  battery?: {
    capacity_kwh?: number;
    max_charge_kw?: number;
    max_discharge_kw?: number;
    soc_min_pct?: number;
    soc_max_pct?: number;
    round_trip_efficiency?: number;
    soh_pct?: number;
    initial_soc_pct?: number;
    cell_capacity_ah?: number;
  };
  pcs_rated_kw?: number;
  climate?: { mean_c?: number; seasonal_amplitude_c?: number; daily_amplitude_c?: number };
  strategy?: Record<string, unknown>;
  devices: DeviceSpec[];
  /** DTU/LoRa gateways of the site with their nodes (apps/simulator/src/lora), each its own connection. */
  lora_gateways?: { id: string; key: string }[];
}

export class SiteSpecError extends Error {}

export function inverterRef(index: number): string {
  return `pv_inverter_${index + 1}`;
}

/** Builds the physics of a site from its file entry, filling every default. */
export function buildSiteConfig(spec: SiteSpec): SiteConfig {
  const capacityKWh = spec.battery?.capacity_kwh ?? 215;
  const maxChargeKw = spec.battery?.max_charge_kw ?? capacityKWh / 2;
  const maxDischargeKw = spec.battery?.max_discharge_kw ?? capacityKWh / 2;
  const southern = spec.latitude < 0;
  const tiltDeg = spec.pv?.tilt_deg ?? Math.min(30, Math.round(Math.abs(spec.latitude) * 0.7));
  const azimuthDeg = spec.pv?.azimuth_deg ?? (southern ? 0 : 180);

  const inverterSpecs = spec.devices.filter((device) => device.kind === 'pv_inverter');
  const rated = inverterSpecs.map(
    (device) => device.rated_kw ?? INVERTER_RATED_KW[device.model ?? 'INDUSTRY_INVERT'],
  );
  const totalRated = rated.reduce((sum, kw) => sum + kw, 0);
  const inverters: PvInverterConfig[] = inverterSpecs.map((device, index) => {
    const inverterKw = rated[index]!;
    const shareKwp = spec.pv?.kwp !== undefined ? (spec.pv.kwp * inverterKw) / totalRated : undefined;
    return {
      ref: inverterRef(index),
      model: device.model ?? 'INDUSTRY_INVERT',
      kwp: device.kwp ?? shareKwp ?? inverterKw * DC_AC_RATIO,
      inverterKw,
      tiltDeg,
      azimuthDeg,
      ...PV_ARRAY_DEFAULTS,
    };
  });
  const pvKwp = inverters.reduce((sum, inverter) => sum + inverter.kwp, 0);

  const peakKw = spec.load?.peak_kw ?? Math.max(100, pvKwp * 1.2, maxDischargeKw * 1.6);
  const climate = climateForLatitude(spec.latitude);
  return {
    id: spec.id,
    name: spec.name ?? spec.id,
    latitude: spec.latitude,
    longitude: spec.longitude,
    tzOffsetMinutes: spec.tz_offset_minutes,
    climate: {
      meanC: spec.climate?.mean_c ?? climate.meanC,
      seasonalAmplitudeC: spec.climate?.seasonal_amplitude_c ?? climate.seasonalAmplitudeC,
      dailyAmplitudeC: spec.climate?.daily_amplitude_c ?? climate.dailyAmplitudeC,
    },
    inverters,
    load: {
      profile: spec.load?.profile ?? 'factory',
      baseKw: spec.load?.base_kw ?? peakKw * 0.25,
      peakKw,
      noise: spec.load?.noise ?? 0.06,
    },
    battery: {
      capacityKWh,
      maxChargeKw,
      maxDischargeKw,
      socMinPct: spec.battery?.soc_min_pct ?? 10,
      socMaxPct: spec.battery?.soc_max_pct ?? 95,
      roundTripEfficiency: spec.battery?.round_trip_efficiency ?? 0.9,
      cellCapacityAh: spec.battery?.cell_capacity_ah ?? 280,
    },
    initialSocPct: spec.battery?.initial_soc_pct ?? 50,
    initialSohPct: spec.battery?.soh_pct ?? 98,
    pcsRatedKw: spec.pcs_rated_kw ?? Math.max(maxChargeKw, maxDischargeKw),
    auxBaseKw: Math.max(0.2, capacityKWh * 0.002),
    strategy: spec.strategy ? parseStrategy(spec.strategy) : DEFAULT_STRATEGY,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireNumber(
  source: Record<string, unknown>,
  key: string,
  where: string,
  min: number,
  max: number,
): void {
  const value = source[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new SiteSpecError(`${where}.${key} must be a number from ${min} to ${max}`);
  }
}

function checkOptionalNumbers(source: unknown, where: string, keys: readonly string[]): void {
  if (source === undefined) return;
  if (!isRecord(source)) throw new SiteSpecError(`${where} must be an object`);
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new SiteSpecError(`${where}.${key} must be a number`);
    }
  }
}

const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;
const SINGLE_KINDS: readonly DeviceKind[] = ['ems', 'pcs', 'bms', 'grid_meter', 'load_meter'];

function checkDevice(raw: unknown, where: string, gateway: boolean): DeviceSpec {
  if (!isRecord(raw)) throw new SiteSpecError(`${where} must be an object`);
  const { kind, id, key, model } = raw;
  if (typeof kind !== 'string' || !(DEVICE_KINDS as readonly string[]).includes(kind)) {
    throw new SiteSpecError(`${where}.kind must be one of ${DEVICE_KINDS.join(', ')}`);
  }
  if (typeof id !== 'string' || !DEVICE_ID_PATTERN.test(id)) {
    throw new SiteSpecError(`${where}.id must be 2–32 letters, digits, _ or -`);
  }
  const needsKey = !gateway || kind === 'ems';
  if (key !== undefined && (typeof key !== 'string' || key.length < 6 || key.length > 64)) {
    throw new SiteSpecError(`${where}.key must be 6–64 characters`);
  }
  if (needsKey && key === undefined)
    throw new SiteSpecError(`${where}.key is required for a device that connects`);
  if (model !== undefined && !(SOLAR_MODEL_NAME_LIST as readonly unknown[]).includes(model)) {
    throw new SiteSpecError(`${where}.model must be one of ${SOLAR_MODEL_NAME_LIST.join(', ')}`);
  }
  checkOptionalNumbers(raw, where, ['rated_kw', 'kwp']);
  return raw as unknown as DeviceSpec;
}

/** Checks one site of a site file; the message names the field at fault. */
export function checkSiteSpec(raw: unknown, where = 'site'): SiteSpec {
  if (!isRecord(raw)) throw new SiteSpecError(`${where} must be an object`);
  if (typeof raw.id !== 'string' || raw.id.length === 0) throw new SiteSpecError(`${where}.id is required`);
  requireNumber(raw, 'latitude', where, -66, 66);
  requireNumber(raw, 'longitude', where, -180, 180);
  requireNumber(raw, 'tz_offset_minutes', where, -720, 720);
  if (raw.connection !== undefined && raw.connection !== 'per_device' && raw.connection !== 'gateway') {
    throw new SiteSpecError(`${where}.connection must be per_device or gateway`);
  }
  checkOptionalNumbers(raw.pv, `${where}.pv`, ['kwp', 'tilt_deg', 'azimuth_deg']);
  checkOptionalNumbers(raw.load, `${where}.load`, ['base_kw', 'peak_kw', 'noise']);
  if (isRecord(raw.load) && raw.load.profile !== undefined) {
    if (!(LOAD_PROFILES as readonly unknown[]).includes(raw.load.profile)) {
      throw new SiteSpecError(`${where}.load.profile must be one of ${LOAD_PROFILES.join(', ')}`);
    }
  }
  checkOptionalNumbers(raw.battery, `${where}.battery`, [
    'capacity_kwh',
    'max_charge_kw',
    'max_discharge_kw',
    'soc_min_pct',
    'soc_max_pct',
    'round_trip_efficiency',
    'soh_pct',
    'initial_soc_pct',
    'cell_capacity_ah',
  ]);
  checkOptionalNumbers(raw, where, ['pcs_rated_kw']);
  checkOptionalNumbers(raw.climate, `${where}.climate`, [
    'mean_c',
    'seasonal_amplitude_c',
    'daily_amplitude_c',
  ]);
  if (!Array.isArray(raw.devices)) throw new SiteSpecError(`${where}.devices must be an array`);
  const gateway = raw.connection === 'gateway';
  const devices = raw.devices.map((device, index) =>
    checkDevice(device, `${where}.devices[${index}]`, gateway),
  );
  for (const kind of SINGLE_KINDS) {
    const count = devices.filter((device) => device.kind === kind).length;
    if (count > 1) throw new SiteSpecError(`${where}.devices holds more than one ${kind}`);
  }
  if (gateway && !devices.some((device) => device.kind === 'ems')) {
    throw new SiteSpecError(`${where}: connection gateway needs an ems device`);
  }
  if (raw.lora_gateways !== undefined) {
    const gateways = raw.lora_gateways;
    if (
      !Array.isArray(gateways) ||
      !gateways.every((g) => isRecord(g) && typeof g.id === 'string' && typeof g.key === 'string')
    )
      throw new SiteSpecError(`${where}.lora_gateways must be an array of { id, key }`);
  }
  const spec = raw as unknown as SiteSpec;
  try {
    buildSiteConfig(spec);
  } catch (error) {
    throw new SiteSpecError(`${where}: ${(error as Error).message}`);
  }
  return spec;
}

/** Reads the site file: `{ "sites": [ … ] }`. */
export function parseSitesFile(raw: unknown): SiteSpec[] {
  if (!isRecord(raw) || !Array.isArray(raw.sites))
    throw new SiteSpecError('the site file needs a "sites" array');
  const sites = raw.sites.map((site, index) => checkSiteSpec(site, `sites[${index}]`));
  const ids = new Set<string>();
  for (const site of sites) {
    for (const device of site.devices) {
      if (ids.has(device.id)) throw new SiteSpecError(`device id ${device.id} appears twice`);
      ids.add(device.id);
    }
  }
  return sites;
}
