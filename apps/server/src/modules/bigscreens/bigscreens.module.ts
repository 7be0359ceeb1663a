import type { FastifyInstance } from 'fastify';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import { bigscreensRoutes } from './bigscreens.routes';
import { type BigscreensDeps, BigscreensService } from './bigscreens.service';

export interface BigscreensModuleOptions extends Omit<BigscreensDeps, 'permitted'> {
  grants: GrantedApis;
}

/**
 * The general, single-station and micro-grid screens (issue 30 point 2). No tables of its own:
 * every figure comes from the owning domain's service.
 */
export async function bigscreensModule(
  app: FastifyInstance,
  options: BigscreensModuleOptions,
): Promise<void> {
  const { grants, ...deps } = options;
  const service = new BigscreensService({
    ...deps,
    permitted: (auth, permission) =>
      assertPermitted(auth, permission, grants).then(
        () => true,
        () => false,
      ),
  });
  await app.register(bigscreensRoutes, { bigscreens: service });
}
