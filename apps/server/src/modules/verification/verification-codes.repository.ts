import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, firstRowBy, insertRow } from '../../db/rows';
import { type VerificationCodeRow, verificationCodes } from '../../db/schema';

export class VerificationCodesRepository {
  constructor(private readonly db: Db) {}

  /** Serialises code requests for one destination across server processes (until the transaction ends). */
  async lockDestination(destination: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${destination}`}))`);
  }

  async insert(row: typeof verificationCodes.$inferInsert): Promise<VerificationCodeRow> {
    return insertRow(this.db, verificationCodes, row);
  }

  /** A destination's codes older than the daily window that the caps read. */
  async deleteForDestinationBefore(destination: string, before: Date): Promise<void> {
    await this.db
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.destination, destination), lt(verificationCodes.createdAt, before)));
  }

  /** Moves a destination's codes this far into the past (their expiry stays). */
  async backdate(destination: string, ms: number): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(verificationCodes.destination, destination));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  }

  async latestForDestination(destination: string): Promise<VerificationCodeRow | undefined> {
    return firstRowBy(this.db, verificationCodes, eq(verificationCodes.destination, destination), [
      desc(verificationCodes.createdAt),
    ]);
  }

  async latest(destination: string, purpose: string): Promise<VerificationCodeRow | undefined> {
    const where = and(eq(verificationCodes.destination, destination), eq(verificationCodes.purpose, purpose));
    return firstRowBy(this.db, verificationCodes, where, [desc(verificationCodes.createdAt)]);
  }

  async countForDestinationSince(destination: string, since: Date): Promise<number> {
    return countRows(
      this.db,
      verificationCodes,
      and(eq(verificationCodes.destination, destination), gte(verificationCodes.createdAt, since)),
    );
  }

  async countForIpSince(ip: string, since: Date): Promise<number> {
    return countRows(
      this.db,
      verificationCodes,
      and(eq(verificationCodes.requesterIp, ip), gte(verificationCodes.createdAt, since)),
    );
  }

  /**
   * Counts one try before the code is compared, so that parallel guesses cannot exceed the cap;
   * the tries counted so far, or undefined when the code is used or has no tries left.
   */
  async claimAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: verificationCodes.attempts });
    return rows[0]?.attempts;
  }

  /** Uses the code up; false when another request used it first. */
  async consume(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: at })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }
}
