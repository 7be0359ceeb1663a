import { BATCH_ITEM_RESULT_LABELS, type BatchItem, type BatchItemResult } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Progress, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { toastError } from '../../../ui/toastError';
import { batchKeys, exportBatch, fetchBatch } from '../api/batchOperations';

export const RESULT_COLORS: Record<BatchItemResult, string> = {
  in_progress: 'processing',
  succeeded: 'success',
  failed: 'error',
  refused: 'warning',
};

/** One batch operation's result per device, refreshed while devices are still answering. */
export function BatchResults({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const batch = useQuery({
    queryKey: batchKeys.one(id),
    queryFn: () => fetchBatch(id),
    // While the job is still sending or devices are answering, the progress refreshes.
    refetchInterval: (query) => ((query.state.data?.summary.in_progress ?? 0) > 0 ? 1500 : false),
  });
  const handleExport = (format: 'csv' | 'xlsx') => void exportBatch(id, format).catch((e) => toastError(e));
  const summary = batch.data?.summary;
  return (
    <Drawer open width={720} title={t('batch.detailTitle')} onClose={onClose}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {summary && (
          <Progress
            data-testid="batch-progress"
            percent={summary.progress}
            status={summary.in_progress > 0 ? 'active' : 'normal'}
          />
        )}
        {summary && (
          <Typography.Text data-testid="batch-summary">{t('batch.summary', summary)}</Typography.Text>
        )}
        <Space>
          <Button onClick={() => handleExport('csv')}>{t('batch.exportCsv')}</Button>
          <Button onClick={() => handleExport('xlsx')}>{t('batch.exportXlsx')}</Button>
        </Space>
        <Table<BatchItem>
          rowKey="device_id"
          data-testid="batch-items"
          size="small"
          loading={batch.isPending}
          dataSource={batch.data?.items ?? []}
          columns={[
            { title: t('batch.columns.device'), dataIndex: 'device_name' },
            {
              title: t('batch.columns.result'),
              render: (_, item) => (
                <Tag color={RESULT_COLORS[item.result]} data-result={item.result}>
                  {labelIn(BATCH_ITEM_RESULT_LABELS, item.result)}
                </Tag>
              ),
            },
            { title: t('batch.columns.reason'), render: (_, item) => item.error_message ?? '' },
          ]}
        />
      </Space>
    </Drawer>
  );
}
