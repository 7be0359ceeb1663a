import { type Column, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';

/** Whose log rows a caller may read: one tenant, or every tenant (null) for the platform administrator. */
export interface LogScope {
  tenantId: string | null;
}

/** What both logs (behaviour and operation) are filtered by. */
export interface LogFilter {
  from?: Date;
  to?: Date;
  user?: string;
  module?: string;
  action?: string;
  result?: 'success' | 'failure';
}

/**
 * The clauses both logs share: the scope's tenant, the time span, and who/module/action as
 * "contains, any case". Each log adds its own reading of `result`.
 */
export function logClauses(
  scope: LogScope,
  filter: LogFilter,
  cols: { tenantId: Column; createdAt: Column; username: Column; module: Column; action: Column },
): SQL[] {
  const clauses: SQL[] = [];
  if (scope.tenantId !== null) clauses.push(eq(cols.tenantId, scope.tenantId));
  if (filter.from) clauses.push(gte(cols.createdAt, filter.from));
  if (filter.to) clauses.push(lte(cols.createdAt, filter.to));
  if (filter.user) clauses.push(ilike(cols.username, `%${escapeLike(filter.user)}%`));
  if (filter.module) clauses.push(ilike(cols.module, `%${escapeLike(filter.module)}%`));
  if (filter.action) clauses.push(ilike(cols.action, `%${escapeLike(filter.action)}%`));
  return clauses;
}
