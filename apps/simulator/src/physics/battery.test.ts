import { describe, expect, it } from 'vitest';
import { Battery, type BatteryConfig } from './battery';
import { cellLayout, lfpOcv } from './cells';
import { Random } from './random';

const config: BatteryConfig = {
  capacityKWh: 215,
  maxChargeKw: 100,
  maxDischargeKw: 100,
  socMinPct: 10,
  socMaxPct: 95,
  roundTripEfficiency: 0.9,
  cellCapacityAh: 280,
};

function newBattery(socPct = 50, seed = 3): Battery {
  return new Battery(config, { socPct, sohPct: 100, ageDays: 0, cellTemperatures: [] }, seed, 25);
}

function zScores(values: ArrayLike<number>): number[] {
  const list = Array.from(values);
  const mean = list.reduce((s, v) => s + v, 0) / list.length;
  const sd = Math.sqrt(list.reduce((s, v) => s + (v - mean) ** 2, 0) / list.length);
  return list.map((v) => (v - mean) / sd);
}

describe('battery', () => {
  it('sizes its cell array to the capacity', () => {
    expect(cellLayout(215)).toEqual({ racks: 1, seriesPerRack: 240, cellCapacityAh: 280 });
    const big = cellLayout(2000);
    expect(big.racks).toBeGreaterThan(1);
    expect(big.seriesPerRack).toBeLessThanOrEqual(240);
    expect(big.racks * big.seriesPerRack * 3.2 * 280).toBeGreaterThan(1900_000);
    expect(newBattery().cells.count).toBe(240);
  });

  it('keeps the SOC inside its window whatever it is asked, within its limits', () => {
    const battery = newBattery();
    const random = new Random(11);
    for (let i = 0; i < 5000; i++) {
      const dtS = random.pick([60, 300, 900]);
      const wanted = random.range(-200, 200);
      const kw = Math.min(battery.dischargeLimitKw(dtS), Math.max(-battery.chargeLimitKw(dtS), wanted));
      battery.apply(kw, dtS);
      expect(battery.socPct).toBeGreaterThanOrEqual(config.socMinPct);
      expect(battery.socPct).toBeLessThanOrEqual(config.socMaxPct);
    }
    expect(battery.chargeLimitKw(300)).toBeLessThanOrEqual(config.maxChargeKw);
  });

  it('returns the round-trip efficiency: the square root on each way', () => {
    const battery = newBattery(10);
    let charged = 0;
    while (battery.chargeLimitKw(300) > 0)
      charged += battery.apply(-battery.chargeLimitKw(300), 300).chargeKWh;
    let discharged = 0;
    while (battery.dischargeLimitKw(300) > 0) {
      discharged += battery.apply(battery.dischargeLimitKw(300), 300).dischargeKWh;
    }
    expect(discharged / charged).toBeCloseTo(0.9, 3);
    expect(charged * Math.sqrt(0.9)).toBeCloseTo((0.85 * 215 * battery.sohPct) / 100, 0);
  });

  it('has cell voltages on the LFP curve, dropping under discharge current', () => {
    const battery = newBattery(50);
    battery.updateCells(0, 60, 25, 0);
    const rest = battery.cells.voltages[0]!;
    expect(rest).toBeGreaterThan(3.28);
    expect(rest).toBeLessThan(3.32);
    battery.updateCells(100, 60, 25, 0);
    expect(battery.cells.voltages[0]!).toBeLessThan(rest);
    expect(battery.currentA).toBeGreaterThan(0);
    // 240 cells near 3.3 V, less the IR drop of about 30 mV per cell at 0.45C.
    expect(battery.voltageV).toBeLessThan(240 * 3.3);
    expect(battery.voltageV).toBeGreaterThan(240 * 3.3 * 0.98);
    expect(lfpOcv(5)).toBeLessThan(lfpOcv(10));
    expect(lfpOcv(95)).toBeLessThan(lfpOcv(100));
  });

  it('warms its cells with current', () => {
    const battery = newBattery(50);
    const before = Math.max(...battery.cells.temperatures);
    for (let i = 0; i < 24; i++) {
      battery.apply(100, 300);
      battery.updateCells(100, 300, 25, 0);
    }
    expect(Math.max(...battery.cells.temperatures)).toBeGreaterThan(before + 1);
  });

  it('has one drifting cell that a z-score finds as the outlier, more so with age', () => {
    const battery = newBattery(60, 21);
    const outlierAfter = (days: number) => {
      battery.ageDays = days;
      battery.updateCells(50, 60, 25, 0);
      const z = zScores(battery.cells.voltages);
      const lowest = z.indexOf(Math.min(...z));
      return { lowest, z: z[lowest]! };
    };
    const early = outlierAfter(1);
    const late = outlierAfter(20);
    expect(early.lowest).toBe(battery.cells.driftingIndex);
    expect(late.lowest).toBe(battery.cells.driftingIndex);
    expect(early.z).toBeLessThan(-3);
    expect(late.z).toBeLessThan(early.z);
    const others = zScores(battery.cells.voltages).filter((_, i) => i !== battery.cells.driftingIndex);
    expect(Math.min(...others)).toBeGreaterThan(-4);
  });
});
