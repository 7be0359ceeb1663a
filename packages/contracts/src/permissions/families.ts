import type { Labels } from '../common/label';

/**
 * Permission-code families: a permission code is the 5-digit family followed by a 3-digit action
 * (10202001). The spec names the first twelve (A §3, B §3); the further groups of B §3 got
 * numbers in the same style, next to their area (102xx devices, 103xx data, 104xx alarms,
 * 105xx projects, 106xx operations, 107xx users, 108xx files, 109xx system).
 */
export const PERMISSION_FAMILIES = [
  10201, // devices
  10202, // stations
  10203, // firmware
  10204, // device modelling
  10205, // edge computing
  10206, // labels
  10207, // install packages
  10208, // configuration (HMI)
  10301, // data
  10302, // dashboards
  10303, // statistics and reports
  10401, // alarm rules
  10402, // alarm events
  10403, // push
  10501, // projects
  10502, // tasks
  10602, // repair
  10603, // work orders
  10606, // station price
  10607, // station strategy
  10701, // permission groups
  10702, // sub-users
  10703, // organisations
  10801, // files
  10901, // system config
  10902, // SIM pool
  10903, // system log
  10904, // menu management
] as const;
export type PermissionFamily = (typeof PERMISSION_FAMILIES)[number];

export const PERMISSION_FAMILY_LABELS: Labels<PermissionFamily> = {
  10201: { zh: '设备管理', en: 'Device management' },
  10202: { zh: '电站管理', en: 'Station management' },
  10203: { zh: '固件升级', en: 'Firmware upgrade' },
  10204: { zh: '设备建模', en: 'Device modelling' },
  10205: { zh: '边缘计算', en: 'Edge computing' },
  10206: { zh: '标签管理', en: 'Labels' },
  10207: { zh: '安装包管理', en: 'Install packages' },
  10208: { zh: '组态管理', en: 'Configuration (HMI)' },
  10301: { zh: '数据管理', en: 'Data' },
  10302: { zh: '数据看板', en: 'Dashboards' },
  10303: { zh: '统计报表', en: 'Statistics and reports' },
  10401: { zh: '告警规则', en: 'Alarm rules' },
  10402: { zh: '告警事件', en: 'Alarm events' },
  10403: { zh: '消息推送', en: 'Push' },
  10501: { zh: '项目管理', en: 'Projects' },
  10502: { zh: '任务管理', en: 'Tasks' },
  10602: { zh: '维修管理', en: 'Repair management' },
  10603: { zh: '工单管理', en: 'Work order management' },
  10606: { zh: '电站电价', en: 'Station price' },
  10607: { zh: '电站策略', en: 'Station strategy' },
  10701: { zh: '权限组管理', en: 'Permission group management' },
  10702: { zh: '子用户管理', en: 'Sub-user management' },
  10703: { zh: '组织管理', en: 'Organisation management' },
  10801: { zh: '文件管理', en: 'Files' },
  10901: { zh: '系统设置', en: 'System settings' },
  10902: { zh: 'SIM 卡池', en: 'SIM pool' },
  10903: { zh: '系统日志', en: 'System log' },
  10904: { zh: '菜单管理', en: 'Menu management' },
};

/** The family of a permission code: its first five digits. */
export function permissionFamilyOf(code: number): number {
  return Math.floor(code / 1000);
}
