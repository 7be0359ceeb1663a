import type { Labels } from '../common/label';

/** Alarm levels, higher is more severe. */
export const ALARM_LEVEL = { info: 1, minor: 2, major: 3, critical: 4 } as const;
export const ALARM_LEVELS = [1, 2, 3, 4] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];
export const ALARM_LEVEL_LABELS: Labels<AlarmLevel> = {
  1: { zh: '提示', en: 'Info' },
  2: { zh: '次要', en: 'Minor' },
  3: { zh: '重要', en: 'Major' },
  4: { zh: '紧急', en: 'Critical' },
};

export const ALARM_DATA_TYPES = ['device_data', 'device_log', 'device_state'] as const;
export type AlarmDataType = (typeof ALARM_DATA_TYPES)[number];
export const ALARM_DATA_TYPE_LABELS: Labels<AlarmDataType> = {
  device_data: { zh: '设备数据', en: 'Device data' },
  device_log: { zh: '设备日志', en: 'Device log' },
  device_state: { zh: '设备状态', en: 'Device state' },
};

export const COMPARISONS = ['>', '<', '=', '>=', '<=', '!='] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const COMPARISON_LABELS: Labels<Comparison> = {
  '>': { zh: '大于', en: 'Greater than' },
  '<': { zh: '小于', en: 'Less than' },
  '=': { zh: '等于', en: 'Equal to' },
  '>=': { zh: '大于等于', en: 'Greater than or equal to' },
  '<=': { zh: '小于等于', en: 'Less than or equal to' },
  '!=': { zh: '不等于', en: 'Not equal to' },
};

export const ALARM_ACTIONS = ['email', 'sms', 'command', 'app_push', 'webhook', 'wecom', 'dingtalk'] as const;
export type AlarmAction = (typeof ALARM_ACTIONS)[number];
export const ALARM_ACTION_LABELS: Labels<AlarmAction> = {
  email: { zh: '邮件', en: 'E-mail' },
  sms: { zh: '短信', en: 'SMS' },
  command: { zh: '控制指令', en: 'Control command' },
  app_push: { zh: 'App 推送', en: 'App push' },
  webhook: { zh: 'Webhook', en: 'Webhook' },
  wecom: { zh: '企业微信机器人', en: 'WeCom robot' },
  dingtalk: { zh: '钉钉机器人', en: 'DingTalk robot' },
};

/** Immediate, or N times within S seconds. */
export const ALARM_FREQUENCIES = ['immediate', 'count_within'] as const;
export type AlarmFrequency = (typeof ALARM_FREQUENCIES)[number];
export const ALARM_FREQUENCY_LABELS: Labels<AlarmFrequency> = {
  immediate: { zh: '立即触发', en: 'Immediately' },
  count_within: { zh: '时间内达到次数', en: 'N times within S seconds' },
};

/** Handling state of alarm events and logs. */
export const HANDLER_STATUSES = ['unhandled', 'handled'] as const;
export type HandlerStatus = (typeof HANDLER_STATUSES)[number];
export const HANDLER_STATUS_LABELS: Labels<HandlerStatus> = {
  unhandled: { zh: '未处理', en: 'Unhandled' },
  handled: { zh: '已处理', en: 'Handled' },
};
