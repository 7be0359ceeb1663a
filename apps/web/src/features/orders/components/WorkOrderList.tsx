import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_ROLES,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPE_LABELS,
  WORK_ORDER_TYPES,
  type WorkOrder,
  type WorkOrderStatus,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { labelIn } from '../../stations/utils/labels';
import { fetchWorkOrders } from '../api/orders';
import { orderRoutes } from '../utils/routes';
import { WorkOrderDetail } from './WorkOrderDetail';

interface Filters {
  status?: WorkOrderStatus;
  type?: string;
  priority?: string;
  my_role?: string;
}

/** WorkOrder: the work orders the caller may see, by status with counts, and filters. */
export function WorkOrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current_page: 1, page_size: 20 });
  // `?id=` (e.g. from an alarm event) opens that order's detail.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get('id'));
  const list = useQuery({
    queryKey: ['work-orders', filters, page],
    queryFn: () => fetchWorkOrders({ ...page, ...filters }),
  });
  const handleFilter = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage((p) => ({ ...p, current_page: 1 }));
  };
  const select = (key: keyof Filters, placeholder: string, options: { value: string; label: string }[]) => (
    <Select
      allowClear
      placeholder={placeholder}
      style={{ width: 160 }}
      options={options}
      onChange={(value?: string) => handleFilter({ [key]: value })}
    />
  );
  return (
    <Card
      title={t('route.workOrder')}
      extra={
        <Button type="primary" data-testid="work-add" onClick={() => navigate(orderRoutes.workAdd)}>
          {t('orders.work.add')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          {select(
            'type',
            t('orders.work.type'),
            WORK_ORDER_TYPES.map((v) => ({ value: v, label: labelIn(WORK_ORDER_TYPE_LABELS, v) })),
          )}
          {select(
            'priority',
            t('orders.work.priority'),
            WORK_ORDER_PRIORITIES.map((v) => ({ value: v, label: labelIn(WORK_ORDER_PRIORITY_LABELS, v) })),
          )}
          {select(
            'my_role',
            t('orders.work.myRole'),
            WORK_ORDER_ROLES.map((v) => ({ value: v, label: t(`orders.work.roles.${v}`) })),
          )}
        </Space>
        <Tabs
          activeKey={filters.status ?? ''}
          onChange={(key) => handleFilter({ status: (key || undefined) as WorkOrderStatus | undefined })}
          items={[
            { key: '', label: t('orders.common.all') },
            ...WORK_ORDER_STATUSES.map((s) => ({
              key: s,
              label: `${labelIn(WORK_ORDER_STATUS_LABELS, s)} (${list.data?.counts[s] ?? 0})`,
            })),
          ]}
        />
        <Table<WorkOrder>
          rowKey="id"
          data-testid="work-table"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={{
            current: page.current_page,
            pageSize: page.page_size,
            total: list.data?.pagination.total_size ?? 0,
            onChange: (current_page, page_size) => setPage({ current_page, page_size }),
          }}
          columns={[
            { title: t('orders.work.orderNo'), dataIndex: 'order_no' },
            { title: t('orders.work.name'), dataIndex: 'name' },
            {
              title: t('orders.work.priority'),
              dataIndex: 'priority',
              render: (v) => labelIn(WORK_ORDER_PRIORITY_LABELS, v),
            },
            {
              title: t('orders.work.type'),
              dataIndex: 'type',
              render: (v) => labelIn(WORK_ORDER_TYPE_LABELS, v),
            },
            {
              title: t('orders.work.status'),
              dataIndex: 'status',
              render: (v, row) => (
                <>
                  {labelIn(WORK_ORDER_STATUS_LABELS, v)}
                  {row.overdue_at ? (
                    <Tag color="red" style={{ marginLeft: 8 }} data-testid="work-overdue">
                      {t('orders.work.overdue')}
                    </Tag>
                  ) : null}
                </>
              ),
            },
            { title: t('orders.work.handler'), dataIndex: 'handler_name', render: (v) => v ?? '--' },
            {
              title: t('orders.work.plannedEnd'),
              dataIndex: 'planned_end',
              render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
            },
            {
              title: t('orders.common.actions'),
              render: (_, row) => (
                <Button type="link" onClick={() => setOpen(row.id)}>
                  {t('orders.common.detail')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <WorkOrderDetail id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
