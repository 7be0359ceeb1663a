import { Allowed } from '../../access';
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
import { App, Button, Card, Collapse, DatePicker, Select, Space, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { labelIn } from '../../../ui/labels';
import { orderTableProps, statusTabItems } from '../utils/orderList';
import { exportWorkOrders, fetchAdminWorkOrders, fetchWorkOrders } from '../api/orders';
import { useStationOptions } from './WorkAdd';
import { MaintenancePlans } from './MaintenancePlans';
import { WorkOrderFigures } from './WorkOrderFigures';
import { orderRoutes } from '../../../lib/orderPaths';
import { WorkOrderDetail } from './WorkOrderDetail';
import { orderKeys } from '../api/orderKeys';
import { localText } from '../../../ui/localText';

interface Filters {
  status?: WorkOrderStatus;
  type?: string;
  priority?: string;
  my_role?: string;
  station_id?: string;
  from?: string;
  to?: string;
}

/** WorkOrder: the orders (list and figures) and the planned-maintenance plans, as tabs. */
export function WorkOrderWorkspace() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeKey={params.get('tab') ?? 'orders'}
      onChange={(tab) => setParams(tab === 'orders' ? {} : { tab })}
      items={[
        { key: 'orders', label: t('route.workOrder'), children: <WorkOrderList /> },
        { key: 'plans', label: t('orders.plans.title'), children: <MaintenancePlans /> },
      ]}
    />
  );
}

/**
 * The work orders the caller may see, by status with counts, filters, figures and export; with
 * `queue="admin"`, the platform administrator's queue of cloud-platform orders of every tenant.
 */
export function WorkOrderList(props: { queue?: 'admin' }) {
  const admin = props.queue === 'admin';
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current_page: 1, page_size: 20 });
  // `?id=` (e.g. from an alarm event) opens that order's detail.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get('id'));
  const list = useQuery({
    queryKey: orderKeys.workOrderPage(props.queue ?? 'tenant', filters, page),
    queryFn: () => (admin ? fetchAdminWorkOrders : fetchWorkOrders)({ ...page, ...filters }),
  });
  const stations = useStationOptions(!admin);
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
      title={admin ? t('route.adminWorkOrders') : t('route.workOrder')}
      extra={
        admin ? null : (
          <Space>
            <Button
              data-testid="work-export"
              onClick={() => exportWorkOrders({ ...filters }).catch((e: Error) => message.error(e.message))}
            >
              {t('orders.work.export')}
            </Button>
            <Allowed to="work-order:create">
              <Button type="primary" data-testid="work-add" onClick={() => navigate(orderRoutes.workAdd)}>
                {t('orders.work.add')}
              </Button>
            </Allowed>
          </Space>
        )
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          {admin
            ? null
            : select(
                'type',
                t('orders.work.type'),
                WORK_ORDER_TYPES.map((v) => ({ value: v, label: labelIn(WORK_ORDER_TYPE_LABELS, v) })),
              )}
          {select(
            'priority',
            t('orders.work.priority'),
            WORK_ORDER_PRIORITIES.map((v) => ({ value: v, label: labelIn(WORK_ORDER_PRIORITY_LABELS, v) })),
          )}
          {admin ? null : select('station_id', t('orders.work.station'), stations)}
          {admin
            ? null
            : select(
                'my_role',
                t('orders.work.myRole'),
                WORK_ORDER_ROLES.map((v) => ({ value: v, label: t(`orders.work.roles.${v}`) })),
              )}
          <DatePicker.RangePicker
            data-testid="work-created-range"
            placeholder={[t('orders.work.createdFrom'), t('orders.work.createdTo')]}
            onChange={(range) =>
              handleFilter({
                from: range?.[0]?.startOf('day').toISOString(),
                to: range?.[1]?.endOf('day').toISOString(),
              })
            }
          />
        </Space>
        <Tabs
          activeKey={filters.status ?? ''}
          onChange={(key) => handleFilter({ status: (key || undefined) as WorkOrderStatus | undefined })}
          items={statusTabItems(
            t('orders.common.all'),
            WORK_ORDER_STATUSES,
            WORK_ORDER_STATUS_LABELS,
            list.data?.counts,
          )}
        />
        <Table<WorkOrder>
          rowKey="id"
          data-testid="work-table"
          loading={list.isPending}
          {...orderTableProps(list.data, page, setPage)}
          columns={[
            { title: t('orders.work.orderNo'), dataIndex: 'order_no' },
            { title: t('orders.work.name'), key: 'name', render: (_, o) => localText(o, 'name') },
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
      {admin ? null : (
        <Collapse
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'figures',
              label: t('orders.figures.title'),
              children: <WorkOrderFigures filters={{ ...filters }} />,
            },
          ]}
        />
      )}
      <WorkOrderDetail id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
