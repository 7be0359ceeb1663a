import { and, count, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type NewOperationLogRow, type OperationLogRow, operationLog, users } from '../../db/schema';
import type { LogScope } from '../behaviour-log/log-scope';
import { escapeLike } from '../../db/like';

export interface OperationLogFilter {
  from?: Date;
  to?: Date;
  user?: string;
  module?: string;
  action?: string;
  result?: 'success' | 'failure';
}

export class OperationLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewOperationLogRow): Promise<void> {
    await this.db.insert(operationLog).values(row);
  }

  async usernameOf(userId: string): Promise<string> {
    const [row] = await this.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return row?.username ?? '';
  }

  private where(scope: LogScope, filter: OperationLogFilter): SQL | undefined {
    const clauses: (SQL | undefined)[] = [];
    if (scope.tenantId !== null) clauses.push(eq(operationLog.tenantId, scope.tenantId));
    if (filter.from) clauses.push(gte(operationLog.createdAt, filter.from));
    if (filter.to) clauses.push(lte(operationLog.createdAt, filter.to));
    if (filter.user) clauses.push(ilike(operationLog.username, `%${escapeLike(filter.user)}%`));
    if (filter.module) clauses.push(ilike(operationLog.module, `%${escapeLike(filter.module)}%`));
    if (filter.action) clauses.push(ilike(operationLog.action, `%${escapeLike(filter.action)}%`));
    if (filter.result === 'success') clauses.push(lt(operationLog.statusCode, 400));
    if (filter.result === 'failure') clauses.push(gte(operationLog.statusCode, 400));
    return and(...clauses);
  }

  async page(
    scope: LogScope,
    filter: OperationLogFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OperationLogRow[]; total: number }> {
    const where = this.where(scope, filter);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(operationLog)
        .where(where)
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ total: count() }).from(operationLog).where(where),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }
}
