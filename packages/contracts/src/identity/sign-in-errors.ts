import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const accessErrorsTitle = 'Sign-in, registration and verification';

/**
 * Sign-in, registration and verification failures (docs/spec/A-access-and-shell.md §8). Credential failures answer 400,
 * not 401, so that a client's global "session expired" handling never fires on the sign-in form.
 */
export const accessErrors = {
  'iot-control.10013': {
    status: 400,
    zh: '图形验证码已失效，请刷新后重新输入',
    en: 'The graphic code is no longer valid, please refresh it and try again',
    meaning:
      'svg_code_uuid is missing, unknown or already used (a graphic code is single-use). The client refreshes the captcha.',
  },
  'iot-control.10018': {
    status: 400,
    zh: '账号不存在或用户名、密码错误',
    en: 'The account does not exist, or the username or password is wrong',
    meaning:
      'Password sign-in: no account matches the username (plain, name@tenant or mobile form). Shown under the username field.',
  },
  'iot-control.10020': {
    status: 400,
    zh: '短信验证码已过期或尝试次数过多，请重新获取',
    en: 'The SMS code has expired or was tried too many times, please request a new one',
    meaning:
      'The SMS code for this number has expired, was already used, or the number of wrong attempts reached the cap; a new code must be sent. Shown under the SMS code field.',
  },
  'iot-control.10021': {
    status: 400,
    zh: '短信验证码错误',
    en: 'The SMS verification code is wrong',
    meaning: 'The SMS code does not match the code last sent to this number. Shown under the SMS code field.',
  },
  'iot-control.10022': {
    status: 400,
    zh: '密码错误',
    en: 'Wrong password',
    meaning:
      'Password sign-in: the account exists but the password does not match; counts towards the lock (iot-http.423). Shown under the password field.',
  },
  'iot-control.10026': {
    status: 400,
    zh: '图形验证码错误',
    en: 'The graphic verification code is wrong',
    meaning: 'The graphic code text does not match. The code is consumed; the client refreshes the captcha.',
  },
  'iot-control.10027': {
    status: 400,
    zh: '图形验证码已过期，请刷新',
    en: 'The graphic verification code has expired, please refresh it',
    meaning: 'The graphic code is older than its lifetime. The client refreshes the captcha.',
  },
  'iot-control.10031': {
    status: 400,
    zh: '账号与当前会话不符，请用本会话的账号登录',
    en: 'The account does not match this session; sign in with the account of this session',
    meaning:
      'addSessionsForTenantManager (ujwt): the ujwt is not a live session, or the username is not the user of that session. Tells nothing about the named account and counts towards the per-address limit.',
  },
  'iot-tenant.10012': {
    status: 404,
    zh: '该手机号未注册',
    en: 'This mobile number is not registered',
    meaning:
      'SMS sign-in, third-party binding or code request for a mobile number no account has. Shown under the mobile field in SMS mode.',
  },
  'iot-tenant.10016': {
    status: 403,
    zh: '所属商户已停用或未通过审核，请联系管理员',
    en: 'Your merchant has been disabled or its registration was rejected, please contact the administrator',
    meaning:
      "Sign-in refused because the account's tenant (merchant) is disabled or its registration was rejected. Shown under the username field.",
  },
  'iot-tenant.10027': {
    status: 403,
    zh: '账号已被禁用，请联系管理员',
    en: 'This account is disabled, please contact the administrator',
    meaning: 'Sign-in refused because the user account itself is disabled. Shown under the username field.',
  },
  'iot-tenant.10041': {
    status: 403,
    zh: '商户注册正在审核中，请等待管理员审核通过',
    en: 'The merchant registration is awaiting administrator approval',
    meaning:
      'Sign-in refused because the tenant (merchant, user type 1) has registered but is not approved yet. Shown under the username field.',
  },
  'tenant.10007': {
    status: 409,
    zh: '该用户名已存在',
    en: 'This username already exists',
    meaning:
      'Registration or user creation: a user with this username already exists. The form shows login.error.009.',
  },
  'tenant.10021': {
    status: 409,
    zh: '该用户名已存在',
    en: 'This username already exists',
    meaning:
      'Registration: a tenant namespace equal to the username already exists (the name is copied to the namespace). The form shows login.error.009.',
  },
  'tenant.10046': {
    status: 400,
    zh: '无效的商户 ID',
    en: 'Invalid merchant ID',
    meaning:
      'Owner registration: extension_code is not valid base64 or does not decode to a business id. The form shows login.error.020.',
  },
  'tenant.10047': {
    status: 404,
    zh: '商户不存在',
    en: 'The merchant does not exist',
    meaning:
      'Owner registration: the decoded business id names no approved, active merchant. The form shows login.error.020.',
  },
  'iot-third.10001': {
    status: 403,
    zh: '账号未激活，请先登录后再绑定',
    en: 'The account is not activated, please sign in first and then bind',
    meaning:
      'Third-party binding refused: the account of the mobile number has never signed in (or is not active), so it cannot be bound yet.',
  },
  'iot-third.10002': {
    status: 400,
    zh: '第三方授权已失效，请重新登录',
    en: 'The third-party authorisation is no longer valid, please sign in again',
    meaning: 'The auth_code or bind_token is unknown, expired or already used.',
  },
  'iot-security.10001': {
    status: 400,
    zh: '密码验证失败，请重新验证',
    en: 'Password verification failed, please verify again',
    meaning:
      'A sensitive action needs a recent password verification and none is valid (missing, expired or used verification token).',
  },
  'iot-security.10002': {
    status: 400,
    zh: '密码错误',
    en: 'Wrong password',
    meaning:
      'The current password entered to confirm a sensitive action (change password, delete data, …) does not match.',
  },
  'iot-security.10003': {
    status: 400,
    zh: '请输入图形验证码',
    en: 'The graphic verification code is required',
    meaning: 'The request needs a graphic code (svg_code and svg_code_uuid) and carries none.',
  },
  'iot-security.10004': {
    status: 429,
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are sent too often, please try again in {seconds} s',
    meaning:
      'A verification code was requested for the same destination within the resend cooldown; {seconds} is the wait left.',
  },
  'iot-security.10005': {
    status: 429,
    zh: '今日验证码发送次数已达上限，请明天再试',
    en: 'The daily limit of verification codes has been reached, please try again tomorrow',
    meaning: 'The destination (or the requesting address) reached the daily cap of verification codes.',
  },
} as const satisfies Record<string, ErrorDefinition>;
