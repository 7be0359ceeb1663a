import { jobsOperations } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { bindOperations } from '../../platform/operation-routes';
import { presentJob } from './jobs.presenter';

/**
 * The platform's background jobs for its administrator (and monitoring): every schedule of the
 * job runtime with its period, next due time and last run. The runtime owns the tables.
 */
export async function jobsModule(app: FastifyInstance, options: { jobs: JobRuntime }): Promise<void> {
  bindOperations(app, ['platform administration'], jobsOperations, {
    list: async () => ({ list: (await options.jobs.schedules()).map(presentJob) }),
  });
}
