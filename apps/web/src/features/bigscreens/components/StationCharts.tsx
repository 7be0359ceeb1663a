import dayjs from 'dayjs';
import type { BmsDeviceData, PowerCurvePoint } from '@ies/contracts';
import type { EChartsOption } from 'echarts';
import { useTranslation } from 'react-i18next';
import { EChart } from './EChart';

const AXIS = { axisLabel: { color: '#8fb3e6' }, splitLine: { lineStyle: { color: '#16325c' } } };

/** Today's power per flow (the station overview's 5-minute points). */
export function TodayCurve({ curve, height }: { curve: readonly PowerCurvePoint[]; height: number }) {
  const { t } = useTranslation();
  const times = curve.map((p) => dayjs(p.time).format('HH:mm'));
  const line = (name: string, key: keyof Omit<PowerCurvePoint, 'time'>, color: string) => ({
    name,
    type: 'line' as const,
    showSymbol: false,
    color,
    data: curve.map((p) => p[key]),
  });
  const option: EChartsOption = {
    animation: false,
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    legend: { top: 0, textStyle: { color: '#8fb3e6' } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: times, axisLabel: { color: '#8fb3e6' } },
    yAxis: { type: 'value', name: 'kW', ...AXIS },
    series: [
      line(t('bigscreens.grid'), 'grid_kw', '#40a9ff'),
      line(t('bigscreens.pv'), 'pv_kw', '#fadb14'),
      line(t('bigscreens.storage'), 'storage_kw', '#52c41a'),
      line(t('bigscreens.load'), 'load_kw', '#ff7a45'),
    ],
  };
  return <EChart option={option} height={height} testId="bs-curve" />;
}

const COLUMNS = 16;

/** Cell temperatures (or voltages when no temperature is reported) of every BMS, one row of cells per 16. */
export function CellHeatMap({ list, height }: { list: readonly BmsDeviceData[]; height: number }) {
  const { t } = useTranslation();
  const temps = list.flatMap((b) => b.cell_temperatures);
  const useTemps = temps.some((v) => v !== null);
  const values = useTemps ? temps : list.flatMap((b) => b.cell_voltages);
  if (values.length === 0) return <div className="bs-empty">{t('bigscreens.noCells')}</div>;
  const rows = Math.ceil(values.length / COLUMNS);
  const numbers = values.filter((v): v is number => v !== null);
  const option: EChartsOption = {
    animation: false,
    tooltip: {
      formatter: (p) =>
        `#${((p as { dataIndex: number }).dataIndex ?? 0) + 1}: ${(p as { value: number[] }).value[2]}`,
    },
    grid: { left: 8, right: 8, top: 8, bottom: 44 },
    xAxis: { type: 'category', show: false, data: Array.from({ length: COLUMNS }, (_, i) => i) },
    yAxis: { type: 'category', show: false, data: Array.from({ length: rows }, (_, i) => i) },
    visualMap: {
      min: Math.min(...numbers),
      max: Math.max(...numbers, Math.min(...numbers) + 0.001),
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 200,
      text: [useTemps ? '°C' : 'V', ''],
      textStyle: { color: '#8fb3e6' },
      inRange: { color: ['#1677ff', '#52c41a', '#fadb14', '#f5222d'] },
    },
    series: [
      {
        type: 'heatmap',
        data: values.map((v, i) => [i % COLUMNS, Math.floor(i / COLUMNS), v ?? '-']),
        itemStyle: { borderColor: '#050b1c', borderWidth: 2 },
      },
    ],
  };
  return <EChart option={option} height={height} testId="bs-cells" />;
}
