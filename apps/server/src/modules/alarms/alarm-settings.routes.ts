import { alarmNotificationSettingsSchema, alarmTenantParamsSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmSettingsService } from './alarm-settings.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Every signed-in user's own alarm notification settings. */
export const alarmSettingsRoutes: FastifyPluginAsyncZod<{ settings: AlarmSettingsService }> = async (
  app,
  { settings },
) => {
  const routes = moduleRoutes(app, ['alarm notifications']);
  const url = '/alert-mgmt/tenants/:tenant_id/notification-settings';
  routes.get(url, 'session', {
    schema: { params: alarmTenantParamsSchema, reply: alarmNotificationSettingsSchema },
    summary: "The caller's alarm channels, minimum level and quiet hours",
    handler: (auth, { params }) => settings.get(auth, params.tenant_id),
  });
  routes.put(url, 'session', {
    schema: {
      params: alarmTenantParamsSchema,
      body: alarmNotificationSettingsSchema,
      reply: alarmNotificationSettingsSchema,
    },
    summary: "Replaces the caller's alarm channels, minimum level and quiet hours",
    handler: (auth, { params, body }) => settings.put(auth, params.tenant_id, body),
  });
};
