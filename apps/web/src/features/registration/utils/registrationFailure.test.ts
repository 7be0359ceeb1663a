import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../ui/apiError';
import { registrationFailure } from './registrationFailure';

const error = (code: string, data?: unknown) => new ApiError(code, `server says ${code}`, 400, data);

describe('registrationFailure (docs/spec/A-access-and-shell.md §8)', () => {
  it('sends a wrong SMS code back to the account step with text 018', () => {
    const expected = { step: 'account', field: 'mobile_verification_code', textCode: 'login.error.018' };
    expect(registrationFailure(error('login.error.018'))).toEqual(expected);
    expect(registrationFailure(error('iot-http.400', { message: 'invalid SMS verification code' }))).toEqual(
      expected,
    );
  });

  it('sends a wrong e-mail code back to the e-mail step with text 019', () => {
    const expected = { step: 'email', field: 'email_verification_code', textCode: 'login.error.019' };
    expect(registrationFailure(error('login.error.019'))).toEqual(expected);
    expect(
      registrationFailure(error('iot-http.400', { message: 'invalid Email verification code' })),
    ).toEqual(expected);
  });

  it.each(['tenant.10021', 'tenant.10007'])('sends %s back to the account step with text 009', (code) => {
    expect(registrationFailure(error(code))).toEqual({
      step: 'account',
      field: 'name',
      textCode: 'login.error.009',
    });
    expect(registrationFailure(error('iot-http.409', { code }))).toMatchObject({
      textCode: 'login.error.009',
    });
  });

  it.each(['tenant.10046', 'tenant.10047'])('sends %s back to the role step with text 020', (code) => {
    expect(registrationFailure(error(code))).toEqual({
      step: 'role',
      field: 'businessId',
      textCode: 'login.error.020',
    });
  });

  it('keeps the server message for anything else', () => {
    expect(registrationFailure(error('iot-http.500'))).toBeNull();
    expect(registrationFailure(error('iot-user.10003'))).toBeNull();
    expect(registrationFailure(error('iot-user.10001'))).toEqual({ step: 'account', field: 'mobile' });
  });
});
