import type { AlarmRule } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { readSessionUser } from '../../../ui/session';
import { accessKeys, fetchSubUsers } from '../../access';
import { shareTargets } from '../../stations';
import { type AlarmOwner, shareRule } from '../api/alarms';
import { serverFieldErrors } from '../utils/ruleErrors';
import { localText } from '../../../ui/localText';

interface RuleShareDialogProps {
  owner: AlarmOwner;
  rule: AlarmRule;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Shares an alarm rule with sub-users: the users the caller may share with (as for stations:
 * a manager any sub-user, a sub-user those below it); saving replaces the rule's share list.
 */
export function RuleShareDialog({ owner, rule, onClose, onSaved }: RuleShareDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ user_ids: string[] }>();
  const me = readSessionUser();
  const users = useQuery({
    queryKey: accessKeys.everySubUser(owner.tenantId),
    queryFn: () => fetchSubUsers(owner.tenantId, 1, 100),
  });
  const save = useMutation({
    mutationFn: (userIds: string[]) => shareRule(owner, rule.id, userIds),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = serverFieldErrors(error);
      const texts = fields.length ? fields.map((f) => f.message) : [error.message];
      form.setFields([{ name: 'user_ids', errors: texts }]);
    },
  });
  const options = shareTargets(users.data?.list ?? [], {
    id: String(me?.id ?? owner.userId),
    isManager: Boolean(me?.isManager),
  }).map((user) => ({ value: user.id, label: user.username }));
  return (
    <Modal
      open
      title={t('alarms.shareTitle', { name: localText(rule, 'name') })}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ user_ids: rule.shared_user_ids }}
        onFinish={(values) => save.mutate(values.user_ids ?? [])}
        data-testid="rule-share-form"
      >
        <Form.Item name="user_ids" label={t('alarms.shareUsers')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={users.isPending}
            options={options}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
