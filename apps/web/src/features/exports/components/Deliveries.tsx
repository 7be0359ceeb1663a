import type { Delivery } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Button, Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { toastError } from '../../../ui/toastError';
import { exportKeys, fetchDeliveries, removeDelivery } from '../api/exports';
import { DeliveryDialog } from './DeliveryDialog';

// The same numeric form in both languages, not the browser's locale.
const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');

/** The caller's scheduled e-mail deliveries: when, to whom, the last send; edit or delete. */
export function Deliveries() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Delivery | null>(null);
  const deliveries = useQuery({ queryKey: exportKeys.deliveries, queryFn: fetchDeliveries });
  const remove = useMutation({
    mutationFn: removeDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.deliveries }),
    onError: toastError,
  });
  const handleRemove = (delivery: Delivery) =>
    feedback.modal.confirm({
      title: t('exports.deliveries.removeConfirm'),
      onOk: () => remove.mutateAsync(delivery.id),
    });
  const when = (d: Delivery) =>
    `${t(`exports.frequencies.${d.frequency}`)}${
      d.frequency === 'weekly' && d.weekday ? ` ${t(`exports.weekdays.d${d.weekday as 1}`)}` : ''
    }${d.frequency === 'monthly' && d.month_day ? ` ${d.month_day}` : ''} ${d.time}`;
  const columns: ColumnsType<Delivery> = [
    { title: t('exports.deliveries.name'), dataIndex: 'name', key: 'name' },
    { title: t('exports.deliveries.frequency'), key: 'when', render: (_, d) => when(d) },
    { title: t('exports.deliveries.format'), key: 'format', render: (_, d) => d.format.toUpperCase() },
    { title: t('exports.deliveries.recipients'), key: 'to', render: (_, d) => d.recipients.join(', ') },
    { title: t('exports.deliveries.next'), key: 'next', render: (_, d) => time(d.next_run_at) },
    {
      title: t('exports.deliveries.last'),
      key: 'last',
      render: (_, d) => (
        <Space orientation="vertical" size={0}>
          {time(d.last_sent_at)}
          {d.last_error ? <Typography.Text type="danger">{d.last_error}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('exports.tasks.actions'),
      key: 'actions',
      render: (_, d) => (
        <Space>
          <Button type="link" onClick={() => setEditing(d)}>
            {t('exports.deliveries.ok')}
          </Button>
          <Button type="link" danger onClick={() => handleRemove(d)}>
            {t('exports.deliveries.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('exports.deliveries.title')}>
      <Table<Delivery>
        rowKey="id"
        size="small"
        loading={deliveries.isPending}
        dataSource={deliveries.data?.list ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('exports.deliveries.empty') }}
        data-testid="deliveries"
      />
      {editing ? (
        <DeliveryDialog
          source={editing.source}
          title={editing.name}
          delivery={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
