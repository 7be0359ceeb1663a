import { type PersonalProfile, email, mobile, verificationCode } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { schemaRule } from '../../../ui/fieldRule';
import { serverFieldErrors } from '../../../ui/serverFormErrors';
import { requestVerificationCode, CodeField, useSendCode } from '../../auth';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { changeEmail, changeMobile } from '../api/personal';
import { personalKeys } from '../api/personalKeys';

type Channel = 'mobile' | 'email';

interface ContactValues {
  destination: string;
  code: string;
}

/** Per channel: the field rule, the code channel, the call and the "already registered" code. */
const CHANNELS = {
  mobile: {
    rule: mobile,
    codeChannel: 'sms',
    save: (destination: string, code: string) => changeMobile({ mobile: destination, code }),
    takenCode: 'iot-user.10001',
    field: 'mobile',
    labels: { destination: 'personal.newMobile', code: 'personal.smsCode', title: 'personal.changeMobile' },
  },
  email: {
    rule: email,
    codeChannel: 'email',
    save: (destination: string, code: string) => changeEmail({ email: destination, code }),
    takenCode: 'iot-user.10002',
    field: 'email',
    labels: { destination: 'personal.newEmail', code: 'personal.emailCode', title: 'personal.changeEmail' },
  },
} as const;

/** A new mobile number or e-mail address, confirmed with the 'change' code sent to it. */
export function ContactChangeForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactValues>();
  const queryClient = useQueryClient();
  const sendCode = useSendCode();
  const setFieldError = useFieldErrors(form);
  const config = CHANNELS[channel];
  const { labels } = config;

  const save = useMutation({
    mutationFn: (values: ContactValues) => config.save(values.destination.trim(), values.code.trim()),
    onSuccess: (saved: PersonalProfile) => {
      form.resetFields();
      queryClient.setQueryData(personalKeys.profile, saved);
      void feedback.message.success(t('personal.saved'));
    },
    onError: (error) => handleSaveError(error),
  });

  const handleSaveError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      void feedback.message.error(String(error));
      return;
    }
    const fields = serverFieldErrors(error);
    if (fields.length > 0) {
      // The server names the contract's fields (mobile/email, code); ours are destination and code.
      for (const { name, errors } of fields) {
        setFieldError(
          name[0] === config.field ? 'destination' : 'code',
          error.code,
          errors[0] ?? error.message,
        );
      }
    } else if (error.code === config.takenCode) {
      setFieldError('destination', error.code, error.message);
    } else if (error.status >= 400 && error.status < 500) {
      // A wrong, expired or used code.
      setFieldError('code', error.code, error.message);
    } else {
      void feedback.message.error(error.message);
    }
  };

  const handleSendCode = async () => {
    let destination: string;
    try {
      destination = (await form.validateFields(['destination'])).destination.trim();
    } catch {
      return;
    }
    const error = await sendCode.send(() =>
      requestVerificationCode(config.codeChannel, destination, 'change'),
    );
    // A taken or malformed destination belongs under it; anything else (too many codes) under the code.
    const aboutDestination = error && (error.code === config.takenCode || error.status === 422);
    if (error) setFieldError(aboutDestination ? 'destination' : 'code', error.code, error.message);
    else void feedback.message.success(t('personal.codeSent'));
  };

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(values) => save.mutate(values)}
      data-testid={`change-${channel}`}
    >
      <h3>{t(labels.title)}</h3>
      <Form.Item name="destination" label={t(labels.destination)} rules={[schemaRule(config.rule)]}>
        <Input
          data-testid={`change-${channel}-destination`}
          inputMode={channel === 'mobile' ? 'tel' : 'email'}
          autoComplete={channel === 'mobile' ? 'tel' : 'email'}
        />
      </Form.Item>
      <CodeField
        name="code"
        labelKey={labels.code}
        required
        rules={[schemaRule(verificationCode)]}
        sendCode={sendCode}
        onSend={() => void handleSendCode()}
        sendTestId={`change-${channel}-send-code`}
      />
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        data-testid={`change-${channel}-submit`}
      >
        {t(labels.title)}
      </Button>
    </Form>
  );
}
