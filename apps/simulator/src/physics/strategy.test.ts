import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STRATEGY,
  type DispatchInput,
  dispatch,
  type OperatingStrategy,
  parseStrategy,
  periodAt,
  StrategyError,
  strategyToWire,
} from './strategy';

const base: DispatchInput = {
  loadKw: 100,
  pvAvailableKw: 0,
  auxKw: 0,
  minuteOfDay: 15 * 60,
  chargeLimitKw: 80,
  dischargeLimitKw: 80,
  manualKw: null,
  enabled: true,
};

function balance(input: DispatchInput, result: ReturnType<typeof dispatch>): number {
  return result.pvKw + result.gridKw + result.batteryKw - input.loadKw - input.auxKw;
}

describe('operating strategy', () => {
  it('finds the price period of a local time, the last period running to midnight', () => {
    expect(periodAt(DEFAULT_STRATEGY.periods, 3 * 60)).toBe('valley');
    expect(periodAt(DEFAULT_STRATEGY.periods, 10 * 60)).toBe('peak');
    expect(periodAt(DEFAULT_STRATEGY.periods, 18 * 60 + 30)).toBe('sharp');
    expect(periodAt(DEFAULT_STRATEGY.periods, 23 * 60 + 59.5)).toBe('flat');
    expect(periodAt([{ start: '22:00', end: '06:00', property: 'deep_valley' }], 2 * 60)).toBe('deep_valley');
    expect(periodAt([{ start: '22:00', end: '06:00', property: 'deep_valley' }], 12 * 60)).toBeUndefined();
  });

  it('time-of-use charges in valleys and discharges no more than the load in peaks', () => {
    const tou: OperatingStrategy = { ...DEFAULT_STRATEGY, antiReflux: false };
    const valley = { ...base, minuteOfDay: 3 * 60 };
    expect(dispatch(tou, valley).batteryKw).toBe(-80);
    const peak = { ...base, minuteOfDay: 10 * 60 + 30, loadKw: 50 };
    expect(dispatch(tou, peak).batteryKw).toBe(50);
    expect(dispatch(tou, { ...base, minuteOfDay: 18 * 60 }).batteryKw).toBe(80);
    expect(dispatch(tou, { ...base, minuteOfDay: 15 * 60 }).batteryKw).toBe(0);
    expect(dispatch({ ...tou, chargePowerKw: 30 }, valley).batteryKw).toBe(-30);
  });

  it('anti-reflux stores the PV surplus first and curtails only what the battery cannot take', () => {
    const input = { ...base, loadKw: 50, pvAvailableKw: 200 };
    const result = dispatch(DEFAULT_STRATEGY, input);
    expect(result.batteryKw).toBe(-80);
    expect(result.curtailedKw).toBeCloseTo(70, 9);
    expect(result.gridKw).toBe(0);
    expect(balance(input, result)).toBeCloseTo(0, 9);
    const roomy = dispatch(DEFAULT_STRATEGY, { ...input, pvAvailableKw: 100 });
    expect(roomy).toMatchObject({ batteryKw: -50, curtailedKw: 0, gridKw: 0 });
    const stopped = dispatch(DEFAULT_STRATEGY, { ...input, enabled: false });
    expect(stopped).toMatchObject({ batteryKw: 0, pvKw: 50, gridKw: 0 });
  });

  it('peak shaving discharges what is above the threshold and recharges below it in valleys', () => {
    const shaving: OperatingStrategy = {
      mode: 'peak_shaving',
      periods: DEFAULT_STRATEGY.periods,
      peakThresholdKw: 120,
      antiReflux: true,
    };
    expect(dispatch(shaving, { ...base, loadKw: 170 }).gridKw).toBe(120);
    expect(dispatch(shaving, { ...base, loadKw: 250 }).gridKw).toBe(170);
    const valley = dispatch(shaving, { ...base, loadKw: 90, minuteOfDay: 2 * 60 });
    expect(valley.batteryKw).toBe(-30);
    expect(valley.gridKw).toBe(120);
    expect(dispatch(shaving, { ...base, loadKw: 90 }).batteryKw).toBe(0);
  });

  it('demand control caps the import even while charging in a valley', () => {
    const demand: OperatingStrategy = { ...DEFAULT_STRATEGY, mode: 'demand_control', demandLimitKw: 150 };
    const result = dispatch(demand, { ...base, loadKw: 100, minuteOfDay: 2 * 60 });
    expect(result.batteryKw).toBe(-50);
    expect(result.gridKw).toBe(150);
    expect(dispatch(demand, { ...base, loadKw: 200 }).gridKw).toBe(150);
  });

  it('a set point overrides the mode but not the limits or anti-reflux', () => {
    expect(dispatch(DEFAULT_STRATEGY, { ...base, manualKw: 60 }).batteryKw).toBe(60);
    expect(dispatch(DEFAULT_STRATEGY, { ...base, manualKw: 500 }).batteryKw).toBe(80);
    expect(dispatch(DEFAULT_STRATEGY, { ...base, loadKw: 20, manualKw: 60 }).batteryKw).toBe(20);
  });

  it('reads a pushed strategy and refuses a bad one with a reason', () => {
    const wire = {
      mode: 'peak_shaving',
      periods: [{ start: '00:00', end: '23:59', property: 'flat' }],
      peak_threshold_kw: 150,
      anti_reflux: true,
    };
    const strategy = parseStrategy(wire);
    expect(strategy).toMatchObject({ mode: 'peak_shaving', peakThresholdKw: 150, antiReflux: true });
    expect(strategyToWire(strategy)).toEqual(wire);
    expect(() => parseStrategy({ mode: 'turbo' })).toThrow(StrategyError);
    expect(() => parseStrategy({ mode: 'peak_shaving' })).toThrow(/peak_threshold_kw/);
    expect(() =>
      parseStrategy({ mode: 'standby', periods: [{ start: '25:00', end: '23:59', property: 'flat' }] }),
    ).toThrow(/HH:MM/);
    expect(() => parseStrategy({ mode: 'standby', charge_power_kw: -1 })).toThrow(/negative/);
  });
});
