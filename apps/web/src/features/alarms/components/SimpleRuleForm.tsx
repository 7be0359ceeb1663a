import {
  type AlarmRule,
  type AlarmRuleCreateInput,
  COMPARISON_LABELS,
  COMPARISONS,
  type Comparison,
} from '@ies/contracts';
import { Form, Input, InputNumber, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleEditor } from '../hooks/useRuleEditor';
import { ruleIssues } from '../utils/ruleErrors';
import { actionOf, isNotify, NotifyFields, type NotifyRow, rowOf } from './NotifyFields';
import { RuleFormFooter } from './RuleFormFooter';
import { LevelField } from './LevelField';
import { TextItem } from './TextItem';
import { fieldRule, maxLengthOf } from '../../../ui/fieldRule';
import { ruleFields } from '../utils/ruleFieldSchemas';
import { ALARM_LIST_ROUTE } from '../utils/routes';
import { MissingRecord } from '../../../ui/MissingRecord';
import { editedTexts, localText } from '../../../ui/localText';

interface Values {
  name: string;
  level: number;
  point: string;
  comparison: Comparison;
  threshold: number;
  hysteresis: number;
  enabled: boolean;
  notify: NotifyRow['notify'];
  target: string;
  /** Empty: every device of the tenant. */
  stations?: string[];
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
  'trigger_filter.ids': 'stations',
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
    trigger_filter: v.stations?.length ? { type: 'station', ids: v.stations } : { type: 'all', ids: [] },
    actions: v.notify && v.notify !== 'none' ? [actionOf({ notify: v.notify, target: v.target })] : [],
  };
}

/** A stored simple rule as the form shows it (its first e-mail, SMS, webhook or robot action). */
function valuesOf(rule: AlarmRule): Values {
  const condition = rule.trigger_condition.conditions[0];
  const action = rule.actions.find(isNotify);
  const row = action ? rowOf(action) : undefined;
  return {
    name: localText(rule, 'name'),
    level: rule.level,
    point: condition?.kind === 'point' ? condition.point : '',
    comparison: condition?.kind === 'point' ? condition.comparison : '<',
    threshold: condition?.kind === 'point' ? condition.threshold : 0,
    hysteresis: rule.trigger_condition.hysteresis,
    enabled: rule.status === 'enabled',
    notify: row?.notify ?? 'none',
    target: row?.target ?? '',
    stations: rule.trigger_filter.type === 'station' ? rule.trigger_filter.ids : [],
  };
}

/**
 * The edited rule again, whole (PUT): the form's fields over the stored rule; its other actions
 * (app push, work orders, further addresses) and its other fields stay as they were.
 */
function editedInput(rule: AlarmRule, v: Values): AlarmRuleCreateInput {
  const simple = toInput(v);
  const first = rule.actions.findIndex(isNotify);
  const others = rule.actions.filter((_, i) => i !== first);
  const filter =
    rule.trigger_filter.type === 'station' || rule.trigger_filter.type === 'all'
      ? simple.trigger_filter
      : v.stations?.length
        ? simple.trigger_filter
        : rule.trigger_filter;
  return {
    name: simple.name,
    data_type: rule.data_type,
    level: simple.level,
    status: simple.status,
    alert_description_type: rule.alert_description_type,
    custom_alert_description: rule.custom_alert_description,
    enable_recovery: rule.enable_recovery,
    time_condition: rule.time_condition,
    trigger_condition: { ...rule.trigger_condition, ...simple.trigger_condition },
    trigger_filter: filter,
    to_public: rule.to_public,
    simple_mode: true,
    actions: [...(simple.actions ?? []), ...others],
    notification_interval: rule.notification_interval as AlarmRuleCreateInput['notification_interval'],
    escalation: rule.escalation,
    // The name of the app's language is the one edited; the other language's stays.
    ...editedTexts(rule, { name: simple.name }, ['name']),
  };
}

/**
 * AddTriggerManage: a simple rule (one point, a comparison, a threshold) on the chosen stations'
 * devices, or all. With `ruleId`, EditSimpleTrigger: the stored rule, changed and saved whole.
 */
export function SimpleRuleForm({ ruleId }: { ruleId?: string } = {}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const [form] = Form.useForm<Values>();
  const showErrors = (fields: Array<{ field: string; message: string }>) =>
    form.setFields(
      fields.flatMap(({ field, message: text }) => {
        const name = FIELD_OF[field];
        return name ? [{ name, errors: [text] }] : [];
      }),
    );
  const { owner, stations, stored, save } = useRuleEditor(ruleId, {
    onLoaded: (rule) => form.setFieldsValue(valuesOf(rule)),
    showErrors,
  });
  const handleFinish = (values: Values) => {
    const input = stored.data ? editedInput(stored.data, values) : toInput(values);
    const issues = ruleIssues(input, locale);
    if (issues.length) {
      showErrors(issues);
      return;
    }
    save.mutate(input);
  };
  if (!owner) return null;
  if (ruleId && !stored.data) return stored.isError ? <MissingRecord backTo={ALARM_LIST_ROUTE} /> : <Spin />;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ level: 3, comparison: '<', hysteresis: 0, enabled: true, notify: 'none' }}
      onFinish={handleFinish}
    >
      <TextItem name="name" label={t('alarms.name')} schema={ruleFields.name} />
      <LevelField name="level" label={t('alarms.level')} />
      <Form.Item name="stations" label={t('alarms.ruleStations')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={t('alarms.ruleStationsAll')}
          options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          data-testid="rule-stations"
        />
      </Form.Item>
      <Form.Item name="point" label={t('alarms.point')} rules={[fieldRule(ruleFields.point)]}>
        <Input maxLength={maxLengthOf(ruleFields.point)} />
      </Form.Item>
      <Form.Item name="comparison" label={t('alarms.comparison')}>
        <Select
          options={COMPARISONS.map((c) => ({ value: c, label: `${c} ${COMPARISON_LABELS[c][locale]}` }))}
        />
      </Form.Item>
      <Form.Item name="threshold" label={t('alarms.threshold')}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="hysteresis" label={t('alarms.hysteresis')} rules={[fieldRule(ruleFields.hysteresis)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <NotifyFields name={[]} path={[]} withNone />
      <RuleFormFooter saving={save.isPending} />
    </Form>
  );
}
