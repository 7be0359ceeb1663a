import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows } from '../../db/rows';
import { loginFailures } from '../../db/schema';

export class LoginFailuresRepository {
  constructor(private readonly db: Db) {}

  async add(row: { ip: string; loginName: string; userId: string | null; createdAt: Date }): Promise<void> {
    await this.db.insert(loginFailures).values(row);
  }

  async countForIpSince(ip: string, since: Date): Promise<number> {
    return countRows(
      this.db,
      loginFailures,
      and(eq(loginFailures.ip, ip), gte(loginFailures.createdAt, since)),
    );
  }

  async oldestForIpSince(ip: string, since: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: sql<Date>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gte(loginFailures.createdAt, since)));
    return row?.at ? new Date(row.at) : undefined;
  }

  /** An address's rows older than any window that reads them. */
  async deleteForIpBefore(ip: string, before: Date): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.ip, ip), lt(loginFailures.createdAt, before)));
  }
}
