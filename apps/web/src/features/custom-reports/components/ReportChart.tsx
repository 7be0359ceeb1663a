import type { StatisticSeries } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// ECharts is large: it loads with the first chart, not with the report pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

/** The combined series as bars, the base period's beside them when compared. */
export function ReportChart({
  series,
  names,
  unit,
}: {
  series: StatisticSeries;
  names: { value: string; base: string };
  unit: string;
}) {
  const compared = series.buckets.some((b) => b.base_label !== null);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 24, top: 36, bottom: 32 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: series.buckets.map((b) => b.label) },
      yAxis: { type: 'value', name: unit },
      series: [
        { name: names.value, type: 'bar', data: series.buckets.map((b) => b.value) },
        ...(compared
          ? [{ name: names.base, type: 'bar', data: series.buckets.map((b) => b.base_value) }]
          : []),
      ],
    }),
    [series, names, unit, compared],
  );
  return (
    <Suspense fallback={<Spin />}>
      <ReactECharts option={option} notMerge style={{ height: 300 }} />
    </Suspense>
  );
}
