import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectPage } from '../../db/rows';
import { type NewOperationLogRow, type OperationLogRow, operationLog, users } from '../../db/schema';
import { type LogFilter, type LogScope, logClauses } from '../behaviour-log/log-scope';

export type OperationLogFilter = LogFilter;

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
    const clauses = logClauses(scope, filter, operationLog);
    if (filter.result === 'success') clauses.push(lt(operationLog.statusCode, 400));
    if (filter.result === 'failure') clauses.push(gte(operationLog.statusCode, 400));
    return and(...clauses);
  }

  async page(
    scope: LogScope,
    filter: OperationLogFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OperationLogRow[]; total: number }> {
    const order = [desc(operationLog.createdAt), desc(operationLog.id)];
    return selectPage(this.db, operationLog, this.where(scope, filter), order, page);
  }
}
