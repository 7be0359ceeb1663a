import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { liveWatches } from '../db/schema';

export class LiveWatchesRepository {
  constructor(private readonly db: Db) {}

  /** Marks the devices as followed by the listener until `expiresAt`. */
  async upsert(listenerId: string, deviceIds: readonly string[], expiresAt: Date): Promise<void> {
    if (deviceIds.length === 0) return;
    await this.db
      .insert(liveWatches)
      .values(deviceIds.map((deviceId) => ({ deviceId, listenerId, expiresAt })))
      .onConflictDoUpdate({
        target: [liveWatches.deviceId, liveWatches.listenerId],
        set: { expiresAt },
      });
  }

  /** Forgets the listener's watches of the devices, or all of them. */
  async remove(listenerId: string, deviceIds?: readonly string[]): Promise<void> {
    if (deviceIds && deviceIds.length === 0) return;
    await this.db
      .delete(liveWatches)
      .where(
        deviceIds
          ? and(eq(liveWatches.listenerId, listenerId), inArray(liveWatches.deviceId, [...deviceIds]))
          : eq(liveWatches.listenerId, listenerId),
      );
  }

  /** The devices some listener follows now; drops watches nobody refreshed. */
  async watched(now: Date): Promise<Set<string>> {
    await this.db.delete(liveWatches).where(lt(liveWatches.expiresAt, now));
    const rows = await this.db
      .selectDistinct({ deviceId: liveWatches.deviceId })
      .from(liveWatches)
      .where(gt(liveWatches.expiresAt, now));
    return new Set(rows.map((row) => row.deviceId));
  }
}
