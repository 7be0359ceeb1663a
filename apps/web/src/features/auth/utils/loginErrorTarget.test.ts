import { describe, expect, it } from 'vitest';
import { type LoginErrorTarget, type LoginMode, loginErrorTarget } from './loginErrorTarget';

const field = (name: string, refreshCaptcha = false): LoginErrorTarget =>
  ({ kind: 'field', field: name, refreshCaptcha }) as LoginErrorTarget;

// Every sign-in code of docs/spec/A-access-and-shell.md §8, in both modes. In SMS mode the mobile field stands for the username.
const CASES: [code: string, mode: LoginMode, expected: LoginErrorTarget][] = [
  ['iot-control.10018', 'password', field('username')],
  ['iot-tenant.10027', 'password', field('username')],
  ['iot-tenant.10041', 'password', field('username')],
  ['iot-tenant.10016', 'password', field('username')],
  ['iot-control.10018', 'sms', field('mobile')],
  ['iot-tenant.10027', 'sms', field('mobile')],
  ['iot-tenant.10041', 'sms', field('mobile')],
  ['iot-tenant.10016', 'sms', field('mobile')],
  ['iot-tenant.10012', 'sms', field('mobile')],
  ['iot-tenant.10012', 'password', field('password')],
  ['iot-control.10026', 'password', field('svgCode', true)],
  ['iot-control.10027', 'password', field('svgCode', true)],
  ['iot-control.10013', 'password', field('svgCode', true)],
  ['iot-control.10021', 'sms', field('code')],
  ['iot-control.10020', 'sms', field('code')],
  ['iot-control.10021', 'password', field('password')],
  ['iot-control.10020', 'password', field('password')],
  ['iot-http.423', 'password', { kind: 'securityCheck' }],
  ['iot-http.423', 'sms', { kind: 'securityCheck' }],
  ['iot-control.10022', 'password', field('password')],
  ['iot-http.429', 'password', field('password')],
  ['iot-http.500', 'password', field('password')],
  ['network', 'password', field('password')],
  ['iot-http.429', 'sms', field('code')],
  ['iot-http.500', 'sms', field('code')],
];

describe('loginErrorTarget (docs/spec/A-access-and-shell.md §8)', () => {
  it.each(CASES)('%s in %s mode', (code, mode, expected) => {
    expect(loginErrorTarget(code, mode)).toEqual(expected);
  });

  it('refreshes the captcha for exactly the three graphic-code answers', () => {
    const refreshing = CASES.filter(([code, mode]) => {
      const target = loginErrorTarget(code, mode);
      return target.kind === 'field' && target.refreshCaptcha;
    }).map(([code]) => code);
    expect(new Set(refreshing)).toEqual(
      new Set(['iot-control.10026', 'iot-control.10027', 'iot-control.10013']),
    );
  });
});
