import type { EnergyReport, ReportStation } from '@ies/contracts';

/**
 * What a report's chart draws: bars (stacked per band where the report splits by band), a line
 * on the right axis for a rate, cumulative revenue or CO₂, and the base period's main figure dashed.
 */
export interface ChartPlan {
  bars: string[];
  stacked: boolean;
  line: string | null;
  /** The figure the base period is drawn for. */
  main: string;
}

export function chartPlan(report: EnergyReport): ChartPlan {
  const keys = report.columns.map((c) => c.key);
  const banded = (suffix: string) =>
    report.columns.filter((c) => c.band && c.key.endsWith(suffix)).map((c) => c.key);
  switch (report.report) {
    case 'electricity':
      return report.mode === 'band'
        ? {
            bars: [...banded('_charge'), ...banded('_discharge')],
            stacked: true,
            line: 'efficiency',
            main: 'discharge',
          }
        : {
            bars: keys.filter((k) => k !== 'efficiency'),
            stacked: false,
            line: 'efficiency',
            main: 'discharge',
          };
    case 'revenue':
      return { bars: banded('_revenue'), stacked: true, line: null, main: 'total' };
    case 'consumption':
      return {
        bars: ['from_grid', 'from_pv', 'from_storage'],
        stacked: true,
        line: 'co2_avoided',
        main: 'load',
      };
    case 'period':
      return { bars: banded('_kwh'), stacked: true, line: 'cost', main: 'kwh' };
  }
}

/** Cumulative revenue per row for the revenue chart's line (null for other reports). */
export const cumulativeOf = (station: ReportStation) => station.payback?.cumulative ?? null;
