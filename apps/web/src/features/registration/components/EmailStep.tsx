import { optionalEmail, verificationCode } from '@ies/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { checkWithSchema, schemaRule } from '../../../ui/fieldRule';
import { requestVerificationCode, CodeField, useSendCode } from '../../auth';
import { notifySuccess } from '../../../ui/notify';
import { useStepError } from '../hooks/useStepError';
import { useValidationCheck } from '../hooks/useValidationCheck';
import type { StepProps } from './stepProps';
import { StepActions } from './StepActions';

interface EmailValues {
  email?: string;
  email_verification_code?: string;
}

interface EmailStepProps extends StepProps {
  /** Owners submit the registration from this step. */
  submits: boolean;
}

/** Step 3: an optional e-mail with its code; may be skipped. */
export function EmailStep({ draft, error, onNext, onBack, submits, busy }: EmailStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailValues>();
  const setFieldError = useStepError(form, error);
  const sendCode = useSendCode();
  const { check, checking } = useValidationCheck();

  // The code is needed only when an address is given.
  const codeRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const email = getFieldValue('email');
      if (typeof email === 'string' && email.trim()) await checkWithSchema(verificationCode, value);
    },
  });

  async function onSendCode() {
    let email: string | undefined;
    try {
      email = (await form.validateFields(['email'])).email?.trim();
    } catch {
      return;
    }
    if (!email) {
      setFieldError('email', 'login.error.017', translateError('login.error.017'));
      return;
    }
    const address = email;
    const failed = await sendCode.send(() => requestVerificationCode('email', address, 'register'));
    if (failed) setFieldError('email_verification_code', failed.code, failed.message);
    else notifySuccess(t('login.codeSent'));
  }

  async function onFinish(values: EmailValues) {
    const email = values.email?.trim() ?? '';
    if (!email) {
      onNext({ email: '', email_verification_code: '' });
      return;
    }
    const code = values.email_verification_code?.trim() ?? '';
    const results = await check([
      { field: 'email', value: email },
      { field: 'validation_code', value: email, validate_type: '2', validate_code: code },
    ]);
    if (!results) return;
    const [emailFree, codeRight] = results;
    if (!emailFree) setFieldError('email', 'login.error.016', translateError('login.error.016'));
    if (!codeRight) {
      setFieldError('email_verification_code', 'login.error.019', translateError('login.error.019'));
    }
    if (emailFree && codeRight) onNext({ email, email_verification_code: code });
  }

  function skip() {
    form.resetFields();
    onNext({ email: '', email_verification_code: '' });
  }

  return (
    <Form<EmailValues>
      form={form}
      name="register-email"
      layout="vertical"
      size="large"
      initialValues={{ email: draft.email, email_verification_code: draft.email_verification_code }}
      onFinish={onFinish}
      data-testid="register-step-email"
    >
      <p className="ies-register-intro">{t('register.emailIntro')}</p>
      <Form.Item name="email" label={t('register.email')} rules={[schemaRule(optionalEmail)]}>
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <CodeField
        name="email_verification_code"
        labelKey="register.emailCode"
        rules={[codeRule]}
        dependencies={['email']}
        sendCode={sendCode}
        onSend={() => void onSendCode()}
        sendTestId="register-send-email"
      />
      <StepActions
        onBack={() => onBack(form.getFieldsValue())}
        busy={checking || busy}
        submitLabel={submits ? t('register.submit') : t('register.next')}
      >
        <Button onClick={skip} disabled={busy} data-testid="register-skip-email">
          {t('register.skip')}
        </Button>
      </StepActions>
    </Form>
  );
}
