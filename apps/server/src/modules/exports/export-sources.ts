import type { ExportSource, Locale } from '@ies/contracts';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { AnalysisService } from '../analysis/analysis.service';
import type { EnergyReportsService } from '../energy-reports/energy-reports.service';
import type { CustomReportsService } from '../statistics/custom-reports.service';
import type { StationAccess } from '../stations/stations.service';
import {
  batteryDocument,
  customReportDocument,
  type ExportDocument,
  energyReportDocument,
  laggingCellsDocument,
  metersDocument,
} from './export-document';

/** The services a file is made from: the screens' own calls, never a copy of their queries. */
export interface ExportSourceServices {
  stations: () => Pick<StationAccess, 'requireAccess'>;
  energyReports: () => Pick<EnergyReportsService, 'report'>;
  customReports: () => Pick<CustomReportsService, 'run' | 'get'>;
  analysis: () => Pick<AnalysisService, 'laggingCells' | 'battery' | 'meters'>;
}

/** A file's name without extension: letters, digits, CJK, dash and underscore only. */
export function fileBaseOf(title: string, period: string): string {
  const clean = `${title}-${period}`.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/-+/g, '-');
  return clean.replace(/^-|-$/g, '').slice(0, 80) || 'report';
}

/**
 * Runs the source for the caller, through the same service and authority as the screen, and
 * answers the document the file is written from.
 */
export async function documentOf(
  services: ExportSourceServices,
  auth: AuthContext,
  source: ExportSource,
  locale: Locale,
): Promise<{ doc: ExportDocument; fileBase: string }> {
  switch (source.kind) {
    case 'energy_report': {
      const report = await services.energyReports().report(auth, source.report, source.query);
      const doc = energyReportDocument(report, locale);
      return { doc, fileBase: fileBaseOf(doc.title, `${report.start}_${report.end}`) };
    }
    case 'custom_report': {
      const run = await services.customReports().run(auth, source.report_id, source.query);
      const period = `${source.query.start_time} – ${source.query.end_time}`;
      const doc = customReportDocument(run, locale, period);
      return { doc, fileBase: fileBaseOf(doc.title, source.query.start_time.slice(0, 10)) };
    }
    default: {
      // The station's name for the title; the analysis call checks the same authority again.
      const [station] = await services
        .stations()
        .requireAccess(auth, 'view', { stationIds: [source.station_id] });
      const period = `${source.query.from} – ${source.query.to}`;
      const analysis = services.analysis();
      const doc =
        source.kind === 'lagging_cells'
          ? laggingCellsDocument(
              await analysis.laggingCells(auth, source.station_id, source.query),
              locale,
              station.name,
              period,
            )
          : source.kind === 'battery'
            ? batteryDocument(
                await analysis.battery(auth, source.station_id, source.query),
                locale,
                station.name,
                period,
              )
            : metersDocument(
                await analysis.meters(auth, source.station_id, source.query),
                locale,
                station.name,
                period,
              );
      return { doc, fileBase: fileBaseOf(doc.title, `${source.query.from}_${source.query.to}`) };
    }
  }
}
