import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLATFORM_NAME } from '../common/platform';
import { zodIssuesToFieldErrors } from '../catalogue/issues';
import {
  createSessionSchema,
  loginFormSchema,
  smsLoginFormSchema,
  thirdPartyBindSchema,
} from './forms-login';
import {
  registrationAccountStepSchema,
  registrationCompanyStepSchema,
  registrationEmailStepSchema,
  registrationInputSchema,
  registrationRoleStepSchema,
  subUserInputSchema,
} from './forms-registration';
import {
  passwordResetSchema,
  uniquenessCheckQuerySchema,
  verificationCodeRequestSchema,
} from './forms-verification';

/** field → code of every failing field. */
const fieldCodes = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries(
    zodIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? [], 'en').map((e) => [e.field, e.code]),
  );

const uuid = '9b2f7c1e-5d4a-4e8b-9c3d-2a1b0c9d8e7f';
const login = {
  username: 'acme_admin',
  password: 'whatever',
  type: 1,
  svg_code_uuid: uuid,
  svg_code: 'a7Kp',
};
const account = {
  mobile: '13800138000',
  mobile_verification_code: '123456',
  name: 'acme_admin',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
};
const company = {
  nick_name: '张三',
  gender: '男',
  job: '运维经理',
  industry: '储能',
  organization_name: '深圳某某能源有限公司',
  address: '深圳市南山区科技园',
};

describe('sign-in forms', () => {
  it('accepts password sign-in as type 1 or 3', () => {
    expect(fieldCodes(loginFormSchema, login)).toEqual({});
    expect(fieldCodes(loginFormSchema, { ...login, type: 3 })).toEqual({});
    expect(fieldCodes(loginFormSchema, { ...login, type: 2 })).toEqual({ type: 'iot-validation.10007' });
  });

  it('marks every empty field with its own code', () => {
    expect(fieldCodes(loginFormSchema, { type: 1 })).toEqual({
      username: 'login.error.001',
      password: 'login.error.006',
      svg_code_uuid: 'iot-control.10013',
      svg_code: 'login.error.004',
    });
    expect(fieldCodes(smsLoginFormSchema, { type: 2, mobile: '', code: '' })).toEqual({
      mobile: 'iot-user.10015',
      code: 'iot-user.10016',
    });
  });

  it('tells the session forms apart by type', () => {
    const sms = { type: 2, mobile: '13800138000', code: '123456' };
    expect(createSessionSchema.parse(sms)).toEqual(sms);
    expect(createSessionSchema.parse(login)).toEqual(login);
    expect(fieldCodes(createSessionSchema, { ...sms, type: 4 })).toEqual({ type: 'iot-validation.10007' });
    expect(fieldCodes(createSessionSchema, { ...sms, code: '12345' })).toEqual({ code: 'login.error.021' });
  });

  it('binds a third-party account by mobile and SMS code', () => {
    const bind = { account: '13800138000', bind_token: 'tok', bind_type: 'mobile', pwd: '123456' };
    expect(fieldCodes(thirdPartyBindSchema, bind)).toEqual({});
    expect(fieldCodes(thirdPartyBindSchema, { ...bind, bind_token: '' })).toEqual({
      bind_token: 'iot-third.10002',
    });
  });
});

describe('registration steps', () => {
  it('needs a user type, and a business id for owners', () => {
    expect(fieldCodes(registrationRoleStepSchema, { userType: '1' })).toEqual({});
    expect(fieldCodes(registrationRoleStepSchema, {})).toEqual({ userType: 'iot-user.10004' });
    expect(fieldCodes(registrationRoleStepSchema, { userType: '2' })).toEqual({
      extension_code: 'iot-user.10005',
    });
    expect(fieldCodes(registrationRoleStepSchema, { userType: '2', extension_code: '%%' })).toEqual({
      extension_code: 'login.error.020',
    });
  });

  it('needs the agreement and matching passwords on the account step', () => {
    expect(fieldCodes(registrationAccountStepSchema, { ...account, agreement: true })).toEqual({});
    expect(fieldCodes(registrationAccountStepSchema, { ...account, agreement: false })).toEqual({
      agreement: 'login.error.014',
    });
    expect(
      fieldCodes(registrationAccountStepSchema, {
        ...account,
        name: '',
        confirmPassword: 'abcd12345',
        agreement: true,
      }),
    ).toEqual({ name: 'login.error.013', confirmPassword: 'login.error.011' });
    expect(
      fieldCodes(registrationAccountStepSchema, { ...account, confirmPassword: '', agreement: true }),
    ).toEqual({
      confirmPassword: 'login.error.012',
    });
  });

  it('lets the e-mail step be skipped, but needs a code for a given address', () => {
    expect(fieldCodes(registrationEmailStepSchema, {})).toEqual({});
    expect(fieldCodes(registrationEmailStepSchema, { email: '' })).toEqual({});
    expect(fieldCodes(registrationEmailStepSchema, { email: 'a@example.com' })).toEqual({
      email_verification_code: 'iot-user.10016',
    });
    expect(
      fieldCodes(registrationEmailStepSchema, { email: 'a@example.com', email_verification_code: '123456' }),
    ).toEqual({});
  });

  it('checks the company step', () => {
    expect(fieldCodes(registrationCompanyStepSchema, company)).toEqual({});
    expect(fieldCodes(registrationCompanyStepSchema, { ...company, nick_name: '张', job: 'x' })).toEqual({
      nick_name: 'iot-user.10006',
      job: 'iot-user.10009',
    });
  });
});

