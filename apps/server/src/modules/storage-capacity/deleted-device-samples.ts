import { z } from 'zod';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import {
  DEVICE_SAMPLE_TABLES,
  type DeletedDeviceSamplesRepository,
} from './deleted-device-samples.repository';
import type { TenantStorageSettings } from './storage-capacity.repository';

/** One-off job of this domain: removes a deleted device's samples in bounded batches. */
export const STORAGE_JOBS = { purgeDevice: 'storage.purge-device' } as const;
export const purgeDevicePayload = z.object({ device_id: z.string().min(1).max(64) }).strict();

/** What one purge run removed, and whether the device has nothing left. */
export interface DevicePurge {
  deleted: number;
  done: boolean;
}

/**
 * How long a purged device's marker is kept: ingest may still merge a batch into its rollups (every
 * 15 s, or a killed process's batches after 2 minutes); the sweep removes such late rows meanwhile.
 */
export const PURGED_MARKER_KEEP_MS = 3_600_000;

/** Lets other work in the process run between two delete statements. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A deleted device's raw samples and rollups (docs/storage-capacity.md "Deleted devices"): marked
 * before the device row goes so they stay counted and swept; in the device-fast-delete mode a job
 * queued by the delete removes them at once; in the other modes the retention sweep does.
 */
export class DeletedDeviceSamples {
  constructor(
    private readonly deps: {
      repository: DeletedDeviceSamplesRepository;
      settings: (tenantId: string) => Promise<TenantStorageSettings>;
      now: () => Date;
      jobs?: Pick<JobRuntime, 'send'>;
      /** Rows a statement deletes at most, and rows one purge run deletes at most (B §5). */
      limits: () => { deleteMax: number; deleteBulkMax: number };
    },
  ) {}

  /** Before the device row is deleted: a delete that then fails leaves a marker the sweep drops. */
  async deleting(tenantId: string, deviceId: string): Promise<void> {
    await this.deps.repository.mark(tenantId, deviceId, this.deps.now());
  }

  /** After the delete: a device-fast-delete tenant's samples go now, on the job runtime. */
  async deleted(tenantId: string, deviceId: string): Promise<void> {
    if ((await this.deps.settings(tenantId)).mode !== 'device_fast_delete') return;
    if (this.deps.jobs) await this.deps.jobs.send(STORAGE_JOBS.purgeDevice, { device_id: deviceId });
    else await this.purgeAll(deviceId);
  }

  heldByOthers(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    return this.deps.repository.heldByOthers(tenantId, ids);
  }

  /** The purge job: one bounded run; queues the next run while rows are left. */
  async purgeJob(deviceId: string): Promise<DevicePurge> {
    const result = await this.purge(deviceId);
    if (!result.done && this.deps.jobs)
      await this.deps.jobs.send(STORAGE_JOBS.purgeDevice, { device_id: deviceId });
    return result;
  }

  /**
   * Removes at most deleteBulkMax of the device's rows, deleteMax a statement, raw samples first;
   * forgets the marker when nothing is left and the delete is an hour old. A device that exists
   * again is not touched.
   */
  async purge(deviceId: string): Promise<DevicePurge> {
    const { repository } = this.deps;
    const marker = await repository.marked(deviceId);
    if (!marker) return { deleted: 0, done: true };
    if (await repository.deviceExists(deviceId)) return { deleted: 0, done: true };
    const { deleteMax, deleteBulkMax } = this.deps.limits();
    let budget = deleteBulkMax;
    let deleted = 0;
    for (const table of DEVICE_SAMPLE_TABLES) {
      for (;;) {
        if (budget <= 0) return { deleted, done: false };
        const limit = Math.min(deleteMax, budget);
        const gone = await repository.purgeBatch(table, deviceId, limit);
        deleted += gone;
        budget -= gone;
        await yieldToEventLoop();
        if (gone < limit) break;
      }
    }
    if (this.deps.now().getTime() - marker.deletedAt.getTime() >= PURGED_MARKER_KEEP_MS)
      await repository.forget(deviceId);
    return { deleted, done: true };
  }

  /** The storage sweep's part: deleted devices whose raw samples retention removed lose their rollups. */
  async sweepTenant(tenantId: string): Promise<void> {
    for (const deviceId of await this.deps.repository.drained(tenantId)) await this.purge(deviceId);
  }

  /** Drops markers of deletes that were refused (kept an hour: the delete may still be under way). */
  async dropUnused(): Promise<void> {
    await this.deps.repository.dropUnused(new Date(this.deps.now().getTime() - PURGED_MARKER_KEEP_MS));
  }

  private async purgeAll(deviceId: string): Promise<void> {
    while (!(await this.purge(deviceId)).done) {}
  }
}
