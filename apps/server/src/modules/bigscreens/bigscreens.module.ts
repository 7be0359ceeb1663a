import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import { GENERAL_PUSH_MS, GeneralScreenFeeds, generalCaller, generalLiveRoutes } from './bigscreens-live';
import type { Db } from '../../db/database';
import { BigscreensRepository } from './bigscreens.repository';
import { bigscreensRoutes } from './bigscreens.routes';
import { type BigscreensDeps, BigscreensService } from './bigscreens.service';

export interface BigscreensModuleOptions extends Omit<BigscreensDeps, 'permitted' | 'repository'> {
  db: Db;
  grants: GrantedApis;
  sessions: { resolve(token: string): Promise<AuthContext | null> };
  /** Milliseconds between the general screen's pushes (0: tests tick the feeds). */
  generalPushMs?: number;
  /** Receives the general screens' feeds (tests and the soak bench). */
  exposeGeneral?: (feeds: GeneralScreenFeeds) => void;
}

/**
 * The general, single-station and micro-grid screens (issue 30 point 2). No tables of its own:
 * every figure comes from the owning domain's service.
 */
export async function bigscreensModule(
  app: FastifyInstance,
  options: BigscreensModuleOptions,
): Promise<void> {
  const { db, grants, sessions, generalPushMs, exposeGeneral, ...deps } = options;
  const service = new BigscreensService({
    ...deps,
    repository: new BigscreensRepository(db),
    permitted: (auth, permission) =>
      assertPermitted(auth, permission, grants).then(
        () => true,
        () => false,
      ),
  });
  await app.register(bigscreensRoutes, { bigscreens: service });
  const feeds = new GeneralScreenFeeds({
    general: (auth) => service.general(auth),
    authorise: (token) =>
      generalCaller({ sessions, grants }, token).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error.code : null),
      ),
    intervalMs: generalPushMs ?? GENERAL_PUSH_MS,
  });
  exposeGeneral?.(feeds);
  app.addHook('onClose', async () => feeds.close());
  await app.register(generalLiveRoutes, { feeds, sessions, grants });
}
