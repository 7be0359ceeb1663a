import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, isErrorCode, messagePlaceholders } from './messages';

describe('errorMessage', () => {
  it('fills placeholders in the chosen locale', () => {
    expect(errorMessage('10002', 'zh', { min: 0, max: 3600 })).toBe('请输入 0–3600 之间的数字');
    expect(errorMessage('10002', 'en', { min: 0, max: 3600 })).toBe('Enter a number from 0 to 3600');
    expect(errorMessage('iot-security.10004', 'en', { seconds: 42 })).toBe(
      'Codes are sent too often, please try again in 42 s',
    );
  });

  it('leaves placeholders without a value visible rather than guessing', () => {
    expect(errorMessage('10002', 'en', { min: 1 })).toBe('Enter a number from 1 to {max}');
    expect(errorMessage('10002', 'en')).toBe('Enter a number from {min} to {max}');
  });

  it('ignores params a message does not use and inherited keys', () => {
    const params = Object.create({ min: 'inherited' }) as Record<string, number>;
    params.max = 5;
    expect(errorMessage('10002', 'en', params)).toBe('Enter a number from {min} to 5');
    expect(errorMessage('iot-http.404', 'en', { extra: 1 })).toBe('The requested resource does not exist');
  });

  it('returns an unknown code unchanged', () => {
    expect(errorMessage('no.such.code', 'zh')).toBe('no.such.code');
    expect(isErrorCode('no.such.code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('login.error.001')).toBe(true);
  });

  it('gives the status of a code, and 400 for unknown codes', () => {
    expect(errorStatus('iot-http.423')).toBe(423);
    expect(errorStatus('tenant.10007')).toBe(409);
    expect(errorStatus('no.such.code')).toBe(400);
  });
});

describe('messagePlaceholders', () => {
  it('lists each placeholder once', () => {
    expect(messagePlaceholders('{min} to {max}, at least {min}')).toEqual(['min', 'max']);
    expect(messagePlaceholders('no placeholders')).toEqual([]);
  });
});
