import { type AdminTenant, TENANT_STATUSES, type TenantStatusValue } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Segmented, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTenantAction, fetchAdminTenants, type TenantAction } from '../api/admin';
import { tenantActions } from './tenantActions';
import { TenantUsers } from './TenantUsers';
import { useListChange } from '../../../ui/listChange';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { PagedTable } from '../../../ui/PagedTable';
import { actionsColumn } from '../../../ui/actionsColumn';
import { adminKeys } from '../api/adminKeys';

type StatusFilter = TenantStatusValue | 'all';
const PAGE_SIZE = 10;
const STATUS_COLOR: Record<TenantStatusValue, string> = {
  pending: 'gold',
  active: 'green',
  rejected: 'red',
  disabled: 'default',
};

/** Merchants by status with approve, reject, disable and enable (platform administrator). */
export function TenantReview() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminTenant | null>(null);
  const [reason, setReason] = useState('');
  const [showingUsers, setShowingUsers] = useState<AdminTenant | null>(null);

  const tenants = useQuery({
    queryKey: adminKeys.tenantPage(status, page),
    queryFn: () =>
      fetchAdminTenants({
        current_page: page,
        page_size: PAGE_SIZE,
        status: status === 'all' ? undefined : status,
      }),
    placeholderData: keepPreviousData,
  });

  const action = useListChange(
    (input: { id: string; action: TenantAction; reason?: string }) =>
      applyTenantAction(input.id, input.action, input.reason),
    { refresh: adminKeys.tenants, done: t('admin.done') },
  );

  function run(tenant: AdminTenant, name: TenantAction) {
    if (name === 'reject') {
      setReason('');
      setRejecting(tenant);
      return;
    }
    action.mutate({ id: tenant.id, action: name });
  }

  const columns: ColumnsType<AdminTenant> = [
    { title: t('admin.username'), dataIndex: 'namespace', key: 'namespace' },
    { title: t('admin.organization'), dataIndex: 'organization_name', key: 'organization' },
    {
      title: t('admin.contact'),
      key: 'contact',
      render: (_value, tenant) =>
        tenant.manager ? (
          <span className="ies-admin-contact">
            <span>{tenant.manager.nick_name}</span>
            <span>{tenant.manager.mobile}</span>
            <span>{tenant.manager.email}</span>
          </span>
        ) : null,
    },
    { title: t('admin.businessId'), dataIndex: 'business_id', key: 'business_id' },
    {
      title: t('admin.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: TenantStatusValue) => (
        <Tag color={STATUS_COLOR[value]}>{t(`admin.status_${value}`)}</Tag>
      ),
    },
    {
      title: t('admin.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    actionsColumn<AdminTenant>(t('admin.actions'), (tenant) => (
      <Space>
        <Button
          size="small"
          onClick={() => setShowingUsers(tenant)}
          data-testid={`tenant-users-${tenant.namespace}`}
        >
          {t('admin.users')}
        </Button>
        {tenantActions(tenant.status).map((name) =>
          name === 'reject' ? (
            <Button key={name} size="small" danger onClick={() => run(tenant, name)}>
              {t(`admin.${name}`)}
            </Button>
          ) : (
            <ConfirmButton
              key={name}
              question={t(`admin.confirm_${name}`, { name: tenant.namespace })}
              words="admin"
              onConfirm={() => run(tenant, name)}
              size="small"
              type={name === 'approve' ? 'primary' : 'default'}
            >
              {t(`admin.${name}`)}
            </ConfirmButton>
          ),
        )}
      </Space>
    )),
  ];

  return (
    <div className="ies-admin" data-testid="admin-tenants">
      <h2 className="ies-admin-title">{t('admin.tenantsTitle')}</h2>
      <Segmented<StatusFilter>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[...TENANT_STATUSES, 'all' as const].map((value) => ({
          value,
          label: t(`admin.status_${value}`),
        }))}
        className="ies-admin-filter"
      />
      <PagedTable<AdminTenant>
        size="middle"
        columns={columns}
        busy={tenants.isFetching || action.isPending}
        scroll={{ x: 900 }}
        rows={tenants.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
      />
      <Modal
        open={rejecting !== null}
        title={t('admin.rejectTitle', { name: rejecting?.namespace ?? '' })}
        okText={t('admin.reject')}
        cancelText={t('admin.cancel')}
        okButtonProps={{ danger: true, loading: action.isPending }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!rejecting) return;
          action.mutate(
            { id: rejecting.id, action: 'reject', reason: reason.trim() || undefined },
            { onSuccess: () => setRejecting(null) },
          );
        }}
      >
        <Input.TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={200}
          showCount
          placeholder={t('admin.rejectReason')}
          aria-label={t('admin.rejectReason')}
        />
      </Modal>
      {showingUsers ? <TenantUsers tenant={showingUsers} onClose={() => setShowingUsers(null)} /> : null}
    </div>
  );
}
