import { type PermissionFamily, permissionFamilyOf } from './families';

export interface PermissionDefinition {
  /** 8 digits: the 5-digit family and a 3-digit action. Roles store these in their access list. */
  readonly code: number;
  /** The API name sub-users' function permissions are keyed by. */
  readonly api: string;
  readonly zh: string;
  readonly en: string;
}

/**
 * The permission catalogue. Action 001 is always view/list, 002 create, 003 update, 004 delete;
 * further actions follow per family. The spec's own keys (alert:trigger-rule:create and update,
 * group:device:bind, tenant:user:create) are kept as API names.
 */
export const PERMISSIONS = [
  { code: 10201001, api: 'device:view', zh: '查看设备', en: 'View devices' },
  { code: 10201002, api: 'device:create', zh: '添加设备', en: 'Add devices' },
  { code: 10201003, api: 'device:update', zh: '修改设备信息', en: 'Update device information' },
  { code: 10201004, api: 'device:delete', zh: '删除设备', en: 'Delete devices' },
  { code: 10201005, api: 'device:command', zh: '下发指令', en: 'Send commands' },
  { code: 10201006, api: 'device:group', zh: '修改设备分组', en: 'Change device group' },
  { code: 10201007, api: 'device:data:realtime', zh: '查看实时数据', en: 'View real-time data' },
  { code: 10201008, api: 'device:data:history', zh: '查看历史数据', en: 'View history data' },
  { code: 10201009, api: 'device:data:delete', zh: '删除历史数据', en: 'Delete history data' },
  { code: 10201010, api: 'device:import', zh: '导入设备', en: 'Import devices' },
  { code: 10201011, api: 'device:export', zh: '导出设备', en: 'Export devices' },
  { code: 10201012, api: 'device:sub-device', zh: '管理子设备', en: 'Manage sub-devices' },
  { code: 10201013, api: 'device:config', zh: '高级配置', en: 'Advanced configuration' },
  { code: 10201014, api: 'device:data:download', zh: '下载设备数据', en: 'Download device data' },
  { code: 10202001, api: 'station:view', zh: '查看电站', en: 'View stations' },
  { code: 10202002, api: 'station:create', zh: '添加电站', en: 'Add stations' },
  { code: 10202003, api: 'station:update', zh: '编辑电站', en: 'Edit stations' },
  { code: 10202004, api: 'station:delete', zh: '删除电站', en: 'Delete stations' },
  { code: 10202005, api: 'group:device:bind', zh: '电站绑定设备', en: 'Bind devices to stations' },
  { code: 10202006, api: 'station:share', zh: '分享电站', en: 'Share stations' },
  { code: 10202007, api: 'station:subsystem', zh: '管理子系统', en: 'Manage sub-systems' },
  { code: 10202008, api: 'station:timed-job', zh: '管理定时策略', en: 'Manage timed strategies' },
  { code: 10202009, api: 'station:calibrate', zh: '数据校准与重算', en: 'Calibrate and recalculate data' },
  { code: 10202010, api: 'station:log', zh: '查看电站操作日志', en: 'View station operation logs' },
  { code: 10202011, api: 'station:authorize', zh: '批量授权电站', en: 'Authorise stations in batch' },
  {
    code: 10202012,
    api: 'station:settings',
    zh: '电站主从、视频与BMS关联设置',
    en: 'Station master-slave, video and BMS settings',
  },
  { code: 10202013, api: 'station:statistics', zh: '查看电站统计', en: 'View station statistics' },
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
  { code: 10204001, api: 'device-type:view', zh: '查看设备类型', en: 'View device types' },
  { code: 10204002, api: 'device-type:create', zh: '添加设备类型', en: 'Add device types' },
  { code: 10204003, api: 'device-type:update', zh: '编辑设备类型', en: 'Edit device types' },
  { code: 10204004, api: 'device-type:delete', zh: '删除设备类型', en: 'Delete device types' },
  { code: 10302001, api: 'dashboard:view', zh: '查看数据看板', en: 'View dashboards' },
  { code: 10302002, api: 'dashboard:create', zh: '添加数据看板', en: 'Add dashboards' },
  { code: 10302003, api: 'dashboard:update', zh: '编辑数据看板', en: 'Edit dashboards' },
  { code: 10302004, api: 'dashboard:delete', zh: '删除数据看板', en: 'Delete dashboards' },
  { code: 10303001, api: 'report:view', zh: '查看统计报表', en: 'View statistics and reports' },
  { code: 10303002, api: 'report:create', zh: '添加自定义报表', en: 'Add custom reports' },
  { code: 10303003, api: 'report:update', zh: '编辑自定义报表', en: 'Edit custom reports' },
  { code: 10303004, api: 'report:delete', zh: '删除自定义报表', en: 'Delete custom reports' },
  { code: 10303005, api: 'report:export', zh: '导出报表', en: 'Export reports' },
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
  { code: 10602001, api: 'repair:view', zh: '查看维修单', en: 'View repair orders' },
  { code: 10602002, api: 'repair:create', zh: '提交维修单', en: 'Raise repair orders' },
  { code: 10602003, api: 'repair:update', zh: '编辑维修单', en: 'Edit repair orders' },
  { code: 10602004, api: 'repair:review', zh: '审核维修单', en: 'Review repair orders' },
  { code: 10602005, api: 'repair:cancel', zh: '取消维修单', en: 'Cancel repair orders' },
  { code: 10603001, api: 'work-order:view', zh: '查看工单', en: 'View work orders' },
  { code: 10603002, api: 'work-order:create', zh: '创建工单', en: 'Create work orders' },
  { code: 10603003, api: 'work-order:update', zh: '编辑工单', en: 'Edit work orders' },
  { code: 10603004, api: 'work-order:delete', zh: '删除工单', en: 'Delete work orders' },
  { code: 10603005, api: 'work-order:handle', zh: '接收并处理工单', en: 'Receive and handle work orders' },
  { code: 10603006, api: 'work-order:verify', zh: '验证工单', en: 'Verify work orders' },
  { code: 10603007, api: 'work-order:withdraw', zh: '撤回工单', en: 'Withdraw work orders' },
  { code: 10606001, api: 'price:view', zh: '查看电价', en: 'View prices' },
  { code: 10606002, api: 'price:create', zh: '添加电价', en: 'Add prices' },
  { code: 10606003, api: 'price:update', zh: '编辑电价', en: 'Edit prices' },
  { code: 10606004, api: 'price:delete', zh: '删除电价', en: 'Delete prices' },
  { code: 10607001, api: 'strategy:view', zh: '查看策略', en: 'View strategies' },
  { code: 10607002, api: 'strategy:create', zh: '添加策略', en: 'Add strategies' },
  { code: 10607003, api: 'strategy:update', zh: '编辑策略', en: 'Edit strategies' },
  { code: 10607004, api: 'strategy:delete', zh: '删除策略', en: 'Delete strategies' },
  { code: 10607005, api: 'strategy:dispatch', zh: '批量下发策略', en: 'Dispatch strategies in batch' },
  { code: 10701001, api: 'role:view', zh: '查看权限组', en: 'View permission groups' },
  { code: 10701002, api: 'role:create', zh: '添加权限组', en: 'Add permission groups' },
  { code: 10701003, api: 'role:update', zh: '编辑权限组', en: 'Edit permission groups' },
  { code: 10701004, api: 'role:delete', zh: '删除权限组', en: 'Delete permission groups' },
  { code: 10702001, api: 'tenant:user:view', zh: '查看子用户', en: 'View sub-users' },
  { code: 10702002, api: 'tenant:user:create', zh: '添加子用户', en: 'Add sub-users' },
  { code: 10702003, api: 'tenant:user:update', zh: '编辑子用户', en: 'Edit sub-users' },
  { code: 10702004, api: 'tenant:user:delete', zh: '删除子用户', en: 'Delete sub-users' },
  {
    code: 10702005,
    api: 'tenant:user:authorize',
    zh: '子用户授权（角色、电站、设备）',
    en: 'Authorise sub-users (roles, stations, devices)',
  },
  { code: 10702006, api: 'tenant:user:reset-password', zh: '重置子用户密码', en: 'Reset sub-user passwords' },
  { code: 10703001, api: 'org:view', zh: '查看组织', en: 'View organisations' },
  { code: 10703002, api: 'org:create', zh: '添加组织', en: 'Add organisations' },
  { code: 10703003, api: 'org:update', zh: '编辑组织', en: 'Edit organisations' },
  { code: 10703004, api: 'org:delete', zh: '删除组织', en: 'Delete organisations' },
  { code: 10901001, api: 'system:config', zh: '系统配置', en: 'System configuration' },
  { code: 10902001, api: 'sim-pool:view', zh: '查看 SIM 卡池', en: 'View SIM pools' },
  { code: 10902002, api: 'sim-pool:create', zh: '添加 SIM 卡池', en: 'Add SIM pools' },
  { code: 10902003, api: 'sim-pool:update', zh: '编辑 SIM 卡池', en: 'Edit SIM pools' },
  { code: 10902004, api: 'sim-pool:delete', zh: '删除 SIM 卡池', en: 'Delete SIM pools' },
  { code: 10903001, api: 'system:log:view', zh: '查看系统日志', en: 'View system logs' },
  { code: 10904001, api: 'menu:view', zh: '查看菜单', en: 'View menus' },
  { code: 10904002, api: 'menu:create', zh: '添加菜单', en: 'Add menus' },
  { code: 10904003, api: 'menu:update', zh: '编辑菜单', en: 'Edit menus' },
  { code: 10904004, api: 'menu:delete', zh: '删除菜单', en: 'Delete menus' },
] as const satisfies readonly PermissionDefinition[];

