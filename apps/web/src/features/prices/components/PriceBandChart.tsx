import { minuteOfDay, PRICE_PERIOD_PROPERTY_LABELS, type PricePeriod } from '@ies/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { labelIn } from '../../../ui/labels';
import { DAY_HOURS_AXIS } from '../../../ui/dayAxis';
import { BAND_COLORS } from '../utils/bands';

// ECharts is large: it loads with the first chart, not with the price pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

/** The day's periods as bars over 24 hours: width is the period, height its price, colour its property. */
export function PriceBandChart({
  periods,
  height = 260,
}: {
  periods: readonly PricePeriod[];
  height?: number;
}) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 24, top: 24, bottom: 32 },
      tooltip: { trigger: 'item' },
      xAxis: DAY_HOURS_AXIS,
      yAxis: { type: 'value', min: 0 },
      series: [
        {
          type: 'custom',
          encode: { x: [0, 1], y: 2 },
          data: periods.map((p) => ({
            value: [minuteOfDay(p.start) / 60, minuteOfDay(p.end) / 60, p.price],
            name: `${labelIn(PRICE_PERIOD_PROPERTY_LABELS, p.property)} ${p.start}–${p.end}: ${p.price}`,
            itemStyle: { color: BAND_COLORS[p.property] },
          })),
          renderItem: (
            _params: unknown,
            api: {
              value: (i: number) => number;
              coord: (v: number[]) => number[];
              style: () => object;
            },
          ) => {
            const [x0 = 0, y0 = 0] = api.coord([api.value(0), api.value(2)]);
            const [x1 = 0, y1 = 0] = api.coord([api.value(1), 0]);
            return {
              type: 'rect',
              shape: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
              style: api.style(),
            };
          },
        },
      ],
    }),
    [periods],
  );
  return (
    <Suspense fallback={<Spin />}>
      <ReactECharts option={option} notMerge style={{ height }} />
    </Suspense>
  );
}
