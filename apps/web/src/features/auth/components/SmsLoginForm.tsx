import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { LOGIN_TYPE } from '@ies/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { useCountdown } from '../hooks/useCountdown';
import { useLogin } from '../hooks/useLogin';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';

interface SmsLoginValues {
  mobile: string;
  code: string;
}

const RESEND_SECONDS = 60;

interface SmsLoginFormProps {
  /** Sends the login code; supplied by the identity work. */
  onSendCode?: (mobile: string) => Promise<void>;
}

export function SmsLoginForm({ onSendCode }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const { submit, pending } = useLogin();
  const countdown = useCountdown(RESEND_SECONDS);

  async function sendCode() {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return;
    }
    if (!onSendCode) return;
    try {
      await onSendCode(mobile);
      countdown.start();
    } catch (error) {
      countdown.reset();
      if (error instanceof ApiError) form.setFields([{ name: 'code', errors: [error.message] }]);
    }
  }

  async function onFinish(values: SmsLoginValues) {
    const error = await submit({
      type: LOGIN_TYPE.sms,
      mobile: values.mobile.trim(),
      code: values.code.trim(),
    });
    if (error) applyLoginError(form, error, 'sms');
  }

  return (
    <Form<SmsLoginValues> form={form} name="sms-login" size="large" onFinish={onFinish}>
      <Form.Item name="mobile" rules={loginRules.mobile}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobile')}
          aria-label={t('login.mobile')}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <div className="ies-login-captcha-row">
        <Form.Item name="code" rules={loginRules.code} className="ies-login-grow">
          <Input
            prefix={<MessageOutlined />}
            placeholder={t('login.smsCode')}
            aria-label={t('login.smsCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <Button className="ies-login-send" disabled={countdown.remaining > 0} onClick={() => void sendCode()}>
          {countdown.remaining > 0
            ? t('login.resendIn', { seconds: countdown.remaining })
            : t('login.sendCode')}
        </Button>
      </div>
      <div className="ies-login-options ies-login-options-end">
        <Link to="/ForgetPassword">{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