export type Permission = (typeof PERMISSIONS)[number];
export type PermissionCode = Permission['code'];
export type PermissionApi = Permission['api'];

/** Permission keys the spec shows on calls (A §6, B §6). */
export const SPEC_PERMISSION_KEYS = [
  'alert:trigger-rule:create',
  'alert:trigger-rule:update',
  'group:device:bind',
  'tenant:user:create',
] as const satisfies readonly PermissionApi[];

const byCode = new Map<number, Permission>(PERMISSIONS.map((permission) => [permission.code, permission]));
const byApi = new Map<string, Permission>(PERMISSIONS.map((permission) => [permission.api, permission]));

export function isPermissionCode(code: number): code is PermissionCode {
  return byCode.has(code);
}

export function isPermissionApi(api: string): api is PermissionApi {
  return byApi.has(api);
}

export function permissionByCode(code: number): Permission | undefined {
  return byCode.get(code);
}

export function permissionByApi(api: string): Permission | undefined {
  return byApi.get(api);
}

/** The code of an API name; typed so that a misspelt name fails to compile. */
export function permissionCodeOf(api: PermissionApi): PermissionCode {
  const permission = byApi.get(api) as Permission;
  return permission.code;
}

export function permissionsOfFamily(family: PermissionFamily): Permission[] {
  return PERMISSIONS.filter((permission) => permissionFamilyOf(permission.code) === family);
}
