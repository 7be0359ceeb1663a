import type { Kanban, KanbanData } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// ECharts is large: it loads with the first kanban, not with the page.
const ReactECharts = lazy(() => import('echarts-for-react'));

const TYPES = { line: 'line', curve: 'line', bar: 'bar', scatter: 'scatter' } as const;

/** A kanban's chart: a series per device and point over time, or the latest value of each device. */
export function KanbanChart({
  kanban,
  data,
  pointLabel,
}: {
  kanban: Kanban;
  data: KanbanData;
  pointLabel: (point: string) => string;
}) {
  const option = useMemo(() => {
    const type = TYPES[kanban.form as keyof typeof TYPES] ?? 'line';
    const name = (s: KanbanData['series'][number]) => `${s.device_name} · ${pointLabel(s.point)}`;
    if (kanban.x_axis === 'device') {
      const devices = [...new Map(data.series.map((s) => [s.device_id, s.device_name])).entries()];
      return {
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { top: 0, type: 'scroll' },
        grid: { left: 48, right: 16, top: 32, bottom: 28 },
        xAxis: { type: 'category', data: devices.map(([, n]) => n) },
        yAxis: { type: 'value', scale: true },
        series: kanban.points.map((point) => ({
          name: pointLabel(point),
          type,
          smooth: kanban.form === 'curve',
          data: devices.map(([id]) => {
            const last = data.series.find((s) => s.device_id === id && s.point === point)?.data.at(-1)?.[1];
            return typeof last === 'number' ? last : null;
          }),
        })),
      };
    }
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 48, right: 16, top: 32, bottom: 28 },
      // Narrow kanbans would print every time label over the next one.
      xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', scale: true },
      series: data.series.map((s) => ({
        name: name(s),
        type,
        smooth: kanban.form === 'curve',
        showSymbol: kanban.form === 'scatter',
        symbolSize: 4,
        data: s.data.map(([ts, v]) => [ts, typeof v === 'number' ? v : null]),
      })),
    };
  }, [kanban, data, pointLabel]);
  return (
    <Suspense fallback={<Spin />}>
      <ReactECharts option={option} notMerge style={{ height: '100%', width: '100%' }} />
    </Suspense>
  );
}
