import type { ErrorCode } from '@ies/contracts';
import type { ApiError } from '../../../ui/apiError';
import type { RegistrationStep } from './registrationSteps';

export interface RegistrationFailure {
  /** The step the wizard goes back to. */
  step: Exclude<RegistrationStep, 'finish'>;
  /** The field the inline error goes under. */
  field: string;
  /** The catalogue text to show; absent: the server's own message. */
  textCode?: ErrorCode;
}

// The spec's backend answered these prose codes in data.code / data.message; ours answers catalogue codes.
const SMS_CODE_INVALID = new Set(['login.error.018', 'invalid SMS verification code']);
const EMAIL_CODE_INVALID = new Set(['login.error.019', 'invalid Email verification code']);
const NAME_TAKEN = new Set(['tenant.10021', 'tenant.10007']);
const MERCHANT_INVALID = new Set(['tenant.10046', 'tenant.10047']);

function codesOf(error: ApiError): string[] {
  const data = (error.data ?? {}) as { code?: unknown; message?: unknown };
  return [error.code, data.code, data.message].filter((value): value is string => typeof value === 'string');
}

/**
 * Where a failed registration sends the user (docs/spec/A-access-and-shell.md §8): a wrong SMS code → text 018 on the
 * account step, a wrong e-mail code → 019 on the e-mail step, a taken name → 009 on the account
 * step, an unknown merchant → 020 on the role step. Null: show the server's message where it is.
 */
export function registrationFailure(error: ApiError): RegistrationFailure | null {
  const codes = codesOf(error);
  const has = (set: Set<string>) => codes.some((code) => set.has(code));
  if (has(SMS_CODE_INVALID)) {
    return { step: 'account', field: 'mobile_verification_code', textCode: 'login.error.018' };
  }
  if (has(EMAIL_CODE_INVALID)) {
    return { step: 'email', field: 'email_verification_code', textCode: 'login.error.019' };
  }
  if (has(NAME_TAKEN)) return { step: 'account', field: 'name', textCode: 'login.error.009' };
  if (has(MERCHANT_INVALID)) return { step: 'role', field: 'businessId', textCode: 'login.error.020' };
  // Taken in the meantime by someone else: back to the field, with the server's words.
  if (codes.includes('iot-user.10001')) return { step: 'account', field: 'mobile' };
  if (codes.includes('iot-user.10002')) return { step: 'email', field: 'email' };
  return null;
}
