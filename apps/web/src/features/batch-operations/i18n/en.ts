import { actionWordsEn } from '../../../ui/i18n/actionWords';
import type { batchZh } from './zh';

export const batchEn: typeof batchZh = {
  common: { ...actionWordsEn, send: 'Run' },
  title: 'Batch operations',
  historyTitle: 'History',
  detailTitle: 'Result per device',
  fields: {
    kind: 'Operation',
    stations: 'Stations',
    type: 'Device type',
    keyword: 'Device name or ID contains',
    operation: 'Command',
    config: 'Configuration',
    key: 'Name',
    value: 'Value',
    addConfig: 'Add a setting',
  },
  columns: {
    time: 'Time',
    kind: 'Operation',
    progress: 'Progress',
    summary: 'Summary',
    device: 'Device',
    result: 'Result',
    reason: 'Reason',
  },
  summary:
    '{{total}} devices: {{succeeded}} succeeded, {{failed}} failed, {{refused}} refused, {{in_progress}} in progress',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export Excel',
  selectionHint:
    'Stations, type and keyword narrow the devices together; offline devices are refused and sent nothing.',
};
