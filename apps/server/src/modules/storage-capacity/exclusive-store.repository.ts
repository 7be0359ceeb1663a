import type { Db } from '../../db/database';
import {
  coverMonths,
  createStore,
  dropStore,
  ensureStoreMonths,
  dropStoreMonth,
  moveStoreRows,
  SHARED_STORE,
  storeMonths,
  storeSpan,
} from '../../telemetry/telemetry-stores';
import { tenantSampleDevices } from './deleted-device-samples.repository';

/** The SQL of a user-exclusive tenant's own store: its tree, the rows moving in and out, its months. */
export class ExclusiveStoreRepository {
  constructor(private readonly db: Db) {}

  /** Creates the tenant's tree (attached to `telemetry`) with the months of its rows up to `now`'s. */
  async create(tenantId: string, now: Date): Promise<void> {
    const span = await storeSpan(this.db, SHARED_STORE, tenantSampleDevices(tenantId));
    await createStore(this.db, tenantId, Math.min(span?.from ?? now.getTime(), now.getTime()), now.getTime());
  }

  drop(tenantId: string): Promise<void> {
    return dropStore(this.db, tenantId);
  }

  /**
   * Moves at most `limit` of the tenant's rows: into its own store (its devices' and its deleted
   * devices' rows from the shared one) or back (every row of its tree).
   */
  async move(tenantId: string, into: 'exclusive' | 'shared', limit: number): Promise<number> {
    if (into === 'exclusive') {
      // Rows a stale ingest process wrote meanwhile may lie in months the tree lacks.
      const span = await storeSpan(this.db, SHARED_STORE, tenantSampleDevices(tenantId));
      if (!span) return 0;
      await ensureStoreMonths(this.db, tenantId, span.from, span.to);
      return moveStoreRows(this.db, SHARED_STORE, tenantId, limit, tenantSampleDevices(tenantId));
    }
    await coverMonths(this.db, tenantId, SHARED_STORE);
    return moveStoreRows(this.db, tenantId, SHARED_STORE, limit);
  }

  /** The month partitions of the tenant's tree, oldest first (month: its start, epoch ms). */
  months(tenantId: string): Promise<Array<{ name: string; month: number }>> {
    return storeMonths(this.db, tenantId);
  }

  /** Drops one month of the tenant's tree; how many rows it held. */
  dropMonth(tenantId: string, partition: string): Promise<number> {
    return dropStoreMonth(this.db, tenantId, partition);
  }
}
