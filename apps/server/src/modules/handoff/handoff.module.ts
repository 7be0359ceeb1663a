import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../../platform/identity/session.service';
import { HandoffRepository } from './handoff.repository';
import { handoffRoutes } from './handoff.routes';
import { HandoffService } from './handoff.service';

export interface HandoffModuleOptions {
  db: Db;
  clock: Clock;
  sessions: SessionService;
}

/** One-time hand-off tickets (docs/api/handoff.md). */
export async function handoffModule(app: FastifyInstance, options: HandoffModuleOptions): Promise<void> {
  const service = new HandoffService(new HandoffRepository(options.db), options.sessions, options.clock);
  await app.register(handoffRoutes, { handoff: service });
}
