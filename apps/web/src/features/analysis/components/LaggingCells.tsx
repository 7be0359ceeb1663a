import type { LaggingCellRank, LaggingCells as LaggingCellsAnswer } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { errorText } from '../../../ui/toastError';
import { fetchLaggingCells } from '../api/analysis';
import { analysisKeys } from '../api/analysisKeys';
import { ExportMenu } from '../../exports';
import { useAnalysisFilters } from '../hooks/useAnalysisFilters';
import { figure } from '../utils/format';
import { AnalysisChart } from './AnalysisChart';
import { AnalysisFilters } from './AnalysisFilters';

/** Cells drawn over time: the most lagging ones. */
const CHART_CELLS = 5;

function deviationOption(
  answer: LaggingCellsAnswer,
  label: (cell: number) => string,
  titles: [string, string],
) {
  const top = answer.ranking.slice(0, CHART_CELLS);
  const dates = answer.days.map((d) => d.date);
  const series = top.flatMap((rank) => [
    {
      name: `${label(rank.cell)} · ${titles[0]}`,
      type: 'line',
      data: answer.days.map((d) => d.charge?.deviations_mv[rank.cell - 1] ?? null),
    },
    {
      name: `${label(rank.cell)} · ${titles[1]}`,
      type: 'line',
      lineStyle: { type: 'dashed' },
      data: answer.days.map((d) => d.discharge?.deviations_mv[rank.cell - 1] ?? null),
    },
  ]);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', name: 'mV' },
    series,
  };
}

/** Lagging cells (落后单体): a BMS's cells ranked by deviation from the pack mean. */
export function LaggingCells() {
  const { t } = useTranslation();
  const filters = useAnalysisFilters(7);
  const { stationId, deviceId, from, to } = filters.state;
  const query = { from, to, device_id: deviceId };
  const cells = useQuery({
    queryKey: analysisKeys.cells(stationId, query),
    queryFn: () => fetchLaggingCells(stationId, query),
    enabled: stationId !== '',
  });
  const answer = cells.data;
  const cellLabel = (cell: number) => t('analysis.cells.cellNumber', { cell });
  const option = useMemo(() => {
    if (!answer) return undefined;
    const label = (cell: number) => t('analysis.cells.cellNumber', { cell });
    return deviationOption(answer, label, [
      t('analysis.cells.endOfCharge'),
      t('analysis.cells.endOfDischarge'),
    ]);
  }, [answer, t]);
  const columns = [
    {
      title: t('analysis.cells.rank'),
      key: 'rank',
      render: (_: unknown, _r: LaggingCellRank, i: number) => i + 1,
    },
    { title: t('analysis.cells.cell'), dataIndex: 'cell', render: (cell: number) => cellLabel(cell) },
    {
      title: `${t('analysis.cells.chargeDeviation')} (mV)`,
      dataIndex: 'charge_mv',
      render: (v: number | null) => figure(v),
    },
    {
      title: `${t('analysis.cells.dischargeDeviation')} (mV)`,
      dataIndex: 'discharge_mv',
      render: (v: number | null) => figure(v),
    },
    { title: `${t('analysis.cells.score')} (mV)`, dataIndex: 'score_mv', render: (v: number) => figure(v) },
  ];
  return (
    <Card title={t('route.backwardMonomer')}>
      <AnalysisFilters
        filters={filters}
        devices={answer?.devices ?? []}
        deviceLabel={t('analysis.filters.bms')}
      >
        <ExportMenu
          source={answer && stationId ? { kind: 'lagging_cells', station_id: stationId, query } : null}
          title={`${t('route.backwardMonomer')} ${from} – ${to}`}
          stationId={stationId}
        />
      </AnalysisFilters>
      <ErrorNote text={cells.error ? errorText(cells.error) : null} />
      {cells.isLoading && <Spin />}
      {answer && answer.cell_count === 0 && <Empty description={t('analysis.cells.noCells')} />}
      {answer && answer.cell_count > 0 && option && (
        <>
          <p data-testid="analysis-cells-summary">
            {t('analysis.cells.summary', {
              cells: answer.cell_count,
              days: answer.days.filter((d) => d.charge || d.discharge).length,
              cell: cellLabel(answer.ranking[0]!.cell),
            })}
          </p>
          <AnalysisChart option={option} height={320} testId="analysis-cells-chart" />
          <Table
            rowKey="cell"
            size="small"
            columns={columns}
            dataSource={answer.ranking}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            data-testid="analysis-cells-table"
          />
        </>
      )}
    </Card>
  );
}
