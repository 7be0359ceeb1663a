import { usePermissions } from '../hooks/usePermissions';
import { resetPasswordQuerySchema, type SubUser } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaItem } from '../../../ui/fieldRule';
import { FormDialog } from '../../../ui/FormDialog';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { readSessionUser } from '../../../ui/session';
import { deleteSubUser, fetchSubUsers, resetSubUserPassword } from '../api/access';
import { SubUserDialog } from './SubUserDialog';
import { accessKeys } from '../api/accessKeys';
import { PagedTable } from '../../../ui/PagedTable';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { AddButton } from './AccessActions';
import { EditDeleteActions } from '../../../ui/EditDeleteActions';
import { actionsColumn } from '../../../ui/actionsColumn';
import { textColumns } from '../../../ui/textColumns';

const PAGE_SIZE = 10;

/** Sub-users of the caller's tenant (UserManagement/SubUserManager): list, create, delete. */
export default function SubUserManager() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { message } = App.useApp();
  const session = readSessionUser();
  const tenantId = String(session?.tenant_id ?? '');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SubUser | null>(null);
  const [resetting, setResetting] = useState<SubUser | null>(null);
  const usersKey = accessKeys.subUsers(tenantId);
  const users = useQuery({
    queryKey: accessKeys.subUserPage(tenantId, page),
    queryFn: () => fetchSubUsers(tenantId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: tenantId !== '',
  });
  const handleSaved = useAfterSave(t('access.saved'), usersKey, () => {
    setCreating(false);
    setEditing(null);
  });
  const remove = useListChange((userId: string) => deleteSubUser(tenantId, userId), {
    refresh: usersKey,
    done: t('access.saved'),
  });

  const columns: ColumnsType<SubUser> = [
    ...textColumns<SubUser>({
      username: t('access.username'),
      sign_in_name: t('access.signInName'),
      nick_name: t('access.nickName'),
      mobile: t('access.mobile'),
      email: t('access.email'),
    }),
    {
      title: t('access.roles'),
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: SubUser['roles']) => roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    actionsColumn<SubUser>(t('access.actions'), (user) => (
      <EditDeleteActions
        words="access"
        testId="sub-user"
        name={user.username}
        onEdit={() => setEditing(user)}
        canEdit={can('tenant:user:update')}
        canDelete={can('tenant:user:delete')}
        deleteQuestion={t('access.confirmDeleteUser', { name: user.username })}
        onDelete={() => remove.mutate(user.id)}
      >
        {can('tenant:user:reset-password') ? (
          <Button
            size="small"
            onClick={() => setResetting(user)}
            data-testid={`sub-user-reset-${user.username}`}
          >
            {t('access.resetPassword')}
          </Button>
        ) : null}
      </EditDeleteActions>
    )),
  ];

  return (
    <div>
      {can('tenant:user:create') ? (
        <AddButton label={t('access.addSubUser')} testId="sub-user-add" onClick={() => setCreating(true)} />
      ) : null}
      <PagedTable<SubUser>
        size="small"
        columns={columns}
        busy={users.isFetching || remove.isPending}
        data-testid="sub-user-table"
        scroll={{ x: 900 }}
        rows={users.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
      />
      {resetting && (
        <ResetPasswordDialog
          tenantId={tenantId}
          user={resetting}
          onClose={() => setResetting(null)}
          onSaved={() => {
            setResetting(null);
            void message.success(t('access.saved'));
          }}
        />
      )}
      {(creating || editing) && (
        <SubUserDialog
          tenantId={tenantId}
          user={editing ?? undefined}
          parents={[
            { value: String(session?.id ?? ''), label: String(session?.name ?? '') },
            ...(users.data?.list ?? []).map((user) => ({ value: user.id, label: user.username })),
          ]}
          onClose={() => {
            setCreating(false);
            setEditing(null);
          }}
          onSaved={handleSaved}
        />
      )}
    </div>
  );
}

function ResetPasswordDialog(props: {
  tenantId: string;
  user: SubUser;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useMutation({
    mutationFn: (password: string) => resetSubUserPassword(props.tenantId, props.user.id, password),
    onSuccess: props.onSaved,
    onError: useServerFormErrors(form),
  });
  return (
    <FormDialog
      form={form}
      words="access"
      saving={reset.isPending}
      onClose={props.onClose}
      title={t('access.resetPasswordOf', { name: props.user.username })}
    >
      <Form form={form} layout="vertical" onFinish={(values) => reset.mutate(values.password)}>
        <Form.Item
          name="password"
          label={t('access.password')}
          extra={t('access.passwordHint')}
          {...schemaItem(resetPasswordQuerySchema.shape.password, { required: true })}
        >
          <Input.Password data-testid="sub-user-new-password" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
