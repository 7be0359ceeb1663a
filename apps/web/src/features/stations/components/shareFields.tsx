import { STATION_SHARE_PERMISSION_LABELS, STATION_SHARE_PERMISSIONS } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormItemProps, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { readSessionUser } from '../../../ui/session';
import { accessKeys, fetchSubUsers } from '../../access';
import { labelIn } from '../utils/labels';

// The parts the share dialog and the batch authorisation share: who may be chosen, at which permission.

/** The tenant's sub-users (first 100), under the access feature's key so its changes refresh them. */
export function useTenantSubUsers() {
  const tenantId = String(readSessionUser()?.tenant_id ?? '');
  return useQuery({
    queryKey: accessKeys.everySubUser(tenantId),
    queryFn: () => fetchSubUsers(tenantId, 1, 100),
    enabled: tenantId !== '',
  });
}

type SubUser = NonNullable<ReturnType<typeof useTenantSubUsers>['data']>['list'][number];

interface UserFieldProps {
  name: 'user_id' | 'user_ids';
  rule: NonNullable<FormItemProps['rules']>[number];
  /** Several users at once (batch authorisation), else one searched for. */
  multiple?: boolean;
  /** Narrows who may be picked. */
  choose?: (users: SubUser[]) => SubUser[];
}

/** The sub-user (or users) a share goes to. */
export function UserField({ name, rule, multiple, choose = (users) => users }: UserFieldProps) {
  const { t } = useTranslation();
  const users = useTenantSubUsers();
  return (
    <Form.Item name={name} label={t('stations.share.user')} required rules={[rule]}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        showSearch={multiple ? undefined : true}
        optionFilterProp="label"
        placeholder={multiple ? undefined : t('stations.share.selectUser')}
        loading={users.isPending}
        options={choose(users.data?.list ?? []).map((user) => ({ value: user.id, label: user.username }))}
      />
    </Form.Item>
  );
}

/** The permission a share grants; `rule` checks it against the contract schema. */
export function PermissionField({ rule }: { rule: NonNullable<FormItemProps['rules']>[number] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="permission" label={t('stations.share.permission')} required rules={[rule]}>
      <Select
        options={STATION_SHARE_PERMISSIONS.map((value) => ({
          value,
          label: labelIn(STATION_SHARE_PERMISSION_LABELS, value),
        }))}
      />
    </Form.Item>
  );
}
