import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  businessId,
  email,
  gender,
  graphicCode,
  graphicCodeUuid,
  loginPassword,
  loginUsername,
  mobile,
  newPassword,
  optionalContactPhone,
  optionalEmail,
  password,
  passwordKinds,
  personalText,
  personName,
  registerUsername,
  subUserName,
  userType,
  verificationCode,
} from './account';

/** The code the form shows: the first issue's message, or undefined when valid. */
const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('loginUsername (2–65, letters, digits, underscore; name@tenant; +area mobile)', () => {
  it.each([
    ['', 'login.error.001'],
    [undefined, 'login.error.001'],
    ['a', 'login.error.003'],
    ['ab', undefined],
    ['a'.repeat(65), undefined],
    ['a'.repeat(66), 'login.error.003'],
    ['user_01', undefined],
    ['13800138000', undefined],
    ['+8613800138000', undefined],
    ['+447911123456', undefined],
    ['operator@acme_tenant', undefined],
    ['a@b@c', 'login.error.003'],
    ['@tenant', 'login.error.003'],
    ['name@', 'login.error.003'],
    ['user-01', 'login.error.003'],
    ['用户名', 'login.error.003'],
    [42, 'iot-validation.10002'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(loginUsername, value)).toBe(code);
  });
});

describe('registerUsername (starts with a letter, 2–20)', () => {
  it.each([
    ['', 'login.error.013'],
    ['a', 'login.error.008'],
    ['ab', undefined],
    [`a${'b'.repeat(19)}`, undefined],
    [`a${'b'.repeat(20)}`, 'login.error.008'],
    ['1abc', 'login.error.008'],
    ['_abc', 'login.error.008'],
    ['Abc_123', undefined],
    ['ab-c', 'login.error.008'],
    ['ab c', 'login.error.008'],
    ['张三abc', 'login.error.008'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(registerUsername, value)).toBe(code);
  });
});

describe('password (8–16, letters, digits, !@#$%^&*(), two kinds)', () => {
  it.each([
    ['', 'login.error.006'],
    ['abc1234', 'login.error.005'],
    ['abcd1234', undefined],
    ['abcd1234abcd1234', undefined],
    ['abcd1234abcd12345', 'login.error.005'],
    ['abcdefgh', 'login.error.005'],
    ['ABCDabcd', 'login.error.005'],
    ['12345678', 'login.error.005'],
    ['!@#$%^&*', 'login.error.005'],
    ['abcd!@#$', undefined],
    ['1234()()', undefined],
    ['Abcdefg1', undefined],
    ['abcd123-', 'login.error.005'],
    ['abcd 1234', 'login.error.005'],
    ['abcd1234中', 'login.error.005'],
    ['abcd1234?', 'login.error.005'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(password, value)).toBe(code);
  });

  it('counts letters, digits and specials as the three kinds', () => {
    expect(passwordKinds('aB')).toBe(1);
    expect(passwordKinds('a1')).toBe(2);
    expect(passwordKinds('a1!')).toBe(3);
  });

  it('reports the new-password code on reset forms', () => {
    expect(codeOf(newPassword, 'short')).toBe('login.error.010');
    expect(codeOf(newPassword, '')).toBe('login.error.006');
  });

  it('only requires presence at sign-in, with a cap', () => {
    expect(codeOf(loginPassword, 'x')).toBeUndefined();
    expect(codeOf(loginPassword, '')).toBe('login.error.006');
    expect(codeOf(loginPassword, 'x'.repeat(65))).toBe('iot-validation.10004');
  });
});

describe('email (valid, at most 100)', () => {
  const ofLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it.each([
    ['', 'login.error.017'],
    [ofLength(100), undefined],
    [ofLength(101), 'login.error.015'],
    ['user.name+tag@sub.example.com', undefined],
    ['a@b', 'login.error.015'],
    ['a@b.c', 'login.error.015'],
    ['a b@example.com', 'login.error.015'],
    ['a..b@example.com', 'login.error.015'],
    ['.ab@example.com', 'login.error.015'],
    ['ab@example..com', 'login.error.015'],
    ['邮箱@example.com', 'login.error.015'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(email, value)).toBe(code);
  });

  it('may be left out when optional, but is checked when given', () => {
    expect(codeOf(optionalEmail, undefined)).toBeUndefined();
    expect(codeOf(optionalEmail, '')).toBeUndefined();
    expect(codeOf(optionalEmail, 'x@example.com')).toBeUndefined();
    expect(codeOf(optionalEmail, 'x@')).toBe('login.error.015');
    expect(codeOf(optionalEmail, ofLength(101))).toBe('login.error.015');
  });
});

describe('verificationCode (exactly 6 digits)', () => {
  it.each([
    ['', 'iot-user.10016'],
    ['12345', 'login.error.021'],
    ['123456', undefined],
    ['1234567', 'login.error.021'],
    ['12a456', 'login.error.021'],
    ['abcdef', 'login.error.021'],
    ['１２３４５６', 'login.error.021'],
    [' 123456', 'login.error.021'],
    [123456, 'iot-validation.10002'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(verificationCode, value)).toBe(code);
  });
});

