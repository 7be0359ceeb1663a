import type { PowerCurvePoint } from '@ies/contracts';
import type { EChartsOption } from 'echarts';
import ReactECharts from 'echarts-for-react';
import { useTranslation } from 'react-i18next';
import { stationClock, stationDayStart, tzLabel } from '../utils/stationTime';

const SLOT_MS = 5 * 60_000;
const SLOTS_PER_DAY = 288;

type FlowKey = Exclude<keyof PowerCurvePoint, 'time'>;

/**
 * The station's whole local day as 5-minute slots, midnight to 23:55 on its own clock, with each
 * point in its slot (gaps stay empty): the axis says where the day starts whatever the browser's zone.
 */
export function curveAxis(
  points: readonly PowerCurvePoint[],
  tzOffsetHours: number,
  now: number = Date.now(),
): { labels: string[]; values: (key: FlowKey) => Array<number | null> } {
  const dayStart = stationDayStart(points[0]?.time ?? now, tzOffsetHours);
  const labels = Array.from({ length: SLOTS_PER_DAY }, (_, i) =>
    stationClock(dayStart + i * SLOT_MS, tzOffsetHours),
  );
  const slotOf = (point: PowerCurvePoint) =>
    Math.floor((new Date(point.time).getTime() - dayStart) / SLOT_MS);
  return {
    labels,
    values: (key) => {
      const out: Array<number | null> = Array(SLOTS_PER_DAY).fill(null);
      for (const point of points) {
        const slot = slotOf(point);
        if (slot >= 0 && slot < SLOTS_PER_DAY) out[slot] = point[key];
      }
      return out;
    },
  };
}

/** Today's power per flow as lines (kW), on the station's clock; the SVG renderer keeps it light. */
export function PowerCurve({
  points,
  tzOffsetHours,
  height = 280,
}: {
  points: readonly PowerCurvePoint[];
  tzOffsetHours: number;
  height?: number;
}) {
  const { t } = useTranslation();
  const series = [
    { key: 'grid_kw', name: t('stations.flow.electricSupply'), color: '#6f42c1' },
    { key: 'pv_kw', name: t('stations.flow.photovoltaic'), color: '#fa8c16' },
    { key: 'storage_kw', name: t('stations.flow.energyStorage'), color: '#52c41a' },
    { key: 'load_kw', name: t('stations.flow.load'), color: '#1677ff' },
  ] as const;
  const axis = curveAxis(points, tzOffsetHours);
  const option: EChartsOption = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 56, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: axis.labels, name: tzLabel(tzOffsetHours), boundaryGap: false },
    yAxis: { type: 'value', name: t('stations.overview.power') },
    series: series.map((item) => ({
      name: item.name,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      color: item.color,
      data: axis.values(item.key),
    })),
  };
  return (
    <div data-testid="power-curve" data-tz={tzLabel(tzOffsetHours)} data-first-label={axis.labels[0]}>
      <ReactECharts option={option} style={{ height }} opts={{ renderer: 'svg' }} notMerge />
    </div>
  );
}
