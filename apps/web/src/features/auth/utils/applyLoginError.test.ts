import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../ui/apiError';
import { applyLoginError } from './applyLoginError';

describe('applyLoginError', () => {
  it('puts the message under the field with its code, so it can follow the language', () => {
    const setFieldError = vi.fn();
    const effect = applyLoginError(
      setFieldError,
      new ApiError('iot-control.10026', '图形验证码错误', 400),
      'password',
    );
    expect(setFieldError).toHaveBeenCalledWith('svgCode', 'iot-control.10026', '图形验证码错误');
    expect(effect).toEqual({ kind: 'shown', refreshCaptcha: true });
  });

  it('asks for the security-phone dialog with the masked mobile of a lock, showing nothing in the form', () => {
    const setFieldError = vi.fn();
    const effect = applyLoginError(
      setFieldError,
      new ApiError('iot-http.423', 'locked', 423, { mobile: '138****8000' }),
      'password',
    );
    expect(effect).toEqual({ kind: 'securityCheck', maskedMobile: '138****8000' });
    expect(setFieldError).not.toHaveBeenCalled();
  });

  it('opens the dialog without a number when the lock carries none', () => {
    const effect = applyLoginError(vi.fn(), new ApiError('iot-http.423', 'locked', 423), 'sms');
    expect(effect).toEqual({ kind: 'securityCheck', maskedMobile: '' });
  });
});
