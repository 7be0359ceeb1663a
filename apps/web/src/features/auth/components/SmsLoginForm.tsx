import { Form } from 'antd';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useLogin } from '../hooks/useLogin';
import { useSendCode } from '../hooks/useSendCode';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';
import { LoginFormFoot } from './LoginFormFoot';
import { MobileCodeFields } from './MobileCodeFields';

interface SmsLoginValues {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
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
      <LoginFormFoot className="ies-login-options ies-login-options-end" pending={pending} />
    </Form>
  );
}
