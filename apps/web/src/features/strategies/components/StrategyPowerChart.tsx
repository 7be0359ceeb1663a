import type { StrategyMode, StrategyRange } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_HOURS_AXIS } from '../../../ui/dayAxis';
import { chartExtent, chartSegments } from '../utils/chartModel';
import { MODE_COLORS, modeLabel } from '../utils/modes';

// ECharts is large: it loads with the first chart, not with the strategy pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

interface ShapeApi {
  value: (i: number) => number;
  coord: (v: number[]) => number[];
  visual: (key: 'color') => string;
}

const ALLOWED = ['none', 'below', 'above'] as const;

/**
 * What a strategy does over 24 hours (issue 34 item 3): each threshold range draws its grid-power
 * limit as a line in its mode's colour with the side the grid power may stay on shaded; standby is
 * a grey line at 0. The legend sits above the plot, never over it.
 */
export function StrategyPowerChart({
  ranges,
  height = 280,
}: {
  ranges: readonly StrategyRange[];
  height?: number;
}) {
  const { t } = useTranslation();
  const segments = useMemo(() => chartSegments(ranges), [ranges]);
  const option = useMemo(() => {
    const extent = chartExtent(segments);
    const modes = [...new Set(segments.map((segment) => segment.mode))] as StrategyMode[];
    return {
      animation: false,
      grid: { left: 64, right: 24, top: 56, bottom: 32 },
      legend: { top: 0, left: 'center', data: modes.map(modeLabel) },
      tooltip: { trigger: 'item' },
      xAxis: DAY_HOURS_AXIS,
      yAxis: { type: 'value', name: t('strategies.chart.gridPower'), min: extent.min, max: extent.max },
      series: modes.map((mode) => ({
        type: 'custom',
        name: modeLabel(mode),
        itemStyle: { color: MODE_COLORS[mode] },
        encode: { x: [0, 1], y: 2 },
        data: segments
          .filter((segment) => segment.mode === mode)
          .map((segment) => ({
            value: [segment.from, segment.to, segment.limit, ALLOWED.indexOf(segment.allowed)],
            name: `${segment.label}: ${segment.allowed === 'none' ? '0' : Math.abs(segment.limit)} kW`,
          })),
        renderItem: (_params: unknown, api: ShapeApi) => {
          const allowed = ALLOWED[api.value(3)] ?? 'none';
          const [x0 = 0, yLine = 0] = api.coord([api.value(0), api.value(2)]);
          const [x1 = 0] = api.coord([api.value(1), api.value(2)]);
          const color = api.visual('color');
          const edge = allowed === 'below' ? extent.min : extent.max;
          const [, yEdge = yLine] = api.coord([api.value(0), edge]);
          const band =
            allowed === 'none'
              ? []
              : [
                  {
                    type: 'rect',
                    shape: {
                      x: x0,
                      y: Math.min(yLine, yEdge),
                      width: x1 - x0,
                      height: Math.abs(yEdge - yLine),
                    },
                    style: { fill: color, opacity: 0.12 },
                  },
                ];
          return {
            type: 'group',
            children: [
              ...band,
              {
                type: 'line',
                shape: { x1: x0, y1: yLine, x2: x1, y2: yLine },
                style: { stroke: color, lineWidth: 2 },
              },
            ],
          };
        },
      })),
    };
  }, [segments, t]);
  return (
    <div data-testid="strategy-power-chart" data-segments={segments.length}>
      <Suspense fallback={<Spin />}>
        {/* SVG: a few dozen shapes draw lighter than a canvas. */}
        <ReactECharts option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
      </Suspense>
    </div>
  );
}
