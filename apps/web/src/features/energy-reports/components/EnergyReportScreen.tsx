import type { EnergyReportKind, EnergyReportQueryInput } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Select, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { ExportMenu } from '../../exports';
import { errorText } from '../../../ui/toastError';
import { energyReportKeys, fetchEnergyReport } from '../api/energyReports';
import { basePeriod, defaultPeriod, toDate } from '../utils/periods';
import { ReportChart } from './ReportChart';
import { bucketsOf, type ReportFilterValues, ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { StationReportNote } from './StationReportNote';

const DEFAULT_BUCKET = { electricity: 'day', revenue: 'day', consumption: 'day', period: 'day' } as const;
const TITLE_KEYS = {
  electricity: 'route.electricityStatistics',
  revenue: 'route.revenueStatistics',
  consumption: 'route.energyConsumptionStatistics',
  period: 'route.periodAnalysis',
} as const;

/** A built-in energy report: its filters, a chart of one station, and each station's table with totals. */
export function EnergyReportScreen({ kind }: { kind: EnergyReportKind }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReportFilterValues>(() => ({
    stationIds: [],
    range: defaultPeriod(DEFAULT_BUCKET[kind]),
    bucket: DEFAULT_BUCKET[kind],
    compare: false,
    compareWith: 'previous',
    mode: 'charge_discharge',
    unit: 'kg',
  }));
  const [chartStation, setChartStation] = useState<string | null>(null);
  const handleFilters = (next: Partial<ReportFilterValues>) =>
    setFilters((current) => {
      const merged = { ...current, ...next };
      // A bucket the report (or mode) does not offer falls back to days.
      if (!bucketsOf(kind, merged.mode).includes(merged.bucket)) merged.bucket = 'day';
      if (next.bucket && next.bucket !== current.bucket && !next.range)
        merged.range = defaultPeriod(next.bucket);
      return merged;
    });
  const body = useMemo<EnergyReportQueryInput>(() => {
    const start = toDate(filters.range[0]);
    const end = toDate(filters.range[1]);
    return {
      station_ids: filters.stationIds,
      start,
      end,
      bucket: filters.bucket,
      mode: filters.mode,
      unit: filters.unit,
      ...(filters.compare ? basePeriod(start, end, filters.compareWith) : {}),
    };
  }, [filters]);
  const report = useQuery({
    queryKey: energyReportKeys.report(kind, body),
    queryFn: () => fetchEnergyReport(kind, body),
    placeholderData: keepPreviousData,
  });
  const stations = report.data?.stations ?? [];
  const shown = stations.find((s) => s.id === chartStation) ?? stations[0];
  return (
    <div data-testid={`energy-report-${kind}`}>
      <ReportFilters kind={kind} value={filters} onChange={handleFilters} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <ExportMenu
          source={report.data ? { kind: 'energy_report', report: kind, query: body } : null}
          title={`${t(TITLE_KEYS[kind])} ${body.start} – ${body.end}`}
          stationId={stations[0]?.id}
        />
      </div>
      <ErrorNote text={report.error ? errorText(report.error) : null} testId="report-error" />
      {report.isPending ? <Spin /> : null}
      {report.data && stations.length === 0 ? <Empty description={t('energyReports.noStations')} /> : null}
      {report.data && shown ? (
        <Card
          size="small"
          style={{ marginBottom: 12 }}
          title={shown.name}
          extra={
            stations.length > 1 ? (
              <Space>
                {t('energyReports.chart.station')}
                <Select
                  style={{ minWidth: 180 }}
                  value={shown.id}
                  onChange={setChartStation}
                  options={stations.map((s) => ({ value: s.id, label: s.name }))}
                  data-testid="report-chart-station"
                />
              </Space>
            ) : null
          }
        >
          <ReportChart report={report.data} station={shown} />
        </Card>
      ) : null}
      {report.data
        ? stations.map((station) => (
            <Card
              key={station.id}
              size="small"
              style={{ marginBottom: 12 }}
              title={station.name}
              extra={<StationReportNote station={station} />}
              data-testid={`report-station-${station.id}`}
            >
              <ReportTable report={report.data} station={station} />
            </Card>
          ))
        : null}
    </div>
  );
}
