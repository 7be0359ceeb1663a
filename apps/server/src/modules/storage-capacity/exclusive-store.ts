import { z } from 'zod';
import { lockNotAvailable } from '../../db/violations';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { ExclusiveStoreRepository } from './exclusive-store.repository';
import type { StorageCapacityRepository } from './storage-capacity.repository';

/** One-off job of this domain: moves a switching tenant's rows between the shared store and its own. */
export const STORE_JOBS = { moveStore: 'storage.move-store' } as const;
export const moveStorePayload = z.object({ tenant_id: z.string().uuid() }).strict();

/**
 * A switch finishes no sooner than this after it began: every ingest process re-reads where a
 * tenant's samples go every 10 s (`StorageGate`), so rows a slower process still wrote to the old
 * store are moved before the switch counts as done.
 */
export const STORE_SWITCH_GRACE_MS = 60_000;

/** What one move run did; `retryAt` when it waits for the grace period. */
export interface StoreMove {
  moved: number;
  done: boolean;
  retryAt?: Date;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A user-exclusive tenant's own store (docs/storage-capacity.md "User-exclusive store"): switching
 * in creates its tree and moves its rows there on the job runtime, in bounded statements (B §5);
 * switching out moves them back and drops the tree. Retention and loop delete drop its whole months.
 */
export class ExclusiveStore {
  constructor(
    private readonly deps: {
      repository: ExclusiveStoreRepository;
      settings: StorageCapacityRepository;
      now: () => Date;
      jobs?: Pick<JobRuntime, 'send'>;
      limits: () => { deleteMax: number; deleteBulkMax: number };
    },
  ) {}

  /** After the tenant's mode was saved: starts moving its rows when the store must change. */
  async modeChanged(tenantId: string, exclusive: boolean): Promise<void> {
    if (!(await this.deps.repository.switchStore(tenantId, exclusive, this.deps.now()))) return;
    if (this.deps.jobs) await this.deps.jobs.send(STORE_JOBS.moveStore, { tenant_id: tenantId });
    // Without a job runtime (one process) nothing writes to the old store any more: no grace.
    else while (!(await this.move(tenantId, false)).done) {}
  }

  /** The move job: one bounded run; queues the next run while rows are left or the grace lasts. */
  async moveJob(tenantId: string): Promise<StoreMove> {
    const result = await this.move(tenantId, true);
    if (!result.done && this.deps.jobs)
      await this.deps.jobs.send(
        STORE_JOBS.moveStore,
        { tenant_id: tenantId },
        result.retryAt ? { runAt: result.retryAt } : {},
      );
    return result;
  }

  /**
   * Moves at most deleteBulkMax rows, deleteMax a statement, device by device, towards the store
   * the tenant is switching to; with nothing left (and the grace over) the switch is done:
   * `exclusive`, or the tree dropped and `shared`.
   */
  async move(tenantId: string, grace: boolean): Promise<StoreMove> {
    const { store, storeSwitchedAt } = await this.deps.settings.settings(tenantId);
    if (store !== 'to_exclusive' && store !== 'to_shared') return { moved: 0, done: true };
    const into = store === 'to_exclusive' ? 'exclusive' : 'shared';
    const { repository } = this.deps;
    const { deleteMax, deleteBulkMax } = this.deps.limits();
    let moved = 0;
    /** Moves the device's rows; false when the run's budget ended first. */
    const moveDevice = async (deviceId: string): Promise<boolean> => {
      for (;;) {
        const limit = Math.min(deleteMax, deleteBulkMax - moved);
        if (limit <= 0) return false;
        const n = await repository.moveDevice(tenantId, into, deviceId, limit);
        moved += n;
        await yieldToEventLoop();
        if (n < limit) return true;
      }
    };
    await repository.prepareMove(tenantId, into);
    for (const deviceId of await repository.devices(tenantId))
      if (!(await moveDevice(deviceId))) return { moved, done: false };
    // Back to the shared store goes every row of the tree, whoever's device it was.
    if (into === 'shared')
      for (
        let left = await repository.leftInStore(tenantId);
        left;
        left = await repository.leftInStore(tenantId)
      )
        if (!(await moveDevice(left))) return { moved, done: false };
    const until = (storeSwitchedAt?.getTime() ?? 0) + STORE_SWITCH_GRACE_MS;
    if (grace && this.deps.now().getTime() < until) return { moved, done: false, retryAt: new Date(until) };
    // A tenant that switched again meanwhile has its own job; this one ends.
    try {
      await this.deps.repository.finishSwitch(tenantId, store, this.deps.now());
    } catch (error) {
      if (!lockNotAvailable(error)) throw error;
      // Long reads held the tree: try again in a while.
      return { moved, done: false, retryAt: new Date(this.deps.now().getTime() + STORE_SWITCH_GRACE_MS) };
    }
    return { moved, done: true };
  }

  /** Retention of an exclusive store: drops every month that ended by `cutoff`; the rows it held. */
  async dropMonthsBefore(tenantId: string, cutoff: Date): Promise<number> {
    let dropped = 0;
    for (const { name, month } of await this.deps.repository.months(tenantId)) {
      if (nextMonth(month) > cutoff.getTime()) break;
      const rows = await this.dropMonth(tenantId, name);
      if (rows === null) break;
      dropped += rows;
    }
    return dropped;
  }

  /**
   * Loop delete of an exclusive store: drops its oldest month before the current one; null when
   * only the current month (or none) is left, which loses whole days instead.
   */
  async dropOldestMonth(tenantId: string): Promise<number | null> {
    const now = this.deps.now();
    const current = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const [oldest] = await this.deps.repository.months(tenantId);
    if (!oldest || oldest.month >= current) return null;
    return this.dropMonth(tenantId, oldest.name);
  }

  /** Rows the month held, or null when long reads kept it (the next sweep tries again). */
  private async dropMonth(tenantId: string, partition: string): Promise<number | null> {
    try {
      return await this.deps.repository.dropMonth(tenantId, partition);
    } catch (error) {
      if (lockNotAvailable(error)) return null;
      throw error;
    }
  }
}

function nextMonth(month: number): number {
  const date = new Date(month);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
