import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { mobile, verificationCode } from '@ies/contracts';
import type { FormItemProps } from 'antd';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../../../i18n/keys';
import { schemaRule } from '../../../ui/fieldRule';
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

interface LabelledMobileCodeFieldsProps {
  /** i18n keys of the two labels. */
  mobileLabelKey: I18nKey;
  codeLabelKey: I18nKey;
  /** The code field's name in the surrounding form. */
  codeName: string;
  sendCode: { remaining: number; sending: boolean };
  onSend: () => void;
  sendTestId: string;
}

/** The labelled mobile number (`mobile`) and SMS code of the registration and bind forms. */
export function LabelledMobileCodeFields(props: LabelledMobileCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="mobile" label={t(props.mobileLabelKey)} rules={[schemaRule(mobile)]}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <CodeField
        name={props.codeName}
        labelKey={props.codeLabelKey}
        rules={[schemaRule(verificationCode)]}
        required
        sendCode={props.sendCode}
        onSend={props.onSend}
        sendTestId={props.sendTestId}
      />
    </>
  );
}
