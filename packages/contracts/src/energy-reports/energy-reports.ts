import { z } from 'zod';
import { CURRENCIES } from '../station/enums';
import { WEIGHT_UNITS } from '../storage/data-enums';
import { PRICE_PERIOD_PROPERTIES } from '../prices/enums';
import { INVALID_CODE, INVALID_OPTION_CODE, TOO_LONG_CODE } from '../common/text';
import { localDate } from '../prices/prices';

// Built-in energy reports (issue 29 item 2; spec B §2 Report/ElectricityStatistics,
// RevenueStatistics, EnergyConsumptionStatistics, DataAnalysis/PeriodAnalysis; docs/energy-reports.md).

export const ENERGY_REPORTS = ['electricity', 'revenue', 'consumption', 'period'] as const;
export type EnergyReportKind = (typeof ENERGY_REPORTS)[number];

export const REPORT_BUCKETS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** Buckets one report answers at most per station (a year of hours is too long to read). */
export const REPORT_BUCKETS_MAX: Record<ReportBucket, number> = {
  hour: 31 * 24 + 1,
  day: 366,
  week: 106,
  month: 120,
  year: 20,
};
/** Stations one report covers at most (all of the caller's when none is listed). */
export const REPORT_STATIONS_MAX = 200;

/** Electricity statistics: charge–discharge, or charge and discharge per price band (B §9). */
export const ELECTRICITY_MODES = ['charge_discharge', 'band'] as const;
export type ElectricityMode = (typeof ELECTRICITY_MODES)[number];

/** Reports built on the stored daily revenue have no hourly figures. */
export const DAILY_REPORTS: readonly EnergyReportKind[] = ['revenue', 'period'];

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: INVALID_OPTION_CODE });

/**
 * Body of `POST /energy-reports/{report}`: the stations (none: every station the caller sees),
 * a reporting period of local dates (inclusive) at each station, the bucket, and an optional base
 * period compared bucket by bucket (the i-th bucket of each).
 */
export const energyReportQuerySchema = z
  .object({
    station_ids: z
      .array(z.uuid({ error: INVALID_CODE }), { error: INVALID_CODE })
      .max(REPORT_STATIONS_MAX, { error: TOO_LONG_CODE })
      .default([]),
    start: localDate,
    end: localDate,
    bucket: option(REPORT_BUCKETS).default('day'),
    base_start: localDate.optional(),
    base_end: localDate.optional(),
    mode: option(ELECTRICITY_MODES).default('charge_discharge'),
    unit: option(WEIGHT_UNITS).default('kg'),
  })
  .superRefine((q, ctx) => {
    if (q.start > q.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'iot-validation.10008' });
    if ((q.base_start === undefined) !== (q.base_end === undefined)) {
      const path = q.base_start === undefined ? 'base_start' : 'base_end';
      ctx.addIssue({ code: 'custom', path: [path], message: 'iot-validation.10001' });
    } else if (q.base_start && q.base_end && q.base_start > q.base_end) {
      ctx.addIssue({ code: 'custom', path: ['base_end'], message: 'iot-validation.10008' });
    }
  });
export type EnergyReportQuery = z.infer<typeof energyReportQuerySchema>;
export type EnergyReportQueryInput = z.input<typeof energyReportQuerySchema>;

export const energyReportPathSchema = z.object({ report: z.enum(ENERGY_REPORTS, { error: 'iot-http.404' }) });

/** Figures by column key (see the answer's `columns`); a change rate is null when the base is 0. */
const figures = z.record(z.string(), z.number());
const changes = z.record(z.string(), z.number().nullable());

export const reportColumnSchema = z.object({
  key: z.string(),
  /** kWh, %, money (the station's currency), kg or ton. */
  unit: z.enum(['kWh', '%', 'money', 'kg', 'ton']),
  /** A price band the column belongs to (per-band columns), else null. */
  band: z.enum(PRICE_PERIOD_PROPERTIES).nullable(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportRowSchema = z.object({
  /** Local label: `YYYY-MM-DD HH:mm`, `YYYY-MM-DD` (day; week: its Monday), `YYYY-MM`, `YYYY`. */
  label: z.string(),
  start: z.string(),
  values: figures,
  /** The base period's bucket of the same index, and the change rate (value − base) / |base|. */
  base_label: z.string().nullable(),
  base_values: figures.nullable(),
  change: changes.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  /** The zone buckets were cut in: IANA name, else a fixed offset. */
  time_zone: z.string().nullable(),
  offset_minutes: z.number().int(),
  rows: z.array(reportRowSchema),
  total: reportRowSchema,
  /** Revenue: the station's total cost against its cumulative revenue (all stored days up to the end). */
  payback: z
    .object({
      total_cost: z.number().nullable(),
      cumulative_revenue: z.number(),
      /** The local date cumulative revenue reached the total cost; null while it has not. */
      payback_date: z.string().nullable(),
      /** Cumulative revenue at each row's end, in row order. */
      cumulative: z.array(z.number()),
    })
    .nullable(),
  /** Consumption: the emission factor used, kg CO₂ per kWh, and whether it is the country default. */
  emission_factor: z.object({ kg_per_kwh: z.number(), default: z.boolean() }).nullable(),
});
export type ReportStation = z.infer<typeof reportStationSchema>;

export const energyReportSchema = z.object({
  report: z.enum(ENERGY_REPORTS),
  bucket: z.enum(REPORT_BUCKETS),
  start: z.string(),
  end: z.string(),
  base_start: z.string().nullable(),
  base_end: z.string().nullable(),
  mode: z.enum(ELECTRICITY_MODES),
  unit: z.enum(WEIGHT_UNITS),
  columns: z.array(reportColumnSchema),
  stations: z.array(reportStationSchema),
});
export type EnergyReport = z.infer<typeof energyReportSchema>;
