import { usePermissions } from '../hooks/usePermissions';
import {
  normalizeLocale,
  PERMISSION_FAMILIES,
  PERMISSION_FAMILY_LABELS,
  permissionsOfFamily,
  type Role,
  type RoleRequest,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  roleRequestSchema,
} from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaItem } from '../../../ui/fieldRule';
import { FormDialog } from '../../../ui/FormDialog';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { addRole, deleteRole, fetchGrantableStations, fetchRoles, updateRole } from '../api/access';
import { followPermissions, screenOptions, screensIn, screensOf, withMenuGroups } from '../utils/roleMenus';
import { accessKeys } from '../api/accessKeys';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { AddButton } from './AccessActions';
import { EditDeleteActions } from '../../../ui/EditDeleteActions';
import { actionsColumn } from '../../../ui/actionsColumn';

/** Permission groups (UserManagement/AuthorityManager): add, edit, delete; APIs grouped by family. */
export default function AuthorityManager() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const roles = useQuery({ queryKey: accessKeys.roles, queryFn: fetchRoles });
  const handleSaved = useAfterSave(t('access.saved'), accessKeys.roles, () => setEditing(null));
  const remove = useListChange(deleteRole, { refresh: accessKeys.roles, done: t('access.saved') });

  const columns: ColumnsType<Role> = [
    {
      title: t('access.roleName'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, role) => (
        <Space>
          {name}
          {role.auth_flag === 1 && <Tag>{t('access.defaultRole')}</Tag>}
        </Space>
      ),
    },
    { title: t('access.roleDescription'), dataIndex: 'description', key: 'description' },
    {
      title: t('access.roleApis'),
      dataIndex: 'apis',
      key: 'apis',
      render: (apis: string[]) => t('access.apiCount', { count: apis.length }),
    },
    actionsColumn<Role>(t('access.actions'), (role) => (
      <EditDeleteActions
        words="access"
        testId="role"
        name={role.name}
        onEdit={() => setEditing(role)}
        canEdit={can('role:update')}
        canDelete={can('role:delete')}
        // A default group cannot be deleted.
        deleteQuestion={role.auth_flag !== 1 ? t('access.confirmDeleteRole', { name: role.name }) : undefined}
        onDelete={() => remove.mutate(role.id)}
      />
    )),
  ];

  return (
    <div>
      {can('role:create') ? (
        <AddButton label={t('access.addRole')} testId="role-add" onClick={() => setEditing('new')} />
      ) : null}
      <Table<Role>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles.data?.list ?? []}
        loading={roles.isFetching || remove.isPending}
        pagination={false}
        data-testid="role-table"
      />
      {editing && (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      )}
    </div>
  );
}

const roleFields = roleRequestSchema.shape;
/** The group's text fields: form name, label and longest value. */
const ROLE_TEXT_FIELDS = [
  { name: 'name', label: 'access.roleName', max: ROLE_NAME_MAX },
  { name: 'description', label: 'access.roleDescription', max: ROLE_DESCRIPTION_MAX },
] as const;
/** Refusals answered with a code, and the group form's field they concern. */
const ROLE_CODE_FIELDS = {
  'iot-permission.10008': 'apis',
  'iot-permission.10009': 'name',
  'iot-permission.10010': 'apis',
};

/** The caller's stations, plus any already on the group it cannot see (kept, shown by id). */
function stationOptions(reachable: { id: string; name: string }[], onGroup: string[]) {
  const known = new Set(reachable.map((station) => station.id));
  return [
    ...reachable.map((station) => ({ value: station.id, label: station.name })),
    ...onGroup.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
}

function RoleDialog(props: { role?: Role; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<RoleRequest>();
  const apisBefore = useRef<string[]>(props.role?.apis ?? []);
  const stations = useQuery({ queryKey: accessKeys.grantableStations, queryFn: fetchGrantableStations });
  const save = useMutation({
    mutationFn: (input: RoleRequest) => (props.role ? updateRole(props.role.id, input) : addRole(input)),
    onSuccess: props.onSaved,
    onError: useServerFormErrors(form, { codeFields: ROLE_CODE_FIELDS }),
  });
  const families = PERMISSION_FAMILIES.map((family) => ({
    family,
    permissions: permissionsOfFamily(family),
  })).filter((group) => group.permissions.length > 0);

  return (
    <FormDialog
      form={form}
      words="access"
      saving={save.isPending}
      onClose={props.onClose}
      width={760}
      title={t(props.role ? 'access.editRole' : 'access.addRole')}
    >
      <Form<RoleRequest>
        form={form}
        data-testid="role-form"
        layout="vertical"
        scrollToFirstError
        initialValues={
          props.role
            ? { ...props.role, menus: screensIn(props.role.menus ?? []) }
            : { name: '', description: '', apis: [], stations: [], devices: [], menus: screensOf([]) }
        }
        // The menus follow the permissions: a chosen permission's screens come in unless removed.
        onValuesChange={(changed: Partial<RoleRequest>, all: RoleRequest) => {
          if (!changed.apis) return;
          const before = apisBefore.current;
          apisBefore.current = changed.apis;
          form.setFieldValue('menus', followPermissions(all.menus ?? [], before, changed.apis));
        }}
        onFinish={(values) =>
          // Only the fields on the form come back; the device list is kept as it was.
          save.mutate({
            ...values,
            menus: withMenuGroups(values.menus ?? []),
            stations: values.stations ?? [],
            devices: props.role?.devices ?? [],
          })
        }
      >
        {ROLE_TEXT_FIELDS.map(({ name, label, max }) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            {...schemaItem(roleFields[name], { required: true })}
          >
            <Input maxLength={max} data-testid={`role-${name}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="apis"
          label={t('access.roleApis')}
          {...schemaItem(roleFields.apis, { required: true, empty: [] })}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <div style={{ maxHeight: 320, overflowY: 'auto', width: '100%' }}>
              {families.map(({ family, permissions }) => (
                <div key={family} style={{ marginBottom: 8 }}>
                  <strong>{PERMISSION_FAMILY_LABELS[family][locale]}</strong>
                  <div>
                    {permissions.map((permission) => (
                      <Checkbox
                        key={permission.api}
                        value={permission.api}
                        data-testid={`api-${permission.api}`}
                      >
                        {permission[locale]}
                      </Checkbox>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="menus" label={t('access.roleMenus')} extra={t('access.roleMenusHint')}>
          <Select mode="multiple" options={screenOptions(locale)} data-testid="role-menus" />
        </Form.Item>
        {/* Granting stations is part of the group: its members see the stations listed here. */}
        <Form.Item name="stations" label={t('access.roleStations')} extra={t('access.roleStationsHint')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={stations.isFetching}
            options={stationOptions(stations.data?.list ?? [], props.role?.stations ?? [])}
            data-testid="role-stations"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
