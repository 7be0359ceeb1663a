import { operation } from '../common/operation';
import { alarmNotificationSettingsSchema } from './alarm-events';
import { alarmTenantParamsSchema } from './alarms';

/** Served by `alarm-settings.routes.ts`; OpenAPI tag: alarm notifications. */
export const alarmSettingsOperations = {
  get: operation({
    method: 'GET',
    path: '/alert-mgmt/tenants/:tenant_id/notification-settings',
    ownPathIds: true,
    access: 'session',
    summary: "The caller's alarm channels, minimum level and quiet hours",
    schema: { params: alarmTenantParamsSchema, reply: alarmNotificationSettingsSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/alert-mgmt/tenants/:tenant_id/notification-settings',
    ownPathIds: true,
    access: 'session',
    summary: "Replaces the caller's alarm channels, minimum level and quiet hours",
    schema: {
      params: alarmTenantParamsSchema,
      body: alarmNotificationSettingsSchema,
      reply: alarmNotificationSettingsSchema,
    },
  }),
};
