import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import { systemLogRoutes } from './system-log.routes';
import { SystemLogService } from './system-log.service';

/** The operation and behaviour logs and their export. */
export async function systemLogModule(
  app: FastifyInstance,
  options: { db: Db; behaviour: BehaviourLogService },
): Promise<void> {
  await app.register(systemLogRoutes, { systemLog: new SystemLogService(options.db, options.behaviour) });
}
