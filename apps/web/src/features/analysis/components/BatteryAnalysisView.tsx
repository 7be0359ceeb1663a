import type { BatteryAnalysis, BatteryDay } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Spin, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { errorText } from '../../../ui/toastError';
import { fetchBatteryAnalysis } from '../api/analysis';
import { analysisKeys } from '../api/analysisKeys';
import { ExportMenu } from '../../exports';
import { useAnalysisFilters } from '../hooks/useAnalysisFilters';
import { figure } from '../utils/format';
import { AnalysisChart } from './AnalysisChart';
import { AnalysisFilters } from './AnalysisFilters';

type Texts = (key: string) => string;

function trendOption(answer: BatteryAnalysis, t: Texts) {
  const dates = answer.days.map((d) => d.date);
  const line = (name: string, key: keyof BatteryDay) => ({
    name,
    type: 'line',
    connectNulls: false,
    data: answer.days.map((d) => d[key]),
  });
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', name: '%', min: 0, max: 100 },
      { type: 'value', name: t('analysis.battery.cycles') },
    ],
    series: [
      line(t('analysis.battery.socMin'), 'soc_min'),
      line(t('analysis.battery.socAvg'), 'soc_avg'),
      line(t('analysis.battery.socMax'), 'soc_max'),
      line(t('analysis.battery.soh'), 'soh'),
      { ...line(t('analysis.battery.cycles'), 'cycles'), type: 'bar', yAxisIndex: 1 },
    ],
  };
}

function spreadOption(answer: BatteryAnalysis, t: Texts) {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: answer.days.map((d) => d.date) },
    yAxis: [
      { type: 'value', name: 'mV' },
      { type: 'value', name: '°C' },
    ],
    series: [
      {
        name: t('analysis.battery.voltageSpread'),
        type: 'line',
        data: answer.days.map((d) => d.voltage_spread_mv),
      },
      {
        name: t('analysis.battery.temperatureSpread'),
        type: 'line',
        yAxisIndex: 1,
        data: answer.days.map((d) => d.temperature_spread_c),
      },
    ],
  };
}

/** Battery analysis (电池分析): SOC and SOH trends, equivalent full cycles, cell spreads per local day. */
export function BatteryAnalysisView() {
  const { t } = useTranslation();
  const filters = useAnalysisFilters(7);
  const { stationId, deviceId, from, to } = filters.state;
  const query = { from, to, device_id: deviceId };
  const battery = useQuery({
    queryKey: analysisKeys.battery(stationId, query),
    queryFn: () => fetchBatteryAnalysis(stationId, query),
    enabled: stationId !== '',
  });
  const answer = battery.data;
  const text = t as unknown as Texts;
  const trend = useMemo(() => answer && trendOption(answer, text), [answer, text]);
  const spread = useMemo(() => answer && spreadOption(answer, text), [answer, text]);
  const columns = [
    { title: t('analysis.battery.date'), dataIndex: 'date' },
    {
      title: `${t('analysis.battery.socMin')} (%)`,
      dataIndex: 'soc_min',
      render: (v: number | null) => figure(v),
    },
    {
      title: `${t('analysis.battery.socAvg')} (%)`,
      dataIndex: 'soc_avg',
      render: (v: number | null) => figure(v),
    },
    {
      title: `${t('analysis.battery.socMax')} (%)`,
      dataIndex: 'soc_max',
      render: (v: number | null) => figure(v),
    },
    { title: `${t('analysis.battery.soh')} (%)`, dataIndex: 'soh', render: (v: number | null) => figure(v) },
    {
      title: `${t('analysis.battery.discharge')} (kWh)`,
      dataIndex: 'discharge_kwh',
      render: (v: number | null) => figure(v),
    },
    { title: t('analysis.battery.cycles'), dataIndex: 'cycles', render: (v: number | null) => figure(v, 3) },
    {
      title: `${t('analysis.battery.voltageSpread')} (mV)`,
      dataIndex: 'voltage_spread_mv',
      render: (v: number | null) => figure(v, 1),
    },
    {
      title: `${t('analysis.battery.temperatureSpread')} (°C)`,
      dataIndex: 'temperature_spread_c',
      render: (v: number | null) => figure(v, 1),
    },
  ];
  return (
    <Card title={t('route.batteryAnalysis')}>
      <AnalysisFilters
        filters={filters}
        devices={answer?.devices ?? []}
        deviceLabel={t('analysis.filters.bms')}
      >
        <ExportMenu
          source={answer && stationId ? { kind: 'battery', station_id: stationId, query } : null}
          title={`${t('route.batteryAnalysis')} ${from} – ${to}`}
          stationId={stationId}
        />
      </AnalysisFilters>
      <ErrorNote text={battery.error ? errorText(battery.error) : null} />
      {battery.isLoading && <Spin />}
      {answer && trend && spread && (
        <>
          <p>
            {t('analysis.battery.capacityNote', {
              capacity: figure(answer.usable_capacity_kwh, 1),
              device: answer.energy_device?.name ?? t('analysis.battery.noEnergyDevice'),
            })}
          </p>
          <Row gutter={16}>
            <Col xs={24} xl={12}>
              <AnalysisChart option={trend} testId="analysis-battery-trend" />
            </Col>
            <Col xs={24} xl={12}>
              <AnalysisChart option={spread} testId="analysis-battery-spread" />
            </Col>
          </Row>
          <Table
            rowKey="date"
            size="small"
            scroll={{ x: 900 }}
            columns={columns}
            dataSource={answer.days}
            pagination={false}
            data-testid="analysis-battery-table"
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  {t('analysis.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5}>
                  <span data-testid="analysis-battery-total-discharge">
                    {figure(answer.totals.discharge_kwh)}
                  </span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6}>
                  <span data-testid="analysis-battery-total-cycles">{figure(answer.totals.cycles, 3)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} colSpan={2} />
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Card>
  );
}
