import { EXPORT_TASK_FINAL_STATES, type ExportTask, type ExportTaskState } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { cancelExportTask, downloadTaskFile, exportKeys, fetchExportTasks } from '../api/exports';

const COLOURS: Partial<Record<ExportTaskState, string>> = {
  waiting_for_download: 'green',
  finished: 'blue',
  failed: 'red',
  cancelled: 'default',
  expired: 'default',
};
const running = (state: ExportTaskState) =>
  !EXPORT_TASK_FINAL_STATES.includes(state) && state !== 'waiting_for_download';
// The same numeric form in both languages, not the browser's locale.
const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');
const size = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** The caller's download tasks (B §4 states), refreshed while one is running. */
export function DownloadTasks() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tasks = useQuery({
    queryKey: exportKeys.tasks,
    queryFn: fetchExportTasks,
    refetchInterval: (query) => (query.state.data?.list.some((task) => running(task.state)) ? 2000 : false),
  });
  const cancel = useMutation({
    mutationFn: cancelExportTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.tasks }),
    onError: toastError,
  });
  const handleDownload = async (task: ExportTask) => {
    try {
      await downloadTaskFile(task);
      await queryClient.invalidateQueries({ queryKey: exportKeys.tasks });
    } catch (error) {
      toastError(error);
    }
  };
  const columns: ColumnsType<ExportTask> = [
    { title: t('exports.tasks.name'), dataIndex: 'title', key: 'title' },
    { title: t('exports.tasks.format'), key: 'format', render: (_, task) => task.format.toUpperCase() },
    {
      title: t('exports.tasks.state'),
      key: 'state',
      render: (_, task) => (
        <Space orientation="vertical" size={0}>
          <Tag
            color={COLOURS[task.state] ?? 'processing'}
            data-testid={`task-state-${task.id}`}
            data-state={task.state}
          >
            {t(`exports.states.${task.state}`)}
          </Tag>
          {task.error_message ? <Typography.Text type="danger">{task.error_message}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('exports.tasks.rows'), dataIndex: 'rows', key: 'rows', align: 'right' },
    {
      title: t('exports.tasks.size'),
      key: 'size',
      align: 'right',
      render: (_, task) => size(task.file_size),
    },
    { title: t('exports.tasks.created'), key: 'created', render: (_, task) => time(task.created_at) },
    { title: t('exports.tasks.expires'), key: 'expires', render: (_, task) => time(task.expires_at) },
    {
      title: t('exports.tasks.actions'),
      key: 'actions',
      render: (_, task) => (
        <Space>
          {task.state === 'waiting_for_download' || task.state === 'finished' ? (
            <Button type="link" onClick={() => handleDownload(task)} data-testid={`task-download-${task.id}`}>
              {t('exports.tasks.download')}
            </Button>
          ) : null}
          {running(task.state) ? (
            <Button type="link" danger onClick={() => cancel.mutate(task.id)}>
              {t('exports.tasks.cancel')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('exports.tasks.title')}
      extra={<Typography.Text type="secondary">{t('exports.tasks.keep')}</Typography.Text>}
    >
      <Table<ExportTask>
        rowKey="id"
        size="small"
        loading={tasks.isPending}
        dataSource={tasks.data?.list ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('exports.tasks.empty') }}
        data-testid="download-tasks"
      />
    </Card>
  );
}