describe('mobile', () => {
  it.each([
    ['', 'iot-user.10015'],
    ['13800138000', undefined],
    ['19912345678', undefined],
    ['12800138000', 'login.error.002'],
    ['1380013800', 'login.error.002'],
    ['138001380001', 'login.error.002'],
    ['+8613800138000', undefined],
    ['+8612345678901', 'login.error.002'],
    ['+861380013800', 'login.error.002'],
    ['+447911123456', undefined],
    ['+12025550123', undefined],
    ['+85291234567', undefined],
    ['+12345', 'login.error.002'],
    ['+123456', undefined],
    ['+123456789012345', undefined],
    ['+1234567890123456', 'login.error.002'],
    ['+0123456', 'login.error.002'],
    ['138 0013 8000', 'login.error.002'],
    ['0086-13800138000', 'login.error.002'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(mobile, value)).toBe(code);
  });
});

describe('personName (2–20 Chinese characters, letters, digits, underscore)', () => {
  it.each([
    ['', 'iot-user.10007'],
    ['张', 'iot-user.10006'],
    ['张三', undefined],
    ['张'.repeat(20), undefined],
    ['张'.repeat(21), 'iot-user.10006'],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), 'iot-user.10006'],
    ['𠀀'.repeat(20), undefined],
    ['Zhang_San1', undefined],
    ['张 三', 'iot-user.10006'],
    ['张-三', 'iot-user.10006'],
    ['Élodie', 'iot-user.10006'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(personName, value)).toBe(code);
  });
});

describe('personalText (2–32 safe characters)', () => {
  it.each([
    ['', 'iot-validation.10001'],
    ['a', 'iot-user.10009'],
    ['ab', undefined],
    ['深圳市南山区科技园 1 号', undefined],
    ['x'.repeat(32), undefined],
    ['x'.repeat(33), 'iot-user.10009'],
    ['  ', 'iot-user.10009'],
    // Markup is text, escaped where shown; quotes are still refused.
    ['<b>bold</b>', undefined],
    ['say "hi"', 'iot-user.10009'],
    ['Acme & Sons (Shenzhen)', undefined],
  ])('%j → %s', (value, code) => {
    expect(codeOf(personalText, value)).toBe(code);
  });
});

describe('other account fields', () => {
  it('checks sub-user names (2–32 letters, digits, underscore)', () => {
    expect(codeOf(subUserName, 'a')).toBe('iot-user.10010');
    expect(codeOf(subUserName, 'op_1')).toBeUndefined();
    expect(codeOf(subUserName, 'x'.repeat(32))).toBeUndefined();
    expect(codeOf(subUserName, 'x'.repeat(33))).toBe('iot-user.10010');
    expect(codeOf(subUserName, 'op@acme')).toBe('iot-user.10010');
  });

  it('checks choices', () => {
    expect(codeOf(gender, '女')).toBeUndefined();
    expect(codeOf(gender, 'female')).toBe('iot-user.10008');
    expect(codeOf(userType, '2')).toBeUndefined();
    expect(codeOf(userType, 2)).toBe('iot-user.10004');
    expect(codeOf(userType, undefined)).toBe('iot-user.10004');
  });

  it('checks the business id and graphic code', () => {
    expect(codeOf(businessId, 'MTIzNDU2')).toBeUndefined();
    expect(codeOf(businessId, '')).toBe('iot-user.10005');
    expect(codeOf(businessId, 'not base64!')).toBe('login.error.020');
    expect(codeOf(graphicCode, 'a7Kp')).toBeUndefined();
    expect(codeOf(graphicCode, '')).toBe('login.error.004');
    expect(codeOf(graphicCode, 'a7 p')).toBe('iot-control.10026');
    expect(codeOf(graphicCodeUuid, '9b2f7c1e-5d4a-4e8b-9c3d-2a1b0c9d8e7f')).toBeUndefined();
    expect(codeOf(graphicCodeUuid, '')).toBe('iot-control.10013');
    expect(codeOf(graphicCodeUuid, 'not-a-uuid')).toBe('iot-control.10013');
  });
});

describe('optionalContactPhone', () => {
  it('takes empty, mobile and landline numbers as people write them', () => {
    for (const phone of [
      '',
      '13800138000',
      '+8613800138000',
      '010-12345678',
      '+1 602 555 0100',
      '(602) 555-0100',
      '0755 8888 9999 ext.12',
    ])
      expect(optionalContactPhone.safeParse(phone).success, phone).toBe(true);
  });
  it('refuses text, too few digits and letters inside a number', () => {
    for (const phone of ['abc', 'abc-not-a-phone', '12345', '1-2', '138001380a0', '+', '010--1234567'])
      expect(optionalContactPhone.safeParse(phone).success, phone).toBe(false);
  });
});
