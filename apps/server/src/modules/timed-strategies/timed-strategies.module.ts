import { PLATFORM_JOBS } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { CommandsService } from '../commands/commands.service';
import type { StationsService } from '../stations/stations.service';
import { TimedStrategyRunner } from './timed-runner';
import { TimedStrategiesRepository } from './timed-strategies.repository';
import { timedStrategiesRoutes } from './timed-strategies.routes';
import { TimedStrategiesService } from './timed-strategies.service';

export interface TimedStrategiesModuleOptions {
  db: Db;
  clock: Clock;
  stations: () => Pick<StationsService, 'requireAccess'>;
  commands: () => CommandsService;
  jobs?: JobRuntime;
  /** The runner's period (default 5 s); tests pass 0 and call the runner's tick themselves. */
  tickIntervalMs?: number;
  /** Receives the runner (tests). */
  expose?: (runner: TimedStrategyRunner) => void;
}

/** Timed strategies (issue 31 item 3): the station tab's API and the runner on the job runtime. */
export async function timedStrategiesModule(
  app: FastifyInstance,
  options: TimedStrategiesModuleOptions,
): Promise<void> {
  const repository = new TimedStrategiesRepository(options.db);
  const service = new TimedStrategiesService({
    repository,
    clock: options.clock,
    stations: options.stations,
  });
  const runner = new TimedStrategyRunner({
    runs: repository,
    clock: options.clock,
    commands: options.commands,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const every = options.tickIntervalMs ?? 5000;
  const jobs = options.jobs;
  if (jobs) {
    // Only a process that can reach devices runs the runner; every process keeps its schedule.
    app.addHook('onReady', async () => {
      if (options.commands().canSend())
        jobs.work(PLATFORM_JOBS.timedStrategies, () => runner.tick(), { payload: z.object({}).strict() });
    });
    if (every > 0) await jobs.schedule(PLATFORM_JOBS.timedStrategies, { everyMs: every });
  }
  options.expose?.(runner);
  await app.register(timedStrategiesRoutes, { strategies: service });
}
