import type { CustomReport, CustomReportRun, CustomReportRunQuery } from '@ies/contracts';
import type { CustomReportRow, StoredPoint } from '../../db/schema';
import type { AuthContext } from '../../platform/identity/auth-context';
import { defaultCompute } from './statistics-engine';
import { combinePeriods, presentSeries, wallOf } from './statistics-series';
import type { StatisticsService, StatisticsSpec, ZonedStation } from './statistics.service';

/**
 * A custom report run: each point through the engine with the report's method and cycle, one
 * row per station or device (the dimension), and all rows combined.
 */
export async function runReport(
  engine: StatisticsService,
  auth: AuthContext,
  report: CustomReport,
  row: CustomReportRow,
  stations: readonly ZonedStation[],
  catalogue: readonly StoredPoint[],
  query: CustomReportRunQuery,
): Promise<CustomReportRun> {
  const compute = defaultCompute(row.method);
  const labels = new Set<string>();
  const points: CustomReportRun['points'] = [];
  for (const point of row.points) {
    const spec: StatisticsSpec = {
      method: row.method,
      compute,
      period: row.cycle,
      property: point,
      range: { from: wallOf(query.start_time), to: wallOf(query.end_time) },
      base:
        query.base_start_time && query.base_end_time
          ? { from: wallOf(query.base_start_time), to: wallOf(query.base_end_time) }
          : undefined,
    };
    const figures = await engine.figures(auth, spec, stations);
    const { overall, overallBase } = combinePeriods(compute, figures, spec.base !== undefined);
    for (const b of overall.buckets) labels.add(b.label);
    const rows =
      row.dimension === 'station'
        ? figures.map((f) => ({
            key: f.id,
            name: f.name,
            station_name: f.name,
            ...presentSeries(f.current, f.base),
          }))
        : figures.flatMap((f) =>
            f.devices.map((d) => ({
              key: d.device.id,
              name: d.device.name,
              station_name: f.name,
              ...presentSeries(d.current, d.base),
            })),
          );
    const definition = catalogue.find((p) => p.name === point);
    points.push({
      point,
      zh: definition?.zh ?? point,
      en: definition?.en ?? point,
      unit: definition?.unit ?? '',
      overall: presentSeries(overall, overallBase),
      rows,
    });
  }
  return { report, labels: [...labels].sort(), points };
}
