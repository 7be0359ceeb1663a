import type { FormItemProps } from 'antd';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../../../i18n/keys';
import { SendCodeButton } from './SendCodeButton';
import './codeField.css';

interface CodeFieldProps {
  name: string;
  /** i18n key naming the field: its label, or in the compact look its placeholder. */
  labelKey: I18nKey;
  rules: FormItemProps['rules'];
  dependencies?: FormItemProps['dependencies'];
  /** Marks the label as required; the rules decide what is checked. */
  required?: boolean;
  /** The compact sign-in look: an icon and a placeholder instead of a label above the field. */
  icon?: ReactNode;
  sendCode: { remaining: number; sending: boolean };
  onSend: () => void;
  sendTestId: string;
}

/** A verification code input with its "send code" count-down button beside it. */
export function CodeField({
  name,
  labelKey,
  rules,
  dependencies,
  required,
  icon,
  sendCode,
  onSend,
  sendTestId,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const text = t(labelKey);
  const input = (
    <Input
      prefix={icon}
      placeholder={icon ? text : undefined}
      aria-label={text}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
    />
  );

  if (icon) {
    // The sign-in forms have no labels: the error shows under the input, beside the button.
    return (
      <div className="ies-login-captcha-row">
        <Form.Item name={name} rules={rules} className="ies-login-grow">
          {input}
        </Form.Item>
        <SendCodeButton
          remaining={sendCode.remaining}
          sending={sendCode.sending}
          onClick={onSend}
          testId={sendTestId}
        />
      </div>
    );
  }
  return (
    <Form.Item label={text} required={required}>
      <div className="ies-code-row">
        <Form.Item name={name} noStyle dependencies={dependencies} rules={rules}>
          {input}
        </Form.Item>
        <SendCodeButton
          className="ies-code-send"
          remaining={sendCode.remaining}
          sending={sendCode.sending}
          onClick={onSend}
          testId={sendTestId}
        />
      </div>
    </Form.Item>
  );
}
