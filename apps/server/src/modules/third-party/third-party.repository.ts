import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/rows';
import { thirdPartyBindTokens, thirdPartyIdentities, thirdPartyStates } from '../../db/schema';

export class ThirdPartyRepository {
  constructor(private readonly db: Db) {}

  async insertState(row: typeof thirdPartyStates.$inferInsert): Promise<void> {
    await this.db.delete(thirdPartyStates).where(lt(thirdPartyStates.expiresAt, row.createdAt));
    await this.db.insert(thirdPartyStates).values(row);
  }

  /** Removes and returns a state: each is good for one callback. */
  async takeState(stateHash: string) {
    const [row] = await this.db
      .delete(thirdPartyStates)
      .where(eq(thirdPartyStates.stateHash, stateHash))
      .returning();
    return row;
  }

  async findIdentity(provider: string, subject: string) {
    return firstRow(
      this.db,
      thirdPartyIdentities,
      and(eq(thirdPartyIdentities.provider, provider), eq(thirdPartyIdentities.subject, subject)),
    );
  }

  /** Binds the external account to the user, replacing any earlier binding of that user to this provider. */
  async bind(row: { provider: string; subject: string; userId: string; createdAt: Date }): Promise<void> {
    await this.db
      .delete(thirdPartyIdentities)
      .where(
        and(eq(thirdPartyIdentities.provider, row.provider), eq(thirdPartyIdentities.userId, row.userId)),
      );
    await this.db.insert(thirdPartyIdentities).values(row);
  }

  async insertBindToken(row: typeof thirdPartyBindTokens.$inferInsert): Promise<void> {
    await this.db.delete(thirdPartyBindTokens).where(lt(thirdPartyBindTokens.expiresAt, row.createdAt));
    await this.db.insert(thirdPartyBindTokens).values(row);
  }

  async findBindToken(tokenHash: string) {
    return firstRow(this.db, thirdPartyBindTokens, eq(thirdPartyBindTokens.tokenHash, tokenHash));
  }

  async deleteBindToken(tokenHash: string): Promise<void> {
    await this.db.delete(thirdPartyBindTokens).where(eq(thirdPartyBindTokens.tokenHash, tokenHash));
  }
}
