import type { Currency } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeCurrency } from '../../customisation';
import { energyReportKeys, fetchHomeCurves } from '../api/energyReports';
import { type HomeSpan, homeCurves } from '../utils/homeCurves';

const ReactECharts = lazy(() => import('echarts-for-react'));

/**
 * The home page's energy and income curves over the last 30 days, 12 months or 5 years (issue 34
 * item 4): charge, discharge and PV as bars, income as a line in the home currency when the tenant
 * set one (else one line per currency).
 */
export function HomeEnergyCurves() {
  const { t } = useTranslation();
  const [span, setSpan] = useState<HomeSpan>('day');
  const setting = useHomeCurrency();
  const curves = useQuery({
    queryKey: energyReportKeys.homeCurves(span),
    queryFn: () => fetchHomeCurves(span),
    staleTime: 5 * 60_000,
  });
  const points = useMemo(() => homeCurves(curves.data, setting), [curves.data, setting]);
  const option = useMemo(() => {
    const currencies = [...new Set(points.flatMap((p) => Object.keys(p.income)))] as Currency[];
    const incomeLines =
      setting && points.some((p) => p.incomeTotal !== null)
        ? [
            {
              name: `${t('energyReports.home.income')} (${setting.currency})`,
              type: 'line',
              yAxisIndex: 1,
              data: points.map((p) => p.incomeTotal),
            },
          ]
        : currencies.map((currency) => ({
            name: `${t('energyReports.home.income')} (${currency})`,
            type: 'line',
            yAxisIndex: 1,
            data: points.map((p) => Math.round((p.income[currency] ?? 0) * 100) / 100),
          }));
    const bar = (key: 'charge' | 'discharge' | 'pv', name: string) => ({
      name,
      type: 'bar',
      data: points.map((p) => Math.round(p[key] * 10) / 10),
    });
    return {
      animation: false,
      // One legend row that scrolls, clear of the axis names below it.
      grid: { left: 56, right: 56, top: 64, bottom: 28 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.label) },
      yAxis: [
        { type: 'value', name: 'kWh' },
        { type: 'value', name: t('energyReports.home.income'), splitLine: { show: false } },
      ],
      series: [
        bar('charge', t('energyReports.home.charge')),
        bar('discharge', t('energyReports.home.discharge')),
        bar('pv', t('energyReports.home.pv')),
        ...incomeLines,
      ],
    };
  }, [points, setting, t]);
  return (
    <Card
      size="small"
      title={t('energyReports.home.title')}
      data-testid="home-curves"
      extra={
        <Segmented<HomeSpan>
          size="small"
          value={span}
          onChange={setSpan}
          data-testid="home-curves-span"
          options={[
            { value: 'day', label: t('energyReports.home.day') },
            { value: 'month', label: t('energyReports.home.month') },
            { value: 'year', label: t('energyReports.home.year') },
          ]}
        />
      }
    >
      {curves.isPending ? (
        <Spin />
      ) : (
        <Suspense fallback={<Spin />}>
          <ReactECharts option={option} notMerge style={{ height: 280 }} />
        </Suspense>
      )}
    </Card>
  );
}
