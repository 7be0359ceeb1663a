import { registrationRequestSchema } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { toExtensionCode } from './businessId';
import { registrationRequestOf } from './wizardDraft';

const account = {
  mobile: ' 13800138000 ',
  mobile_verification_code: '123456',
  name: 'acme_admin',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  agreement: true,
};

describe('registrationRequestOf', () => {
  it('sends an owner with the business id encoded and no company fields', () => {
    const request = registrationRequestOf({ userType: '2', businessId: '1234567890', ...account, email: '' });
    expect(request).toEqual({
      userType: '2',
      extension_code: 'MTIzNDU2Nzg5MA==',
      mobile: '13800138000',
      mobile_verification_code: '123456',
      name: 'acme_admin',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      agreement: true,
    });
    expect(registrationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a merchant with its company fields and the e-mail with its code', () => {
    const request = registrationRequestOf({
      userType: '1',
      ...account,
      email: 'boss@example.com',
      email_verification_code: '654321',
      nick_name: '张三',
      gender: '女',
      job: '运维经理',
      industry: '储能',
      organization_name: '深圳某某能源',
      address: '深圳市南山区',
    });
    expect(request).toMatchObject({
      userType: '1',
      email: 'boss@example.com',
      email_verification_code: '654321',
      gender: '女',
      organization_name: '深圳某某能源',
    });
    expect(request).not.toHaveProperty('extension_code');
    expect(registrationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('encodes only a plain ten-digit merchant id; an encoded one is sent as typed', () => {
    expect(toExtensionCode(' 1234567890 ')).toBe('MTIzNDU2Nzg5MA==');
    expect(toExtensionCode('MTIzNDU2Nzg5MA==')).toBe('MTIzNDU2Nzg5MA==');
  });
});
