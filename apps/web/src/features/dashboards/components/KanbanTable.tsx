import type { Kanban, KanbanData } from '@ies/contracts';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Row {
  key: string;
  ts: number;
  device: string;
  [point: string]: unknown;
}

/** The table form: one row per device and time, newest first, a column per data point. */
export function KanbanTable({
  kanban,
  data,
  pointLabel,
  height,
}: {
  kanban: Kanban;
  data: KanbanData;
  pointLabel: (point: string) => string;
  height: number;
}) {
  const { t } = useTranslation();
  const rows = useMemo(() => {
    const byKey = new Map<string, Row>();
    for (const s of data.series) {
      for (const [ts, value] of s.data) {
        const key = `${s.device_id}:${ts}`;
        const row = byKey.get(key) ?? { key, ts, device: s.device_name };
        row[s.point] = value;
        byKey.set(key, row);
      }
    }
    return [...byKey.values()].sort((a, b) => b.ts - a.ts);
  }, [data]);
  const columns = [
    {
      title: t('dashboards.table.time'),
      dataIndex: 'ts',
      width: 168,
      render: (ts: number) => dayjs(ts).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('dashboards.table.device'), dataIndex: 'device', ellipsis: true },
    ...kanban.points.map((point) => ({
      title: pointLabel(point),
      dataIndex: point,
      render: (value: unknown) => (value === undefined || value === null ? '–' : String(value)),
    })),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: Math.max(height - 40, 60) }}
      data-testid="kanban-table"
    />
  );
}
