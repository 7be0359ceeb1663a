import { errorMessage, type TimedStrategyLog as LogRow } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTimedLogs, timedKeys } from '../api/timedStrategies';

const COLORS: Record<LogRow['status'], string> = {
  running: 'processing',
  waiting_retry: 'warning',
  finished: 'success',
  failed: 'error',
};

/** The run log of the station's timed strategies: status, retry count, content, time. */
export function TimedStrategyLog({ stationId }: { stationId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh';
  const [page, setPage] = useState(1);
  const logs = useQuery({
    queryKey: timedKeys.logs(stationId, page),
    queryFn: () => fetchTimedLogs(stationId, page),
    refetchInterval: 5000,
  });
  return (
    <Card title={t('timed.logTitle')}>
      <Table<LogRow>
        rowKey="id"
        loading={logs.isPending}
        dataSource={logs.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: logs.data?.pagination.total_size ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('timed.columns.name'), dataIndex: 'strategy_name' },
          {
            title: t('timed.columns.status'),
            render: (_, row) => <Tag color={COLORS[row.status]}>{t(`timed.run.${row.status}`)}</Tag>,
          },
          { title: t('timed.columns.retryCount'), dataIndex: 'retry_count' },
          {
            title: t('timed.columns.content'),
            render: (_, row) => row.content.map((c) => c.operation).join(' → '),
          },
          {
            title: t('timed.columns.reason'),
            render: (_, row) => (row.error_code ? errorMessage(row.error_code, locale) : ''),
          },
          {
            title: t('timed.columns.time'),
            render: (_, row) => dayjs(row.finished_at ?? row.due_at).format('YYYY-MM-DD HH:mm:ss'),
          },
        ]}
      />
    </Card>
  );
}
