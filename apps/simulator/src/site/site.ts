import { Battery, type BatteryState } from '../physics/battery';
import { loadPowerKw } from '../physics/load';
import { localTime } from '../physics/local-time';
import { type MeterReadings, Meters, ZERO_READINGS } from '../physics/meters';
import { Pcs } from '../physics/pcs';
import { deriveSeed } from '../physics/random';
import { planeOfArrayIrradiance, pvAcPowerKw, sunPosition } from '../physics/solar';
import { type OperatingStrategy, parseStrategy, strategyToWire } from '../physics/strategy';
import { ambientTemperatureC, type DayWeather, dayWeather, beamTransmittance } from '../physics/weather';
import type { SiteConfig } from './site-config';

/** Cells above this raise an over-temperature alarm and stop the PCS, °C. */
export const OVER_TEMPERATURE_C = 55;
/** The alarm clears when the hottest cell is back below this, °C. */
const OVER_TEMPERATURE_CLEAR_C = 45;
/** Heat an over-temperature fault adds to the hot-spot cells, °C. */
const FAULT_HEAT_C = 45;

export interface IntervalEnergy {
  pvKWh: number;
  importKWh: number;
  exportKWh: number;
  chargeKWh: number;
  dischargeKWh: number;
  loadKWh: number;
  /** Auxiliary consumption of the storage, taken from the AC bus. */
  lossKWh: number;
  /** Conversion losses inside the battery (they show in the SOC, not on the AC bus). */
  batteryLossKWh: number;
}

export interface SiteEvent {
  /** Device reference inside the site (bms, pcs, …). */
  ref: string;
  ts: number;
  type: string;
  /** A level of the thing model's events (THING_EVENT_LEVELS); the type is one the BMS declares. */
  level: 'info' | 'warning' | 'fault';
  data: Record<string, unknown>;
}

/** What happened in one interval; powers are held constant over it. */
export interface SiteStep {
  /** Start and end of the interval, epoch ms. */
  from: number;
  ts: number;
  dtS: number;
  weather: DayWeather;
  ambientC: number;
  pvAvailableKw: number;
  pvKw: number;
  curtailedKw: number;
  loadKw: number;
  batteryKw: number;
  gridKw: number;
  auxKw: number;
  /** Battery limits of the interval, kW, as the PCS saw them. */
  chargeLimitKw: number;
  dischargeLimitKw: number;
  socBeforePct: number;
  socPct: number;
  energy: IntervalEnergy;
  meters: MeterReadings;
  events: SiteEvent[];
}

/** What a site must remember to continue after a restart. */
export interface SiteState {
  time: number;
  battery: BatteryState;
  meters: MeterReadings;
  inverterKWh: number[];
  pcs: { running: boolean; manualKw: number | null; strategy: Record<string, unknown> };
}

export type DeviceValues = Record<string, number | string | number[]>;

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * One station stepped through time: PV, load, PCS decision, battery, grid; energy balance
 * PV + import + discharge = load + export + charge + losses holds in every interval.
 */
export class Site {
  readonly config: SiteConfig;
  readonly battery: Battery;
  readonly pcs: Pcs;
  time: number;
  private readonly seed: number;
  private readonly meters: Meters;
  private readonly inverterKWh: number[];
  private inverterKw: number[];
  private last: SiteStep | null = null;
  private overTemperatureUntil = 0;
  private overTemperatureActive = false;
  private lowSocActive = false;
  /** A low-SOC fault's recalibration: when, and by how many points the SOC reads back up. */
  private lowSocUntil: { ms: number; points: number } | null = null;

