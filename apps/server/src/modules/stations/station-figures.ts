import type {
  FlowEnergy,
  FlowPower,
  PowerCurvePoint,
  StationOnlineStatus,
  StationRunningState,
  StationStatus,
} from '@ies/contracts';
import { counterIncrease } from '../../telemetry/rollup-math';
import type { RollupBucket } from './station-figures.repository';
import type { BoundDeviceState } from './stations.repository';

/*
 * How station figures come from device data (docs/api/stations.md, "Figures"). Pure functions.
 *
 * Live power per flow: the point of each flow (grid_power, photovoltaic_power, active_power,
 * load_power — the names of singleStationConfig.energyOverviewDisplay) summed over the bound
 * devices that report it; the EMS (type EMS_GATEWAY) reports site totals, so it counts only for a
 * flow no other bound device reports. Energy: the counters of the standard types, per flow.
 */

export const EMS_TYPE = 'EMS_GATEWAY';
export const BMS_TYPE = 'ES_BMS';

export const FLOW_POINTS = {
  grid_kw: 'grid_power',
  pv_kw: 'photovoltaic_power',
  storage_kw: 'active_power',
  load_kw: 'load_power',
} as const satisfies Record<keyof FlowPower, string>;

export const ENERGY_POINTS = {
  charge_kwh: 'charge_kwh',
  discharge_kwh: 'discharge_kwh',
  pv_kwh: 'generation_kwh',
  grid_import_kwh: 'import_kwh',
  grid_export_kwh: 'export_kwh',
  load_kwh: 'load_kwh',
} as const satisfies Record<keyof FlowEnergy, string>;

export const COUNTER_POINTS: readonly string[] = Object.values(ENERGY_POINTS);
export const POWER_POINTS: readonly string[] = Object.values(FLOW_POINTS);

const ONLINE = (status: string) => status !== 'offline' && status !== 'unset';
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

export function emptyEnergy(): FlowEnergy {
  return { charge_kwh: 0, discharge_kwh: 0, pv_kwh: 0, grid_import_kwh: 0, grid_export_kwh: 0, load_kwh: 0 };
}

export function addEnergy(a: FlowEnergy, b: FlowEnergy): FlowEnergy {
  const out = emptyEnergy();
  for (const key of Object.keys(out) as Array<keyof FlowEnergy>) out[key] = round(a[key] + b[key]);
  return out;
}

export function addPower(a: FlowPower, b: FlowPower): FlowPower {
  const add = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : round(x + y));
  return {
    grid_kw: add(a.grid_kw, b.grid_kw),
    pv_kw: add(a.pv_kw, b.pv_kw),
    storage_kw: add(a.storage_kw, b.storage_kw),
    load_kw: add(a.load_kw, b.load_kw),
  };
}

/** Which devices count for a flow point: those reporting it, the EMS only when no other does. */
export function sourcesOf(
  devices: readonly BoundDeviceState[],
  reports: (device: BoundDeviceState) => boolean,
): BoundDeviceState[] {
  const reporting = devices.filter(reports);
  const others = reporting.filter((d) => d.typeName !== EMS_TYPE);
  return others.length > 0 ? others : reporting;
}

export function livePower(devices: readonly BoundDeviceState[]): FlowPower {
  const out: FlowPower = { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null };
  for (const [flow, point] of Object.entries(FLOW_POINTS) as Array<[keyof FlowPower, string]>) {
    const sources = sourcesOf(devices, (d) => typeof d.latest?.[point] === 'number');
    if (sources.length === 0) continue;
    out[flow] = round(sources.reduce((sum, d) => sum + (d.latest![point] as number), 0));
  }
  return out;
}

/** Mean SOC over the BMS devices reporting one, else over any device reporting one. */
export function liveSoc(devices: readonly BoundDeviceState[]): number | null {
  const reporting = devices.filter((d) => typeof d.latest?.soc === 'number');
  const bms = reporting.filter((d) => d.typeName === BMS_TYPE);
  const sources = bms.length > 0 ? bms : reporting;
  if (sources.length === 0) return null;
  return round(sources.reduce((sum, d) => sum + (d.latest!.soc as number), 0) / sources.length, 2);
}

/**
 * Running state from the bound devices: none bound → null; none online → shutdown; a faulty or
 * alarming device (or a PCS/EMS reporting fault) → fault; a device in debugging → self_test;
 * then the PCS states: any running → run, any standby → standby, all stopped → shutdown; online
 * devices without a PCS state: grid_connected when grid power is reported, else run.
 */
export function runningState(devices: readonly BoundDeviceState[]): StationRunningState | null {
  if (devices.length === 0) return null;
  const online = devices.filter((d) => ONLINE(d.status));
  if (online.length === 0) return 'shutdown';
  const faulty = online.some(
    (d) =>
      d.status === 'online_faulty' ||
      d.status === 'alarm' ||
      d.latest?.state === 'fault' ||
      d.latest?.status === 'fault',
  );
  if (faulty) return 'fault';
  if (online.some((d) => d.status === 'debugging')) return 'self_test';
  const pcsStates = online.map((d) => d.latest?.state).filter((s): s is string => typeof s === 'string');
  if (pcsStates.includes('run')) return 'run';
  if (pcsStates.includes('standby')) return 'standby';
  if (pcsStates.length > 0 && pcsStates.every((s) => s === 'stop')) return 'shutdown';
  return online.some((d) => typeof d.latest?.grid_power === 'number') ? 'grid_connected' : 'run';
}

