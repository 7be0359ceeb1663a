import { password, registerUsername, registrationAccountStepSchema } from '@ies/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { schemaRule } from '../../../ui/fieldRule';
import { LabelledMobileCodeFields, useSendCode } from '../../auth';
import { useStepError } from '../hooks/useStepError';
import { useValidationCheck } from '../hooks/useValidationCheck';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import type { StepProps } from './stepProps';
import { StepActions } from './StepActions';

const AgreementModal = lazy(() => import('./AgreementModal'));

interface AccountValues {
  mobile: string;
  mobile_verification_code: string;
  name: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

/** Step 2: mobile with SMS code (checked on Next), username, password, agreement. */
export function AccountStep({ draft, error, onNext, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  const setFieldError = useStepError(form, error);
  const sendCode = useSendCode();
  const { check, checking } = useValidationCheck();
  const [agreementOpen, setAgreementOpen] = useState(false);

  const handleSendCode = () =>
    sendCode.sendSmsFrom(form, 'register', setFieldError, 'mobile_verification_code');

  async function onFinish(values: AccountValues) {
    const number = values.mobile.trim();
    const name = values.name.trim();
    const code = values.mobile_verification_code.trim();
    const results = await check([
      { field: 'mobile', value: number },
      { field: 'name', value: name },
      { field: 'validation_code', value: number, validate_type: '1', validate_code: code },
    ]);
    if (!results) return;
    const [mobileFree, nameFree, codeRight] = results;
    if (!mobileFree) setFieldError('mobile', 'login.error.007', translateError('login.error.007'));
    if (!nameFree) setFieldError('name', 'login.error.009', translateError('login.error.009'));
    if (!codeRight) {
      setFieldError('mobile_verification_code', 'login.error.018', translateError('login.error.018'));
    }
    if (mobileFree && nameFree && codeRight) {
      onNext({ ...values, mobile: number, name, mobile_verification_code: code });
    }
  }

  return (
    <Form<AccountValues>
      form={form}
      name="register-account"
      layout="vertical"
      size="large"
      initialValues={{ ...draft, agreement: draft.agreement ?? false }}
      onFinish={onFinish}
      data-testid="register-step-account"
    >
      <LabelledMobileCodeFields
        mobileLabelKey="register.mobile"
        codeName="mobile_verification_code"
        codeLabelKey="register.smsCode"
        sendCode={sendCode}
        onSend={() => void handleSendCode()}
        sendTestId="register-send-sms"
      />
      <Form.Item
        name="name"
        label={t('register.username')}
        rules={[schemaRule(registerUsername)]}
        extra={t('register.usernameHint')}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <NewPasswordFields
        passwordLabel={t('register.password')}
        confirmLabel={t('register.confirmPassword')}
        passwordSchema={password}
        hint={t('register.passwordHint')}
      />
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[schemaRule(registrationAccountStepSchema.shape.agreement)]}
      >
        <Checkbox>
          {t('register.agreementPrefix')}{' '}
          <Button
            type="link"
            className="ies-register-link"
            onClick={(event) => {
              // The link sits inside the checkbox label: reading it must not tick the box.
              event.preventDefault();
              setAgreementOpen(true);
            }}
          >
            {t('register.agreementLink')}
          </Button>
        </Checkbox>
      </Form.Item>
      <StepActions
        onBack={() => onBack(form.getFieldsValue())}
        busy={checking}
        submitLabel={t('register.next')}
      />
      {agreementOpen && (
        <Suspense fallback={null}>
          <AgreementModal onClose={() => setAgreementOpen(false)} />
        </Suspense>
      )}
    </Form>
  );
}