  constructor(config: SiteConfig, seed: number | string, startTime: number, state?: SiteState) {
    this.config = config;
    this.seed = deriveSeed(seed, 'site', config.id);
    this.time = state?.time ?? startTime;
    const enclosure = this.enclosureC(this.ambientAt(this.time));
    this.battery = new Battery(
      config.battery,
      state?.battery ?? {
        socPct: config.initialSocPct,
        sohPct: config.initialSohPct,
        ageDays: 0,
        cellTemperatures: [],
      },
      deriveSeed(this.seed, 'cells'),
      enclosure,
    );
    this.pcs = new Pcs(config.pcsRatedKw, state ? parseStrategy(state.pcs.strategy) : config.strategy);
    if (state) {
      this.pcs.running = state.pcs.running;
      this.pcs.manualKw = state.pcs.manualKw;
    }
    this.meters = new Meters(state?.meters ?? ZERO_READINGS);
    this.inverterKWh = config.inverters.map((_, index) => state?.inverterKWh[index] ?? 0);
    this.inverterKw = config.inverters.map(() => 0);
    this.battery.updateCells(0, 1, enclosure, 0);
  }

  private weatherAt(utcMs: number): DayWeather {
    return dayWeather(
      deriveSeed(this.seed, 'weather'),
      localTime(utcMs, this.config.tzOffsetMinutes).dayIndex,
    );
  }

  private ambientAt(utcMs: number): number {
    const local = localTime(utcMs, this.config.tzOffsetMinutes);
    return ambientTemperatureC(
      this.config.climate,
      this.seed,
      utcMs,
      this.config.latitude,
      local.dayOfYear,
      local.minuteOfDay,
      this.weatherAt(utcMs),
    );
  }

  /** The battery room is air-conditioned: it follows the outside only a little. */
  private enclosureC(ambientC: number): number {
    return 25 + 0.25 * (ambientC - 25);
  }

  /** Available AC power of each inverter at `utcMs`, kW. */
  pvAvailableAt(utcMs: number): number[] {
    const { config } = this;
    const sun = sunPosition(utcMs, config.latitude, config.longitude);
    if (sun.altitudeDeg <= 0) return config.inverters.map(() => 0);
    const transmittance = beamTransmittance(this.seed, utcMs, this.weatherAt(utcMs));
    const ambient = this.ambientAt(utcMs);
    return config.inverters.map((array) =>
      pvAcPowerKw(
        array,
        planeOfArrayIrradiance(sun, array.tiltDeg, array.azimuthDeg, transmittance),
        ambient,
      ),
    );
  }

  loadAt(utcMs: number): number {
    return loadPowerKw(this.config.load, this.seed, utcMs, localTime(utcMs, this.config.tzOffsetMinutes));
  }

