import { Allowed } from '../../access';
import { currentLocale } from '../../../i18n';
import { deviceTypeLabel } from '@ies/contracts';
import type { Firmware } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { deleteFirmware, fetchFirmware, firmwareKeys } from '../api/firmware';
import { sizeText } from '../utils/firmwareText';

/** The tenant's firmware packages; a row starts a task or is deleted. */
export function PackagesTable({ onCreateTask }: { onCreateTask: (firmware: Firmware) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: firmwareKeys.list, queryFn: fetchFirmware });
  const remove = useMutation({
    mutationFn: deleteFirmware,
    onSuccess: () => client.invalidateQueries({ queryKey: firmwareKeys.all }),
    onError: (error) => toastError(error),
  });
  return (
    <Table<Firmware>
      rowKey="id"
      size="middle"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      data-testid="firmware-packages"
      pagination={{ pageSize: 20 }}
      // A phone scrolls the list in its frame rather than squeezing every column.
      scroll={{ x: 960 }}
      columns={[
        {
          title: t('firmware.fields.type'),
          dataIndex: 'type_name',
          render: (name: string) => deviceTypeLabel(name, currentLocale()),
        },
        { title: t('firmware.fields.version'), dataIndex: 'version' },
        { title: t('firmware.fields.description'), dataIndex: 'description', ellipsis: true },
        { title: t('firmware.fields.size'), dataIndex: 'size', render: (v: number) => sizeText(v) },
        {
          title: t('firmware.fields.sha256'),
          dataIndex: 'sha256',
          render: (v: string) => (
            <Typography.Text copyable={{ text: v }} style={{ fontFamily: 'monospace' }}>
              {v.slice(0, 12)}…
            </Typography.Text>
          ),
        },
        {
          title: t('firmware.fields.differential'),
          dataIndex: 'differential',
          render: (v: boolean) => (v ? <Tag color="blue">✓</Tag> : '—'),
        },
        {
          title: t('firmware.fields.createdAt'),
          dataIndex: 'created_at',
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: t('firmware.common.actions'),
          key: 'actions',
          render: (_: unknown, row) => (
            <Space>
              <Allowed to="firmware:task:create">
                <Button
                  type="link"
                  onClick={() => onCreateTask(row)}
                  data-testid={`create-task-${row.version}`}
                >
                  {t('firmware.common.createTask')}
                </Button>
              </Allowed>
              <Allowed to="firmware:delete">
                <Popconfirm title={t('firmware.confirm.delete')} onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" danger>
                    {t('firmware.common.delete')}
                  </Button>
                </Popconfirm>
              </Allowed>
            </Space>
          ),
        },
      ]}
    />
  );
}
