import { PLATFORM_JOBS } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { CommandsService } from '../commands/commands.service';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { BatchOperationsRepository } from './batch-operations.repository';
import { batchOperationsRoutes } from './batch-operations.routes';
import { BatchOperationsService, type BatchOperationsServiceDeps } from './batch-operations.service';
import { BatchRunner, type BatchRunnerDeps } from './batch-runner';

export interface BatchOperationsModuleOptions {
  db: Db;
  clock: Clock;
  grants: GrantedApis;
  scopeOf: DeviceScopeResolver;
  stations: BatchOperationsServiceDeps['stations'];
  commands: () => Pick<CommandsService, 'issueTask' | 'canSend'>;
  devices: BatchRunnerDeps['devices'];
  jobs?: JobRuntime;
  /** The sending job's period (default 1 s); tests pass 0 and call the runner's tick themselves. */
  tickIntervalMs?: number;
  /** Receives the runner (tests). */
  expose?: (runner: BatchRunner) => void;
}

/** Batch operations (issue 31 item 4): the API and the sending job on the job runtime. */
export async function batchOperationsModule(
  app: FastifyInstance,
  options: BatchOperationsModuleOptions,
): Promise<void> {
  const repository = new BatchOperationsRepository(options.db);
  const runner = new BatchRunner({
    repository,
    clock: options.clock,
    commands: options.commands,
    devices: options.devices,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const service = new BatchOperationsService({
    repository,
    grants: options.grants,
    scopeOf: options.scopeOf,
    stations: options.stations,
    runner: () => runner,
  });
  const jobs = options.jobs;
  const every = options.tickIntervalMs ?? 1000;
  if (jobs) {
    // Only a process that can reach devices sends; every process keeps the schedule.
    app.addHook('onReady', async () => {
      if (options.commands().canSend())
        jobs.work(PLATFORM_JOBS.batchOperations, () => runner.tick(), { payload: z.object({}).strict() });
    });
    if (every > 0) await jobs.schedule(PLATFORM_JOBS.batchOperations, { everyMs: every });
  }
  options.expose?.(runner);
  await app.register(batchOperationsRoutes, { batches: service });
}
