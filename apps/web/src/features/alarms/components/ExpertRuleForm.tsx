import {
  ALARM_ACTIONS_MAX,
  ALARM_DATA_TYPE_LABELS,
  ALARM_DATA_TYPES,
  ALARM_FREQUENCIES,
  ALARM_FREQUENCY_LABELS,
  type AlarmDataType,
  TRIGGER_FILTER_TYPES,
} from '@ies/contracts';
import { App, Button, Card, Checkbox, Divider, Form, Input, InputNumber, Select, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleEditor } from '../hooks/useRuleEditor';
import {
  EXPERT_DEFAULTS,
  type ExpertValues,
  expertField,
  expertInput,
  expertValues,
} from '../utils/expertRule';
import { type RuleFieldError, ruleIssues } from '../utils/ruleErrors';
import { ConditionFields } from './ConditionFields';
import { NotifyFields } from './NotifyFields';
import { RuleFormFooter } from './RuleFormFooter';
import { LevelField } from './LevelField';
import { TextItem } from './TextItem';
import { fieldRule, maxLengthOf } from '../../../ui/fieldRule';
import { ruleFields } from '../utils/ruleFieldSchemas';
import { ALARM_LIST_ROUTE } from '../utils/routes';
import { MissingRecord } from '../../../ui/MissingRecord';

const FILTER_LABEL_KEYS = {
  all: 'alarms.filterAll',
  device_type: 'alarms.filterDeviceType',
  station: 'alarms.filterStation',
  devices: 'alarms.filterDevices',
} as const satisfies Record<(typeof TRIGGER_FILTER_TYPES)[number], string>;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * EditExpertTrigger: a rule of several conditions joined by AND/OR, with duration, frequency,
 * hysteresis, active time, device filter and notices. With `ruleId`, the stored rule is edited
 * and saved whole (its fields this form does not show stay as they were).
 */
