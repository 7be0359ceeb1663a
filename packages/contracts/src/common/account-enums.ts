import type { Labels } from './label';

/** Registration user types: '1' merchant (tenant manager, needs approval), '2' owner (sub-user unit). */
export const USER_TYPES = ['1', '2'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE = { merchant: '1', owner: '2' } as const satisfies Record<string, UserType>;
export const USER_TYPE_LABELS: Labels<UserType> = {
  '1': { zh: '商户', en: 'Merchant' },
  '2': { zh: '业主', en: 'Owner' },
};

/** Stored values are the Chinese words, as the spec's payloads carry them. */
export const GENDERS = ['男', '女'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = '男';
export const GENDER_LABELS: Labels<Gender> = {
  男: { zh: '男', en: 'Male' },
  女: { zh: '女', en: 'Female' },
};

/** Session types: 1 password, 2 SMS code, 3 password of a tenant manager. */
export const LOGIN_TYPES = [1, 2, 3] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LOGIN_TYPE = { password: 1, sms: 2, managerPassword: 3 } as const satisfies Record<
  string,
  LoginType
>;
export const LOGIN_TYPE_LABELS: Labels<LoginType> = {
  1: { zh: '密码登录', en: 'Password' },
  2: { zh: '短信验证码登录', en: 'SMS code' },
  3: { zh: '管理员密码登录', en: 'Manager password' },
};

export const VERIFICATION_PURPOSES = ['login', 'register', 'reset', 'bind', 'unlock'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
export const VERIFICATION_PURPOSE_LABELS: Labels<VerificationPurpose> = {
  login: { zh: '登录', en: 'Sign-in' },
  register: { zh: '注册', en: 'Registration' },
  reset: { zh: '重置密码', en: 'Password reset' },
  bind: { zh: '绑定', en: 'Binding' },
  unlock: { zh: '解锁账号', en: 'Account unlock' },
};

/** Where a verification code goes: 1 SMS, 2 e-mail. */
export const VERIFICATION_CODE_TYPES = [1, 2] as const;
export type VerificationCodeType = (typeof VERIFICATION_CODE_TYPES)[number];
export const VERIFICATION_CODE_TYPE = { sms: 1, email: 2 } as const satisfies Record<
  string,
  VerificationCodeType
>;
export const VERIFICATION_CODE_TYPE_LABELS: Labels<VerificationCodeType> = {
  1: { zh: '短信', en: 'SMS' },
  2: { zh: '邮件', en: 'E-mail' },
};

/** Fields the registration uniqueness check (user-tenant-validate) accepts. */
export const UNIQUENESS_FIELDS = ['email', 'mobile', 'name', 'parent_id_base64', 'validation_code'] as const;
export type UniquenessField = (typeof UNIQUENESS_FIELDS)[number];
export const UNIQUENESS_FIELD_LABELS: Labels<UniquenessField> = {
  email: { zh: '邮箱', en: 'E-mail' },
  mobile: { zh: '手机号', en: 'Mobile number' },
  name: { zh: '用户名', en: 'Username' },
  parent_id_base64: { zh: '商户 ID', en: 'Merchant ID' },
  validation_code: { zh: '验证码', en: 'Verification code' },
};

export const MESSAGE_READ_STATUSES = [0, 1] as const;
export type MessageReadStatus = (typeof MESSAGE_READ_STATUSES)[number];
export const MESSAGE_READ_STATUS = { unread: 0, read: 1 } as const satisfies Record<
  string,
  MessageReadStatus
>;
export const MESSAGE_READ_STATUS_LABELS: Labels<MessageReadStatus> = {
  0: { zh: '未读', en: 'Unread' },
  1: { zh: '已读', en: 'Read' },
};
