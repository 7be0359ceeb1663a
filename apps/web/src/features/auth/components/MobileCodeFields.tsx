import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import type { FormItemProps } from 'antd';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../../../i18n/keys';
import { loginRules } from '../utils/loginRules';
import { CodeField } from './CodeField';

interface MobileCodeFieldsProps {
  /** i18n key of the mobile box's placeholder and accessible name. */
  mobileKey: I18nKey;
  mobileRules: FormItemProps['rules'];
  sendCode: { remaining: number; sending: boolean };
  onSend: () => void;
  sendTestId: string;
}

/** The compact mobile number and SMS code fields (`mobile`, `code`) of the sign-in look. */
export function MobileCodeFields({
  mobileKey,
  mobileRules,
  sendCode,
  onSend,
  sendTestId,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t(mobileKey)}
          aria-label={t(mobileKey)}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <CodeField
        name="code"
        labelKey="login.smsCode"
        rules={loginRules.code}
        icon={<MessageOutlined />}
        sendCode={sendCode}
        onSend={onSend}
        sendTestId={sendTestId}
      />
    </>
  );
}
