import type { PermissionDefinition } from '../common/access-parts';

// The permissions of timed-strategies and the screens they open;
// collected by scripts/gen-contracts.ts; shapes in common/access-parts.ts.

export const timedStrategiesPermissions = [
  { code: 10202008, api: 'station:timed-job', zh: '管理定时策略', en: 'Manage timed strategies' },
] as const satisfies readonly PermissionDefinition[];
