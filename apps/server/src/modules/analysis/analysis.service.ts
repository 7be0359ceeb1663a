import {
  type AnalysisDevice,
  type AnalysisQuery,
  analysisQuerySchema,
  type BatteryAnalysis,
  type LaggingCells,
  type MeterStatistics,
  type MeterStatisticsQuery,
  meterStatisticsQuerySchema,
} from '@ies/contracts';
import type { StationRow } from '../../db/schema';
import { notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { bucketsBetween, instantOfLocal, type StationZone } from '../../platform/time/local-calendar';
import type { StationAccess } from '../stations/stations.service';
import { batteryDays, cellDays, meterPeriods, rankCells } from './analysis-math';
import type { AnalysisDeviceRow, AnalysisRepository } from './analysis.repository';

export interface AnalysisServiceDeps {
  analysis: AnalysisRepository;
  stations: () => Pick<StationAccess, 'requireAccess'>;
}

const BMS_TYPE = 'ES_BMS';
const PCS_TYPE = 'ES_PCS';
const DISCHARGE_POINT = 'discharge_kwh';
const BMS_KEYS = [
  'soc',
  'soh',
  'cell_voltages',
  'max_cell_voltage',
  'min_cell_voltage',
  'max_cell_temperature',
  'min_cell_temperature',
  'cell_temperatures',
] as const;

/** The station's calendar: its IANA zone once stations carry one, else its fixed offset. */
function zoneOf(station: StationRow): StationZone {
  const named = (station as StationRow & { timeZone?: string | null }).timeZone;
  return { timeZone: named ?? null, offsetMinutes: station.tzOffsetHours * 60 };
}

/** [start of `from`, start of the day after `to`) in the zone. */
function rangeOf(zone: StationZone, from: string, to: string): { from: number; to: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return { from: instantOfLocal(zone, fy, fm, fd), to: instantOfLocal(zone, ty, tm, td + 1) };
}

const isBms = (d: AnalysisDeviceRow) => d.typeName === BMS_TYPE;
const present = (d: AnalysisDeviceRow): AnalysisDevice => ({ id: d.id, name: d.name });
const counterPoints = (d: AnalysisDeviceRow) => d.points.filter((p) => p.cumulative && p.type !== 'array');

/** Lagging cells, battery analysis and meter statistics of a station (issue 29). */
export class AnalysisService {
  constructor(private readonly deps: AnalysisServiceDeps) {}

  /**
   * The station (within the caller's authority) and, when the query names a device, that device
   * (within it too: a device of another tenant or station answers 404).
   */
  private async reach(auth: AuthContext, stationId: string, deviceId: string | undefined) {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    if (deviceId !== undefined)
      await this.deps.stations().requireAccess(auth, 'view', { deviceIds: [deviceId] });
    const devices = await this.deps.analysis.stationDevices(station.tenantId, station.id);
    return { station, devices, zone: zoneOf(station) };
  }

  /** The chosen BMS: the named one (it must be a BMS of this station), else the first. */
  private pickBms(devices: AnalysisDeviceRow[], deviceId: string | undefined) {
    const bms = devices.filter(isBms);
    if (deviceId === undefined) return { bms, chosen: bms[0] };
    const chosen = bms.find((d) => d.id === deviceId);
    if (!chosen) throw notFound();
    return { bms, chosen };
  }

  async laggingCells(auth: AuthContext, stationId: string, raw: AnalysisQuery): Promise<LaggingCells> {
    const { station, devices, zone } = await this.reach(auth, stationId, raw.device_id);
    const query = analysisQuerySchema.parse(raw);
    const { bms, chosen } = this.pickBms(devices, query.device_id);
    const range = rangeOf(zone, query.from, query.to);
    const buckets = bucketsBetween(zone, range.from, range.to, 'day');
    const samples = chosen
      ? await this.deps.analysis.samples(chosen.id, range.from, range.to, ['soc', 'cell_voltages'])
      : [];
    const days = cellDays(samples, buckets);
    const { cellCount, ranking } = rankCells(days);
    return {
      station_id: station.id,
      devices: bms.map(present),
      device_id: chosen?.id ?? null,
      cell_count: cellCount,
      ranking,
      days,
    };
  }

  async battery(auth: AuthContext, stationId: string, raw: AnalysisQuery): Promise<BatteryAnalysis> {
    const { station, devices, zone } = await this.reach(auth, stationId, raw.device_id);
    const query = analysisQuerySchema.parse(raw);
    const { bms, chosen } = this.pickBms(devices, query.device_id);
    const range = rangeOf(zone, query.from, query.to);
    const buckets = bucketsBetween(zone, range.from, range.to, 'day');
    const usable = bms.length > 0 ? station.installedCapacityKwh / bms.length : station.installedCapacityKwh;
    const energy = chosen ? this.energyDeviceOf(station, devices, chosen.id) : undefined;
    const samples = chosen ? await this.deps.analysis.samples(chosen.id, range.from, range.to, BMS_KEYS) : [];
    const discharge = energy
      ? meterPeriods(
          await this.deps.analysis.counterReadings(energy.id, DISCHARGE_POINT, range.from, range.to),
          buckets,
        )
      : null;
    const days = batteryDays(samples, buckets, discharge, usable);
    const dischargeKwh = days.reduce((sum, d) => sum + (d.discharge_kwh ?? 0), 0);
    return {
      station_id: station.id,
      devices: bms.map(present),
      device_id: chosen?.id ?? null,
      usable_capacity_kwh: usable,
      energy_device: energy ? present(energy) : null,
      days,
      totals: {
        discharge_kwh: Number(dischargeKwh.toFixed(3)),
        cycles: usable > 0 ? Number((dischargeKwh / usable).toFixed(4)) : 0,
      },
    };
  }

  /** The converter that measures a BMS's discharge: its associated PCS, else the station's only one. */
  private energyDeviceOf(station: StationRow, devices: AnalysisDeviceRow[], bmsId: string) {
    const counts = (d: AnalysisDeviceRow) => d.points.some((p) => p.name === DISCHARGE_POINT);
    const associated = station.bmsAssociations.find((a) => a.bms_device_id === bmsId)?.pcs_device_id;
    const byAssociation = devices.find((d) => d.id === associated && counts(d));
    if (byAssociation) return byAssociation;
    const pcs = devices.filter((d) => d.typeName === PCS_TYPE && counts(d));
    return pcs.length === 1 ? pcs[0] : undefined;
  }

  async meters(auth: AuthContext, stationId: string, raw: MeterStatisticsQuery): Promise<MeterStatistics> {
    const { station, devices, zone } = await this.reach(auth, stationId, raw.device_id);
    const query = meterStatisticsQuerySchema.parse(raw);
    const meters = devices.filter((d) => counterPoints(d).length > 0);
    const chosen = query.device_id === undefined ? meters : meters.filter((d) => d.id === query.device_id);
    if (query.device_id !== undefined && chosen.length === 0) throw notFound();
    const range = rangeOf(zone, query.from, query.to);
    const buckets = bucketsBetween(zone, range.from, range.to, query.bucket).map((b) => ({
      ...b,
      // The first and last period are cut to the range asked.
      start: Math.max(b.start, range.from),
      end: Math.min(b.end, range.to),
    }));
    const series: MeterStatistics['series'] = [];
    for (const device of chosen) {
      for (const point of counterPoints(device)) {
        const readings = await this.deps.analysis.counterReadings(
          device.id,
          point.name,
          range.from,
          range.to,
        );
        const periods = meterPeriods(readings, buckets);
        series.push({
          device_id: device.id,
          device_name: device.name,
          point: point.name,
          zh: point.zh ?? point.name,
          en: point.en ?? point.zh ?? point.name,
          unit: point.unit ?? '',
          periods,
          total: Number(periods.reduce((sum, p) => sum + p.difference, 0).toFixed(6)),
        });
      }
    }
    return { station_id: station.id, bucket: query.bucket, meters: meters.map(present), series };
  }
}