export function stationStatus(devices: readonly BoundDeviceState[]): StationStatus {
  const online = devices.filter((d) => ONLINE(d.status));
  if (online.length === 0) return 'offline';
  if (online.some((d) => d.status === 'online_faulty' || d.status === 'alarm')) return 'fault';
  return 'normal';
}

export function onlineStatus(devices: readonly BoundDeviceState[]): StationOnlineStatus {
  return devices.some((d) => ONLINE(d.status)) ? 'online' : 'offline';
}

/**
 * Increase of each flow's counter over buckets of one device list. Buckets before `fromMs` only
 * give the reading before the period (the step from it into the period counts).
 */
export function energyOf(buckets: readonly RollupBucket[], fromMs: number): FlowEnergy {
  const out = emptyEnergy();
  const byDevice = new Map<string, RollupBucket[]>();
  for (const bucket of buckets) {
    const list = byDevice.get(bucket.deviceId) ?? [];
    list.push(bucket);
    byDevice.set(bucket.deviceId, list);
  }
  for (const list of byDevice.values()) {
    list.sort((a, b) => a.bucket - b.bucket);
    for (const [flow, point] of Object.entries(ENERGY_POINTS) as Array<[keyof FlowEnergy, string]>) {
      let previousLast: number | undefined;
      const inPeriod = [];
      for (const bucket of list) {
        const stats = bucket.points[point];
        if (!stats) continue;
        if (bucket.bucket < fromMs) previousLast = stats.last;
        // A reading exactly at a bucket's start measured the interval before it (rollup-math.ts).
        else inPeriod.push({ ...stats, firstAtStart: stats.firstTs === bucket.bucket });
      }
      out[flow] = round(out[flow] + counterIncrease(inPeriod, previousLast));
    }
  }
  return out;
}

/** Energy per flow of devices from their counters' increases (StationEnergyCache), rounded as `energyOf`. */
export function energyOfIncreases(
  deviceIds: readonly string[],
  increases: ReadonlyMap<string, ReadonlyMap<string, number>>,
): FlowEnergy {
  const out = emptyEnergy();
  for (const id of deviceIds) {
    const own = increases.get(id);
    if (!own) continue;
    for (const [flow, point] of Object.entries(ENERGY_POINTS) as Array<[keyof FlowEnergy, string]>) {
      out[flow] = round(out[flow] + (own.get(point) ?? 0));
    }
  }
  return out;
}

/** Which devices report each point in any of the buckets. */
export function reportsOf(buckets: readonly RollupBucket[]): Map<string, Set<string>> {
  const reports = new Map<string, Set<string>>();
  for (const bucket of buckets) {
    for (const point of Object.keys(bucket.points)) {
      const set = reports.get(point) ?? new Set();
      set.add(bucket.deviceId);
      reports.set(point, set);
    }
  }
  return reports;
}

/** Today's power points: per 5-minute bucket and flow, the sum over the flow's sources of their mean. */
export function powerCurve(
  devices: readonly BoundDeviceState[],
  buckets: readonly RollupBucket[],
): PowerCurvePoint[] {
  return curveOf(devices, buckets, reportsOf(buckets));
}

/**
 * The curve of `buckets` with each flow's sources chosen from `reports` (the devices reporting
 * over the whole day): the curve of a day's buckets is the curves of its parts joined in time.
 */
export function curveOf(
  devices: readonly BoundDeviceState[],
  buckets: readonly RollupBucket[],
  reports: ReadonlyMap<string, ReadonlySet<string>>,
): PowerCurvePoint[] {
  const sources = new Map<string, Set<string>>();
  for (const point of POWER_POINTS) {
    const reporting = reports.get(point) ?? new Set<string>();
    sources.set(point, new Set(sourcesOf(devices, (d) => reporting.has(d.deviceId)).map((d) => d.deviceId)));
  }
  const byTime = new Map<number, PowerCurvePoint>();
  for (const bucket of buckets) {
    let point = byTime.get(bucket.bucket);
    if (!point) {
      point = {
        time: new Date(bucket.bucket).toISOString(),
        grid_kw: null,
        pv_kw: null,
        storage_kw: null,
        load_kw: null,
      };
      byTime.set(bucket.bucket, point);
    }
    for (const [flow, name] of Object.entries(FLOW_POINTS) as Array<[keyof FlowPower, string]>) {
      const stats = bucket.points[name];
      if (!stats || stats.count === 0 || !sources.get(name)!.has(bucket.deviceId)) continue;
      point[flow] = round((point[flow] ?? 0) + stats.sum / stats.count);
    }
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

/** Start (epoch ms) of the local day holding `nowMs` at a whole-hour UTC offset. */
export function localDayStart(nowMs: number, tzOffsetHours: number): number {
  const shift = tzOffsetHours * 3_600_000;
  return Math.floor((nowMs + shift) / 86_400_000) * 86_400_000 - shift;
}
