import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const timedStrategyErrorsTitle = 'Timed strategies';

/**
 * Timed strategies (issue 31 item 3). The spec's own codes are reused where B §5/§8 name the rule:
 * iot-job.10001 (deactivate first), iot-job.10002 (effective before failure), iot-job.10003 (at
 * most 10 commands), iot-alert.10003 (the control target cannot be queried).
 */
export const timedStrategyErrors = {
  'iot-timed.10001': {
    status: 422,
    zh: '请选择至少一个星期',
    en: 'Choose at least one weekday',
    meaning: 'A weekly timed strategy without weekdays.',
  },
  'iot-timed.10002': {
    status: 422,
    zh: '请填写执行时间',
    en: 'Enter the time to run',
    meaning:
      'A daily, weekly, monthly or yearly cycle without its time of day, or a specified-time strategy without any time.',
  },
  'iot-timed.10003': {
    status: 422,
    zh: '该设备未绑定到此电站',
    en: 'This device is not bound to the station',
    meaning: 'A timed strategy whose device is not bound to its station.',
  },
  'iot-timed.10004': {
    status: 422,
    zh: '执行时间须在生效时间与失效时间之间',
    en: 'The times to run must lie between the effective and failure times',
    meaning: 'A specified-time strategy with a time outside its effective period.',
  },
  'iot-timed.10005': {
    status: 502,
    zh: '设备报告指令执行失败',
    en: 'The device reported that the command failed',
    meaning: 'Run log (also batch results): the device answered a command with a non-zero code.',
  },
  'iot-timed.10006': {
    status: 504,
    zh: '指令在有效期内未能送达设备',
    en: 'The command could not reach the device before it expired',
    meaning: 'Run log (also batch results): a command expired before it was sent or answered.',
  },
} as const satisfies Record<string, ErrorDefinition>;
