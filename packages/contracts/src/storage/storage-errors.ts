import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const storageErrorsTitle = 'Storage management';

/**
 * Storage management (issue 32 item 4; B §4, §5, §9). The capacity texts of B §8 themselves,
 * `iot-storage.10001` (95 %) and `iot-storage.10002` (full), stay in the data family.
 */
export const storageErrors = {
  'iot-storage.10003': {
    status: 403,
    zh: '平台管理员未开放该存储模式，请联系管理员',
    en: 'The platform administrator has not allowed this storage mode; consult the administrator',
    meaning:
      'The mode chosen is not among the modes the platform administrator allows this tenant (field mode).',
  },
  'iot-storage.10004': {
    status: 422,
    zh: '通用存储模式适用于少于 {max} 台设备，当前已有 {count} 台，请选择用户独享模式或设备快速删除模式',
    en: 'The general storage mode suits fewer than {max} devices and the tenant has {count}; choose user-exclusive or device fast delete',
    meaning:
      'Switching to the general mode while the tenant has GENERAL_STORAGE_MODE_FIT.maxDevices devices or more (field mode).',
  },
  'iot-storage.10005': {
    status: 422,
    zh: '设备快速删除模式下存储满时只能循环删除',
    en: 'In the device fast delete mode a full storage is always loop-deleted',
    meaning: 'The device fast delete mode was chosen with on_full = refuse (field on_full).',
  },
  'iot-storage.10006': {
    status: 422,
    zh: '数据保存天数最多 {max} 天',
    en: 'Data can be kept for at most {max} days',
    meaning:
      'retention_days is above the longest retention the platform administrator allows this tenant (field retention_days).',
  },
  'iot-storage.10007': {
    status: 422,
    zh: '当前存储模式必须在允许的模式中',
    en: "The tenant's current storage mode must stay among the allowed modes",
    meaning:
      "The administrator's policy leaves out the mode the tenant uses now; the tenant switches first (field allowed_modes).",
  },
} as const satisfies Record<string, ErrorDefinition>;
