import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { type CustomisationRow, customisations } from '../../db/schema';

/** Whose entries: the tenant's own (userId null) or one user's. */
export interface CustomisationOwner {
  tenantId: string;
  userId: string | null;
}

function ownedBy(owner: CustomisationOwner) {
  return and(
    eq(customisations.tenantId, owner.tenantId),
    owner.userId === null ? isNull(customisations.userId) : eq(customisations.userId, owner.userId),
  );
}

export class CustomisationsRepository {
  constructor(private readonly db: Db) {}

  async list(owner: CustomisationOwner, keys?: readonly string[]): Promise<CustomisationRow[]> {
    return selectRows(
      this.db,
      customisations,
      and(ownedBy(owner), keys ? inArray(customisations.key, [...keys]) : undefined),
      [asc(customisations.key)],
    );
  }

  async upsert(
    owner: CustomisationOwner,
    entries: Array<{ key: string; value: string }>,
    at: Date,
  ): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insert(customisations)
      .values(entries.map((e) => ({ ...owner, key: e.key, value: e.value, updatedAt: at })))
      .onConflictDoUpdate({
        target: [customisations.tenantId, customisations.userId, customisations.key],
        set: { value: sql`excluded.value`, updatedAt: at },
      });
  }

  /** Adds the entry only when the owner has none for the key. */
  async insertIfMissing(
    owner: CustomisationOwner,
    entry: { key: string; value: string },
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(customisations)
      .values({ ...owner, ...entry, updatedAt: at })
      .onConflictDoNothing({ target: [customisations.tenantId, customisations.userId, customisations.key] });
  }
}
