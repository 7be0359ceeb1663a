import { STRATEGY_MODES, type StrategyMode } from '@ies/contracts';
import type { Dispatch, DispatchInput } from './dispatch';
import { parseClock } from './local-time';

/*
 * A platform strategy as pushed on `config/push` (docs/device-protocol.md §5a): time ranges of
 * the site's local day, each with a mode, charge and discharge power limits and an SOC window.
 * Field names are the platform's (packages/contracts/src/strategies/strategies.ts StrategyRange).
 */

export interface StrategyRangeSpec {
  start: string;
  end: string;
  mode: StrategyMode;
  charge_power_kw: number;
  discharge_power_kw: number;
  soc_min: number;
  soc_max: number;
  grid_import_threshold_kw?: number | null;
  demand_target_kw?: number | null;
  max_export_kw?: number | null;
  response_start?: string | null;
  response_end?: string | null;
  response_target_kw?: number | null;
}

/** Why a pushed strategy was refused. */
export class StrategyError extends Error {}

function inside(minute: number, start: string, end: string): boolean {
  return minute >= parseClock(start) && minute < parseClock(end, true);
}

/** The range in force at a local minute; ranges cover the day, a gap stands by. */
export function rangeAt(ranges: readonly StrategyRangeSpec[], minute: number): StrategyRangeSpec | undefined {
  return ranges.find((r) => inside(minute, r.start, r.end));
}

const POWER_FIELDS = [
  'grid_import_threshold_kw',
  'demand_target_kw',
  'max_export_kw',
  'response_target_kw',
] as const;
const NEEDS: Record<StrategyMode, readonly string[]> = {
  standby: [],
  peak_shaving: ['grid_import_threshold_kw'],
  demand_control: ['demand_target_kw'],
  anti_reflux: ['max_export_kw'],
  demand_response: ['response_start', 'response_end', 'response_target_kw'],
};

function power(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new StrategyError(`${name} must be a number ≥ 0`);
  }
  return value;
}

/** Reads pushed ranges; throws StrategyError with a reason the device sends back in its ack. */
export function parseRanges(raw: unknown): StrategyRangeSpec[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new StrategyError('ranges must be a non-empty array');
  return raw.map((item, index) => {
    const at = `ranges[${index}]`;
    if (typeof item !== 'object' || item === null) throw new StrategyError(`${at} must be an object`);
    const r = item as Record<string, unknown>;
    if (typeof r.mode !== 'string' || !(STRATEGY_MODES as readonly string[]).includes(r.mode)) {
      throw new StrategyError(`${at}.mode must be one of ${STRATEGY_MODES.join(', ')}`);
    }
    const mode = r.mode as StrategyMode;
    for (const key of ['start', 'end', 'response_start', 'response_end'] as const) {
      if (r[key] === undefined || r[key] === null) continue;
      try {
        parseClock(String(r[key]), key.endsWith('end'));
      } catch {
        throw new StrategyError(`${at}.${key} must be HH:MM`);
      }
    }
    if (typeof r.start !== 'string' || typeof r.end !== 'string') {
      throw new StrategyError(`${at} needs start and end`);
    }
    const range: StrategyRangeSpec = {
      start: r.start,
      end: r.end,
      mode,
      charge_power_kw: power(r.charge_power_kw, `${at}.charge_power_kw`),
      discharge_power_kw: power(r.discharge_power_kw, `${at}.discharge_power_kw`),
      soc_min: power(r.soc_min ?? 0, `${at}.soc_min`),
      soc_max: power(r.soc_max ?? 100, `${at}.soc_max`),
    };
    for (const key of POWER_FIELDS) {
      if (r[key] !== undefined && r[key] !== null) range[key] = power(r[key], `${at}.${key}`);
    }
    if (typeof r.response_start === 'string') range.response_start = r.response_start;
    if (typeof r.response_end === 'string') range.response_end = r.response_end;
    for (const key of NEEDS[mode]) {
      if ((range as unknown as Record<string, unknown>)[key] === undefined) {
        throw new StrategyError(`${at}: ${mode} needs ${key}`);
      }
    }
    return range;
  });
}

/**
 * What the PCS does under a range: peak shaving and demand control hold grid import at their
 * threshold (discharging above it, charging with the headroom below it), anti-reflux stores the
 * surplus and covers the deficit and curtails PV beyond the allowed export, demand response holds
 * import at its target in the event window and recharges outside it. The battery never
 * discharges into the grid; power stays within the range's limits and its SOC window.
 */
export function dispatchRanges(ranges: readonly StrategyRangeSpec[], input: DispatchInput): Dispatch {
  const netKw = input.loadKw + input.auxKw - input.pvAvailableKw;
  const range = rangeAt(ranges, input.minuteOfDay);
  const pcsCharge = input.enabled ? Math.max(0, input.chargeLimitKw) : 0;
  const pcsDischarge = input.enabled ? Math.max(0, input.dischargeLimitKw) : 0;
  let chargeLimit = Math.min(pcsCharge, range?.charge_power_kw ?? 0);
  let dischargeLimit = Math.min(pcsDischarge, range?.discharge_power_kw ?? 0);
  if (range && input.socPct !== undefined) {
    if (input.socPct <= range.soc_min) dischargeLimit = 0;
    if (input.socPct >= range.soc_max) chargeLimit = 0;
  }
  let batteryKw: number;
  if (input.manualKw !== null) {
    batteryKw = Math.min(pcsDischarge, Math.max(-pcsCharge, input.manualKw));
  } else {
    let wanted = 0;
    switch (range?.mode) {
      case 'peak_shaving':
        wanted = netKw - (range.grid_import_threshold_kw ?? Number.POSITIVE_INFINITY);
        break;
      case 'demand_control':
        wanted = netKw - (range.demand_target_kw ?? Number.POSITIVE_INFINITY);
        break;
      case 'anti_reflux':
        wanted = netKw;
        break;
      case 'demand_response': {
        const inEvent =
          range.response_start && range.response_end
            ? inside(input.minuteOfDay, range.response_start, range.response_end)
            : false;
        wanted = inEvent ? netKw - (range.response_target_kw ?? 0) : -chargeLimit;
        break;
      }
      default:
        wanted = 0;
    }
    batteryKw = Math.min(dischargeLimit, Math.max(-chargeLimit, wanted));
  }
  // Discharging beyond the site's own use would only export.
  if (batteryKw > 0) batteryKw = Math.min(batteryKw, Math.max(0, netKw));
  let pvKw = input.pvAvailableKw;
  let curtailedKw = 0;
  if (range?.mode === 'anti_reflux') {
    const exportKw = batteryKw - netKw;
    const allowed = range.max_export_kw ?? 0;
    if (exportKw > allowed) {
      curtailedKw = Math.min(pvKw, exportKw - allowed);
      pvKw -= curtailedKw;
    }
  }
  let gridKw = input.loadKw + input.auxKw - pvKw - batteryKw;
  if (Math.abs(gridKw) < 1e-9) gridKw = 0;
  return { batteryKw: batteryKw || 0, pvKw, curtailedKw, gridKw };
}
