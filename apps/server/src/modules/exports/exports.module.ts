import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { DELIVERY_JOBS, DeliveriesService, type DeliveriesServiceDeps } from './deliveries.service';
import type { ExportSourceServices } from './export-sources';
import { exportsRoutes } from './exports.routes';
import { EXPORT_JOBS, ExportsService, type ExportsServiceDeps } from './exports.service';
import { ExportsRepository } from './exports.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface ExportsModuleOptions extends ExportSourceServices {
  db: Db;
  clock: Clock;
  jobs: JobRuntime;
  owner: ExportsServiceDeps['owner'];
  mail: DeliveriesServiceDeps['mail'];
  limits?: ExportsServiceDeps['limits'];
  log?: (message: string, error?: unknown) => void;
  expose?: (services: { exports: ExportsService; deliveries: DeliveriesService }) => void;
}

/** Exports, download tasks and scheduled delivery of reports (issue 29), on the one job runtime. */
export async function exportsModule(app: FastifyInstance, options: ExportsModuleOptions): Promise<void> {
  const { db, clock, jobs, ...rest } = options;
  const repo = new ExportsRepository(db);
  const queue = (name: string, payload: unknown, o?: { singletonKey?: string }) =>
    jobs.send(name, payload, o);
  const exports = new ExportsService({ ...rest, repo, clock, queue });
  const deliveries = new DeliveriesService({ ...rest, repo, clock, queue, exports });
  jobs
    .work(EXPORT_JOBS.task, (payload) => exports.runTask((payload as { id: string }).id), {
      payload: z.object({ id: z.uuid() }),
      maxAttempts: 3,
    })
    .work(EXPORT_JOBS.expire, async () => {
      await exports.expireFiles();
    })
    .work(DELIVERY_JOBS.scan, async () => {
      await deliveries.scan();
    })
    .work(
      DELIVERY_JOBS.send,
      (payload) => {
        const { id, due } = payload as { id: string; due: string };
        return deliveries.send(id, due);
      },
      { payload: z.object({ id: z.uuid(), due: z.string() }), maxAttempts: 3, backoffMs: MINUTE },
    );
  await jobs.schedule(EXPORT_JOBS.expire, { everyMs: HOUR });
  await jobs.schedule(DELIVERY_JOBS.scan, { everyMs: MINUTE });
  options.expose?.({ exports, deliveries });
  await app.register(exportsRoutes, { exports, deliveries });
}
