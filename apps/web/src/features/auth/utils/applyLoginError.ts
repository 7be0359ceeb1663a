import type { ApiError } from '../../../ui/apiError';
import type { FieldErrorSetter } from '../../../ui/useFieldErrors';
import { type LoginMode, loginErrorTarget } from './loginErrorTarget';

export type LoginErrorEffect =
  | { kind: 'shown'; refreshCaptcha: boolean }
  /** Open the security-phone dialog for this masked mobile number. */
  | { kind: 'securityCheck'; maskedMobile: string };

/** The masked security phone a lock answer (iot-http.423) carries in data.mobile. */
export function maskedMobileOf(error: ApiError): string {
  const mobile = (error.data as { mobile?: unknown } | undefined)?.mobile;
  return typeof mobile === 'string' ? mobile : '';
}

/** Shows a failed sign-in's message under the field docs/spec/A-access-and-shell.md §8 names and says what else to do. */
export function applyLoginError(
  setFieldError: FieldErrorSetter,
  error: ApiError,
  mode: LoginMode,
): LoginErrorEffect {
  const target = loginErrorTarget(error.code, mode);
  if (target.kind === 'securityCheck') return { kind: 'securityCheck', maskedMobile: maskedMobileOf(error) };
  setFieldError(target.field, error.code, error.message);
  return { kind: 'shown', refreshCaptcha: target.refreshCaptcha };
}
