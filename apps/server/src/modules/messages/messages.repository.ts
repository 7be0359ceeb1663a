import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { insertRow, selectPage, updateRows } from '../../db/rows';
import { type UserMessageRow, userMessages } from '../../db/schema';

/** The owner every message query is scoped to: a user of a tenant. */
export interface MessageOwner {
  tenantId: string;
  userId: string;
}

function ownedBy(owner: MessageOwner) {
  return and(eq(userMessages.tenantId, owner.tenantId), eq(userMessages.userId, owner.userId));
}

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof userMessages.$inferInsert): Promise<UserMessageRow> {
    return insertRow(this.db, userMessages, row);
  }

  async list(
    owner: MessageOwner,
    filter: { readStatus?: number; mandatory?: boolean; platform?: string; offset: number; limit: number },
  ): Promise<{ rows: UserMessageRow[]; total: number }> {
    const where = and(
      ownedBy(owner),
      filter.readStatus === undefined ? undefined : eq(userMessages.readStatus, filter.readStatus),
      filter.mandatory === undefined ? undefined : eq(userMessages.mandatory, filter.mandatory),
      filter.platform === undefined ? undefined : eq(userMessages.platform, filter.platform),
    );
    const order = [desc(userMessages.createdAt), desc(userMessages.id)];
    return selectPage(this.db, userMessages, where, order, filter);
  }

  /** Marks the owner's messages among `ids` read (all of them when ids is undefined); others are untouched. */
  async markRead(owner: MessageOwner, ids?: string[]): Promise<number> {
    if (ids?.length === 0) return 0;
    return updateRows(
      this.db,
      userMessages,
      and(ownedBy(owner), eq(userMessages.readStatus, 0), ids ? inArray(userMessages.id, ids) : undefined),
      { readStatus: 1 },
    );
  }

  async findOwned(owner: MessageOwner, id: string): Promise<UserMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userMessages)
      .where(and(ownedBy(owner), eq(userMessages.id, id)));
    return row;
  }
}
