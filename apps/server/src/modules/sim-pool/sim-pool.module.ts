import { PLATFORM_JOBS } from '@ies/contracts';
import { SIM_SYNC_INTERVAL_MINUTES } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { OutboundClient } from '../../platform/outbound/outbound-client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { simPoolRoutes } from './sim-pool.routes';
import { SimPoolRepository } from './sim-pool.repository';
import { SimPoolService, type SimPoolServiceDeps } from './sim-pool.service';

export const SIM_POOL_JOBS = { syncAll: PLATFORM_JOBS.simPoolSync, sync: 'sim-pool.sync' } as const;

export interface SimPoolModuleOptions {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  outbound: OutboundClient;
  stations: SimPoolServiceDeps['stations'];
  jobs?: JobRuntime;
  /** Period of the sync of every pool (default SIM_SYNC_INTERVAL_MINUTES; 0: not scheduled). */
  syncIntervalMs?: number;
  log?: (message: string) => void;
}

/** SIM pools (issue 32 item 2): pools, cards, and their sync on the job runtime. */
export async function simPoolModule(app: FastifyInstance, options: SimPoolModuleOptions): Promise<void> {
  const service = new SimPoolService({
    pools: new SimPoolRepository(options.db),
    clock: options.clock,
    secrets: options.secrets,
    outbound: options.outbound,
    stations: options.stations,
    log: options.log,
  });
  await app.register(simPoolRoutes, { pools: service });
  const jobs = options.jobs;
  if (!jobs) return;
  // The schedule fans out one job per pool: a slow provider holds up only its own pool.
  jobs.work(
    SIM_POOL_JOBS.syncAll,
    async () => {
      for (const id of await service.allPoolIds())
        await jobs.send(SIM_POOL_JOBS.sync, { id }, { singletonKey: `sim-pool.sync:${id}` });
    },
    { payload: z.object({}).strict() },
  );
  // A failed sync is kept on the pool and retried at the next period, not by the job's own retries.
  jobs.work(
    SIM_POOL_JOBS.sync,
    async (payload) => {
      await service.sync((payload as { id: string }).id);
    },
    { payload: z.object({ id: z.uuid() }).strict(), maxAttempts: 1 },
  );
  const every = options.syncIntervalMs ?? SIM_SYNC_INTERVAL_MINUTES * 60_000;
  if (every > 0) await jobs.schedule(SIM_POOL_JOBS.syncAll, { everyMs: every });
}
