import { actionWordsZh } from '../../../ui/i18n/actionWords';

export const batchZh = {
  common: { ...actionWordsZh, send: '执行' },
  title: '批量操作',
  historyTitle: '操作记录',
  detailTitle: '各设备结果',
  fields: {
    kind: '操作类型',
    stations: '电站',
    type: '设备类型',
    keyword: '设备名称或编号包含',
    operation: '指令',
    config: '配置项',
    key: '名称',
    value: '值',
    addConfig: '添加配置项',
  },
  columns: {
    time: '时间',
    kind: '操作',
    progress: '进度',
    summary: '汇总',
    device: '设备',
    result: '结果',
    reason: '原因',
  },
  summary: '共 {{total}} 台：成功 {{succeeded}}，失败 {{failed}}，拒绝 {{refused}}，执行中 {{in_progress}}',
  exportCsv: '导出 CSV',
  exportXlsx: '导出 Excel',
  selectionHint: '电站、类型和关键字共同筛选设备；离线设备会被拒绝，不会下发。',
};
