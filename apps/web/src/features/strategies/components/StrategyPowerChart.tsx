import type { StrategyRange } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MODE_COLORS, plannedBars } from '../utils/modes';
import { DAY_HOURS_AXIS } from '../../../ui/dayAxis';

// ECharts is large: it loads with the first chart, not with the strategy pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

interface RectApi {
  value: (i: number) => number;
  coord: (v: number[]) => number[];
  visual: (key: 'color') => string;
}

/**
 * Planned power over 24 hours: each range is a bar as wide as the range, up to its discharge limit
 * above zero and its charge limit below, coloured by its mode (a standby range is a thin line at 0).
 */
export function StrategyPowerChart({
  ranges,
  height = 260,
}: {
  ranges: readonly StrategyRange[];
  height?: number;
}) {
  const { t } = useTranslation();
  const bars = useMemo(() => plannedBars(ranges), [ranges]);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 24, top: 32, bottom: 32 },
      tooltip: { trigger: 'item' },
      title: {
        text: `${t('strategies.chart.discharge')} / ${t('strategies.chart.charge')}`,
        textStyle: { fontSize: 12, fontWeight: 'normal' },
        right: 24,
      },
      xAxis: DAY_HOURS_AXIS,
      yAxis: { type: 'value', name: 'kW' },
      series: [
        {
          type: 'custom',
          encode: { x: [0, 1], y: 2 },
          data: bars.map((bar) => ({
            value: [bar.from, bar.to, bar.kw],
            name: `${bar.label}: ${bar.kw} kW`,
            itemStyle: { color: MODE_COLORS[bar.mode] },
          })),
          renderItem: (_params: unknown, api: RectApi) => {
            const [x0 = 0, yTop = 0] = api.coord([api.value(0), Math.max(api.value(2), 0)]);
            const [x1 = 0, yBottom = 0] = api.coord([api.value(1), Math.min(api.value(2), 0)]);
            // A range that plans no power still shows as a 2-pixel line in its mode's colour.
            const height = Math.max(yBottom - yTop, 2);
            return {
              type: 'rect',
              shape: { x: x0, y: yTop - (yBottom - yTop < 2 ? 1 : 0), width: x1 - x0, height },
              style: { fill: api.visual('color') },
            };
          },
        },
      ],
    }),
    [bars, t],
  );
  return (
    <div data-testid="strategy-power-chart" data-bars={bars.length}>
      <Suspense fallback={<Spin />}>
        {/* SVG: a few dozen rectangles draw lighter than a canvas. */}
        <ReactECharts option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
      </Suspense>
    </div>
  );
}
