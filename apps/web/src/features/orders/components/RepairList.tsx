import { Allowed } from '../../access';
import { REPAIR_STATUS_LABELS, REPAIR_STATUSES, type RepairOrder, type RepairStatus } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { labelIn } from '../../../ui/labels';
import { orderTableProps, statusTabItems } from '../utils/orderList';
import { fetchRepairOrders } from '../api/orders';
import { orderRoutes } from '../../../lib/orderPaths';
import { orderKeys } from '../api/orderKeys';
import { localText } from '../../../ui/localText';

/** RepairList: repair orders of the stations the caller reaches, by status, with counts. */
export function RepairList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<RepairStatus | ''>('');
  const [orderNo, setOrderNo] = useState('');
  const [page, setPage] = useState({ current_page: 1, page_size: 20 });
  const list = useQuery({
    queryKey: orderKeys.repairPage(status, orderNo, page),
    queryFn: () =>
      fetchRepairOrders({ ...page, status: status || undefined, order_no: orderNo || undefined }),
  });
  const counts = list.data?.counts;
  const handleSearch = (value: string) => {
    setOrderNo(value.trim());
    setPage((p) => ({ ...p, current_page: 1 }));
  };
  return (
    <Card
      title={t('route.repairList')}
      extra={
        <Allowed to="repair:create">
          <Button onClick={() => navigate(orderRoutes.repairAdd())}>{t('orders.repair.add')}</Button>
        </Allowed>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('orders.repair.orderNo')}
          onSearch={handleSearch}
          style={{ maxWidth: 280 }}
        />
        <Tabs
          activeKey={status}
          onChange={(key) => setStatus(key as RepairStatus | '')}
          items={statusTabItems(t('orders.common.all'), REPAIR_STATUSES, REPAIR_STATUS_LABELS, counts)}
        />
        <Table<RepairOrder>
          rowKey="id"
          data-testid="repair-table"
          loading={list.isPending}
          {...orderTableProps(list.data, page, setPage)}
          columns={[
            { title: t('orders.repair.orderNo'), dataIndex: 'order_no' },
            { title: t('orders.repair.station'), dataIndex: 'station_name' },
            {
              title: t('orders.repair.description'),
              key: 'description',
              ellipsis: true,
              render: (_, o) => localText(o, 'description'),
            },
            {
              title: t('orders.repair.status'),
              dataIndex: 'status',
              render: (s: RepairStatus) => labelIn(REPAIR_STATUS_LABELS, s),
            },
            { title: t('orders.repair.createdBy'), dataIndex: 'created_by_name' },
            {
              title: t('orders.repair.createdAt'),
              dataIndex: 'created_at',
              render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
            },
            {
              title: t('orders.common.actions'),
              render: (_, row) => (
                <Button type="link" onClick={() => navigate(orderRoutes.repairRecord(row.id))}>
                  {t('orders.common.detail')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
