import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of sim-pool and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const simPoolPermissionFamilies = [
  { family: 10902, zh: 'SIM 卡池', en: 'SIM pool' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const simPoolPermissions = [
  { code: 10902001, api: 'sim-pool:view', zh: '查看 SIM 卡池', en: 'View SIM pools' },
  { code: 10902002, api: 'sim-pool:create', zh: '添加 SIM 卡池', en: 'Add SIM pools' },
  { code: 10902003, api: 'sim-pool:update', zh: '编辑 SIM 卡池', en: 'Edit SIM pools' },
  { code: 10902004, api: 'sim-pool:delete', zh: '删除 SIM 卡池', en: 'Delete SIM pools' },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const simPoolScreensByFamily = {
  10902: ['SimpoolList'],
} as const satisfies ScreensByFamily;