describe('registration input', () => {
  it('requires the company fields from merchants', () => {
    expect(fieldCodes(registrationInputSchema, { userType: '1', ...account })).toEqual({
      nick_name: 'iot-user.10007',
      job: 'iot-validation.10001',
      industry: 'iot-validation.10001',
      organization_name: 'iot-validation.10001',
      address: 'iot-validation.10001',
    });
    expect(fieldCodes(registrationInputSchema, { userType: '1', ...account, ...company })).toEqual({});
  });

  it('fills the defaults for owners', () => {
    const parsed = registrationInputSchema.parse({ userType: '2', extension_code: 'MTIzNDU2', ...account });
    expect(parsed).toMatchObject({
      job: PLATFORM_NAME,
      industry: PLATFORM_NAME,
      organization_name: PLATFORM_NAME,
      address: PLATFORM_NAME,
      city: PLATFORM_NAME,
      gender: '男',
      tenant_type: 0,
    });
    expect(parsed.userType === '2' && parsed.extension_code).toBe('MTIzNDU2');
  });

  it('reports every problem at once, the password mismatch included', () => {
    expect(
      fieldCodes(registrationInputSchema, {
        userType: '2',
        ...account,
        confirmPassword: 'other123',
        email: 'not-an-address',
        email_verification_code: '123456',
      }),
    ).toEqual({
      extension_code: 'iot-user.10005',
      email: 'login.error.015',
      confirmPassword: 'login.error.011',
    });
  });

  it('refuses unknown user types', () => {
    expect(fieldCodes(registrationInputSchema, { userType: '3', ...account })).toEqual({
      userType: 'iot-user.10004',
    });
  });
});

describe('codes, password reset and sub-users', () => {
  it('checks the destination against the code type', () => {
    expect(
      fieldCodes(verificationCodeRequestSchema, { type: 1, destination: '13800138000', purpose: 'login' }),
    ).toEqual({});
    expect(
      fieldCodes(verificationCodeRequestSchema, { type: 2, destination: 'a@example.com', purpose: 'bind' }),
    ).toEqual({});
    expect(
      fieldCodes(verificationCodeRequestSchema, { type: 1, destination: 'a@example.com', purpose: 'login' }),
    ).toEqual({ destination: 'login.error.002' });
    expect(
      fieldCodes(verificationCodeRequestSchema, { type: 2, destination: '13800138000', purpose: 'nope' }),
    ).toEqual({
      destination: 'login.error.015',
      purpose: 'iot-validation.10007',
    });
  });

  it('resets a password with the new-password rule and confirmation', () => {
    const reset = {
      type: 1,
      destination: '13800138000',
      code: '123456',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    };
    expect(fieldCodes(passwordResetSchema, reset)).toEqual({});
    expect(
      fieldCodes(passwordResetSchema, { ...reset, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({
      password: 'login.error.010',
    });
    expect(fieldCodes(passwordResetSchema, { ...reset, confirmPassword: 'abcd12345' })).toEqual({
      confirmPassword: 'login.error.011',
    });
  });

  it('checks sub-user input', () => {
    const subUser = {
      name: 'op_1',
      mobile: '13800138000',
      email: 'op@example.com',
      parent_id: 'u1',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    };
    expect(fieldCodes(subUserInputSchema, subUser)).toEqual({});
    expect(fieldCodes(subUserInputSchema, { ...subUser, parent_id: '', email: '' })).toEqual({
      parent_id: 'iot-user.10012',
      email: 'login.error.017',
    });
  });

  it('checks uniqueness queries', () => {
    expect(fieldCodes(uniquenessCheckQuerySchema, { field: 'mobile', value: '13800138000' })).toEqual({});
    expect(fieldCodes(uniquenessCheckQuerySchema, { field: 'password', value: 'x' })).toEqual({
      field: 'iot-validation.10007',
    });
  });
});

describe('request schemas', () => {
  it.each([
    ['login', loginFormSchema],
    ['sms login', smsLoginFormSchema],
    ['session', createSessionSchema],
    ['registration', registrationInputSchema],
    ['password reset', passwordResetSchema],
    ['verification code', verificationCodeRequestSchema],
    ['sub-user', subUserInputSchema],
  ])('%s converts to JSON Schema for the API documentation', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(JSON.stringify(json)).toContain('"properties"');
  });
});
