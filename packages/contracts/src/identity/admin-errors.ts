import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const identityErrorsTitle = 'Identity administration';

/** Platform administration of merchants, host brands and third-party providers. */
export const identityErrors = {
  'iot-tenant.10050': {
    status: 409,
    zh: '该商户当前状态不允许此操作',
    en: 'The merchant is not in a state that allows this action',
    meaning:
      'Platform administration: approve needs a pending or rejected merchant, reject a pending one, disable an active one, enable a disabled one.',
  },
  'iot-brand.10001': {
    status: 409,
    zh: '该域名的品牌配置已存在',
    en: 'A brand for this host already exists',
    meaning: 'Creating or renaming a host brand to a host that another brand row already has.',
  },
  'iot-third.10003': {
    status: 404,
    zh: '未配置该第三方登录方式',
    en: 'This third-party sign-in is not configured',
    meaning:
      'A third-party sign-in call names a provider (third_type) that the server has no configuration for.',
  },
} as const satisfies Record<string, ErrorDefinition>;
