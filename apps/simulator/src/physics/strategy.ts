import { PRICE_PERIOD_PROPERTIES, type PricePeriodProperty } from '@ies/contracts';
import type { Dispatch, DispatchInput } from './dispatch';
import { parseClock } from './local-time';
import {
  dispatchRanges,
  parseRanges,
  rangeAt,
  StrategyError,
  type StrategyRangeSpec,
} from './strategy-ranges';

// Operating modes the simulated EMS follows live in contracts beside the standard device types.
import { OPERATING_MODES, type OperatingMode } from '@ies/contracts';

export { OPERATING_MODES, type OperatingMode };
export type { Dispatch, DispatchInput };

export interface PricePeriod {
  start: string;
  end: string;
  property: PricePeriodProperty;
}

export interface OperatingStrategy {
  mode: OperatingMode;
  /** Local-time price periods; time-of-use charges in valleys and discharges in peaks. */
  periods: PricePeriod[];
  /** Grid charging power in valley periods, kW (default: as much as the battery takes). */
  chargePowerKw?: number;
  /** Discharging power in peak periods, kW (default: as much as the load uses). */
  dischargePowerKw?: number;
  /** Peak shaving: keep grid import at or below this, kW. */
  peakThresholdKw?: number;
  /** Demand control: the import cap, kW. */
  demandLimitKw?: number;
  /** Never export: charge from the PV surplus, and curtail PV when the battery is full. */
  antiReflux: boolean;
  /** Demand response: the power the battery gives (positive) or takes (negative), kW. */
  responsePowerKw?: number;
  /**
   * A platform strategy (docs/device-protocol.md §5a): when present the PCS follows these ranges
   * of the local day and the fields above are not used.
   */
  ranges?: StrategyRangeSpec[];
  /** The platform's strategy id and name, reported back as they were pushed. */
  id?: string;
  name?: string;
}

export { StrategyError, type StrategyRangeSpec };

/** The mode in force at a local minute (a range strategy changes mode through the day). */
export function modeAt(strategy: OperatingStrategy, minuteOfDay: number): OperatingMode {
  if (!strategy.ranges) return strategy.mode;
  return rangeAt(strategy.ranges, minuteOfDay)?.mode ?? 'standby';
}

/** Typical Chinese C&I tariff with two valleys (night and midday) and an evening sharp peak. */
export const DEFAULT_PERIODS: PricePeriod[] = [
  { start: '00:00', end: '08:00', property: 'valley' },
  { start: '08:00', end: '10:00', property: 'flat' },
  { start: '10:00', end: '12:00', property: 'peak' },
  { start: '12:00', end: '14:00', property: 'valley' },
  { start: '14:00', end: '17:00', property: 'flat' },
  { start: '17:00', end: '19:00', property: 'sharp' },
  { start: '19:00', end: '21:00', property: 'peak' },
  { start: '21:00', end: '23:59', property: 'flat' },
];

export const DEFAULT_STRATEGY: OperatingStrategy = {
  mode: 'time_of_use',
  periods: DEFAULT_PERIODS,
  antiReflux: true,
};

/** The price property in force at `minuteOfDay`, or undefined in a gap between periods. */
export function periodAt(
  periods: readonly PricePeriod[],
  minuteOfDay: number,
): PricePeriodProperty | undefined {
  for (const period of periods) {
    const start = parseClock(period.start);
    const end = parseClock(period.end, true);
    const inside =
      start <= end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
    if (inside) return period.property;
  }
  return undefined;
}

function isValley(property: PricePeriodProperty | undefined): boolean {
  return property === 'valley' || property === 'deep_valley';
}

function isPeak(property: PricePeriodProperty | undefined): boolean {
  return property === 'peak' || property === 'sharp';
}

function wantedBatteryKw(strategy: OperatingStrategy, input: DispatchInput, netKw: number): number {
  const property = periodAt(strategy.periods, input.minuteOfDay);
  const chargeKw = strategy.chargePowerKw ?? Number.POSITIVE_INFINITY;
  const dischargeKw = strategy.dischargePowerKw ?? Number.POSITIVE_INFINITY;
  switch (strategy.mode) {
    case 'standby':
      return 0;
    case 'time_of_use':
    case 'demand_control':
      if (isValley(property)) return -chargeKw;
      if (isPeak(property)) return Math.min(dischargeKw, Math.max(0, netKw));
      return 0;
    case 'peak_shaving': {
      const threshold = strategy.peakThresholdKw ?? Number.POSITIVE_INFINITY;
      if (netKw > threshold) return netKw - threshold;
      const mayRecharge = strategy.periods.length === 0 || isValley(property);
      return mayRecharge ? -Math.min(chargeKw, threshold - netKw) : 0;
    }
    case 'anti_reflux':
      // Self-consumption: store the surplus, cover the deficit.
      return netKw;
    case 'demand_response':
      return strategy.responsePowerKw ?? 0;
  }
}

function importCapKw(strategy: OperatingStrategy): number | undefined {
  if (strategy.mode === 'demand_control') return strategy.demandLimitKw;
  if (strategy.mode === 'peak_shaving') return strategy.peakThresholdKw;
  return undefined;
}

/**
 * What the PCS does this interval: the mode's wish, clamped to the battery's limits, then the
 * import cap (discharge more / charge less) and no-export (charge more, then curtail PV).
 */
