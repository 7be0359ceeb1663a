import {
  DAILY_REPORTS,
  type EnergyReport,
  type EnergyReportKind,
  type EnergyReportQuery,
  REPORT_BUCKETS_MAX,
  REPORT_STATIONS_MAX,
  type ReportStation,
} from '@ies/contracts';
import type { StationRow } from '../../db/schema';
import { ValidationError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import {
  bucketsBetween,
  type CalendarBucket,
  instantOfLocal,
  type StationZone,
} from '../../platform/time/local-calendar';
import type { PricesService } from '../prices/prices.service';
import type { ReportDay, RevenueEngine } from '../revenue/revenue-engine';
import type { StationAccess } from '../stations/stations.service';
import { stationZone } from '../stations/station-zone';
import { emissionFactorOf } from './emission-factors';
import { efficiency, reportColumns } from './report-columns';
import {
  consumptionFromDays,
  consumptionFromEnergy,
  electricityByBand,
  electricityFromDays,
  electricityFromEnergy,
  periodFromDays,
  revenueFromDays,
} from './report-figures';
import { datesBetween, type Figures, type Period, reportRows } from './report-grid';
import { paybackOf, monthlyDemandSavings } from './revenue-extras';

export interface EnergyReportsDeps {
  stations: () => StationAccess;
  revenue: () => Pick<RevenueEngine, 'stationDays' | 'stationsDays' | 'energy' | 'firstData'>;
  prices: () => Pick<PricesService, 'tariffTimelines'>;
}

const UTC: StationZone = { offsetMinutes: 0 };

/** The stored days of the report's stations, per station and date, for the period and the base. */
interface StoredDays {
  period: Map<string, Map<string, ReportDay>>;
  base: Map<string, Map<string, ReportDay>>;
  timelines?: Map<string, Awaited<ReturnType<PricesService['tariffTimeline']>>>;
}

/** The local period [start, end] of a station as instants: from its start's midnight to after its end. */
function periodRange(zone: StationZone, start: string, end: string) {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  return { from: instantOfLocal(zone, sy, sm, sd), to: instantOfLocal(zone, ey, em, ed + 1) };
}

/**
 * The built-in energy reports (issue 29 item 2): per station the caller sees, local buckets in
 * the station's zone, an optional base period beside. Figures come from the revenue engine (its
 * 5-minute energy and stored days), never from another domain's tables.
 */
export class EnergyReportsService {
  constructor(private readonly deps: EnergyReportsDeps) {}

  async report(auth: AuthContext, kind: EnergyReportKind, q: EnergyReportQuery): Promise<EnergyReport> {
    const stations = this.deps.stations();
    const asked =
      q.station_ids.length > 0
        ? q.station_ids
        : (await stations.reachableIds(auth)).slice(0, REPORT_STATIONS_MAX);
    const rows = asked.length > 0 ? await stations.requireAccess(auth, 'view', { stationIds: asked }) : [];
    this.check(kind, q);
    // The stored days of every station in one read per period (hours read the 5-minute energy).
    const stored = !(q.bucket === 'hour' && (kind === 'electricity' || kind === 'consumption'));
    const ids = rows.map((r) => r.id);
    const revenue = this.deps.revenue();
    const days: StoredDays = stored
      ? {
          period: await revenue.stationsDays(ids, datesBetween(q.start, q.end)),
          base:
            q.base_start && q.base_end
              ? await revenue.stationsDays(ids, datesBetween(q.base_start, q.base_end))
              : new Map(),
        }
      : { period: new Map(), base: new Map() };
    // The tariff versions of every station (the revenue report's demand-charge rate), in one read.
    if (kind === 'revenue') days.timelines = await this.deps.prices().tariffTimelines(ids);
    const out: ReportStation[] = [];
    for (const row of rows) out.push(await this.station(kind, q, row, days));
    return {
      report: kind,
      bucket: q.bucket,
      start: q.start,
      end: q.end,
      base_start: q.base_start ?? null,
      base_end: q.base_end ?? null,
      mode: q.mode,
      unit: q.unit,
      columns: reportColumns(kind, q.mode, q.unit),
      stations: out,
    };
  }

  /** Hourly figures only from the 5-minute energy; a period no longer than its bucket limit. */
  private check(kind: EnergyReportKind, q: EnergyReportQuery) {
    const daily = DAILY_REPORTS.includes(kind) || (kind === 'electricity' && q.mode === 'band');
    if (daily && q.bucket === 'hour')
      throw new ValidationError([{ field: 'bucket', code: 'iot-energy-report.10002' }]);
    const max = REPORT_BUCKETS_MAX[q.bucket];
    const periods: Array<[string, string, string]> = [[q.start, q.end, 'end']];
    if (q.base_start && q.base_end) periods.push([q.base_start, q.base_end, 'base_end']);
    for (const [start, end, field] of periods) {
      const { from, to } = periodRange(UTC, start, end);
      if (bucketsBetween(UTC, from, to, q.bucket).length > max)
        throw new ValidationError([{ field, code: 'iot-energy-report.10001', params: { max } }]);
    }
  }

  private async station(
    kind: EnergyReportKind,
    q: EnergyReportQuery,
    row: StationRow,
    stored: StoredDays,
  ): Promise<ReportStation> {
    const zone = stationZone(row);
    const factor = emissionFactorOf(row);
    const { kg_per_kwh: kg } = factor;
    const days = (which: 'period' | 'base') => stored[which].get(row.id) ?? new Map<string, ReportDay>();
    const timeline = stored.timelines?.get(row.id) ?? [];
    const period = await this.period(kind, q, row, zone, q.start, q.end, kg, days('period'), timeline);
    const base =
      q.base_start && q.base_end
        ? await this.period(kind, q, row, zone, q.base_start, q.base_end, kg, days('base'), timeline)
        : null;
    const columns = reportColumns(kind, q.mode, q.unit).map((c) => c.key);
    const derive = kind === 'electricity' ? efficiency : undefined;
    const { rows, total } = reportRows(period, base, columns, derive);
    const payback =
      kind === 'revenue'
        ? await paybackOf(this.deps.revenue(), row, q.start, period.days!, period.demand!, period.values)
        : null;
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      time_zone: zone.timeZone ?? null,
      offset_minutes: zone.offsetMinutes,
      rows,
      total,
      payback,
      emission_factor: kind === 'consumption' ? factor : null,
    };
  }

  private async period(
    kind: EnergyReportKind,
    q: EnergyReportQuery,
    row: StationRow,
    zone: StationZone,
    start: string,
    end: string,
    kgPerKwh: number,
    days: Map<string, ReportDay>,
    timeline: Awaited<ReturnType<PricesService['tariffTimeline']>>,
  ): Promise<Period & { days?: Map<string, ReportDay>; demand?: Map<string, number> }> {
    const { from, to } = periodRange(zone, start, end);
    const buckets: CalendarBucket[] = bucketsBetween(zone, from, to, q.bucket);
    const unit = q.bucket === 'hour' ? 'day' : q.bucket;
    const revenue = this.deps.revenue();
    // Hours need the 5-minute energy; days and longer read the stored days (the consumption split,
    // decided per 5 minutes, is kept beside each stored day).
    const hourly = q.bucket === 'hour';
    if (hourly && (kind === 'consumption' || kind === 'electricity')) {
      const energy = await revenue.energy(row.id, from, to);
      const values: Figures[] =
        kind === 'consumption'
          ? consumptionFromEnergy(buckets, energy, kgPerKwh, q.unit)
          : electricityFromEnergy(buckets, energy);
      return { buckets, values };
    }
    if (kind === 'electricity') {
      const values =
        q.mode === 'band' ? electricityByBand(buckets, unit, days) : electricityFromDays(buckets, unit, days);
      return { buckets, values };
    }
    if (kind === 'period') return { buckets, values: periodFromDays(buckets, unit, days) };
    if (kind === 'consumption')
      return { buckets, values: consumptionFromDays(buckets, unit, days, kgPerKwh, q.unit) };
    const demand = monthlyDemandSavings(timeline, days);
    return { buckets, values: revenueFromDays(buckets, unit, days, demand), days, demand };
  }
}
