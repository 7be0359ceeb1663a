import { currentLocale } from '../../../i18n';
import { deviceTypeLabel } from '@ies/contracts';
import type { FirmwareTaskSummary } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchTasks, firmwareKeys } from '../api/firmware';
import { reasonText } from '../utils/firmwareText';
import { PhaseTag } from './PhaseTag';

/** Upgrade tasks, newest first, refreshed while any runs. */
export function TasksTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: firmwareKeys.tasks, queryFn: fetchTasks, refetchInterval: 3000 });
  return (
    <Table<FirmwareTaskSummary>
      rowKey="id"
      size="middle"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      data-testid="firmware-tasks"
      pagination={{ pageSize: 20 }}
      // A phone scrolls the list in its frame rather than squeezing every column.
      scroll={{ x: 900 }}
      columns={[
        {
          title: t('firmware.fields.type'),
          dataIndex: 'type_name',
          render: (name: string) => deviceTypeLabel(name, currentLocale()),
        },
        { title: t('firmware.fields.version'), dataIndex: 'version' },
        {
          title: t('firmware.fields.target'),
          dataIndex: 'target_kind',
          render: (k: string) => t(`firmware.targetKinds.${k}` as never),
        },
        {
          title: t('firmware.fields.phase'),
          dataIndex: 'phase',
          render: (_: unknown, row) => <PhaseTag phase={row.phase} />,
        },
        {
          title: t('firmware.fields.progress'),
          key: 'progress',
          render: (_: unknown, row) => (
            <div style={{ minWidth: 160 }}>
              <Progress
                size="small"
                percent={row.devices ? Math.round(((row.succeeded + row.failed) * 100) / row.devices) : 0}
                success={{ percent: row.devices ? Math.round((row.succeeded * 100) / row.devices) : 0 }}
              />
              {t('firmware.summary', { succeeded: row.succeeded, devices: row.devices, failed: row.failed })}
            </div>
          ),
        },
        {
          title: t('firmware.fields.reason'),
          key: 'reason',
          render: (_: unknown, row) => reasonText(row.reason),
        },
        {
          title: t('firmware.fields.upgradeAt'),
          dataIndex: 'upgrade_at',
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        { title: t('firmware.fields.createdBy'), dataIndex: 'created_by_name' },
        {
          title: t('firmware.common.actions'),
          key: 'actions',
          render: (_: unknown, row) => (
            <Button type="link" onClick={() => onOpen(row.id)}>
              {t('firmware.actions.view')}
            </Button>
          ),
        },
      ]}
    />
  );
}
