import type { CustomReport, CustomReportPointResult } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { ExportMenu } from '../../exports';
import { customReportKeys, runCustomReport } from '../api/customReports';
import { formatFigure, formatRate } from '../utils/format';
import { PICKER_OF_CYCLE, runQuery } from '../utils/period';
import { customReportRoutes } from '../utils/routes';
import { ReportChart } from './ReportChart';

type Row = CustomReportPointResult['rows'][number];

/** Report/CustomReportDetail: run the report for a chosen period, chart, table with totals, comparison. */
export function CustomReportDetail({ report }: { report: CustomReport }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Dayjs>(dayjs());
  const [compare, setCompare] = useState(false);
  const [pointName, setPointName] = useState(report.points[0]!);
  const query = runQuery(report.cycle, picked, compare);
  const run = useQuery({
    queryKey: customReportKeys.run(report.id, query),
    queryFn: () => runCustomReport(report.id, query),
    enabled: report.enabled,
  });
  const en = i18n.language.startsWith('en');
  const point = run.data?.points.find((p) => p.point === pointName);
  const pointLabel = (p: CustomReportPointResult) => `${en ? p.en : p.zh}${p.unit ? ` (${p.unit})` : ''}`;
  const labels = point?.overall.buckets.map((b) => b.label) ?? [];

  const columns: ColumnsType<Row> = [
    { title: t('customReports.detail.row'), key: 'name', dataIndex: 'name', fixed: 'left', width: 160 },
    ...(report.dimension === 'device'
      ? [{ title: t('customReports.detail.station'), key: 'station', dataIndex: 'station_name', width: 140 }]
      : []),
    ...labels.map((label, i) => ({
      title: label,
      key: label,
      align: 'right' as const,
      render: (_: unknown, row: Row) => formatFigure(row.buckets[i]?.value),
    })),
    {
      title: t('customReports.detail.total'),
      key: 'total',
      fixed: 'right',
      align: 'right',
      render: (_, row) => <strong>{formatFigure(row.total)}</strong>,
    },
  ];

  const summaryCells = (values: Array<string>, title: string, key: string) => (
    <Table.Summary.Row key={key}>
      <Table.Summary.Cell index={0} colSpan={report.dimension === 'device' ? 2 : 1}>
        <strong>{title}</strong>
      </Table.Summary.Cell>
      {values.map((v, i) => (
        <Table.Summary.Cell key={`${key}-${labels[i] ?? 'total'}`} index={i + 1} align="right">
          {v}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="custom-report-detail">
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="custom-report-title">
              {report.name}
            </Typography.Title>
            <Tag>{t(`customReports.cycle.${report.cycle}`)}</Tag>
            <Tag>{t(`customReports.method.${report.method}`)}</Tag>
            <Tag>{t(`customReports.dimension.${report.dimension}`)}</Tag>
          </Space>
          <Space>
            <Button onClick={() => navigate(customReportRoutes.list)}>
              {t('customReports.detail.back')}
            </Button>
            {report.editable && (
              <Button
                type="primary"
                onClick={() => navigate(customReportRoutes.edit(report.id))}
                data-testid="custom-report-detail-edit"
              >
                {t('customReports.detail.edit')}
              </Button>
            )}
          </Space>
        </Space>
        {!report.editable && (
          <Alert
            type="info"
            title={t('customReports.detail.readOnly')}
            style={{ marginTop: 12 }}
            data-testid="custom-report-read-only"
          />
        )}
        {!report.enabled && (
          <Alert type="warning" title={t('customReports.detail.disabled')} style={{ marginTop: 12 }} />
        )}
      </Card>
      {report.enabled && (
        <Card>
          <Space wrap style={{ marginBottom: 16 }}>
            <span>{t('customReports.detail.period')}</span>
            <DatePicker
              picker={PICKER_OF_CYCLE[report.cycle]}
              value={picked}
              allowClear={false}
              onChange={(value) => value && setPicked(value)}
              data-testid="custom-report-period"
            />
            <Switch checked={compare} onChange={setCompare} data-testid="custom-report-compare" />
            <span>{t('customReports.detail.compare')}</span>
            <ExportMenu
              source={run.data ? { kind: 'custom_report', report_id: report.id, query } : null}
              title={`${report.name} ${query.start_time.slice(0, 10)}`}
            />
          </Space>
          {run.error && (
            <Alert
              type="error"
              title={run.error instanceof ApiError ? run.error.message : String(run.error)}
            />
          )}
          {run.data && run.data.points.length > 1 && (
            <Segmented
              style={{ marginBottom: 16 }}
              value={pointName}
              onChange={(v) => setPointName(String(v))}
              options={run.data.points.map((p) => ({ value: p.point, label: pointLabel(p) }))}
            />
          )}
          {point && (
            <>
              <ReportChart
                series={point.overall}
                unit={point.unit}
                names={{ value: pointLabel(point), base: t('customReports.detail.base') }}
              />
              <Table<Row>
                rowKey="key"
                size="small"
                loading={run.isFetching}
                columns={columns}
                dataSource={point.rows}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('customReports.detail.noData') }}
                data-testid="custom-report-table"
                summary={() => (
                  <Table.Summary>
                    {summaryCells(
                      [
                        ...point.overall.buckets.map((b) => formatFigure(b.value)),
                        formatFigure(point.overall.total),
                      ],
                      t('customReports.detail.overall'),
                      'overall',
                    )}
                    {compare &&
                      summaryCells(
                        [
                          ...point.overall.buckets.map((b) => formatFigure(b.base_value)),
                          formatFigure(point.overall.base_total),
                        ],
                        t('customReports.detail.base'),
                        'base',
                      )}
                    {compare &&
                      summaryCells(
                        [
                          ...point.overall.buckets.map((b) => formatRate(b.change_rate)),
                          formatRate(point.overall.change_rate),
                        ],
                        t('customReports.detail.changeRate'),
                        'rate',
                      )}
                  </Table.Summary>
                )}
              />
            </>
          )}
        </Card>
      )}
    </Space>
  );
}
