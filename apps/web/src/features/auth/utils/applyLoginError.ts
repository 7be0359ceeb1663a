import type { FormInstance } from 'antd';
import type { ApiError } from '../../../ui/apiError';
import { type LoginMode, loginErrorTarget } from './loginErrorTarget';

export interface LoginErrorEffects {
  refreshCaptcha: boolean;
  securityCheck: boolean;
}

/** Shows a failed sign-in's message under the field spec A §8 names and says what else to do. */
export function applyLoginError(form: FormInstance, error: ApiError, mode: LoginMode): LoginErrorEffects {
  const target = loginErrorTarget(error.code, mode);
  if (target.kind === 'securityCheck') {
    // The security-phone dialog comes with the identity work; until then the message is shown in place.
    form.setFields([{ name: mode === 'password' ? 'password' : 'code', errors: [error.message] }]);
    return { refreshCaptcha: false, securityCheck: true };
  }
  form.setFields([{ name: target.field, errors: [error.message] }]);
  return { refreshCaptcha: target.refreshCaptcha, securityCheck: false };
}
