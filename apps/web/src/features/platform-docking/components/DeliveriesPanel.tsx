import type { DockingDelivery, PlatformBinding } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dockingKeys, fetchDeliveries } from '../api/platformBindings';

const COLORS = { pending: 'default', retrying: 'orange', delivered: 'green', failed: 'red' } as const;
const time = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : '—');

/** A binding's delivery log, refreshed while a delivery is still on its way. */
export function DeliveriesPanel({ binding }: { binding: PlatformBinding }) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: dockingKeys.deliveries(binding.id),
    queryFn: () => fetchDeliveries(binding.id),
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'pending' || d.status === 'retrying') ? 3000 : false,
  });
  return (
    <Card
      title={t('docking.delivery.title', { project: binding.project_name })}
      data-testid="docking-deliveries"
    >
      <Table<DockingDelivery>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('docking.delivery.none') }}
        columns={[
          { title: t('docking.delivery.createdAt'), render: (_, d) => time(d.created_at) },
          {
            title: t('docking.delivery.status'),
            render: (_, d) => <Tag color={COLORS[d.status]}>{t(`docking.status.${d.status}`)}</Tag>,
          },
          { title: t('docking.delivery.attempts'), dataIndex: 'attempts' },
          { title: t('docking.delivery.httpStatus'), render: (_, d) => d.http_status ?? '—' },
          {
            title: t('docking.delivery.failure'),
            render: (_, d) => (d.failure ? t(`docking.failure.${d.failure}`) : '—'),
          },
          { title: t('docking.delivery.records'), dataIndex: 'record_count' },
          { title: t('docking.delivery.deliveredAt'), render: (_, d) => time(d.delivered_at) },
        ]}
      />
    </Card>
  );
}
