import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TelemetryStoreState } from '../../db/schema';
import {
  coverMonths,
  createStore,
  dropStore,
  ensureStoreMonths,
  dropStoreMonth,
  moveDeviceRows,
  SHARED_STORE,
  someDeviceIn,
  storeMonths,
  storeSpan,
} from '../../telemetry/telemetry-stores';
import { type Executor, queryRows } from '../../telemetry/telemetry.repository';
import { tenantSampleDevices } from './deleted-device-samples.repository';

/** The SQL of a user-exclusive tenant's own store: its tree, the rows moving in and out, its months. */
export class ExclusiveStoreRepository {
  constructor(private readonly db: Db) {}

  /**
   * Starts a switch into the tenant's own store (its tree created and attached, months of its rows
   * up to `at`'s) or out of it; false when the store is that way already (true while its rows still
   * move that way: the caller queues the move again). The tenant's settings row
   * (saved before) is locked meanwhile, so a switch and a finishing move job never cross.
   */
  switchStore(tenantId: string, exclusive: boolean, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const ex = tx as unknown as Executor;
      const store = await lockedStore(ex, tenantId);
      if (exclusive && (store === 'shared' || store === 'to_shared')) {
        const span = await storeSpan(ex, SHARED_STORE, tenantSampleDevices(tenantId));
        await createStore(ex, tenantId, Math.min(span?.from ?? at.getTime(), at.getTime()), at.getTime());
        await setStore(ex, tenantId, 'to_exclusive', at);
        return true;
      }
      if (!exclusive && (store === 'exclusive' || store === 'to_exclusive')) {
        await setStore(ex, tenantId, 'to_shared', at);
        return true;
      }
      // Saved again while moving that way: the move goes on (a job that gave up is queued again).
      return store === (exclusive ? 'to_exclusive' : 'to_shared');
    });
  }

  /**
   * Ends a switch that is still `from`: `exclusive`, or the (emptied) tree detached and dropped and
   * `shared`; false when the tenant switched again meanwhile.
   */
  finishSwitch(tenantId: string, from: 'to_exclusive' | 'to_shared', at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const ex = tx as unknown as Executor;
      if ((await lockedStore(ex, tenantId)) !== from) return false;
      await ex.execute(LOCK_WAIT);
      if (from === 'to_shared') await dropStore(ex, tenantId);
      await setStore(ex, tenantId, from === 'to_exclusive' ? 'exclusive' : 'shared', at);
      return true;
    });
  }

  /** The devices whose rows are the tenant's: its devices and its deleted devices with kept samples. */
  async devices(tenantId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select distinct id from ${tenantSampleDevices(tenantId)} x`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Before moving: the target tree gets the months of the rows to move (rows a stale ingest process
   * wrote meanwhile may lie in months a new tree lacks).
   */
  async prepareMove(tenantId: string, into: 'exclusive' | 'shared'): Promise<void> {
    if (into === 'shared') return coverMonths(this.db, tenantId, SHARED_STORE);
    const span = await storeSpan(this.db, SHARED_STORE, tenantSampleDevices(tenantId));
    if (span) await ensureStoreMonths(this.db, tenantId, span.from, span.to);
  }

  /** Moves at most `limit` of one device's rows into the tenant's own store or back into the shared one. */
  moveDevice(
    tenantId: string,
    into: 'exclusive' | 'shared',
    deviceId: string,
    limit: number,
  ): Promise<number> {
    return into === 'exclusive'
      ? moveDeviceRows(this.db, SHARED_STORE, tenantId, deviceId, limit)
      : moveDeviceRows(this.db, tenantId, SHARED_STORE, deviceId, limit);
  }

  /** A device still in the tenant's tree (rows of a device no longer the tenant's), or null. */
  leftInStore(tenantId: string): Promise<string | null> {
    return someDeviceIn(this.db, tenantId);
  }

  /** The month partitions of the tenant's tree, oldest first (month: its start, epoch ms). */
  months(tenantId: string): Promise<Array<{ name: string; month: number }>> {
    return storeMonths(this.db, tenantId);
  }

  /**
   * Drops one month of the tenant's tree; how many rows it held. Waits at most LOCK_WAIT for the
   * reads of `telemetry` under way (they lock every tree), failing with 55P03 rather than holding
   * the reads that queue behind it.
   */
  dropMonth(tenantId: string, partition: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ex = tx as unknown as Executor;
      await ex.execute(LOCK_WAIT);
      return dropStoreMonth(ex, tenantId, partition);
    });
  }
}

/** How long dropping a tree or a month waits for the locks of reads under way. */
const LOCK_WAIT = sql.raw(`set local lock_timeout = '5s'`);

async function lockedStore(ex: Executor, tenantId: string): Promise<TelemetryStoreState | undefined> {
  const [row] = await queryRows<{ store: TelemetryStoreState }>(
    ex,
    sql`select store from tenant_storage where tenant_id = ${tenantId} for update`,
  );
  return row?.store;
}

async function setStore(ex: Executor, tenantId: string, store: TelemetryStoreState, at: Date): Promise<void> {
  await ex.execute(sql`update tenant_storage set store = ${store}, store_switched_at = ${at.toISOString()}::timestamptz,
    updated_at = ${at.toISOString()}::timestamptz where tenant_id = ${tenantId}`);
}