export function ExpertRuleForm({ ruleId }: { ruleId?: string } = {}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const [form] = Form.useForm<ExpertValues>();
  const dataType = (Form.useWatch('data_type', form) ?? 'device_data') as AlarmDataType;
  const descriptionType = Form.useWatch('description_type', form);
  const frequency = Form.useWatch('frequency', form);
  const timeEnabled = Form.useWatch('time_enabled', form);
  const filterType = Form.useWatch('filter_type', form);
  const showErrors = (errors: RuleFieldError[]) => {
    const rowsOf = (list: string) =>
      ((form.getFieldValue(list as keyof ExpertValues) as unknown[] | undefined) ?? []).length;
    const shown: Array<{ name: string | Array<string | number>; errors: string[] }> = [];
    const elsewhere: string[] = [];
    for (const error of errors) {
      const name = expertField(error.field);
      const outside =
        Array.isArray(name) && typeof name[1] === 'number' && name[1] >= rowsOf(String(name[0]));
      if (name && !outside) shown.push({ name, errors: [error.message] });
      else elsewhere.push(error.message);
    }
    form.setFields(shown as Parameters<typeof form.setFields>[0]);
    if (elsewhere.length) void message.error(elsewhere.join('; '));
  };
  const { owner, stations, stored, save } = useRuleEditor(ruleId, {
    onLoaded: (rule) => form.setFieldsValue(expertValues(rule)),
    showErrors,
  });
  const handleFinish = (values: ExpertValues) => {
    const input = expertInput(values, stored.data);
    const issues = ruleIssues(input, locale);
    if (issues.length) {
      showErrors(issues);
      return;
    }
    save.mutate(input);
  };
  const handleDataType = (next: AlarmDataType) => {
    const kind = next === 'device_data' ? 'point' : next === 'device_log' ? 'log' : 'state';
    form.setFieldValue('conditions', [kind === 'point' ? { kind, comparison: '>' } : { kind }]);
  };

  if (!owner) return null;
  if (ruleId && !stored.data) return stored.isError ? <MissingRecord backTo={ALARM_LIST_ROUTE} /> : <Spin />;
  const stationOptions = (stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Form<ExpertValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={EXPERT_DEFAULTS}
      onFinish={handleFinish}
      data-testid="expert-rule-form"
    >
      <TextItem name="name" label={t('alarms.name')} schema={ruleFields.name} />
      <Form.Item name="data_type" label={t('alarms.dataType')}>
        <Select
          onChange={handleDataType}
          options={ALARM_DATA_TYPES.map((d) => ({ value: d, label: ALARM_DATA_TYPE_LABELS[d][locale] }))}
        />
      </Form.Item>
      <LevelField name="level" label={t('alarms.level')} />
      <Form.Item name="description_type" label={t('alarms.descriptionType')}>
        <Select
          options={[
            { value: 'default', label: t('alarms.descriptionDefault') },
            { value: 'custom', label: t('alarms.descriptionCustom') },
          ]}
        />
      </Form.Item>
      {descriptionType === 'custom' ? (
        <Form.Item
          name="custom_description"
          label={t('alarms.customDescription')}
          extra={t('alarms.customDescriptionHint')}
          rules={[fieldRule(ruleFields.customDescription)]}
        >
          <Input.TextArea maxLength={maxLengthOf(ruleFields.customDescription)} rows={3} />
        </Form.Item>
      ) : null}
      <Form.Item name="enable_recovery" label={t('alarms.enableRecovery')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="to_public"
        label={t('alarms.toPublic')}
        extra={t('alarms.toPublicHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>

      <Divider>{t('alarms.conditions')}</Divider>
      <ConditionFields dataType={dataType} />
      <Form.Item name="join" label={t('alarms.join')} style={{ marginTop: 16 }}>
        <Select
          options={[
            { value: 'and', label: t('alarms.joinAnd') },
            { value: 'or', label: t('alarms.joinOr') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="duration_seconds"
        label={t('alarms.durationSeconds')}
        rules={[fieldRule(ruleFields.durationSeconds)]}
      >
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="frequency" label={t('alarms.frequency')}>
        <Select
          options={ALARM_FREQUENCIES.map((f) => ({ value: f, label: ALARM_FREQUENCY_LABELS[f][locale] }))}
        />
      </Form.Item>
      {frequency === 'count_within' ? (
        <>
          <Form.Item name="times" label={t('alarms.times')} rules={[fieldRule(ruleFields.times)]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="within_seconds"
            label={t('alarms.withinSeconds')}
            rules={[fieldRule(ruleFields.withinSeconds)]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="hysteresis" label={t('alarms.hysteresis')} rules={[fieldRule(ruleFields.hysteresis)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>

      <Form.Item name="time_enabled" label={t('alarms.limitTime')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {timeEnabled ? (
        <>
          <Form.Item name="days" label={t('alarms.days')}>
            <Checkbox.Group
              options={DAYS.map((d) => ({ value: d, label: t(`alarms.weekday${d}` as const) }))}
            />
          </Form.Item>
          <Form.Item name="start" label={t('alarms.timeStart')} rules={[fieldRule(ruleFields.timeStart)]}>
            <Input />
          </Form.Item>
          <Form.Item name="end" label={t('alarms.timeEnd')} rules={[fieldRule(ruleFields.timeEnd)]}>
            <Input />
          </Form.Item>
        </>
      ) : null}

      <Form.Item name="filter_type" label={t('alarms.filterType')}>
        <Select
          onChange={() => form.setFieldValue('filter_ids', [])}
          options={TRIGGER_FILTER_TYPES.map((f) => ({ value: f, label: t(FILTER_LABEL_KEYS[f]) }))}
        />
      </Form.Item>
      {filterType && filterType !== 'all' ? (
        <Form.Item
          name="filter_ids"
          label={t('alarms.filterIds')}
          extra={filterType === 'station' ? undefined : t('alarms.filterIdsHint')}
        >
          {filterType === 'station' ? (
            <Select mode="multiple" allowClear optionFilterProp="label" options={stationOptions} />
          ) : (
            <Select mode="tags" allowClear open={false} />
          )}
        </Form.Item>
      ) : null}

      <Divider>{t('alarms.notices')}</Divider>
      <Form.List name="actions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 8 }}
                data-testid={`action-${field.name}`}
                extra={
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('alarms.removeAction')}
                  </Button>
                }
              >
                <NotifyFields name={[field.name]} path={['actions', field.name]} withAppPush withCommand />
              </Card>
            ))}
            <Button
              onClick={() => add({ notify: 'app_push', target: '' })}
              disabled={fields.length >= ALARM_ACTIONS_MAX}
              style={{ marginBottom: 16 }}
            >
              {t('alarms.addAction')}
            </Button>
          </>
        )}
      </Form.List>

      <RuleFormFooter saving={save.isPending} />
    </Form>
  );
}
