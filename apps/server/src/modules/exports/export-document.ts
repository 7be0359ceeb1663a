import {
  type BatteryAnalysis,
  type Currency,
  type CustomReportRun,
  type EnergyReport,
  type LaggingCells,
  type Locale,
  type MeterStatistics,
  PRICE_PERIOD_PROPERTY_LABELS,
  type ReportColumn,
  type ReportRow,
} from '@ies/contracts';
import { EXPORT_TEXTS, type ExportTexts, fill } from './export-texts';

/** A cell: the text the screen shows, and for a figure the number the spreadsheet keeps (rounded as shown). */
export interface ExportCell {
  text: string;
  value?: number;
}
export interface ExportTable {
  title: string;
  notes: string[];
  columns: string[];
  rows: ExportCell[][];
  /** Rows at the end drawn bold (totals). */
  totalRows: number;
}
/** What a file holds, format-free: a title, lines under it and tables (one sheet each in xlsx). */
export interface ExportDocument {
  title: string;
  lines: string[];
  tables: ExportTable[];
}

export const rowsOf = (doc: ExportDocument): number => doc.tables.reduce((n, t) => n + t.rows.length, 0);

const tag = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-GB');
const text = (value: string): ExportCell => ({ text: value });
const dash = (empty: string): ExportCell => ({ text: empty });

/** Rounded to at most `digits` decimals, as the screen shows it. */
const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * Number formats by their options, made once: building an Intl.NumberFormat costs tens of µs, and
 * a year of 15-minute rows has a quarter of a million figures (bench/reports).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** An energy-report figure exactly as the screen's formatFigure writes it (web energy-reports/utils/format.ts). */
function energyFigure(
  value: number,
  unit: ReportColumn['unit'],
  currency: Currency,
  locale: Locale,
): ExportCell {
  if (unit === 'money')
    return {
      text: numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(value),
      value: round(value, 2),
    };
  const digits = unit === 'ton' ? 4 : 2;
  const shown = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return { text: unit === '%' ? `${shown} %` : shown, value: round(value, digits) };
}

/** A change rate (a fraction) as the screen's signed percentage; a dash without a base. */
function energyChange(rate: number | null | undefined, locale: Locale): ExportCell {
  if (rate === null || rate === undefined) return text('—');
  const shown = numberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    rate * 100,
  );
  return { text: `${shown} %`, value: round(rate * 100, 1) };
}

function energyColumnName(column: ReportColumn, t: ExportTexts, locale: Locale): string {
  if (!column.band) return t.columns[column.key] ?? column.key;
  const base = column.key.slice(column.band.length + 1);
  return `${PRICE_PERIOD_PROPERTY_LABELS[column.band][locale]} · ${t.columns[base] ?? base}`;
}

function energyUnit(unit: ReportColumn['unit'], currency: Currency, t: ExportTexts): string {
  if (unit === 'money') return currency;
  if (unit === 'kg') return t.units.kg;
  if (unit === 'ton') return t.units.ton;
  return unit;
}

function periodLine(
  t: ExportTexts,
  start: string,
  end: string,
  baseStart: string | null,
  baseEnd: string | null,
) {
  const lines = [`${t.period}: ${start} – ${end}`];
  if (baseStart && baseEnd) lines.push(`${t.basePeriod}: ${baseStart} – ${baseEnd}`);
  return lines;
}

