import { CODE_RESEND_COOLDOWN_SECONDS, type CodeSentResponse } from '@ies/contracts';
import { useState } from 'react';
import { ApiError } from '../../../ui/apiError';
import { useCountdown } from './useCountdown';

/**
 * A send-code button's state: the count-down starts once the code is sent and is reset when
 * sending fails (docs/spec/A-access-and-shell.md §4), so the user may try again at once.
 */
export function useSendCode() {
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

  return { remaining: countdown.remaining, sending, send };
}
