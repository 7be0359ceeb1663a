import type { OrganisationMemberList, OrganisationNode } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../ui/actionsColumn';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { feedback } from '../../../ui/feedback';
import { fetchSubUsers } from '../../access';
import { readSessionUser } from '../../../ui/session';
import {
  addOrganisationMembers,
  fetchOrganisationMembers,
  removeOrganisationMember,
} from '../api/organisations';
import { toastError } from '../../../ui/toastError';
import { organisationKeys } from '../api/organisationKeys';
import { textColumns } from '../../../ui/textColumns';

type Member = OrganisationMemberList['list'][number];

/** Members of one organisation: the tenant's users, bound and unbound here. */
export function OrganisationMembers({ organisation }: { organisation: OrganisationNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = readSessionUser();
  const tenantId = String(session?.tenant_id ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const membersKey = organisationKeys.members(organisation.id);
  const members = useQuery({
    queryKey: membersKey,
    queryFn: () => fetchOrganisationMembers(organisation.id),
  });
  const tenantUsers = useQuery({
    queryKey: organisationKeys.tenantUsers(tenantId),
    queryFn: () => fetchSubUsers(tenantId, 1, 999),
    enabled: tenantId !== '',
  });

  const handleChanged = () => {
    void feedback.message.success(t('organisations.saved'));
    void queryClient.invalidateQueries({ queryKey: membersKey });
    void queryClient.invalidateQueries({ queryKey: organisationKeys.tree });
  };
  const handleError = (error: unknown) => {
    toastError(error);
  };
  const add = useMutation({
    mutationFn: (userIds: string[]) => addOrganisationMembers(organisation.id, userIds),
    onSuccess: () => {
      setChosen([]);
      handleChanged();
    },
    onError: handleError,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeOrganisationMember(organisation.id, userId),
    onSuccess: handleChanged,
    onError: handleError,
  });

  const memberIds = new Set((members.data?.list ?? []).map((member) => member.id));
  // The manager is a user of the tenant too, and can be a member like the sub-users.
  const candidates = [
    ...(session?.id ? [{ value: String(session.id), label: String(session.name ?? session.id) }] : []),
    ...(tenantUsers.data?.list ?? []).map((user) => ({ value: user.id, label: user.sign_in_name })),
  ].filter((option) => !memberIds.has(option.value));

  return (
    <div data-testid="organisation-members">
      <h3>{t('organisations.membersOf', { name: organisation.name })}</h3>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          mode="multiple"
          style={{ minWidth: 260 }}
          value={chosen}
          onChange={setChosen}
          options={candidates}
          placeholder={t('organisations.chooseUsers')}
          data-testid="organisation-member-choice"
          optionFilterProp="label"
        />
        <Button
          type="primary"
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate(chosen)}
          data-testid="organisation-member-add"
        >
          {t('organisations.addMembers')}
        </Button>
      </Space>
      <Table
        rowKey="id"
        size="small"
        loading={members.isFetching || remove.isPending}
        dataSource={members.data?.list ?? []}
        pagination={false}
        data-testid="organisation-member-table"
        columns={[
          ...textColumns<Member>({
            username: t('organisations.username'),
            nick_name: t('organisations.nickName'),
          }),
          actionsColumn<Member>(t('organisations.actions'), (member) => (
            <ConfirmButton
              question={t('organisations.confirmRemoveMember', { name: member.username })}
              words="organisations"
              onConfirm={() => remove.mutate(member.id)}
              size="small"
              danger
              data-testid={`organisation-member-remove-${member.username}`}
            >
              {t('organisations.removeMember')}
            </ConfirmButton>
          )),
        ]}
      />
    </div>
  );
}
