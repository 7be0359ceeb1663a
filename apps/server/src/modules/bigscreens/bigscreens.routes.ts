import { bigscreensOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { BigscreensService } from './bigscreens.service';

/** The full-screen monitoring views' reads (docs/api/bigscreens.md). */
export const bigscreensRoutes: FastifyPluginAsyncZod<{ bigscreens: BigscreensService }> = async (
  app,
  { bigscreens },
) => {
  bindOperations(app, ['bigscreens'], bigscreensOperations, {
    general: (auth) => bigscreens.general(auth),
    station: (auth, { params }) => bigscreens.station(auth, params.id),
    settings: (auth, { params }) => bigscreens.settings(auth, params.id),
    saveSettings: (auth, { params, body }) => bigscreens.saveSettings(auth, params.id, body),
  });
};
