import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const exportErrorsTitle = 'Exports, download tasks and scheduled delivery';

/** Exports, download tasks and scheduled delivery (docs/exports.md). */
export const exportErrors = {
  'iot-export.10001': {
    status: 422,
    zh: '数据量较大（超过 {max} 行），请创建下载任务',
    en: 'Too much data for a direct export (more than {max} rows): create a download task',
    meaning:
      'A direct export would write more rows than EXPORT_DIRECT_ROWS_MAX (or a PDF more than EXPORT_PDF_ROWS_MAX).',
  },
  'iot-export.10002': {
    status: 410,
    zh: '文件已超过保存期限（{days} 天）被删除，请重新导出',
    en: 'The file was removed after {days} days: export it again',
    meaning: 'The download task expired: its file is removed EXPORT_FILE_DAYS days after it was made.',
  },
  'iot-export.10003': {
    status: 409,
    zh: '任务已结束，不能取消',
    en: 'The task has ended and cannot be cancelled',
    meaning: 'Cancel of a download task that is finished, failed, cancelled or expired.',
  },
  'iot-export.10004': {
    status: 422,
    zh: '定时发送最多 {max} 个',
    en: 'At most {max} scheduled deliveries',
    meaning: 'A user already keeps DELIVERIES_PER_USER_MAX scheduled deliveries.',
  },
} as const satisfies Record<string, ErrorDefinition>;
