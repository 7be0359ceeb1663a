import type { Labels } from '../common/label';

export const DEVICE_STATUSES = [
  'online_normal',
  'online_faulty',
  'offline',
  'unset',
  'alarm',
  'debugging',
] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_STATUS_LABELS: Labels<DeviceStatus> = {
  online_normal: { zh: '在线正常', en: 'Online, normal' },
  online_faulty: { zh: '在线故障', en: 'Online, faulty' },
  offline: { zh: '离线', en: 'Offline' },
  unset: { zh: '未设置', en: 'Not set' },
  alarm: { zh: '告警', en: 'Alarm' },
  debugging: { zh: '调试中', en: 'Debugging' },
};

export const CONTROL_MODES = ['cloud', 'local'] as const;
export type ControlMode = (typeof CONTROL_MODES)[number];
export const CONTROL_MODE_LABELS: Labels<ControlMode> = {
  cloud: { zh: '云端远程控制', en: 'Cloud remote control' },
  local: { zh: '本地控制', en: 'Local control' },
};

export const DEVICE_TYPE_KINDS = ['standard', 'custom'] as const;
export type DeviceTypeKind = (typeof DEVICE_TYPE_KINDS)[number];
export const DEVICE_TYPE_KIND_LABELS: Labels<DeviceTypeKind> = {
  standard: { zh: '标准类型', en: 'Standard type' },
  custom: { zh: '自定义类型', en: 'Custom type' },
};

/** Value types of data points and command parameters. */
export const DATA_VALUE_TYPES = ['int', 'float', 'string', 'object', 'array'] as const;
export type DataValueType = (typeof DATA_VALUE_TYPES)[number];
export const DATA_VALUE_TYPE_LABELS: Labels<DataValueType> = {
  int: { zh: '整数', en: 'Integer' },
  float: { zh: '浮点数', en: 'Float' },
  string: { zh: '字符串', en: 'String' },
  object: { zh: '对象', en: 'Object' },
  array: { zh: '数组', en: 'Array' },
};

export const FIRMWARE_TASK_STATES = ['to_push', 'pushed', 'upgrading', 'success', 'fail'] as const;
export type FirmwareTaskState = (typeof FIRMWARE_TASK_STATES)[number];
export const FIRMWARE_TASK_STATE_LABELS: Labels<FirmwareTaskState> = {
  to_push: { zh: '待推送', en: 'To be pushed' },
  pushed: { zh: '已推送', en: 'Pushed' },
  upgrading: { zh: '升级中', en: 'Upgrading' },
  success: { zh: '升级成功', en: 'Succeeded' },
  fail: { zh: '升级失败', en: 'Failed' },
};

/** Solar inverter models by their number. */
export const SOLAR_MODELS = [1, 2, 3, 4] as const;
export type SolarModel = (typeof SOLAR_MODELS)[number];
export const SOLAR_MODEL_NAMES = {
  1: 'RS_INVERT_25KW',
  2: 'MINI_INVERT',
  3: 'INDUSTRY_INVERT',
  4: 'InDustry_Solar',
} as const satisfies Record<SolarModel, string>;
/** Model names are identifiers and read the same in both languages. */
export const SOLAR_MODEL_LABELS: Labels<SolarModel> = {
  1: { zh: SOLAR_MODEL_NAMES[1], en: SOLAR_MODEL_NAMES[1] },
  2: { zh: SOLAR_MODEL_NAMES[2], en: SOLAR_MODEL_NAMES[2] },
  3: { zh: SOLAR_MODEL_NAMES[3], en: SOLAR_MODEL_NAMES[3] },
  4: { zh: SOLAR_MODEL_NAMES[4], en: SOLAR_MODEL_NAMES[4] },
};
