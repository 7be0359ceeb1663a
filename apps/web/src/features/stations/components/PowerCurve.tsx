import type { PowerCurvePoint } from '@ies/contracts';
import dayjs from 'dayjs';
import type { EChartsOption } from 'echarts';
import ReactECharts from 'echarts-for-react';
import { useTranslation } from 'react-i18next';

/** Today's power per flow as lines (kW); the SVG renderer keeps it light and printable. */
export function PowerCurve({
  points,
  height = 280,
}: {
  points: readonly PowerCurvePoint[];
  height?: number;
}) {
  const { t } = useTranslation();
  const series = [
    { key: 'grid_kw', name: t('stations.flow.electricSupply'), color: '#6f42c1' },
    { key: 'pv_kw', name: t('stations.flow.photovoltaic'), color: '#fa8c16' },
    { key: 'storage_kw', name: t('stations.flow.energyStorage'), color: '#52c41a' },
    { key: 'load_kw', name: t('stations.flow.load'), color: '#1677ff' },
  ] as const;
  const option: EChartsOption = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: points.map((point) => dayjs(point.time).format('HH:mm')) },
    yAxis: { type: 'value', name: t('stations.overview.power') },
    series: series.map((item) => ({
      name: item.name,
      type: 'line',
      showSymbol: false,
      color: item.color,
      data: points.map((point) => point[item.key]),
    })),
  };
  return (
    <div data-testid="power-curve">
      <ReactECharts option={option} style={{ height }} opts={{ renderer: 'svg' }} notMerge />
    </div>
  );
}
