import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// ECharts is large: it loads with the first chart, not with the device page.
const ReactECharts = lazy(() => import('echarts-for-react'));

export interface ChartSeries {
  name: string;
  /** [epoch ms, value] pairs, oldest first. */
  data: Array<[number, number | null]>;
}

/** A time line chart of up to three series (real-time and history tabs). */
export function SeriesChart({ series, height = 320 }: { series: ChartSeries[]; height?: number }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 32, bottom: 48 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      series: series.map((s) => ({ name: s.name, type: 'line', showSymbol: false, data: s.data })),
    }),
    [series],
  );
  return (
    <Suspense fallback={<Spin />}>
      <ReactECharts option={option} notMerge style={{ height }} />
    </Suspense>
  );
}

/** Numbers of a series as the chart takes them (non-numeric values are gaps). */
export function numericPairs(data: unknown[][]): Array<[number, number | null]> {
  return data.map((d) => [Number(d[0]), typeof d[1] === 'number' ? d[1] : null]);
}
