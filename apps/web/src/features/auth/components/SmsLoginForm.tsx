import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useLogin } from '../hooks/useLogin';
import { useSendCode } from '../hooks/useSendCode';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';
import { MobileCodeFields } from './MobileCodeFields';

interface SmsLoginValues {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const { submitSms, pending } = useLogin();
  const sendCode = useSendCode();
  const setFieldError = useFieldErrors(form);

  // Spec A §8: a failed send shows its message under the code field.
  const handleSendCode = () => sendCode.sendSmsFrom(form, 'login', setFieldError);

  async function onFinish(values: SmsLoginValues) {
    const error = await submitSms({ mobile: values.mobile.trim(), code: values.code.trim() });
    if (error) applyLoginError(setFieldError, error, 'sms');
  }

  return (
    <Form<SmsLoginValues> form={form} name="sms-login" size="large" onFinish={onFinish}>
      <MobileCodeFields
        mobileKey="login.mobile"
        mobileRules={loginRules.mobile}
        sendCode={sendCode}
        onSend={() => void handleSendCode()}
        sendTestId="login-send-code"
      />
      <div className="ies-login-options ies-login-options-end">
        <Link to="/ForgetPassword">{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
