// Exports, download tasks and scheduled delivery of reports (issue 29; docs/exports.md).

export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** B §5: a download file holds at most 5 million records. */
export const EXPORT_ROWS_MAX = 5_000_000;
/** Rows a direct export (the screen's button) writes at most; more goes to a download task. */
export const EXPORT_DIRECT_ROWS_MAX = 20_000;
/** A PDF holds at most this many table rows (beyond, the xlsx is the format to use). */
export const EXPORT_PDF_ROWS_MAX = 20_000;
/** B §4/§5: a finished download file is kept this many days, then removed. */
export const EXPORT_FILE_DAYS = 7;
/** Download tasks listed per user (newest first). */
export const EXPORT_TASKS_LISTED = 100;

/** B §4 download progress, in order; `failed` and `expired` (file removed after 7 days) end a task too. */
export const EXPORT_TASK_STATES = [
  'initialising',
  'collating',
  'querying',
  'generating',
  'compressing',
  'waiting_for_download',
  'finished',
  'cancelled',
  'failed',
  'expired',
] as const;
export type ExportTaskState = (typeof EXPORT_TASK_STATES)[number];
export const EXPORT_TASK_FINAL_STATES: readonly ExportTaskState[] = [
  'finished',
  'cancelled',
  'failed',
  'expired',
];

/** What can be exported: each built-in energy report, a custom report's run, each analysis table. */
export const EXPORT_SOURCES = [
  'energy_report',
  'custom_report',
  'lagging_cells',
  'battery',
  'meters',
] as const;
export type ExportSourceKind = (typeof EXPORT_SOURCES)[number];

export const DELIVERY_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type DeliveryFrequency = (typeof DELIVERY_FREQUENCIES)[number];
export const DELIVERY_NAME_MAX = 64;
export const DELIVERY_RECIPIENTS_MAX = 10;
/** Scheduled deliveries one user keeps at most. */
export const DELIVERIES_PER_USER_MAX = 50;
/** A monthly delivery's day: 1–28 so every month has it. */
export const DELIVERY_MONTH_DAY_MAX = 28;
