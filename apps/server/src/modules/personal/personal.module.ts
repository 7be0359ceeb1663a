import type { FastifyInstance } from 'fastify';
import { personalRoutes } from './personal.routes';
import { PersonalService } from './personal.service';

export type PersonalModuleOptions = ConstructorParameters<typeof PersonalService>[0];

/** The personal center: own profile, password, contacts and sessions. */
export async function personalModule(app: FastifyInstance, options: PersonalModuleOptions): Promise<void> {
  await app.register(personalRoutes, { personal: new PersonalService(options) });
}
