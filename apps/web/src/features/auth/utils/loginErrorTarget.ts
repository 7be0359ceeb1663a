export type LoginMode = 'password' | 'sms';
export type LoginField = 'username' | 'password' | 'svgCode' | 'mobile' | 'code';

export type LoginErrorTarget =
  | { kind: 'field'; field: LoginField; refreshCaptcha: boolean }
  /** iot-http.423: the account is locked until the security phone is verified. */
  | { kind: 'securityCheck' };

const UNDER_USERNAME = new Set([
  'iot-control.10018',
  'iot-tenant.10027',
  'iot-tenant.10041',
  'iot-tenant.10016',
]);
const CAPTCHA_WRONG = new Set(['iot-control.10026', 'iot-control.10027']);
/** Unknown or used graphic code: only a refresh is asked for; its text belongs beside the image. */
const CAPTCHA_STALE = 'iot-control.10013';
const UNDER_SMS_CODE = new Set(['iot-control.10021', 'iot-control.10020']);
const MOBILE_UNKNOWN = 'iot-tenant.10012';
const SECURITY_CHECK = 'iot-http.423';

/** Where a sign-in error is shown (docs/spec/A-access-and-shell.md §8). In SMS mode the mobile field stands for the username. */
export function loginErrorTarget(code: string, mode: LoginMode): LoginErrorTarget {
  const fallback: LoginField = mode === 'password' ? 'password' : 'code';
  if (code === SECURITY_CHECK) return { kind: 'securityCheck' };
  if (UNDER_USERNAME.has(code)) {
    return { kind: 'field', field: mode === 'password' ? 'username' : 'mobile', refreshCaptcha: false };
  }
  if (code === MOBILE_UNKNOWN && mode === 'sms') {
    return { kind: 'field', field: 'mobile', refreshCaptcha: false };
  }
  if (CAPTCHA_WRONG.has(code) || code === CAPTCHA_STALE) {
    return { kind: 'field', field: mode === 'password' ? 'svgCode' : fallback, refreshCaptcha: true };
  }
  if (UNDER_SMS_CODE.has(code) && mode === 'sms') {
    return { kind: 'field', field: 'code', refreshCaptcha: false };
  }
  return { kind: 'field', field: fallback, refreshCaptcha: false };
}
