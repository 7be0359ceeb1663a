import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of dashboards and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const dashboardsPermissionFamilies = [
  { family: 10302, zh: '数据看板', en: 'Dashboards' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const dashboardsPermissions = [
  { code: 10302001, api: 'dashboard:view', zh: '查看数据看板', en: 'View dashboards' },
  { code: 10302002, api: 'dashboard:create', zh: '添加数据看板', en: 'Add dashboards' },
  { code: 10302003, api: 'dashboard:update', zh: '编辑数据看板', en: 'Edit dashboards' },
  { code: 10302004, api: 'dashboard:delete', zh: '删除数据看板', en: 'Delete dashboards' },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const dashboardsScreensByFamily = {
  10302: ['DataDashboards'],
} as const satisfies ScreensByFamily;
