import type { EnergyReport, ReportRow, ReportStation } from '@ies/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { columnTitle } from '../utils/columns';
import { formatChange, formatFigure } from '../utils/format';

/** One station's buckets with units in the headers, the base period under each figure, and a totals row. */
export function ReportTable({ report, station }: { report: EnergyReport; station: ReportStation }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const compared = Boolean(report.base_start);
  const cell = (row: ReportRow, key: string, unit: EnergyReport['columns'][number]['unit']) => {
    const value = formatFigure(row.values[key] ?? 0, unit, station.currency, locale);
    if (!compared || !row.base_values) return value;
    return (
      <div>
        <div>{value}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatFigure(row.base_values[key] ?? 0, unit, station.currency, locale)} ·{' '}
          {formatChange(row.change?.[key], locale)}
        </Typography.Text>
      </div>
    );
  };
  const columns: ColumnsType<ReportRow> = [
    {
      title: t('energyReports.table.period'),
      key: 'label',
      fixed: 'left',
      render: (_, row) =>
        compared && row.base_label ? (
          <div>
            <div>{row.label}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('energyReports.table.base')} {row.base_label}
            </Typography.Text>
          </div>
        ) : (
          row.label
        ),
    },
    ...report.columns.map((c) => ({
      title: columnTitle(c, station.currency, t, locale),
      key: c.key,
      align: 'right' as const,
      render: (_: unknown, row: ReportRow) => cell(row, c.key, c.unit),
    })),
  ];
  return (
    <Table<ReportRow>
      size="small"
      rowKey="start"
      pagination={false}
      scroll={{ x: 'max-content', y: 420 }}
      dataSource={station.rows}
      columns={columns}
      locale={{ emptyText: t('energyReports.table.empty') }}
      data-testid={`report-table-${station.id}`}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid={`report-total-${station.id}`}>
            <Table.Summary.Cell index={0}>
              <strong>{t('energyReports.table.total')}</strong>
            </Table.Summary.Cell>
            {report.columns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={i + 1} align="right">
                <strong data-testid={`total-${c.key}`} data-value={station.total.values[c.key] ?? 0}>
                  {cell(station.total, c.key, c.unit)}
                </strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
