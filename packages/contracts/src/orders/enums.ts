import type { Labels } from '../common/label';

export const WORK_ORDER_STATUSES = [
  'pending',
  'in_process',
  'to_verify',
  'completed',
  'failed',
  'rejected',
  'withdrawn',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_STATUS_LABELS: Labels<WorkOrderStatus> = {
  pending: { zh: '待接收', en: 'To be received' },
  in_process: { zh: '处理中', en: 'In process' },
  to_verify: { zh: '待验证', en: 'To be verified' },
  completed: { zh: '已完成', en: 'Completed' },
  failed: { zh: '未通过', en: 'Not passed' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
};

export const WORK_ORDER_PRIORITIES = ['low', 'normal', 'high'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_PRIORITY_LABELS: Labels<WorkOrderPriority> = {
  low: { zh: '低', en: 'Low' },
  normal: { zh: '普通', en: 'Normal' },
  high: { zh: '高', en: 'High' },
};

export const WORK_ORDER_TYPES = [
  'troubleshooting',
  'station_inspection',
  'device_warranty',
  'cloud_platform',
] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];
export const WORK_ORDER_TYPE_LABELS: Labels<WorkOrderType> = {
  troubleshooting: { zh: '故障排查', en: 'Troubleshooting' },
  station_inspection: { zh: '电站巡检', en: 'Station inspection' },
  device_warranty: { zh: '设备保修', en: 'Device warranty' },
  cloud_platform: { zh: '云平台', en: 'Cloud platform' },
};

export const WORK_ORDER_FEEDBACK_TYPES = [
  'function',
  'root',
  'consult',
  'problem',
  'suggestion',
  'other',
] as const;
export type WorkOrderFeedbackType = (typeof WORK_ORDER_FEEDBACK_TYPES)[number];
export const WORK_ORDER_FEEDBACK_TYPE_LABELS: Labels<WorkOrderFeedbackType> = {
  function: { zh: '功能', en: 'Function' },
  root: { zh: '根本原因', en: 'Root cause' },
  consult: { zh: '咨询', en: 'Consultation' },
  problem: { zh: '问题', en: 'Problem' },
  suggestion: { zh: '建议', en: 'Suggestion' },
  other: { zh: '其他', en: 'Other' },
};

export const REPAIR_STATUSES = ['to_review', 'in_service', 'completed', 'cancelled'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export const REPAIR_STATUS_LABELS: Labels<RepairStatus> = {
  to_review: { zh: '待审核', en: 'To be reviewed' },
  in_service: { zh: '维修中', en: 'In service' },
  completed: { zh: '已完成', en: 'Completed' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};
