import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const statisticsErrorsTitle = 'Statistics and custom reports';

/** Statistics engine and custom reports (docs/spec/B-operations.md §3, §5, §6; docs/statistics.md). */
export const statisticsErrors = {
  'iot-statistics.10001': {
    status: 422,
    zh: '请选择 1 到 3 个数据点',
    en: 'Choose 1 to 3 data points',
    meaning: 'A custom report names no data point or more than three (B §9 chart parameters).',
  },
  'iot-statistics.10002': {
    status: 422,
    zh: '请选择至少一个电站',
    en: 'Choose at least one station',
    meaning: 'A custom report with designated stations names none.',
  },
  'iot-statistics.10003': {
    status: 409,
    zh: '报表已停用，不能查看数据',
    en: 'The report is disabled and cannot be run',
    meaning: 'A disabled custom report was run; enable it first.',
  },
  'iot-statistics.10004': {
    status: 403,
    zh: '共享给您的报表只能查看，不能修改',
    en: 'A report shared with you can be viewed but not changed',
    meaning: 'A sub-user tried to change or delete a custom report shared with it.',
  },
  'iot-statistics.10005': {
    status: 422,
    zh: '只能共享给本租户的子用户',
    en: 'Reports can only be shared with sub-users of your tenant',
    meaning: 'A share names a user who is not a sub-user of the tenant (or the owner itself).',
  },
  'iot-statistics.10006': {
    status: 409,
    zh: '报表名称已存在',
    en: 'A report with this name already exists',
    meaning: 'Custom report names are unique per tenant.',
  },
} as const satisfies Record<string, ErrorDefinition>;
