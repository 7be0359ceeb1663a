import type { PowerCurvePoint } from '@ies/contracts';
import type { EChartsOption } from 'echarts';
import ReactECharts from 'echarts-for-react';
import { useTranslation } from 'react-i18next';
import { DAY_HOURS_AXIS } from '../../../ui/dayAxis';
import { stationClock, stationDayStart, tzLabel } from '../utils/stationTime';

const SLOT_MS = 5 * 60_000;
const SLOTS_PER_DAY = 288;
const HOUR_MS = 3_600_000;
/** Points at most this far apart are joined: devices report every 5 to 15 minutes (older days' backfill at 15). */
export const JOIN_GAP_MS = 15 * 60_000;

type FlowKey = Exclude<keyof PowerCurvePoint, 'time'>;

/**
 * The station's whole local day as 5-minute slots, midnight to 23:55 on its own clock, with each
 * point in its slot (gaps stay empty): the axis says where the day starts whatever the browser's zone.
 */
export function curveAxis(
  points: readonly PowerCurvePoint[],
  tzOffsetHours: number,
  now: number = Date.now(),
): { dayStart: number; labels: string[]; values: (key: FlowKey) => Array<number | null> } {
  const dayStart = stationDayStart(points[0]?.time ?? now, tzOffsetHours);
  const labels = Array.from({ length: SLOTS_PER_DAY }, (_, i) =>
    stationClock(dayStart + i * SLOT_MS, tzOffsetHours),
  );
  const slotOf = (point: PowerCurvePoint) =>
    Math.floor((new Date(point.time).getTime() - dayStart) / SLOT_MS);
  return {
    dayStart,
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

/**
 * One flow's points as [time, kW] pairs for a time axis: neighbours up to JOIN_GAP_MS apart are
 * joined by the line, a longer silence breaks it (a null between), so a device that was away shows as a gap.
 */
export function curveLine(points: readonly PowerCurvePoint[], key: FlowKey): Array<[number, number | null]> {
  const out: Array<[number, number | null]> = [];
  let previous: number | undefined;
  for (const point of points) {
    const value = point[key];
    if (value === null) continue;
    const time = new Date(point.time).getTime();
    if (previous !== undefined && time - previous > JOIN_GAP_MS) out.push([previous + SLOT_MS, null]);
    out.push([time, value]);
    previous = time;
  }
  return out;
}

const isLone = (data: ReadonlyArray<[number, number | null]>, i: number) =>
  (i === 0 || data[i - 1]![1] === null) && (i === data.length - 1 || data[i + 1]![1] === null);

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
    tooltip: {
      trigger: 'axis',
      // The station's clock, not the browser's.
      formatter: (params) => {
        const list = (Array.isArray(params) ? params : [params]).filter(
          (p) => Array.isArray(p.value) && p.value[1] !== null,
        );
        if (list.length === 0) return '';
        const hours = Number((list[0]!.value as number[])[0]);
        const time = stationClock(axis.dayStart + hours * HOUR_MS, tzOffsetHours);
        const rows = list.map((p) => `${p.marker}${p.seriesName}: ${(p.value as number[])[1]} kW`);
        return [time, ...rows].join('<br/>');
      },
    },
    // Below the axis: on a phone a legend on top runs into the power axis's name.
    legend: { bottom: 0 },
    grid: { left: 48, right: 56, top: 32, bottom: 56 },
    // Hours since the station's midnight: a time axis would put its ticks on the browser's hours.
    xAxis: { ...DAY_HOURS_AXIS, name: tzLabel(tzOffsetHours) },
    yAxis: { type: 'value', name: t('stations.overview.power') },
    series: series.map((item) => {
      const line = curveLine(points, item.key).map(([time, value]): [number, number | null] => [
        (time - axis.dayStart) / HOUR_MS,
        value,
      ]);
      return {
        name: item.name,
        type: 'line',
        showSymbol: true,
        symbol: 'none',
        connectNulls: false,
        color: item.color,
        // A lone reading (neighbours over JOIN_GAP_MS away) has no line to show it: a dot does.
        data: line.map((pair, i) =>
          pair[1] !== null && isLone(line, i) ? { value: pair, symbol: 'emptyCircle', symbolSize: 5 } : pair,
        ),
      };
    }),
  };
  return (
    <div data-testid="power-curve" data-tz={tzLabel(tzOffsetHours)} data-first-label={axis.labels[0]}>
      <ReactECharts option={option} style={{ height }} opts={{ renderer: 'svg' }} notMerge />
    </div>
  );
}