/** A built-in energy report: one table per station, its rows and totals; compared: base and change beside each figure. */
export function energyReportDocument(report: EnergyReport, locale: Locale): ExportDocument {
  const t = EXPORT_TEXTS[locale];
  const compared = Boolean(report.base_start);
  const tables = report.stations.map((station): ExportTable => {
    const columns = [t.time];
    for (const c of report.columns) {
      const name = `${energyColumnName(c, t, locale)} (${energyUnit(c.unit, station.currency, t)})`;
      columns.push(name);
      if (compared) columns.push(`${name} · ${t.base}`, `${name} · ${t.change}`);
    }
    const line = (row: ReportRow, label: string): ExportCell[] => {
      const cells = [text(compared && row.base_label ? `${label} (${t.base} ${row.base_label})` : label)];
      for (const c of report.columns) {
        cells.push(energyFigure(row.values[c.key] ?? 0, c.unit, station.currency, locale));
        if (compared) {
          cells.push(
            row.base_values
              ? energyFigure(row.base_values[c.key] ?? 0, c.unit, station.currency, locale)
              : dash('—'),
            energyChange(row.change?.[c.key], locale),
          );
        }
      }
      return cells;
    };
    const notes = [
      `${t.zone}: ${station.time_zone ?? `UTC${offsetText(station.offset_minutes)} (${t.fixedOffset})`}`,
    ];
    if (station.emission_factor)
      notes.push(
        fill(t.emission, { factor: station.emission_factor.kg_per_kwh }) +
          (station.emission_factor.default ? t.emissionDefault : ''),
      );
    if (station.payback) {
      const money = (v: number) => energyFigure(v, 'money', station.currency, locale).text;
      const p = station.payback;
      notes.push(
        `${t.payback}: ${t.paybackCost} ${p.total_cost === null ? '—' : money(p.total_cost)} · ${t.paybackCumulative} ${money(p.cumulative_revenue)} · ${p.payback_date ? `${t.paybackDate} ${p.payback_date}` : t.paybackNotYet}`,
      );
    }
    if (station.rows.length === 0) notes.push(t.noData);
    return {
      title: station.name,
      notes,
      columns,
      rows: [...station.rows.map((row) => line(row, row.label)), line(station.total, t.total)],
      totalRows: 1,
    };
  });
  return {
    title: t.reports[report.report],
    lines: periodLine(t, report.start, report.end, report.base_start, report.base_end),
    tables,
  };
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A custom report figure as the screen writes it: up to 3 decimals, '—' when there is none. */
function customFigure(value: number | null | undefined): ExportCell {
  if (value === null || value === undefined) return text('—');
  const rounded = round(value, 3);
  return { text: String(rounded), value: rounded };
}
function customRate(value: number | null | undefined): ExportCell {
  if (value === null || value === undefined) return text('—');
  return { text: `${value > 0 ? '+' : ''}${round(value, 1).toFixed(1)}%`, value: round(value, 1) };
}

/** A custom report's run: a table per data point, a row per station or device, its buckets and total. */
export function customReportDocument(run: CustomReportRun, locale: Locale, period: string): ExportDocument {
  const t = EXPORT_TEXTS[locale];
  const byDevice = run.report.dimension === 'device';
  const compared = run.points.some((p) => p.overall.buckets.some((b) => b.base_label !== null));
  const tables = run.points.map((point): ExportTable => {
    const labels = point.overall.buckets.map((b) => b.label);
    const name = `${locale === 'en' ? point.en : point.zh}${point.unit ? ` (${point.unit})` : ''}`;
    const pad = byDevice ? [text('')] : [];
    const rows = point.rows.map((row) => [
      text(row.name),
      ...(byDevice ? [text(row.station_name)] : []),
      ...row.buckets.map((b) => customFigure(b.value)),
      customFigure(row.total),
    ]);
    const totals = [
      [
        text(t.custom.overall),
        ...pad,
        ...point.overall.buckets.map((b) => customFigure(b.value)),
        customFigure(point.overall.total),
      ],
    ];
    if (compared) {
      totals.push(
        [
          text(t.custom.base),
          ...pad,
          ...point.overall.buckets.map((b) => customFigure(b.base_value)),
          customFigure(point.overall.base_total),
        ],
        [
          text(t.custom.changeRate),
          ...pad,
          ...point.overall.buckets.map((b) => customRate(b.change_rate)),
          customRate(point.overall.change_rate),
        ],
      );
    }
    return {
      title: name,
      notes: rows.length === 0 ? [t.noData] : [],
      columns: [t.custom.row, ...(byDevice ? [t.custom.station] : []), ...labels, t.custom.total],
      rows: [...rows, ...totals],
      totalRows: totals.length,
    };
  });
  return { title: run.report.name, lines: [`${t.period}: ${period}`], tables };
}

/** A figure with fixed decimals as the analysis screens show it (web analysis/utils/format.ts). */
function fixed(value: number | null | undefined, digits = 2): ExportCell {
  if (value === null || value === undefined) return text('–');
  return { text: value.toFixed(digits), value: round(value, digits) };
}

export function laggingCellsDocument(
  result: LaggingCells,
  locale: Locale,
  station: string,
  period: string,
): ExportDocument {
  const t = EXPORT_TEXTS[locale];
  const device = result.devices.find((d) => d.id === result.device_id);
  return {
    title: `${t.kinds.lagging_cells} · ${station}`,
    lines: [`${t.period}: ${period}`, ...(device ? [device.name] : [])],
    tables: [
      {
        title: device?.name ?? t.kinds.lagging_cells,
        notes: result.ranking.length === 0 ? [t.noData] : [],
        columns: [
          t.cells.rank,
          t.cells.cell,
          `${t.cells.chargeDeviation} (mV)`,
          `${t.cells.dischargeDeviation} (mV)`,
          `${t.cells.score} (mV)`,
        ],
        rows: result.ranking.map((r, i) => [
          { text: String(i + 1), value: i + 1 },
          text(fill(t.cells.cellNumber, { cell: r.cell })),
          fixed(r.charge_mv),
          fixed(r.discharge_mv),
          fixed(r.score_mv),
        ]),
        totalRows: 0,
      },
    ],
  };
}

export function batteryDocument(
  result: BatteryAnalysis,
  locale: Locale,
  station: string,
  period: string,
): ExportDocument {
  const t = EXPORT_TEXTS[locale];
  const device = result.devices.find((d) => d.id === result.device_id);
  const b = t.battery;
  return {
    title: `${t.kinds.battery} · ${station}`,
    lines: [
      `${t.period}: ${period}`,
      ...(device ? [device.name] : []),
      fill(b.capacity, { capacity: result.usable_capacity_kwh.toFixed(1) }),
    ],
    tables: [
      {
        title: device?.name ?? t.kinds.battery,
        notes: result.days.length === 0 ? [t.noData] : [],
        columns: [
          b.date,
          `${b.socMin} (%)`,
          `${b.socAvg} (%)`,
          `${b.socMax} (%)`,
          `${b.soh} (%)`,
          `${b.discharge} (kWh)`,
          b.cycles,
          `${b.voltageSpread} (mV)`,
          `${b.temperatureSpread} (°C)`,
        ],
        rows: [
          ...result.days.map((d) => [
            text(d.date),
            fixed(d.soc_min),
            fixed(d.soc_avg),
            fixed(d.soc_max),
            fixed(d.soh),
            fixed(d.discharge_kwh),
            fixed(d.cycles, 3),
            fixed(d.voltage_spread_mv, 1),
            fixed(d.temperature_spread_c, 1),
          ]),
          [
            text(t.total),
            text(''),
            text(''),
            text(''),
            text(''),
            fixed(result.totals.discharge_kwh),
            fixed(result.totals.cycles, 3),
            text(''),
            text(''),
          ],
        ],
        totalRows: 1,
      },
    ],
  };
}

export function metersDocument(
  result: MeterStatistics,
  locale: Locale,
  station: string,
  period: string,
): ExportDocument {
  const t = EXPORT_TEXTS[locale];
  const m = t.meters;
  const rows: ExportCell[][] = [];
  for (const series of result.series) {
    const name = `${series.device_name} · ${locale === 'en' ? series.en : series.zh}`;
    // The screen writes every reading with three decimals and the point's unit.
    const withUnit = (v: number | null): ExportCell => {
      const cell = fixed(v, 3);
      return { ...cell, text: `${cell.text} ${series.unit}` };
    };
    for (const p of series.periods)
      rows.push([
        text(name),
        text(p.period),
        withUnit(p.start_reading),
        withUnit(p.end_reading),
        withUnit(p.difference),
        { text: String(p.resets), value: p.resets },
      ]);
  }
  return {
    title: `${t.kinds.meters} · ${station}`,
    lines: [`${t.period}: ${period}`],
    tables: [
      {
        title: t.kinds.meters,
        notes: rows.length === 0 ? [t.noData] : [],
        columns: [m.meter, m.period, m.startReading, m.endReading, m.difference, m.resets],
        rows,
        totalRows: 0,
      },
    ],
  };
}
