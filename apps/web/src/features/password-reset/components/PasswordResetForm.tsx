import { email, mobile, newPassword, VERIFICATION_CODE_TYPE, verificationCode } from '@ies/contracts';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { resetPassword } from '../api/passwordReset';
import { ApiError } from '../../../ui/apiError';
import { schemaRule } from '../../../ui/fieldRule';
import { requestVerificationCode, CodeField, useSendCode } from '../../auth';
import type { LoginNoticeState } from '../../auth';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { notifyError } from '../../../ui/notify';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { resetErrorField } from '../utils/resetErrorField';
import '../../../ui/publicCard.css';
import './passwordReset.css';

type Channel = 'sms' | 'email';

interface ResetValues {
  destination: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** /ForgetPassword: prove the mobile number or e-mail with a code, then set a new password. */
export function PasswordResetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('sms');
  const [form] = Form.useForm<ResetValues>();
  const setFieldError = useFieldErrors(form);
  const sendCode = useSendCode();
  const [saving, setSaving] = useState(false);

  function switchChannel(next: Channel) {
    form.resetFields();
    setChannel(next);
  }

  const handleSendCode = () =>
    sendCode.sendFrom({
      form,
      field: 'destination',
      request: (destination) => requestVerificationCode(channel, destination, 'reset'),
      onFailed: (error) => setFieldError('code', error.code, error.message),
    });

  async function onFinish(values: ResetValues) {
    setSaving(true);
    try {
      await resetPassword({
        type: VERIFICATION_CODE_TYPE[channel],
        destination: values.destination.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      navigate(LOGIN_PATH, {
        replace: true,
        state: { notice: 'forgetPassword.done' } satisfies LoginNoticeState,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = resetErrorField(error);
      if (field) setFieldError(field, error.code, error.message);
      else notifyError(error.message);
    } finally {
      setSaving(false);
    }
  }

  const destinationLabel = channel === 'sms' ? t('forgetPassword.mobile') : t('forgetPassword.email');

  return (
    <div className="ies-public-card ies-reset" data-testid="forget-password">
      <h1 className="ies-public-card-title ies-reset-title">{t('forgetPassword.title')}</h1>
      <Segmented<Channel>
        block
        value={channel}
        onChange={switchChannel}
        options={[
          { value: 'sms', label: <span data-testid="reset-by-mobile">{t('forgetPassword.byMobile')}</span> },
          { value: 'email', label: <span data-testid="reset-by-email">{t('forgetPassword.byEmail')}</span> },
        ]}
        className="ies-reset-switch"
      />
      <Form<ResetValues>
        key={channel}
        form={form}
        name="password-reset"
        layout="vertical"
        size="large"
        onFinish={onFinish}
      >
        <Form.Item
          name="destination"
          label={destinationLabel}
          rules={[schemaRule(channel === 'sms' ? mobile : email)]}
        >
          <Input
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            inputMode={channel === 'sms' ? 'tel' : 'email'}
          />
        </Form.Item>
        <CodeField
          name="code"
          labelKey="forgetPassword.code"
          rules={[schemaRule(verificationCode)]}
          required
          sendCode={sendCode}
          onSend={() => void handleSendCode()}
          sendTestId="reset-send-code"
        />
        <NewPasswordFields
          passwordLabel={t('forgetPassword.newPassword')}
          confirmLabel={t('forgetPassword.confirmPassword')}
          passwordSchema={newPassword}
          hint={t('register.passwordHint')}
        />
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('forgetPassword.submit')}
        </Button>
      </Form>
      <p className="ies-reset-footer">
        <Link to={LOGIN_PATH}>{t('forgetPassword.backToLogin')}</Link>
      </p>
    </div>
  );
}
