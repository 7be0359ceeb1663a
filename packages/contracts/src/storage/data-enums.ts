import type { Labels } from '../common/label';

export const DOWNLOAD_PROGRESS_STATES = [
  'initialising',
  'collating',
  'querying',
  'generating',
  'compressing',
  'waiting_download',
  'finished',
  'cancelled',
] as const;
export type DownloadProgressState = (typeof DOWNLOAD_PROGRESS_STATES)[number];
export const DOWNLOAD_PROGRESS_STATE_LABELS: Labels<DownloadProgressState> = {
  initialising: { zh: '初始化中', en: 'Initialising' },
  collating: { zh: '整理中', en: 'Collating' },
  querying: { zh: '查询中', en: 'Querying' },
  generating: { zh: '生成中', en: 'Generating' },
  compressing: { zh: '压缩中', en: 'Compressing' },
  waiting_download: { zh: '等待下载', en: 'Waiting for download' },
  finished: { zh: '已完成', en: 'Finished' },
  cancelled: { zh: '用户已取消', en: 'Cancelled by user' },
};

export const STORAGE_MODES = ['general', 'user_exclusive', 'device_fast_delete'] as const;
export type StorageMode = (typeof STORAGE_MODES)[number];
export const STORAGE_MODE_LABELS: Labels<StorageMode> = {
  general: { zh: '通用模式', en: 'General' },
  user_exclusive: { zh: '用户独享模式', en: 'User-exclusive' },
  device_fast_delete: { zh: '设备快速删除模式', en: 'Device fast delete' },
};

export const KANBAN_FORMS = ['bar', 'line', 'curve', 'scatter', 'table'] as const;
export type KanbanForm = (typeof KANBAN_FORMS)[number];
export const KANBAN_FORM_LABELS: Labels<KanbanForm> = {
  bar: { zh: '柱状图', en: 'Bar chart' },
  line: { zh: '折线图', en: 'Line chart' },
  curve: { zh: '曲线图', en: 'Curve chart' },
  scatter: { zh: '散点图', en: 'Scatter chart' },
  table: { zh: '表格', en: 'Table' },
};

export const REPORT_CYCLES = ['day', 'month', 'year'] as const;
export type ReportCycle = (typeof REPORT_CYCLES)[number];
export const REPORT_CYCLE_LABELS: Labels<ReportCycle> = {
  day: { zh: '日', en: 'Day' },
  month: { zh: '月', en: 'Month' },
  year: { zh: '年', en: 'Year' },
};

export const REPORT_METHODS = ['sum', 'avg', 'max', 'min', 'difference', 'latest'] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];
export const REPORT_METHOD_LABELS: Labels<ReportMethod> = {
  sum: { zh: '求和', en: 'Sum' },
  avg: { zh: '平均值', en: 'Average' },
  max: { zh: '最大值', en: 'Maximum' },
  min: { zh: '最小值', en: 'Minimum' },
  difference: { zh: '累计差值', en: 'Accumulated difference' },
  latest: { zh: '最新截止值', en: 'Latest value at cut-off' },
};

export const WEIGHT_UNITS = ['kg', 'ton'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const WEIGHT_UNIT_LABELS: Labels<WeightUnit> = {
  kg: { zh: '千克', en: 'kg' },
  ton: { zh: '吨', en: 'ton' },
};
