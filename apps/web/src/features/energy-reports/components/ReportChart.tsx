import type { EnergyReport, ReportStation } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { chartPlan, cumulativeOf } from '../utils/chartSeries';
import { columnName } from '../utils/columns';

// ECharts is large: it loads with the first chart, not with the report pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

const BAND_COLORS: Record<string, string> = {
  sharp: '#cf1322',
  peak: '#fa8c16',
  flat: '#1677ff',
  valley: '#52c41a',
  deep_valley: '#13c2c2',
};

/** One station's report as bars per bucket, a line on the right axis and the base period dashed. */
export function ReportChart({ report, station }: { report: EnergyReport; station: ReportStation }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const option = useMemo(() => {
    const plan = chartPlan(report);
    const byKey = new Map(report.columns.map((c) => [c.key, c]));
    const name = (key: string) => columnName(byKey.get(key)!, t, locale);
    const labels = station.rows.map((r) => r.label);
    const bandOf = (key: string) => byKey.get(key)?.band ?? null;
    const series: object[] = plan.bars.map((key) => {
      const band = bandOf(key);
      return {
        name: name(key),
        type: 'bar',
        stack: plan.stacked ? key.slice(key.lastIndexOf('_')) : undefined,
        itemStyle: band
          ? { color: BAND_COLORS[band], opacity: key.endsWith('_charge') ? 0.6 : 1 }
          : undefined,
        data: station.rows.map((r) => r.values[key] ?? 0),
      };
    });
    const cumulative = report.report === 'revenue' ? cumulativeOf(station) : null;
    if (cumulative) {
      series.push({
        name: t('energyReports.payback.line'),
        type: 'line',
        yAxisIndex: 1,
        data: cumulative,
        markLine: station.payback?.total_cost
          ? {
              symbol: 'none',
              data: [{ yAxis: station.payback.total_cost, name: t('energyReports.payback.cost') }],
            }
          : undefined,
      });
    } else if (plan.line) {
      series.push({
        name: name(plan.line),
        type: 'line',
        yAxisIndex: 1,
        data: station.rows.map((r) => r.values[plan.line!] ?? 0),
      });
    }
    if (report.base_start) {
      series.push({
        name: `${name(plan.main)} (${t('energyReports.chart.base')})`,
        type: 'line',
        lineStyle: { type: 'dashed' },
        data: station.rows.map((r) => r.base_values?.[plan.main] ?? null),
      });
    }
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      // Room between the items: band names with a middle dot ran into the next item's swatch.
      legend: { top: 0, type: 'scroll', itemGap: 18 },
      grid: { left: 56, right: 56, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: labels },
      yAxis: [{ type: 'value' }, { type: 'value', splitLine: { show: false } }],
      series,
    };
  }, [report, station, t, locale]);
  return (
    <Suspense fallback={<Spin />}>
      <ReactECharts option={option} notMerge style={{ height: 320 }} />
    </Suspense>
  );
}
