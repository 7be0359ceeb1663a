import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { unlockAccount } from '../api/login';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useSendCode } from '../hooks/useSendCode';
import { loginRules } from '../utils/loginRules';
import { notifySuccess } from '../../../ui/notify';
import { matchesMaskedMobile } from '../utils/securityPhone';
import { MobileCodeFields } from './MobileCodeFields';

interface SecurityPhoneDialogProps {
  username: string;
  /** As the lock answer gives it (data.mobile), e.g. 138****8000. */
  maskedMobile: string;
  onClose: () => void;
}

interface UnlockValues {
  mobile: string;
  code: string;
}

/**
 * Spec A §2.2: after too many wrong passwords (iot-http.423) the account is unlocked with an SMS
 * code (purpose unlock) sent to its security phone, which the user confirms by typing it in full.
 */
export default function SecurityPhoneDialog({ username, maskedMobile, onClose }: SecurityPhoneDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UnlockValues>();
  const sendCode = useSendCode();
  const [unlocking, setUnlocking] = useState(false);
  const setFieldError = useFieldErrors(form);

  const mobileRules = [
    ...loginRules.mobile,
    {
      validator: async (_rule: unknown, value: unknown) => {
        if (typeof value === 'string' && value && !matchesMaskedMobile(value, maskedMobile)) {
          throw new Error(t('login.securityMobileMismatch', { mobile: maskedMobile }));
        }
      },
    },
  ];

  const handleSendCode = () => sendCode.sendSmsFrom(form, 'unlock', setFieldError);

  async function onFinish(values: UnlockValues) {
    setUnlocking(true);
    try {
      await unlockAccount({ username, mobile_verification_code: values.code.trim() });
      notifySuccess(t('login.unlocked'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFieldError('code', error.code, error.message);
    } finally {
      setUnlocking(false);
    }
  }

  return (
    <Modal
      open
      title={t('login.lockedTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      data-testid="security-phone-dialog"
    >
      <p>{t('login.lockedDescription', { mobile: maskedMobile || t('login.securityMobileUnknown') })}</p>
      <Form<UnlockValues> form={form} name="security-phone" onFinish={onFinish} size="large">
        <MobileCodeFields
          mobileKey="login.securityMobile"
          mobileRules={mobileRules}
          sendCode={sendCode}
          onSend={() => void handleSendCode()}
          sendTestId="unlock-send-code"
        />
        <Button type="primary" htmlType="submit" block loading={unlocking}>
          {t('login.unlock')}
        </Button>
      </Form>
    </Modal>
  );
}
