import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const dockingErrorsTitle = 'Platform docking';

/** Platform docking (issue 32 item 3; B §2 PlatformDocking, §3, §7). */
export const dockingErrors = {
  'iot-docking.10001': {
    status: 409,
    zh: '项目编号已存在',
    en: 'This project number already exists',
    meaning: 'A platform binding of the tenant already has this project number (field project_number).',
  },
  'iot-docking.10002': {
    status: 422,
    zh: '请输入以 http:// 或 https:// 开头的推送地址',
    en: 'Enter a push address starting with http:// or https://',
    meaning:
      'The third-party platform address is not an http(s) URL of at most 512 characters (field push_url).',
  },
  'iot-docking.10003': {
    status: 422,
    zh: '项目编号只能包含字母、数字、下划线和中划线，1 到 64 个字符',
    en: 'The project number may hold letters, digits, underscore and hyphen, 1 to 64 characters',
    meaning: 'project_number does not match ^[A-Za-z0-9_-]{1,64}$.',
  },
} as const satisfies Record<string, ErrorDefinition>;
