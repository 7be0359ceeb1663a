import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/** A rule form's one-line text field of at most `max` characters. */
export function TextItem(props: { name: NamePath; label: string; max: number; extra?: string }) {
  return (
    <Form.Item name={props.name} label={props.label} extra={props.extra}>
      <Input maxLength={props.max} />
    </Form.Item>
  );
}
