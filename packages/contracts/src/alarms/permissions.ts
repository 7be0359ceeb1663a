import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of alarms and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const alarmsPermissionFamilies = [
  { family: 10401, zh: '告警规则', en: 'Alarm rules' },
  { family: 10402, zh: '告警事件', en: 'Alarm events' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const alarmsPermissions = [
  { code: 10401001, api: 'alert:trigger-rule:view', zh: '查看告警规则', en: 'View alarm rules' },
  { code: 10401002, api: 'alert:trigger-rule:create', zh: '添加告警规则', en: 'Add alarm rules' },
  { code: 10401003, api: 'alert:trigger-rule:update', zh: '编辑告警规则', en: 'Edit alarm rules' },
  { code: 10401004, api: 'alert:trigger-rule:delete', zh: '删除告警规则', en: 'Delete alarm rules' },
  {
    code: 10401005,
    api: 'alert:trigger-rule:enable',
    zh: '启用或停用告警规则',
    en: 'Enable or disable alarm rules',
  },
  { code: 10401006, api: 'alert:trigger-rule:share', zh: '分享告警规则', en: 'Share alarm rules' },
  { code: 10402001, api: 'alert:event:view', zh: '查看告警事件', en: 'View alarm events' },
  { code: 10402002, api: 'alert:event:handle', zh: '处理告警事件', en: 'Handle alarm events' },
  { code: 10402003, api: 'alert:event:delete', zh: '删除告警事件', en: 'Delete alarm events' },
  { code: 10402004, api: 'alert:event:export', zh: '导出告警事件', en: 'Export alarm events' },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const alarmsScreensByFamily = {
  10401: ['AlarmList'],
  10402: ['AlarmList'],
} as const satisfies ScreensByFamily;
