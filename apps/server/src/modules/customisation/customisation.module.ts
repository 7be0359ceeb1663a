import type { FastifyInstance } from 'fastify';
import { customisationRoutes } from './customisation.routes';
import type { CustomisationService } from './customisation.service';

export interface CustomisationModuleOptions {
  /** Built with identity: sign-in fills a tenant's default entries through it. */
  customisation: CustomisationService;
}

/** A tenant's names, logos and function associations. */
export async function customisationModule(
  app: FastifyInstance,
  options: CustomisationModuleOptions,
): Promise<void> {
  await app.register(customisationRoutes, { customisation: options.customisation });
}
