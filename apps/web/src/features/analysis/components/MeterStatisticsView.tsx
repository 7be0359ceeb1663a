import { METER_BUCKETS, type MeterBucket, type MeterStatistics } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio, Spin, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { ErrorNote } from '../../../ui/ErrorNote';
import { errorText } from '../../../ui/toastError';
import { fetchMeterStatistics } from '../api/analysis';
import { analysisKeys } from '../api/analysisKeys';
import { ExportMenu } from '../../exports';
import { useAnalysisFilters } from '../hooks/useAnalysisFilters';
import { figure } from '../utils/format';
import { AnalysisChart } from './AnalysisChart';
import { AnalysisFilters } from './AnalysisFilters';

type Series = MeterStatistics['series'][number];
const seriesName = (s: Series) => `${s.device_name} · ${currentLocale() === 'zh' ? s.zh : s.en}`;

function differenceOption(answer: MeterStatistics) {
  const periods = answer.series[0]?.periods.map((p) => p.period) ?? [];
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: periods },
    yAxis: { type: 'value', name: answer.series[0]?.unit ?? '' },
    series: answer.series.map((s) => ({
      name: seriesName(s),
      type: 'bar',
      data: s.periods.map((p) => p.difference),
    })),
  };
}

/** Meter statistics (电表统计): each meter's readings at the start and end of each period and the difference. */
export function MeterStatisticsView() {
  const { t } = useTranslation();
  const filters = useAnalysisFilters(90);
  const [bucket, setBucket] = useState<MeterBucket>('month');
  const { stationId, deviceId, from, to } = filters.state;
  const query = { from, to, device_id: deviceId, bucket };
  const meters = useQuery({
    queryKey: analysisKeys.meters(stationId, query),
    queryFn: () => fetchMeterStatistics(stationId, query),
    enabled: stationId !== '',
  });
  const answer = meters.data;
  const option = useMemo(() => answer && differenceOption(answer), [answer]);
  const rows = (answer?.series ?? []).flatMap((s) =>
    s.periods.map((p) => ({
      key: `${s.device_id}|${s.point}|${p.period}`,
      name: seriesName(s),
      unit: s.unit,
      ...p,
    })),
  );
  type Row = (typeof rows)[number];
  const withUnit = (v: number | null, r: Row) => `${figure(v, 3)} ${r.unit}`;
  const columns = [
    { title: t('analysis.meters.meter'), dataIndex: 'name' },
    { title: t('analysis.meters.period'), dataIndex: 'period' },
    { title: t('analysis.meters.startReading'), dataIndex: 'start_reading', render: withUnit },
    { title: t('analysis.meters.endReading'), dataIndex: 'end_reading', render: withUnit },
    { title: t('analysis.meters.difference'), dataIndex: 'difference', render: withUnit },
    { title: t('analysis.meters.resets'), dataIndex: 'resets' },
  ];
  return (
    <Card title={t('route.electricityMeterStatistics')}>
      <AnalysisFilters
        filters={filters}
        devices={answer?.meters ?? []}
        deviceLabel={t('analysis.filters.meter')}
        allDevices
      >
        <Radio.Group
          value={bucket}
          onChange={(e) => setBucket(e.target.value as MeterBucket)}
          optionType="button"
          options={METER_BUCKETS.map((b) => ({ value: b, label: t(`analysis.meters.bucket.${b}`) }))}
          data-testid="analysis-bucket"
        />
        <ExportMenu
          source={answer && stationId ? { kind: 'meters', station_id: stationId, query } : null}
          title={`${t('route.electricityMeterStatistics')} ${from} – ${to}`}
          stationId={stationId}
        />
      </AnalysisFilters>
      <ErrorNote text={meters.error ? errorText(meters.error) : null} />
      {meters.isLoading && <Spin />}
      {answer && option && (
        <>
          <AnalysisChart option={option} testId="analysis-meters-chart" />
          <Table
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            data-testid="analysis-meters-table"
            summary={() =>
              answer.series.map((s, i) => (
                <Table.Summary.Row key={`${s.device_id}|${s.point}`}>
                  <Table.Summary.Cell index={0}>{seriesName(s)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} colSpan={3}>
                    {t('analysis.total')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4}>
                    <span
                      data-testid={`analysis-meters-total-${i}`}
                    >{`${figure(s.total, 3)} ${s.unit}`}</span>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} />
                </Table.Summary.Row>
              ))
            }
          />
        </>
      )}
    </Card>
  );
}
