import type { AlarmRule } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Switch, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageOwner } from '../../messages/hooks/useMessageOwner';
import { alarmRoutes } from '../utils/routes';
import { AlarmEventTable, levelTag } from './AlarmEventTable';
import { type AlarmOwner, deleteRule, fetchRules, setRuleEnabled } from '../api/alarms';

const PAGE_SIZE = 20;

/** StationManagement/AlarmList: alarm rules and alarm events of the stations the user may see. */
export function AlarmList() {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const navigate = useNavigate();
  if (!owner) return null;
  return (
    <Tabs
      items={[
        { key: 'events', label: t('alarms.events'), children: <AlarmEventTable owner={owner} /> },
        {
          key: 'rules',
          label: t('alarms.rules'),
          children: (
            <>
              <Button type="primary" onClick={() => navigate(alarmRoutes.add)} style={{ marginBottom: 12 }}>
                {t('alarms.addRule')}
              </Button>
              <RuleTable owner={owner} />
            </>
          ),
        },
      ]}
    />
  );
}

function RuleTable({ owner }: { owner: AlarmOwner }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rules = useQuery({
    queryKey: ['alarm-rules', owner.tenantId, page],
    queryFn: () => fetchRules(owner, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['alarm-rules'] });
  const onError = (error: Error) => void message.error(error.message);
  const toggle = useMutation({
    mutationFn: (input: { id: string; enabled: boolean }) => setRuleEnabled(owner, input.id, input.enabled),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteRule(owner, id),
    onSuccess: refresh,
    onError,
  });
  const handleToggle = (rule: AlarmRule, enabled: boolean) => toggle.mutate({ id: rule.id, enabled });
  return (
    <Table<AlarmRule>
      rowKey="id"
      loading={rules.isLoading}
      dataSource={rules.data?.list ?? []}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: rules.data?.pagination.total_size ?? 0,
        onChange: setPage,
      }}
      columns={[
        { title: t('alarms.name'), dataIndex: 'name', key: 'name' },
        { title: t('alarms.level'), key: 'level', render: (_, rule) => levelTag(rule.level, locale) },
        {
          title: t('alarms.status'),
          key: 'status',
          render: (_, rule) => (
            <Switch
              checked={rule.status === 'enabled'}
              disabled={!rule.editable}
              checkedChildren={t('alarms.enabled')}
              unCheckedChildren={t('alarms.disabled')}
              onChange={(checked) => handleToggle(rule, checked)}
            />
          ),
        },
        {
          title: t('alarms.actions'),
          key: 'actions',
          render: (_, rule) =>
            rule.editable ? (
              <Popconfirm title={t('alarms.deleteConfirm')} onConfirm={() => remove.mutate(rule.id)}>
                <Button type="link" danger>
                  {t('alarms.delete')}
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}
