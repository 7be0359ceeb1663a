import type { BacktestInput, BacktestResult, StrategyRange } from '@ies/contracts';
import { parseStrategy, replayBattery } from '@ies/simulator/physics';
import { notFound, ValidationError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf } from '../prices/prices.service';
import {
  coverageOf,
  figuresOf,
  readingAt,
  recordedEfficiency,
  replayedBuckets,
  replaySteps,
  socWindowOf,
} from './backtest-math';
import { energyBuckets, FLOW_COUNTERS, measuredSpans } from './revenue-buckets';
import { BUCKET_MS, dayRevenue, type EnergyBucket } from './revenue-math';
import { localDayRange, zoneOfStation } from '../../platform/time/local-calendar';
import type { RevenueDeps } from './revenue.service';

const DAY_MS = 86_400_000;
/** The efficiency when the record cannot tell. */
const DEFAULT_EFFICIENCY = 0.9;

export interface BacktestStrategies {
  get(auth: AuthContext, id: string): Promise<{ ranges: StrategyRange[] }>;
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Backtest (issue 14 item 7): the station's battery run under a candidate strategy against the
 * recorded load and PV of past days, priced with the same tariff as the recorded revenue.
 */
export class BacktestService {
  constructor(private readonly deps: RevenueDeps & { strategies: () => BacktestStrategies }) {}

  async run(auth: AuthContext, stationId: string, input: BacktestInput): Promise<BacktestResult> {
    const [reached] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const station = await this.deps.revenue.station(reached.id);
    const storage = await this.deps.revenue.storage(reached.id);
    if (!station || !storage) throw notFound();
    const today = localDateOf(this.deps.clock.now(), station);
    // Past days only: today is not over.
    if (input.to >= today) throw new ValidationError([{ field: 'to', code: 'iot-validation.10016' }]);
    const ranges = input.strategy_id
      ? (await this.deps.strategies().get(auth, input.strategy_id)).ranges
      : input.ranges!;
    const strategy = parseStrategy({ ranges });

    const dates: string[] = [];
    for (let d = input.from; d <= input.to; d = addDays(d, 1)) dates.push(d);
    const zone = zoneOfStation(station);
    const start = localDayRange(zone, input.from).start;
    const end = localDayRange(zone, input.to).end;
    const devices = await this.deps.revenue.boundDevices(station.id);
    const flows = await this.deps.revenue.rollups5m(
      devices,
      start - DAY_MS,
      end + BUCKET_MS,
      Object.values(FLOW_COUNTERS),
    );
    const recordedBuckets = energyBuckets(flows, start).filter((b) => b.start < end);
    const states = await this.deps.revenue.rollups5m(devices, start - 3_600_000, end + BUCKET_MS, [
      'soc',
      'soh',
    ]);
    const given = input.battery;
    const soh = readingAt(states, 'soh', start + BUCKET_MS) ?? 100;
    const socFrom = readingAt(states, 'soc', start + BUCKET_MS);
    const socTo = readingAt(states, 'soc', end + BUCKET_MS);
    const capacityKwh = given.capacity_kwh ?? storage.capacityKwh;
    const total = (key: keyof EnergyBucket) => recordedBuckets.reduce((sum, b) => sum + b[key], 0);
    const efficiency =
      given.round_trip_efficiency ??
      (socFrom !== null && socTo !== null
        ? recordedEfficiency({
            chargeKwh: total('charge'),
            dischargeKwh: total('discharge'),
            capacityKwh: (capacityKwh * soh) / 100,
            socFromPct: socFrom,
            socToPct: socTo,
          })
        : null) ??
      DEFAULT_EFFICIENCY;
    const window = socWindowOf(given, await this.deps.revenue.reportedSocWindows(devices));
    // A bound from the request with the other from the devices may cross.
    if (window.min > window.max) {
      const field = window.source.soc_min === 'request' ? 'battery.soc_min' : 'battery.soc_max';
      throw new ValidationError([{ field, code: 'iot-validation.10013' }]);
    }
    const battery = {
      capacity_kwh: capacityKwh,
      max_charge_kw: given.max_charge_kw ?? storage.powerKw,
      max_discharge_kw: given.max_discharge_kw ?? storage.powerKw,
      round_trip_efficiency: Math.round(efficiency * 1e4) / 1e4,
      soc_min: window.min,
      soc_max: window.max,
      soc_window_source: window.source,
      initial_soc: given.initial_soc ?? socFrom ?? 50,
      soh,
    };

    const spans = measuredSpans(flows, start);
    const steps = replaySteps(recordedBuckets, spans, zone);
    const replayed = replayBattery({
      battery: {
        capacityKWh: battery.capacity_kwh,
        maxChargeKw: battery.max_charge_kw,
        maxDischargeKw: battery.max_discharge_kw,
        socMinPct: battery.soc_min,
        socMaxPct: battery.soc_max,
        roundTripEfficiency: efficiency,
        cellCapacityAh: 280,
      },
      pcsRatedKw: Math.max(battery.max_charge_kw, battery.max_discharge_kw),
      initialSocPct: battery.initial_soc,
      sohPct: soh,
      strategy,
      steps,
    });
    const simulated = replayedBuckets(steps, replayed);

    const timeline = await this.deps.prices().tariffTimeline(station.id);
    const recordedDays = await this.deps.engine.days(station, dates);
    const days = dates.map((date) => {
      const version = timeline.find((v) => v.effectiveFrom <= date);
      const tariff = version ? { config: version.config } : { flatPrice: station.pricePerKwh };
      const backtest = dayRevenue({ date, zone, tariff, buckets: simulated });
      const range = localDayRange(zone, date);
      const coverage = coverageOf(spans, range.start, range.end);
      return { date, recorded: recordedDays.get(date)!, backtest, coverage };
    });
    return {
      from: input.from,
      to: input.to,
      coverage: coverageOf(spans, start, end),
      battery,
      recorded: figuresOf(days.map((d) => d.recorded)),
      backtest: figuresOf(days.map((d) => d.backtest)),
      days: days.map((d) => ({
        date: d.date,
        recorded: figuresOf([d.recorded]),
        backtest: figuresOf([d.backtest]),
        coverage: d.coverage,
      })),
    };
  }
}
