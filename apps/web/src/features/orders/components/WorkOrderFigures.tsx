import type { WorkOrderFigures as Figures } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchWorkOrderFigures } from '../api/orders';
import { orderKeys } from '../api/orderKeys';

type Month = Figures['months'][number];
type Stat = Month['time_to_receive'];

const hours = (v: number | null) => (v === null ? '--' : v.toFixed(1));

/** Per month: time to receive, time to repair (MTTR) and orders past their planned end, in hours. */
export function WorkOrderFigures({ filters }: { filters: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: orderKeys.figures(filters),
    queryFn: () => fetchWorkOrderFigures(filters),
  });
  const group = (key: 'time_to_receive' | 'time_to_repair' | 'overdue') => ({
    title: t(`orders.figures.${key}`),
    children: [
      { title: t('orders.figures.count'), render: (_: unknown, row: Month) => (row[key] as Stat).count },
      {
        title: t('orders.figures.median'),
        render: (_: unknown, row: Month) => hours((row[key] as Stat).median),
      },
      { title: 'P90', render: (_: unknown, row: Month) => hours((row[key] as Stat).p90) },
    ],
  });
  return (
    <Table<Month>
      rowKey="month"
      size="small"
      bordered
      data-testid="work-figures"
      loading={figures.isPending}
      dataSource={figures.data?.months ?? []}
      pagination={false}
      columns={[
        { title: t('orders.figures.month'), dataIndex: 'month' },
        { title: t('orders.figures.orders'), dataIndex: 'orders' },
        group('time_to_receive'),
        group('time_to_repair'),
        group('overdue'),
      ]}
      footer={() => t('orders.figures.note')}
    />
  );
}
