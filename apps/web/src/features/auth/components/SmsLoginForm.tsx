import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestVerificationCode } from '../api/verificationCodes';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useLogin } from '../hooks/useLogin';
import { useSendCode } from '../hooks/useSendCode';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';
import { notifySuccess } from '../../../ui/notify';
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

  async function onSendCode() {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return;
    }
    const error = await sendCode.send(() => requestVerificationCode('sms', mobile, 'login'));
    // Spec A §8: a failed send shows its message under the code field.
    if (error) setFieldError('code', error.code, error.message);
    else notifySuccess(t('login.codeSent'));
  }

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
        onSend={() => void onSendCode()}
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
