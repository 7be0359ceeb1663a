import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { fieldRule, maxLengthOf, type RuleSchema } from '../../../ui/fieldRule';

/**
 * A rule form's one-line text field, checked by its contract schema (the same check as the server,
 * its length limit taken from the schema).
 */
export function TextItem(props: {
  name: NamePath;
  label: string;
  schema: RuleSchema | undefined;
  extra?: string;
}) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={props.schema ? [fieldRule(props.schema)] : []}
    >
      <Input maxLength={maxLengthOf(props.schema)} />
    </Form.Item>
  );
}
