import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dataCalls } from '../../db/schema';

/** A call counted, or the time of the oldest call in a full window. */
export type DataCallTake = { taken: true } | { taken: false; oldest: Date };

/** The only SQL of the data call: its per-device window of recent calls, shared by every process. */
export class DataCallRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one call of the device at `at` when fewer than `max` fall in the window before it.
   * One device's calls are serialized by an advisory lock, so two processes cannot both take the
   * last slot; calls older than the window are deleted on the way (a device keeps at most `max` rows).
   */
  async take(deviceId: string, at: Date, windowMs: number, max: number): Promise<DataCallTake> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-call:${deviceId}`}))`);
      const since = new Date(at.getTime() - windowMs);
      await tx.delete(dataCalls).where(and(eq(dataCalls.deviceId, deviceId), lte(dataCalls.at, since)));
      const recent = await tx
        .select({ at: dataCalls.at })
        .from(dataCalls)
        .where(eq(dataCalls.deviceId, deviceId))
        .orderBy(asc(dataCalls.at))
        .limit(max);
      if (recent.length >= max) return { taken: false, oldest: recent[0]!.at };
      await tx.insert(dataCalls).values({ deviceId, at });
      return { taken: true };
    });
  }
}
