import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Checkbox, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../hooks/useCaptcha';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useLogin } from '../hooks/useLogin';
import { useRememberedUsername } from '../hooks/useRememberedUsername';
import { applyLoginError } from '../utils/applyLoginError';
import { loginRules } from '../utils/loginRules';
import { CaptchaImage } from './CaptchaImage';
import { LoginFormFoot } from './LoginFormFoot';

// The dialog (antd Modal) is needed only after a lock; it stays out of the sign-in page's first load.
const SecurityPhoneDialog = lazy(() => import('./SecurityPhoneDialog'));

interface PasswordLoginValues {
  username: string;
  password: string;
  svgCode: string;
  remember: boolean;
}

interface Locked {
  username: string;
  maskedMobile: string;
}

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginValues>();
  const { submitPassword, pending } = useLogin();
  const { captcha, refresh } = useCaptcha();
  const [locked, setLocked] = useState<Locked | null>(null);
  const setFieldError = useFieldErrors(form);
  useRememberedUsername(form);

  function refreshCaptcha() {
    form.setFieldValue('svgCode', '');
    refresh();
  }

  async function onFinish(values: PasswordLoginValues) {
    const username = values.username.trim();
    const error = await submitPassword({
      username,
      password: values.password,
      svg_code_uuid: captcha?.uuid ?? '',
      svg_code: values.svgCode.trim(),
      remember: values.remember,
    });
    if (!error) return;
    // Every attempt uses the graphic code up, whatever went wrong, so a new one is needed.
    refreshCaptcha();
    const effect = applyLoginError(setFieldError, error, 'password');
    if (effect.kind === 'securityCheck') setLocked({ username, maskedMobile: effect.maskedMobile });
  }

  return (
    <>
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
          <CaptchaImage svg={captcha?.svgCode} onRefresh={refreshCaptcha} />
        </div>
        <LoginFormFoot className="ies-login-options" pending={pending}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
        </LoginFormFoot>
      </Form>
      {locked && (
        <Suspense fallback={null}>
          <SecurityPhoneDialog
            username={locked.username}
            maskedMobile={locked.maskedMobile}
            onClose={() => setLocked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
