import { LOGIN_TYPE, type SessionResponse } from '@ies/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import {
  checkTenantIsManager,
  createManagerSession,
  createSession,
  createUjwtManagerSession,
} from '../api/login';
import { forgetRememberedUsername, rememberUsername } from '../api/remember';
import { readUjwt, storeSessionToken } from '../../../ui/session';
import { useCompleteLogin } from './useCompleteLogin';

export interface PasswordSignIn {
  username: string;
  password: string;
  svg_code_uuid: string;
  svg_code: string;
  remember: boolean;
}

export interface SmsSignIn {
  mobile: string;
  code: string;
}

/** Manager check, then the manager (type 3) or the ordinary (type 1) session (docs/spec/A-access-and-shell.md §4). */
async function passwordSession(input: PasswordSignIn): Promise<SessionResponse> {
  const { remember: _remember, ...credentials } = input;
  const { is_manager } = await checkTenantIsManager(input.username);
  if (!is_manager) return createSession({ ...credentials, type: LOGIN_TYPE.password });
  const ujwt = readUjwt();
  if (ujwt) {
    return createUjwtManagerSession({
      ujwt,
      username: input.username,
      password: input.password,
      type: LOGIN_TYPE.managerPassword,
    });
  }
  return createManagerSession({ ...credentials, type: LOGIN_TYPE.managerPassword });
}

/** Remembering is a convenience: a failure here must not stop the sign-in. */
async function applyRemember(username: string, remember: boolean): Promise<void> {
  try {
    if (remember) await rememberUsername(username);
    else await forgetRememberedUsername();
  } catch {
    // The form simply comes back empty next time.
  }
}

/**
 * Sign-in by password or SMS code. Resolves with the API error (for the form to place) instead
 * of throwing it; on success the page leaves for the energy front end.
 */
export function useLogin() {
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const [pending, setPending] = useState(false);
  const from = (location.state as { from?: unknown } | null)?.from;

  async function attempt(run: () => Promise<void>): Promise<ApiError | null> {
    setPending(true);
    try {
      await run();
      return null;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    } finally {
      setPending(false);
    }
  }

  const submitPassword = (input: PasswordSignIn) =>
    attempt(async () => {
      const { token } = await passwordSession(input);
      storeSessionToken(token);
      await applyRemember(input.username, input.remember);
      await completeLogin(token, { from });
    });

  const submitSms = (input: SmsSignIn) =>
    attempt(async () => {
      const { token } = await createSession({ ...input, type: LOGIN_TYPE.sms });
      await completeLogin(token, { from });
    });

  return { submitPassword, submitSms, pending };
}
