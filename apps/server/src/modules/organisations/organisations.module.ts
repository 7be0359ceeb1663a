import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { organisationsRoutes } from './organisations.routes';
import { OrganisationsService } from './organisations.service';

/** A tenant's organisation tree and its members. */
export async function organisationsModule(
  app: FastifyInstance,
  options: { db: Db; clock: Clock },
): Promise<void> {
  await app.register(organisationsRoutes, {
    organisations: new OrganisationsService(options.db, options.clock),
  });
}
