import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of prices and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const pricesPermissionFamilies = [
  { family: 10606, zh: '电站电价', en: 'Station price' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const pricesPermissions = [
  { code: 10606001, api: 'price:view', zh: '查看电价', en: 'View prices' },
  { code: 10606002, api: 'price:create', zh: '添加电价', en: 'Add prices' },
  { code: 10606003, api: 'price:update', zh: '编辑电价', en: 'Edit prices' },
  { code: 10606004, api: 'price:delete', zh: '删除电价', en: 'Delete prices' },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const pricesScreensByFamily = {
  10606: ['PriceList'],
} as const satisfies ScreensByFamily;
