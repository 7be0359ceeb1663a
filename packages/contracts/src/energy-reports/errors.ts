import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const energyReportErrorsTitle = 'Energy reports';

/** Built-in energy reports (docs/energy-reports.md). */
export const energyReportErrors = {
  'iot-energy-report.10001': {
    status: 422,
    zh: '时间范围过长：按所选周期最多 {max} 个统计周期',
    en: 'The period is too long: at most {max} buckets of the chosen size',
    meaning: 'A report period (or its base period) holds more buckets than REPORT_BUCKETS_MAX allows.',
  },
  'iot-energy-report.10002': {
    status: 422,
    zh: '该报表按日统计，不支持按小时',
    en: 'This report is kept per day and cannot be shown by hour',
    meaning: 'Revenue statistics and period analysis are built on stored daily revenue: no hour bucket.',
  },
} as const satisfies Record<string, ErrorDefinition>;
