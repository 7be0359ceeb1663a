import { Allowed, usePermissions } from '../../access';
import type { AlarmRule } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionsColumn } from '../../../ui/actionsColumn';
import { PagedTable } from '../../../ui/PagedTable';
import { useMessageOwner } from '../../messages';
import { alarmRoutes } from '../utils/routes';
import { AlarmEventTable } from './AlarmEventTable';
import { levelTag } from './eventTags';
import { type AlarmOwner, deleteRule, fetchRules, setRuleEnabled } from '../api/alarms';
import { RuleShareDialog } from './RuleShareDialog';
import { alarmKeys } from '../api/alarmKeys';
import { localText } from '../../../ui/localText';

const PAGE_SIZE = 20;

/** StationManagement/AlarmList: alarm rules and alarm events of the stations the user may see. */
export function AlarmList() {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const navigate = useNavigate();
  const { can } = usePermissions();
  if (!owner) return null;
  return (
    <Tabs
      items={[
        { key: 'events', label: t('alarms.events'), children: <AlarmEventTable owner={owner} /> },
        ...(can('alert:trigger-rule:view')
          ? [
              {
                key: 'rules',
                label: t('alarms.rules'),
                children: (
                  <>
                    <Allowed to="alert:trigger-rule:create">
                      <Button
                        type="primary"
                        onClick={() => navigate(alarmRoutes.add)}
                        style={{ marginBottom: 12, marginRight: 8 }}
                      >
                        {t('alarms.addRule')}
                      </Button>
                    </Allowed>
                    <Allowed to="alert:trigger-rule:update">
                      <Button
                        onClick={() => navigate(alarmRoutes.notifications)}
                        style={{ marginBottom: 12 }}
                      >
                        {t('alarms.notificationSettings')}
                      </Button>
                    </Allowed>
                    <RuleTable owner={owner} />
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

function RuleTable({ owner }: { owner: AlarmOwner }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [sharing, setSharing] = useState<AlarmRule | null>(null);
  const rules = useQuery({
    queryKey: alarmKeys.ruleList(owner.tenantId, page),
    queryFn: () => fetchRules(owner, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: alarmKeys.rules });
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
  const handleShared = () => {
    setSharing(null);
    void message.success(t('alarms.shareSaved'));
    void refresh();
  };
  return (
    <>
      {sharing ? (
        <RuleShareDialog
          owner={owner}
          rule={sharing}
          onClose={() => setSharing(null)}
          onSaved={handleShared}
        />
      ) : null}
      <PagedTable<AlarmRule>
        busy={rules.isLoading}
        rows={rules.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
        columns={[
          { title: t('alarms.name'), key: 'name', render: (_, r) => localText(r, 'name') },
          { title: t('alarms.level'), key: 'level', render: (_, rule) => levelTag(rule.level, locale) },
          {
            title: t('alarms.status'),
            key: 'status',
            render: (_, rule) => (
              <Switch
                checked={rule.status === 'enabled'}
                disabled={!rule.editable || !can('alert:trigger-rule:enable')}
                checkedChildren={t('alarms.enabled')}
                unCheckedChildren={t('alarms.disabled')}
                onChange={(checked) => handleToggle(rule, checked)}
              />
            ),
          },
          actionsColumn<AlarmRule>(t('alarms.actions'), (rule) =>
            rule.editable ? (
              <>
                {can('alert:trigger-rule:update') ? (
                  <Button
                    type="link"
                    onClick={() =>
                      navigate(
                        rule.simple_mode ? alarmRoutes.editSimple(rule.id) : alarmRoutes.editExpert(rule.id),
                      )
                    }
                  >
                    {t('alarms.edit')}
                  </Button>
                ) : null}
                {can('alert:trigger-rule:share') ? (
                  <Button type="link" onClick={() => setSharing(rule)}>
                    {t('alarms.share')}
                    {rule.shared_user_ids.length ? ` (${rule.shared_user_ids.length})` : ''}
                  </Button>
                ) : null}
                {can('alert:trigger-rule:delete') ? (
                  <Popconfirm title={t('alarms.deleteConfirm')} onConfirm={() => remove.mutate(rule.id)}>
                    <Button type="link" danger>
                      {t('alarms.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </>
            ) : null,
          ),
        ]}
      />
    </>
  );
}
