import { getPosition } from 'suncalc';

const RAD = Math.PI / 180;
/** Extraterrestrial normal irradiance used by Meinel's clear-sky model, W/m². */
const SOLAR_CONSTANT = 1353;
const GROUND_ALBEDO = 0.2;
/** Share of the blocked beam that clouds scatter down as diffuse light. */
const CLOUD_SCATTER = 0.1;

export interface SunPosition {
  altitudeDeg: number;
  /** Compass degrees: 0 north, 90 east, 180 south, 270 west. */
  azimuthDeg: number;
}

export function sunPosition(utcMs: number, latitude: number, longitude: number): SunPosition {
  const position = getPosition(new Date(utcMs), latitude, longitude);
  return { altitudeDeg: position.altitude, azimuthDeg: position.azimuth };
}

/** Kasten–Young relative air mass for a sun `altitudeDeg` above the horizon. */
export function airMass(altitudeDeg: number): number {
  const zenith = 90 - altitudeDeg;
  return 1 / (Math.cos(zenith * RAD) + 0.50572 * (96.07995 - zenith) ** -1.6364);
}

export interface ClearSky {
  /** Direct normal irradiance, W/m². */
  dni: number;
  /** Diffuse horizontal irradiance, W/m². */
  dhi: number;
  /** Global horizontal irradiance, W/m². */
  ghi: number;
}

/** Meinel's clear sky: the beam is attenuated with air mass; diffuse light about a tenth of it. */
export function clearSky(altitudeDeg: number): ClearSky {
  if (altitudeDeg <= 0) return { dni: 0, dhi: 0, ghi: 0 };
  const dni = SOLAR_CONSTANT * 0.7 ** (airMass(altitudeDeg) ** 0.678);
  const dhi = 0.1 * dni;
  return { dni, dhi, ghi: dni * Math.sin(altitudeDeg * RAD) + dhi };
}

/** Cosine of the angle between the sun and the normal of a panel (negative: sun behind it). */
export function cosIncidence(sun: SunPosition, tiltDeg: number, panelAzimuthDeg: number): number {
  const zenith = (90 - sun.altitudeDeg) * RAD;
  const tilt = tiltDeg * RAD;
  return (
    Math.cos(zenith) * Math.cos(tilt) +
    Math.sin(zenith) * Math.sin(tilt) * Math.cos((sun.azimuthDeg - panelAzimuthDeg) * RAD)
  );
}

/**
 * Irradiance on the panel plane (W/m²): beam through `transmittance`, isotropic sky diffuse plus
 * what clouds scatter down, and light reflected from the ground.
 */
export function planeOfArrayIrradiance(
  sun: SunPosition,
  tiltDeg: number,
  panelAzimuthDeg: number,
  transmittance: number,
): number {
  const sky = clearSky(sun.altitudeDeg);
  if (sky.ghi === 0) return 0;
  const beamHorizontal = sky.dni * Math.sin(sun.altitudeDeg * RAD);
  const skyView = (1 + Math.cos(tiltDeg * RAD)) / 2;
  const beam = transmittance * sky.dni * Math.max(0, cosIncidence(sun, tiltDeg, panelAzimuthDeg));
  const diffuse = (sky.dhi + (1 - transmittance) * CLOUD_SCATTER * beamHorizontal) * skyView;
  const ghi = transmittance * beamHorizontal + sky.dhi + (1 - transmittance) * CLOUD_SCATTER * beamHorizontal;
  const reflected = ghi * GROUND_ALBEDO * (1 - skyView);
  return beam + diffuse + reflected;
}

export interface PvArray {
  /** Installed DC capacity, kWp at 1000 W/m² and 25 °C. */
  kwp: number;
  tiltDeg: number;
  /** Compass direction the panels face; 180 (south) in the northern hemisphere. */
  azimuthDeg: number;
  /** Inverter AC limit, kW. */
  inverterKw: number;
  /** Power change per °C of cell temperature above 25 °C (crystalline silicon about −0.4 %). */
  temperatureCoefficient: number;
  /** Nominal operating cell temperature, °C. */
  noctC: number;
  /** Wiring, soiling, mismatch and inverter losses, as a share. */
  systemLoss: number;
}

export const PV_ARRAY_DEFAULTS = {
  temperatureCoefficient: -0.0037,
  noctC: 45,
  systemLoss: 0.12,
} as const;

/** Cell temperature from the NOCT model: it rises linearly with irradiance above the air. */
export function cellTemperatureC(ambientC: number, poa: number, noctC: number): number {
  return ambientC + (poa / 800) * (noctC - 20);
}

/** AC output of a PV array, kW, for a given plane-of-array irradiance and air temperature. */
export function pvAcPowerKw(array: PvArray, poa: number, ambientC: number): number {
  if (poa <= 0) return 0;
  const cellC = cellTemperatureC(ambientC, poa, array.noctC);
  const derate = Math.max(0, 1 + array.temperatureCoefficient * (cellC - 25));
  const dc = array.kwp * (poa / 1000) * derate * (1 - array.systemLoss);
  return Math.min(array.inverterKw, Math.max(0, dc));
}
