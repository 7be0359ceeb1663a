import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type BehaviourLogRow, behaviourLog, users } from '../../db/schema';
import { type LogFilter, type LogScope, logClauses } from './log-scope';

export type BehaviourLogFilter = LogFilter;

export type BehaviourLogWithUser = BehaviourLogRow & { username: string | null };

export class BehaviourLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof behaviourLog.$inferInsert): Promise<void> {
    await this.db.insert(behaviourLog).values(row);
  }

  private where(scope: LogScope, filter: BehaviourLogFilter): SQL | undefined {
    const { tenantId, createdAt, module, action } = behaviourLog;
    const clauses = logClauses(scope, filter, {
      tenantId,
      createdAt,
      username: users.username,
      module,
      action,
    });
    if (filter.result) clauses.push(eq(behaviourLog.result, filter.result));
    return and(...clauses);
  }

  async page(
    scope: LogScope,
    filter: BehaviourLogFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: BehaviourLogWithUser[]; total: number }> {
    const where = this.where(scope, filter);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ log: behaviourLog, username: users.username })
        .from(behaviourLog)
        .leftJoin(users, eq(users.id, behaviourLog.userId))
        .where(where)
        .orderBy(desc(behaviourLog.createdAt), desc(behaviourLog.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db
        .select({ total: count() })
        .from(behaviourLog)
        .leftJoin(users, eq(users.id, behaviourLog.userId))
        .where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.log, username: r.username })), total: Number(totals?.total ?? 0) };
  }
}
