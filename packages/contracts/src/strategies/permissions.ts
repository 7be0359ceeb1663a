import type {
  PermissionDefinition,
  PermissionFamilyDefinition,
  ScreensByFamily,
} from '../common/access-parts';

// The permissions of strategies and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const strategiesPermissionFamilies = [
  { family: 10607, zh: '电站策略', en: 'Station strategy' },
] as const satisfies readonly PermissionFamilyDefinition[];

export const strategiesPermissions = [
  { code: 10607001, api: 'strategy:view', zh: '查看策略', en: 'View strategies' },
  { code: 10607002, api: 'strategy:create', zh: '添加策略', en: 'Add strategies' },
  { code: 10607003, api: 'strategy:update', zh: '编辑策略', en: 'Edit strategies' },
  { code: 10607004, api: 'strategy:delete', zh: '删除策略', en: 'Delete strategies' },
  { code: 10607005, api: 'strategy:dispatch', zh: '批量下发策略', en: 'Dispatch strategies in batch' },
] as const satisfies readonly PermissionDefinition[];

/** The screens each family opens. */
export const strategiesScreensByFamily = {
  10607: ['StationBatchStrategyList'],
} as const satisfies ScreensByFamily;
