import { CODE_RESEND_COOLDOWN_SECONDS, type CodePurpose, type CodeSentResponse } from '@ies/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { notifySuccess } from '../../../ui/notify';
import type { FieldErrorSetter } from '../../../ui/useFieldErrors';
import { requestVerificationCode } from '../api/verificationCodes';
import { useCountdown } from './useCountdown';

/**
 * A send-code button's state: the count-down starts once the code is sent and is reset when
 * sending fails (docs/spec/A-access-and-shell.md §4), so the user may try again at once.
 */
export function useSendCode() {
  const { t } = useTranslation();
  const countdown = useCountdown(CODE_RESEND_COOLDOWN_SECONDS);
  const [sending, setSending] = useState(false);

  /** Resolves with the failure (for the form to show) instead of throwing it. */
  async function send(request: () => Promise<CodeSentResponse>): Promise<ApiError | null> {
    setSending(true);
    try {
      const sent = await request();
      countdown.start(sent?.resend_after || CODE_RESEND_COOLDOWN_SECONDS);
      return null;
    } catch (error) {
      countdown.reset();
      if (error instanceof ApiError) return error;
      throw error;
    } finally {
      setSending(false);
    }
  }

  /**
   * A form's send button: checks the destination field, sends the code there (once `precheck`
   * allows), then says it was sent or hands the failure to `onFailed` (to show at a field).
   */
  async function sendFrom(options: {
    form: FormInstance;
    field: string;
    request: (destination: string) => Promise<CodeSentResponse>;
    onFailed: (error: ApiError) => void;
    /** False or null (the check itself failed) stops the send. */
    precheck?: (destination: string) => Promise<boolean | null>;
  }): Promise<void> {
    let destination: string;
    try {
      destination = String((await options.form.validateFields([options.field]))[options.field]).trim();
    } catch {
      return;
    }
    if (options.precheck && !(await options.precheck(destination))) return;
    const failed = await send(() => options.request(destination));
    if (failed) options.onFailed(failed);
    else notifySuccess(t('login.codeSent'));
  }

  /** The usual SMS send: a `purpose` code to the form's `mobile` field, a failure shown at `codeField`. */
  function sendSmsFrom(
    form: FormInstance,
    purpose: CodePurpose,
    setFieldError: FieldErrorSetter,
    codeField = 'code',
  ): Promise<void> {
    return sendFrom({
      form,
      field: 'mobile',
      request: (mobile) => requestVerificationCode('sms', mobile, purpose),
      onFailed: (error) => setFieldError(codeField, error.code, error.message),
    });
  }

  return { remaining: countdown.remaining, sending, send, sendFrom, sendSmsFrom };
}
