import { alarmSettingsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmSettingsService } from './alarm-settings.service';

/** Every signed-in user's own alarm notification settings. */
export const alarmSettingsRoutes: FastifyPluginAsyncZod<{ settings: AlarmSettingsService }> = async (
  app,
  { settings },
) => {
  bindOperations(app, ['alarm notifications'], alarmSettingsOperations, {
    get: (auth) => settings.get(auth),
    update: (auth, { body }) => settings.put(auth, body),
  });
};
