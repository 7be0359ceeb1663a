import {
  ALARM_CONDITIONS_MAX,
  type AlarmDataType,
  COMPARISON_LABELS,
  COMPARISONS,
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
} from '@ies/contracts';
import { Button, Card, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ConditionRow, KINDS_OF, NEW_CONDITION } from '../utils/expertRule';
import { TextItem } from './TextItem';
import { ruleFields } from '../utils/ruleFieldSchemas';

const KIND_LABEL_KEYS = {
  point: 'alarms.kindPoint',
  offline: 'alarms.kindOffline',
  log: 'alarms.kindLog',
  state: 'alarms.kindState',
} as const satisfies Record<ConditionRow['kind'], string>;

/** The fields of one condition, after its kind. */
function ConditionRowFields({ index, dataType }: { index: number; dataType: AlarmDataType }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['conditions', index, 'kind'], form) as ConditionRow['kind'] | undefined;
  const kinds = KINDS_OF[dataType] ?? KINDS_OF.device_data;
  return (
    <>
      <Form.Item name={[index, 'kind']} label={t('alarms.conditionKind')}>
        <Select options={kinds.map((k) => ({ value: k, label: t(KIND_LABEL_KEYS[k]) }))} />
      </Form.Item>
      {kind === 'point' ? (
        <>
          <TextItem name={[index, 'point']} label={t('alarms.point')} schema={ruleFields.point} />
          <TextItem
            name={[index, 'minus_point']}
            label={t('alarms.minusPoint')}
            schema={ruleFields.minusPoint}
          />
          <Form.Item name={[index, 'comparison']} label={t('alarms.comparison')}>
            <Select
              options={COMPARISONS.map((c) => ({ value: c, label: `${c} ${COMPARISON_LABELS[c][locale]}` }))}
            />
          </Form.Item>
          <Form.Item name={[index, 'threshold']} label={t('alarms.threshold')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'offline' ? (
        <Form.Item name={[index, 'seconds']} label={t('alarms.offlineSeconds')}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {kind === 'log' ? (
        <>
          <TextItem
            name={[index, 'attribute']}
            label={t('alarms.logAttribute')}
            schema={ruleFields.logAttribute}
          />
          <TextItem name={[index, 'value']} label={t('alarms.logValue')} schema={ruleFields.logValue} />
        </>
      ) : null}
      {kind === 'state' ? (
        <Form.Item name={[index, 'state']} label={t('alarms.deviceState')}>
          <Select
            options={DEVICE_STATUSES.map((s) => ({ value: s, label: DEVICE_STATUS_LABELS[s][locale] }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

/** The expert rule's conditions: 1 to ALARM_CONDITIONS_MAX rows, each of a kind its data type allows. */
export function ConditionFields({ dataType }: { dataType: AlarmDataType }) {
  const { t } = useTranslation();
  const first = KINDS_OF[dataType]?.[0] ?? 'point';
  return (
    <Form.List name="conditions">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="rule-conditions">
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              data-testid={`condition-${field.name}`}
              extra={
                fields.length > 1 ? (
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('alarms.removeCondition')}
                  </Button>
                ) : null
              }
            >
              <ConditionRowFields index={field.name} dataType={dataType} />
            </Card>
          ))}
          <Button
            onClick={() => add(first === 'point' ? NEW_CONDITION : { kind: first })}
            disabled={fields.length >= ALARM_CONDITIONS_MAX}
          >
            {t('alarms.addCondition')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