  /** Advances the site by `dtS` seconds; powers are taken at the middle of the interval. */
  step(dtS: number): SiteStep {
    const from = this.time;
    const middle = from + (dtS * 1000) / 2;
    const local = localTime(middle, this.config.tzOffsetMinutes);
    const ambientC = this.ambientAt(middle);
    const pvAvailable = this.pvAvailableAt(middle);
    const pvAvailableKw = pvAvailable.reduce((sum, kw) => sum + kw, 0);
    const loadKw = this.loadAt(middle);
    const auxKw = this.config.auxBaseKw * (1 + Math.max(0, ambientC - 25) / 15);

    const socBeforePct = this.battery.socPct;
    const chargeLimitKw = Math.min(this.pcs.ratedKw, this.battery.chargeLimitKw(dtS));
    const dischargeLimitKw = Math.min(this.pcs.ratedKw, this.battery.dischargeLimitKw(dtS));
    const decision = this.pcs.decide(
      this.battery,
      { loadKw, pvAvailableKw, auxKw, minuteOfDay: local.minuteOfDay },
      dtS,
    );
    const flow = this.battery.apply(decision.batteryKw, dtS);
    if (this.lowSocUntil && from + dtS * 1000 >= this.lowSocUntil.ms) {
      // At least a point inside the window, so the low-SOC alarm (cleared above 8 + 2 %) recovers.
      const floor = this.config.battery.socMinPct + 1;
      this.battery.socPct = Math.min(100, Math.max(floor, this.battery.socPct + this.lowSocUntil.points));
      this.lowSocUntil = null;
    }
    const hotSpotHeat = middle < this.overTemperatureUntil ? FAULT_HEAT_C : 0;
    this.battery.updateCells(decision.batteryKw, dtS, this.enclosureC(ambientC), hotSpotHeat);

    const scale = pvAvailableKw > 0 ? decision.pvKw / pvAvailableKw : 0;
    this.inverterKw = pvAvailable.map((kw) => kw * scale);
    const hours = dtS / 3600;
    this.inverterKw.forEach((kw, index) => {
      this.inverterKWh[index] = (this.inverterKWh[index] ?? 0) + kw * hours;
    });
    this.meters.add(
      { gridKw: decision.gridKw, batteryKw: decision.batteryKw, pvKw: decision.pvKw, loadKw },
      dtS,
    );
    this.time = from + dtS * 1000;

    const step: SiteStep = {
      from,
      ts: this.time,
      dtS,
      weather: this.weatherAt(middle),
      ambientC,
      pvAvailableKw,
      pvKw: decision.pvKw,
      curtailedKw: decision.curtailedKw,
      loadKw,
      batteryKw: decision.batteryKw,
      gridKw: decision.gridKw,
      auxKw,
      chargeLimitKw,
      dischargeLimitKw,
      socBeforePct,
      socPct: this.battery.socPct,
      energy: {
        pvKWh: decision.pvKw * hours,
        importKWh: Math.max(0, decision.gridKw) * hours,
        exportKWh: Math.max(0, -decision.gridKw) * hours,
        chargeKWh: flow.chargeKWh,
        dischargeKWh: flow.dischargeKWh,
        loadKWh: loadKw * hours,
        lossKWh: auxKw * hours,
        batteryLossKWh: flow.lossKWh,
      },
      meters: this.meters.read(),
      events: this.checkConditions(),
    };
    this.last = step;
    return step;
  }

  private maxCellTemperature(): number {
    let max = Number.NEGATIVE_INFINITY;
    for (const t of this.battery.cells.temperatures) max = Math.max(max, t);
    return max;
  }

  /** Raises and clears the over-temperature and low-SOC conditions. */
  private checkConditions(): SiteEvent[] {
    const events: SiteEvent[] = [];
    const maxTemperature = this.maxCellTemperature();
    if (!this.overTemperatureActive && maxTemperature > OVER_TEMPERATURE_C) {
      this.overTemperatureActive = true;
      this.pcs.faulted = true;
      events.push({
        ref: 'bms',
        ts: this.time,
        type: 'cell_over_temperature',
        level: 'fault',
        data: { state: 'raised', max_cell_temperature: round(maxTemperature, 1) },
      });
    } else if (this.overTemperatureActive && maxTemperature < OVER_TEMPERATURE_CLEAR_C) {
      this.overTemperatureActive = false;
      this.pcs.faulted = false;
      events.push({
        ref: 'bms',
        ts: this.time,
        type: 'cell_over_temperature',
        level: 'info',
        data: { state: 'cleared', max_cell_temperature: round(maxTemperature, 1) },
      });
    }
    const lowSoc = this.battery.socPct < this.config.battery.socMinPct - 1e-9;
    if (lowSoc !== this.lowSocActive) {
      this.lowSocActive = lowSoc;
      events.push({
        ref: 'bms',
        ts: this.time,
        type: 'low_soc',
        level: lowSoc ? 'warning' : 'info',
        data: { state: lowSoc ? 'raised' : 'cleared', soc: round(this.battery.socPct, 2) },
      });
    }
    return events;
  }

  /** Heats the hot-spot cells until `untilMs`; the alarm follows from the cell temperatures. */
  injectOverTemperature(untilMs: number): void {
    this.overTemperatureUntil = untilMs;
  }

  /**
   * Drains the battery below its window (a BMS calibration jump): the low-SOC alarm follows. With
   * `untilMs` the BMS recalibrates then and the SOC reads as many points higher again, so a demo
   * fault ends at a known time whatever the strategy does meanwhile.
   */
  injectLowSoc(untilMs?: number): void {
    const before = this.battery.socPct;
    this.battery.socPct = Math.max(1, this.config.battery.socMinPct - 6);
    const points = before - this.battery.socPct;
    this.lowSocUntil = untilMs !== undefined && points > 0 ? { ms: untilMs, points } : null;
  }

