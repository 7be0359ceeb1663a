import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of firmware and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const firmwarePermissionFamilies = [
  { family: 10203, zh: '固件升级', en: 'Firmware upgrade' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const firmwarePermissions = [
  { code: 10203001, api: 'firmware:view', zh: '查看固件', en: 'View firmware' },
  { code: 10203002, api: 'firmware:create', zh: '上传固件', en: 'Upload firmware' },
  { code: 10203003, api: 'firmware:update', zh: '编辑固件', en: 'Edit firmware' },
  { code: 10203004, api: 'firmware:delete', zh: '删除固件', en: 'Delete firmware' },
  { code: 10203005, api: 'firmware:task:create', zh: '创建升级任务', en: 'Create upgrade tasks' },
  { code: 10203006, api: 'firmware:task:cancel', zh: '取消升级任务', en: 'Cancel upgrade tasks' },
  { code: 10203007, api: 'firmware:task:approve', zh: '审批升级分组', en: 'Approve upgrade groups' },
  {
    code: 10203008,
    api: 'firmware:task:control',
    zh: '暂停与恢复升级任务',
    en: 'Pause and resume upgrade tasks',
  },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const firmwareScreensByFamily = {
  10203: ['FirmwareList'],
} as const satisfies ScreensByFamily;
