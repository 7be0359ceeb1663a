import { PLATFORM_JOBS } from '@ies/contracts';
import {
  DOCKING_COLLECT_INTERVAL_SECONDS,
  DOCKING_DELIVERY_ATTEMPTS,
  DOCKING_RETRY_FIRST_SECONDS,
} from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { OutboundClient } from '../../platform/outbound/outbound-client';
import { platformDockingRoutes } from './platform-docking.routes';
import { PlatformDockingRepository } from './platform-docking.repository';
import { PlatformDockingService, type PlatformDockingServiceDeps } from './platform-docking.service';

export const DOCKING_JOBS = {
  collect: PLATFORM_JOBS.dockingCollect,
  deliver: 'platform-docking.deliver',
} as const;

export interface PlatformDockingModuleOptions {
  db: Db;
  clock: Clock;
  outbound: OutboundClient;
  stations: PlatformDockingServiceDeps['stations'];
  jobs: JobRuntime;
  /** Period of the collect job (default DOCKING_COLLECT_INTERVAL_SECONDS; 0: not scheduled). */
  collectIntervalMs?: number;
}

/** Platform docking (issue 32 item 3): bindings, collect and deliver jobs on the job runtime. */
export async function platformDockingModule(
  app: FastifyInstance,
  options: PlatformDockingModuleOptions,
): Promise<void> {
  const { jobs } = options;
  const service = new PlatformDockingService({
    bindings: new PlatformDockingRepository(options.db),
    clock: options.clock,
    outbound: options.outbound,
    stations: options.stations,
    enqueue: async (id) => {
      await jobs.send(DOCKING_JOBS.deliver, { id });
    },
  });
  await app.register(platformDockingRoutes, { docking: service });
  jobs.work(
    DOCKING_JOBS.collect,
    async () => {
      await service.collectAll();
    },
    { payload: z.object({}).strict() },
  );
  // Each attempt is one job run: a failure waits 10 s, 20 s, 40 s … (the runtime's back-off).
  jobs.work(
    DOCKING_JOBS.deliver,
    async (payload, job) => {
      await service.deliver((payload as { id: string }).id, job.attempts);
    },
    {
      payload: z.object({ id: z.uuid() }).strict(),
      maxAttempts: DOCKING_DELIVERY_ATTEMPTS,
      backoffMs: DOCKING_RETRY_FIRST_SECONDS * 1000,
    },
  );
  const every = options.collectIntervalMs ?? DOCKING_COLLECT_INTERVAL_SECONDS * 1000;
  if (every > 0) await jobs.schedule(DOCKING_JOBS.collect, { everyMs: every });
}
