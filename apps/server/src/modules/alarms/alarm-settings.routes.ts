import { alarmNotificationSettingsSchema, alarmTenantParamsSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { AlarmSettingsService } from './alarm-settings.service';
import { routeSpec } from '../../platform/route-spec';

/** Every signed-in user's own alarm notification settings. */
export const alarmSettingsRoutes: FastifyPluginAsyncZod<{ settings: AlarmSettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ['alarm notifications'];
  const route = routeSpec(tags);
  const url = '/alert-mgmt/tenants/:tenant_id/notification-settings';
  app.get(
    url,
    route('session', "The caller's alarm channels, minimum level and quiet hours", {
      params: alarmTenantParamsSchema,
      response: { 200: alarmNotificationSettingsSchema },
    }),
    async (request) => settings.get(requireAuth(request), request.params.tenant_id),
  );
  app.put(
    url,
    route('session', "Replaces the caller's alarm channels, minimum level and quiet hours", {
      params: alarmTenantParamsSchema,
      body: alarmNotificationSettingsSchema,
      response: { 200: alarmNotificationSettingsSchema },
    }),
    async (request) => settings.put(requireAuth(request), request.params.tenant_id, request.body),
  );
};
