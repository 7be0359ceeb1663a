import { describe, expect, it } from 'vitest';
import { loginErrorTarget } from './loginErrorTarget';

describe('loginErrorTarget (spec A §8)', () => {
  it('puts account errors under the username, or the mobile in SMS mode', () => {
    expect(loginErrorTarget('iot-tenant.10027', 'password')).toEqual({
      kind: 'field',
      field: 'username',
      refreshCaptcha: false,
    });
    expect(loginErrorTarget('iot-control.10018', 'sms')).toMatchObject({ field: 'mobile' });
    expect(loginErrorTarget('iot-tenant.10012', 'sms')).toMatchObject({ field: 'mobile' });
  });

  it('refreshes the captcha on a wrong or stale graphic code', () => {
    expect(loginErrorTarget('iot-control.10026', 'password')).toEqual({
      kind: 'field',
      field: 'svgCode',
      refreshCaptcha: true,
    });
    expect(loginErrorTarget('iot-control.10013', 'password')).toEqual({
      kind: 'field',
      field: 'password',
      refreshCaptcha: true,
    });
  });

  it('puts SMS code errors under the code field', () => {
    expect(loginErrorTarget('iot-control.10021', 'sms')).toMatchObject({ field: 'code' });
    expect(loginErrorTarget('iot-control.10020', 'sms')).toMatchObject({ field: 'code' });
  });

  it('asks for the security-phone check on a lock', () => {
    expect(loginErrorTarget('iot-http.423', 'password')).toEqual({ kind: 'securityCheck' });
  });

  it('shows anything else under the password, or the code in SMS mode', () => {
    expect(loginErrorTarget('iot-http.500', 'password')).toMatchObject({ field: 'password' });
    expect(loginErrorTarget('iot-tenant.10012', 'password')).toMatchObject({ field: 'password' });
    expect(loginErrorTarget('iot-http.500', 'sms')).toMatchObject({ field: 'code' });
  });
});
