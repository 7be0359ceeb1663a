import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const loginErrorsTitle = 'Sign-in and registration form texts';

/**
 * The sign-in and registration form texts of docs/spec/A-access-and-shell.md §5 (login.error.001–022). They are field
 * messages first; the server may also answer with them (e.g. 018 when a registration carries a
 * wrong SMS code), so each has a status.
 */
export const loginErrors = {
  'login.error.001': {
    status: 422,
    zh: '用户名或区号+手机号不能为空',
    en: 'Username or area code plus mobile number cannot be empty',
    meaning: 'The username field of the password sign-in form is empty.',
  },
  'login.error.002': {
    status: 422,
    zh: '手机号格式不正确',
    en: 'The mobile number format is invalid',
    meaning:
      'A mobile number fails the phone validator: mainland China 1[3-9] plus 9 digits, or + country code with 6–15 digits in all (+86 numbers must also be mainland numbers).',
  },
  'login.error.003': {
    status: 422,
    zh: '请输入 2–65 位字母、数字或下划线',
    en: 'Enter 2–65 letters, digits or underscores',
    meaning:
      'The sign-in username is not 2–65 letters, digits or underscores. The sub-user form name@tenant and a +country mobile number are also accepted.',
  },
  'login.error.004': {
    status: 422,
    zh: '请输入图形验证码',
    en: 'Please enter the graphic verification code',
    meaning: 'The graphic (captcha) code field of the password sign-in form is empty.',
  },
  'login.error.005': {
    status: 422,
    zh: '密码须为 8–16 位，包含字母、数字、特殊字符 !@#$%^&*() 中的至少两种',
    en: 'The password must be 8–16 characters using at least two of: letters, digits, the specials !@#$%^&*()',
    meaning:
      'The password is not 8–16 characters from letters, digits and !@#$%^&*(), or uses only one of those three kinds.',
  },
  'login.error.006': {
    status: 422,
    zh: '密码不能为空',
    en: 'The password cannot be empty',
    meaning: 'The password field is empty.',
  },
  'login.error.007': {
    status: 409,
    zh: '该手机号已存在',
    en: 'This mobile number already exists',
    meaning: 'Registration account step: the mobile number already belongs to an account.',
  },
  'login.error.008': {
    status: 422,
    zh: '用户名须以字母开头，由字母、数字或下划线组成，长度为 2–20 位',
    en: 'The username must start with a letter and be 2–20 letters, digits or underscores',
    meaning: 'The registration username breaks the rule `^[A-Za-z][A-Za-z0-9_]{1,19}$`.',
  },
  'login.error.009': {
    status: 409,
    zh: '该用户名已存在',
    en: 'This username already exists',
    meaning:
      'Registration: the username is already taken (uniqueness check, or tenant.10007 / tenant.10021 from the server).',
  },
  'login.error.010': {
    status: 422,
    zh: '密码须为 8–16 位，包含字母、数字、特殊字符 !@#$%^&*() 中的至少两种',
    en: 'The password must be 8–16 characters using at least two of: letters, digits, the specials !@#$%^&*()',
    meaning:
      'Same rule as login.error.005, used for the new-password field of the reset and change-password forms.',
  },
  'login.error.011': {
    status: 422,
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
    meaning: 'The confirmation differs from the password.',
  },
  'login.error.012': {
    status: 422,
    zh: '确认密码不能为空',
    en: 'The password confirmation cannot be empty',
    meaning: 'The confirm-password field is empty.',
  },
  'login.error.013': {
    status: 422,
    zh: '用户名不能为空',
    en: 'The username cannot be empty',
    meaning: 'The registration username field is empty.',
  },
  'login.error.014': {
    status: 422,
    zh: '请阅读并勾选服务协议与隐私政策',
    en: 'Please read and tick the service and privacy agreement',
    meaning: 'Registration account step: the agreement checkbox is not ticked.',
  },
  'login.error.015': {
    status: 422,
    zh: '邮箱格式不正确（最多 100 个字符）',
    en: 'The e-mail format is invalid (at most 100 characters)',
    meaning: 'The e-mail address is not a valid address or is longer than 100 characters.',
  },
  'login.error.016': {
    status: 409,
    zh: '该邮箱已存在',
    en: 'This e-mail address already exists',
    meaning: 'Registration e-mail step: the address already belongs to an account.',
  },
  'login.error.017': {
    status: 422,
    zh: '邮箱不能为空',
    en: 'The e-mail address cannot be empty',
    meaning: 'An e-mail field that is required here is empty.',
  },
  'login.error.018': {
    status: 400,
    zh: '短信验证码无效或已过期，请重新获取',
    en: 'The SMS verification code is invalid or has expired, please request a new one',
    meaning:
      'Registration submitted with an SMS code that does not match, has expired or was used; the form goes back to the account step.',
  },
  'login.error.019': {
    status: 400,
    zh: '邮箱验证码无效或已过期，请重新获取',
    en: 'The e-mail verification code is invalid or has expired, please request a new one',
    meaning:
      'Registration submitted with an e-mail code that does not match, has expired or was used; the form goes back to the e-mail step.',
  },
  'login.error.020': {
    status: 400,
    zh: '无效的商户 ID',
    en: 'Invalid merchant ID',
    meaning:
      'The business id (extension_code) is malformed or names no merchant (tenant.10046 / tenant.10047 from the server); the form goes back to the role step.',
  },
  'login.error.021': {
    status: 422,
    zh: '请输入 6 位数字验证码',
    en: 'Please enter the 6-digit code',
    meaning: 'A verification code is not exactly six digits.',
  },
  'login.error.022': {
    status: 400,
    zh: '验证码无效',
    en: 'Invalid verification code',
    meaning:
      'A verification code was refused by the server where no more specific code applies (bind page, security-phone unlock).',
  },
} as const satisfies Record<string, ErrorDefinition>;