  replaceStrategy(strategy: OperatingStrategy): void {
    this.pcs.replaceStrategy(strategy);
  }

  /** Point values of every device of the site now, by device reference. */
  deviceValues(options: { includeCells: boolean }): Record<string, DeviceValues> {
    const last = this.last;
    const battery = this.battery;
    const cells = battery.cells;
    const meters = this.meters.read();
    const gridKw = last?.gridKw ?? 0;
    const batteryKw = last?.batteryKw ?? 0;
    const loadKw = last?.loadKw ?? this.loadAt(this.time);
    const pvKw = last?.pvKw ?? 0;
    let maxV = Number.NEGATIVE_INFINITY;
    let minV = Number.POSITIVE_INFINITY;
    let maxT = Number.NEGATIVE_INFINITY;
    let minT = Number.POSITIVE_INFINITY;
    for (let i = 0; i < cells.count; i++) {
      maxV = Math.max(maxV, cells.voltages[i]!);
      minV = Math.min(minV, cells.voltages[i]!);
      maxT = Math.max(maxT, cells.temperatures[i]!);
      minT = Math.min(minT, cells.temperatures[i]!);
    }
    const bms: DeviceValues = {
      soc: round(battery.socPct, 2),
      soh: round(battery.sohPct, 3),
      soc_min: this.config.battery.socMinPct,
      soc_max: this.config.battery.socMaxPct,
      voltage: round(battery.voltageV, 1),
      current: round(battery.currentA, 1),
      max_cell_voltage: round(maxV, 3),
      min_cell_voltage: round(minV, 3),
      max_cell_temperature: round(maxT, 1),
      min_cell_temperature: round(minT, 1),
    };
    if (options.includeCells) {
      bms.cell_voltages = Array.from(cells.voltages, (v) => round(v, 3));
      bms.cell_temperatures = Array.from(cells.temperatures, (t) => round(t, 1));
    }
    const values: Record<string, DeviceValues> = {
      ems: {
        status: this.pcs.faulted ? 'fault' : 'normal',
        strategy_mode: this.pcs.mode,
        grid_power: round(gridKw, 3),
        active_power: round(batteryKw, 3),
        load_power: round(loadKw, 3),
        photovoltaic_power: round(pvKw, 3),
        soc: round(battery.socPct, 2),
      },
      pcs: {
        active_power: round(batteryKw, 3),
        mode: this.pcs.manualKw !== null ? 'manual' : this.pcs.mode,
        state: this.pcs.state(),
        charge_kwh: round(meters.chargeKWh, 3),
        discharge_kwh: round(meters.dischargeKWh, 3),
      },
      bms,
      grid_meter: {
        grid_power: round(gridKw, 3),
        import_kwh: round(meters.gridImportKWh, 3),
        export_kwh: round(meters.gridExportKWh, 3),
      },
      load_meter: { load_power: round(loadKw, 3), load_kwh: round(meters.loadKWh, 3) },
    };
    this.config.inverters.forEach((inverter, index) => {
      values[inverter.ref] = {
        photovoltaic_power: round(this.inverterKw[index] ?? 0, 3),
        generation_kwh: round(this.inverterKWh[index] ?? 0, 3),
      };
    });
    return values;
  }

  meterReadings(): MeterReadings {
    return this.meters.read();
  }

  inverterReadings(): number[] {
    return [...this.inverterKWh];
  }

  state(): SiteState {
    return {
      time: this.time,
      battery: this.battery.state(),
      meters: this.meters.read(),
      inverterKWh: [...this.inverterKWh],
      pcs: {
        running: this.pcs.running,
        manualKw: this.pcs.manualKw,
        strategy: strategyToWire(this.pcs.strategy),
      },
    };
  }
}
