import { ALARM_LEVEL_LABELS, ALARM_LEVELS } from '@ies/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRule } from '../../../ui/fieldRule';
import { ruleFields } from '../utils/ruleFieldSchemas';

/** A form's alarm-level choice (rules, the lowest level notified), labelled in the UI language. */
export function LevelField(props: { name: string; label: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Form.Item name={props.name} label={props.label} rules={[fieldRule(ruleFields.level)]}>
      <Select options={ALARM_LEVELS.map((l) => ({ value: l, label: ALARM_LEVEL_LABELS[l][locale] }))} />
    </Form.Item>
  );
}
