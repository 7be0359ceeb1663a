import { confirmPassword } from '@ies/contracts';
import { Form, Input } from 'antd';
import { type RuleSchema, schemaRule } from './fieldRule';
import { samePasswordRule } from './samePasswordRule';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** The contract's rule for the new password (registration and reset differ from a change). */
  passwordSchema: RuleSchema;
  hint?: string;
}

/**
 * A new password and its confirmation (`password`, `confirmPassword`): registration, reset and
 * change all ask the same way, the confirmation checked again when the password changes.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  passwordSchema,
  hint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name="password" label={passwordLabel} rules={[schemaRule(passwordSchema)]} extra={hint}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['password']}
        rules={[schemaRule(confirmPassword), samePasswordRule]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
