import {
  ALARM_ACTION_LABELS,
  ALARM_LEVEL_LABELS,
  type AlarmActionInput,
  ALARM_LEVELS,
  type AlarmRuleCreateInput,
  alarmRuleCreateSchema,
  COMPARISON_LABELS,
  COMPARISONS,
  type Comparison,
  errorMessage,
} from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { useMessageOwner } from '../../messages/hooks/useMessageOwner';
import { createRule } from '../api/alarms';
import { alarmRoutes } from '../utils/routes';

interface Values {
  name: string;
  level: number;
  point: string;
  comparison: Comparison;
  threshold: number;
  hysteresis: number;
  enabled: boolean;
  notify: NotifyChannel | 'none';
  target: string;
}

/** The channels this simple form offers, each with the one address it needs. */
const NOTIFY_CHANNELS = ['email', 'sms', 'webhook', 'wecom', 'dingtalk'] as const;
type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

function actionOf(channel: NotifyChannel, target: string): AlarmActionInput {
  if (channel === 'email') return { type: 'email', email: target };
  if (channel === 'sms') return { type: 'sms', mobile: target };
  if (channel === 'webhook') return { type: 'webhook', url: target, secret: '' };
  return { type: channel, url: target };
}

/** Contract paths → form fields. */
const FIELD_OF: Record<string, keyof Values> = {
  name: 'name',
  level: 'level',
  'trigger_condition.conditions.0.point': 'point',
  'trigger_condition.conditions.0.comparison': 'comparison',
  'trigger_condition.conditions.0.threshold': 'threshold',
  'trigger_condition.hysteresis': 'hysteresis',
  'actions.0.email': 'target',
  'actions.0.mobile': 'target',
  'actions.0.url': 'target',
};

function toInput(v: Values): AlarmRuleCreateInput {
  return {
    name: v.name ?? '',
    data_type: 'device_data',
    level: v.level,
    status: v.enabled ? 'enabled' : 'disabled',
    simple_mode: true,
    trigger_condition: {
      conditions: [{ kind: 'point', point: v.point ?? '', comparison: v.comparison, threshold: v.threshold }],
      hysteresis: v.hysteresis ?? 0,
    },
    trigger_filter: { type: 'all', ids: [] },
    actions: v.notify && v.notify !== 'none' ? [actionOf(v.notify, (v.target ?? '').trim())] : [],
  };
}

/** AddTriggerManage: a simple rule (one point, a comparison, a threshold) on every device of the tenant. */
export function SimpleRuleForm() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const owner = useMessageOwner();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const showErrors = (fields: Array<{ field: string; message: string }>) =>
    form.setFields(
      fields.flatMap(({ field, message: text }) => {
        const name = FIELD_OF[field];
        return name ? [{ name, errors: [text] }] : [];
      }),
    );
  const save = useMutation({
    mutationFn: (input: AlarmRuleCreateInput) => createRule(owner!, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['alarm-rules'] });
      navigate(alarmRoutes.list);
    },
    onError: (error) => {
      const fields = (error instanceof ApiError ? error.data : undefined) as
        | { fields?: Array<{ field: string; message: string }> }
        | undefined;
      if (error instanceof ApiError && error.code === 'iot-alert.10006') {
        form.setFields([{ name: 'name', errors: [error.message] }]);
      } else if (fields?.fields?.length) showErrors(fields.fields);
      else void message.error(error.message);
    },
  });
  const handleFinish = (values: Values) => {
    const input = toInput(values);
    const parsed = alarmRuleCreateSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: errorMessage(
            issue.message,
            locale,
            (issue as { params?: Record<string, string | number> }).params,
          ),
        })),
      );
      return;
    }
    save.mutate(input);
  };
  if (!owner) return null;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ level: 3, comparison: '<', hysteresis: 0, enabled: true, notify: 'none' }}
      onFinish={handleFinish}
    >
      <Form.Item name="name" label={t('alarms.name')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="level" label={t('alarms.level')}>
        <Select options={ALARM_LEVELS.map((l) => ({ value: l, label: ALARM_LEVEL_LABELS[l][locale] }))} />
      </Form.Item>
      <Form.Item name="point" label={t('alarms.point')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="comparison" label={t('alarms.comparison')}>
        <Select
          options={COMPARISONS.map((c) => ({ value: c, label: `${c} ${COMPARISON_LABELS[c][locale]}` }))}
        />
      </Form.Item>
      <Form.Item name="threshold" label={t('alarms.threshold')}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="hysteresis" label={t('alarms.hysteresis')}>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="notify" label={t('alarms.notifyChannel')}>
        <Select
          options={[
            { value: 'none', label: t('alarms.notifyNone') },
            ...NOTIFY_CHANNELS.map((c) => ({ value: c, label: ALARM_ACTION_LABELS[c][locale] })),
          ]}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.notify !== b.notify}>
        {({ getFieldValue }) =>
          getFieldValue('notify') === 'none' ? null : (
            <Form.Item name="target" label={t('alarms.notifyTarget')} extra={t('alarms.notifyTargetHint')}>
              <Input maxLength={512} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="enabled" label={t('alarms.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('alarms.save')}
      </Button>
    </Form>
  );
}