export function dispatch(strategy: OperatingStrategy, input: DispatchInput): Dispatch {
  if (strategy.ranges) return dispatchRanges(strategy.ranges, input);
  const netKw = input.loadKw + input.auxKw - input.pvAvailableKw;
  const chargeLimit = input.enabled ? Math.max(0, input.chargeLimitKw) : 0;
  const dischargeLimit = input.enabled ? Math.max(0, input.dischargeLimitKw) : 0;
  const clamp = (kw: number) => Math.min(dischargeLimit, Math.max(-chargeLimit, kw));

  let batteryKw = clamp(input.manualKw ?? wantedBatteryKw(strategy, input, netKw));

  const cap = importCapKw(strategy);
  if (cap !== undefined && netKw - batteryKw > cap) batteryKw = clamp(netKw - cap);

  let pvKw = input.pvAvailableKw;
  let curtailedKw = 0;
  if (strategy.antiReflux || strategy.mode === 'anti_reflux') {
    if (netKw - batteryKw < 0) batteryKw = clamp(netKw);
    const exportKw = batteryKw - netKw;
    if (exportKw > 0) {
      curtailedKw = Math.min(pvKw, exportKw);
      pvKw -= curtailedKw;
    }
  }
  let gridKw = input.loadKw + input.auxKw - pvKw - batteryKw;
  if (Math.abs(gridKw) < 1e-9) gridKw = 0;
  // `|| 0` turns a clamped −0 into 0.
  return { batteryKw: batteryKw || 0, pvKw, curtailedKw, gridKw };
}

function optionalPower(source: Record<string, unknown>, key: string): number | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new StrategyError(`${key} must be a number`);
  if (key !== 'response_power_kw' && value < 0) throw new StrategyError(`${key} must not be negative`);
  return value;
}

/**
 * Reads a strategy as pushed on `config/push` (snake_case: mode, periods, charge_power_kw,
 * discharge_power_kw, peak_threshold_kw, demand_limit_kw, anti_reflux, response_power_kw), or
 * the platform's strategy: `{ id, name, ranges }`.
 */
export function parseStrategy(value: unknown): OperatingStrategy {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StrategyError('strategy must be an object');
  }
  const source = value as Record<string, unknown>;
  if (source.ranges !== undefined) {
    const ranges = parseRanges(source.ranges);
    const strategy: OperatingStrategy = { mode: ranges[0]!.mode, periods: [], antiReflux: false, ranges };
    if (typeof source.id === 'string') strategy.id = source.id;
    if (typeof source.name === 'string') strategy.name = source.name;
    return strategy;
  }
  const mode = source.mode;
  if (typeof mode !== 'string' || !(OPERATING_MODES as readonly string[]).includes(mode)) {
    throw new StrategyError(`mode must be one of ${OPERATING_MODES.join(', ')}`);
  }
  const rawPeriods = source.periods ?? [];
  if (!Array.isArray(rawPeriods)) throw new StrategyError('periods must be an array');
  const periods = rawPeriods.map((raw, index): PricePeriod => {
    const period = (raw ?? {}) as Record<string, unknown>;
    const { start, end, property } = period;
    if (typeof start !== 'string' || typeof end !== 'string') {
      throw new StrategyError(`periods[${index}] needs start and end as HH:MM`);
    }
    try {
      parseClock(start);
      parseClock(end, true);
    } catch {
      throw new StrategyError(`periods[${index}] needs start and end as HH:MM`);
    }
    if (typeof property !== 'string' || !(PRICE_PERIOD_PROPERTIES as readonly string[]).includes(property)) {
      throw new StrategyError(
        `periods[${index}].property must be one of ${PRICE_PERIOD_PROPERTIES.join(', ')}`,
      );
    }
    return { start, end, property: property as PricePeriodProperty };
  });
  const antiReflux = source.anti_reflux ?? false;
  if (typeof antiReflux !== 'boolean') throw new StrategyError('anti_reflux must be true or false');
  const strategy: OperatingStrategy = { mode: mode as OperatingMode, periods, antiReflux };
  const powers = {
    chargePowerKw: optionalPower(source, 'charge_power_kw'),
    dischargePowerKw: optionalPower(source, 'discharge_power_kw'),
    peakThresholdKw: optionalPower(source, 'peak_threshold_kw'),
    demandLimitKw: optionalPower(source, 'demand_limit_kw'),
    responsePowerKw: optionalPower(source, 'response_power_kw'),
  };
  for (const [key, power] of Object.entries(powers)) {
    if (power !== undefined) Object.assign(strategy, { [key]: power });
  }
  if (mode === 'peak_shaving' && strategy.peakThresholdKw === undefined) {
    throw new StrategyError('peak_shaving needs peak_threshold_kw');
  }
  if (mode === 'demand_control' && strategy.demandLimitKw === undefined) {
    throw new StrategyError('demand_control needs demand_limit_kw');
  }
  return strategy;
}

/** The strategy in the wire form `parseStrategy` reads. */
export function strategyToWire(strategy: OperatingStrategy): Record<string, unknown> {
  if (strategy.ranges) return { id: strategy.id, name: strategy.name, ranges: strategy.ranges };
  const wire: Record<string, unknown> = {
    mode: strategy.mode,
    periods: strategy.periods,
    anti_reflux: strategy.antiReflux,
  };
  if (strategy.chargePowerKw !== undefined) wire.charge_power_kw = strategy.chargePowerKw;
  if (strategy.dischargePowerKw !== undefined) wire.discharge_power_kw = strategy.dischargePowerKw;
  if (strategy.peakThresholdKw !== undefined) wire.peak_threshold_kw = strategy.peakThresholdKw;
  if (strategy.demandLimitKw !== undefined) wire.demand_limit_kw = strategy.demandLimitKw;
  if (strategy.responsePowerKw !== undefined) wire.response_power_kw = strategy.responsePowerKw;
  return wire;
}
