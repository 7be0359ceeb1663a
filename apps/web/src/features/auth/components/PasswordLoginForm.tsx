import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_TYPE } from '@ies/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../hooks/useLogin';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';
import { CaptchaImage } from './CaptchaImage';

interface PasswordLoginValues {
  username: string;
  password: string;
  svgCode: string;
  remember: boolean;
}

export interface Captcha {
  uuid: string;
  svg?: string;
}

interface PasswordLoginFormProps {
  /** The current graphic code; fetched by the identity work, empty until then. */
  captcha?: Captcha;
  onRefreshCaptcha?: () => void;
}

export function PasswordLoginForm({ captcha, onRefreshCaptcha }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginValues>();
  const { submit, pending } = useLogin();

  function refreshCaptcha() {
    form.setFieldValue('svgCode', '');
    onRefreshCaptcha?.();
  }

  async function onFinish(values: PasswordLoginValues) {
    const error = await submit({
      username: values.username.trim(),
      password: values.password,
      type: LOGIN_TYPE.password,
      svg_code_uuid: captcha?.uuid ?? '',
      svg_code: values.svgCode.trim(),
    });
    if (error && applyLoginError(form, error, 'password').refreshCaptcha) refreshCaptcha();
  }

  return (
    <Form<PasswordLoginValues>
      form={form}
      name="password-login"
      size="large"
      initialValues={{ remember: false }}
      onFinish={onFinish}
      autoComplete="on"
    >
      <Form.Item name="username" rules={loginRules.username}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={loginRules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <div className="ies-login-captcha-row">
        <Form.Item name="svgCode" rules={loginRules.svgCode} className="ies-login-grow">
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captcha')}
            aria-label={t('login.captcha')}
            autoComplete="off"
            className="ies-login-captcha-input"
          />
        </Form.Item>
        <CaptchaImage svg={captcha?.svg} onRefresh={refreshCaptcha} />
      </div>
      <div className="ies-login-options">
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Link to="/ForgetPassword">{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
