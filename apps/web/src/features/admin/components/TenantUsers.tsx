import type { AdminTenant, AdminUser } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { applyUserAction, fetchTenantUsers, type UserAction } from '../api/admin';
import { useListChange } from '../../../ui/listChange';
import { PagedTable } from '../../../ui/PagedTable';
import { actionsColumn } from '../../../ui/actionsColumn';
import { adminKeys } from '../api/adminKeys';
import { textColumns } from '../../../ui/textColumns';

const PAGE_SIZE = 10;

/** The users of one merchant, each of which the administrator may disable or enable. */
export function TenantUsers({ tenant, onClose }: { tenant: AdminTenant; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);

  const users = useQuery({
    queryKey: adminKeys.tenantUserPage(tenant.id, page),
    queryFn: () => fetchTenantUsers(tenant.id, { current_page: page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const action = useListChange(
    (input: { id: string; action: UserAction }) => applyUserAction(input.id, input.action),
    { refresh: adminKeys.tenantUsers(tenant.id), done: t('admin.done') },
  );

  const columns: ColumnsType<AdminUser> = [
    ...textColumns<AdminUser>({
      username: t('admin.username'),
      nick_name: t('admin.nickName'),
      mobile: t('admin.mobile'),
    }),
    {
      title: t('admin.role'),
      dataIndex: 'is_manager',
      key: 'role',
      render: (manager: boolean) => t(manager ? 'admin.role_manager' : 'admin.role_user'),
    },
    {
      title: t('admin.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: AdminUser['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`admin.userStatus_${status}`)}</Tag>
      ),
    },
    {
      title: t('admin.lastLogin'),
      dataIndex: 'last_login_at',
      key: 'last_login_at',
      render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—'),
    },
    actionsColumn<AdminUser>(t('admin.actions'), (user) => {
      const next: UserAction = user.status === 'active' ? 'disable' : 'enable';
      return (
        <ConfirmButton
          question={t(next === 'disable' ? 'admin.confirm_userDisable' : 'admin.confirm_userEnable', {
            name: user.username,
          })}
          words="admin"
          onConfirm={() => action.mutate({ id: user.id, action: next })}
          size="small"
          danger={next === 'disable'}
          data-testid={`user-${next}-${user.username}`}
        >
          {t(`admin.${next}`)}
        </ConfirmButton>
      );
    }),
  ];

  return (
    <Modal
      open
      title={t('admin.usersTitle', { name: tenant.namespace })}
      footer={null}
      onCancel={onClose}
      width={900}
    >
      <PagedTable<AdminUser>
        size="small"
        columns={columns}
        busy={users.isFetching || action.isPending}
        scroll={{ x: 760 }}
        data-testid="admin-tenant-users"
        rows={users.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
      />
    </Modal>
  );
}
