import {
  alarmRuleCreateSchema,
  alarmRuleListQuerySchema,
  alarmRuleListSchema,
  alarmRuleParamsSchema,
  alarmRuleSchema,
  alarmRuleShareSchema,
  alarmRuleUpdateSchema,
  alarmTenantParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmRulesService } from './alarm-rules.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Alarm rules: the spec's create and update calls (B §7) and what the rule screens need. */
export const alarmRulesRoutes: FastifyPluginAsyncZod<{ rules: AlarmRulesService }> = async (
  app,
  { rules },
) => {
  const routes = moduleRoutes(app, ['alarm rules']);
  const base = '/alert-mgmt/tenants/:tenant_id/rules';
  routes.created.post(base, 'alert:trigger-rule:create', {
    schema: { params: alarmTenantParamsSchema, body: alarmRuleCreateSchema, reply: alarmRuleSchema },
    summary: 'Creates an alarm rule',
    handler: (auth, { params, body }) => rules.create(auth, params.tenant_id, body),
  });
  routes.put(`${base}/:rule_id`, 'alert:trigger-rule:update', {
    schema: { params: alarmRuleParamsSchema, body: alarmRuleUpdateSchema, reply: alarmRuleSchema },
    summary: 'Replaces the fields of an alarm rule',
    handler: (auth, { params, body }) => rules.update(auth, params.tenant_id, params.rule_id, body),
  });
  routes.get(base, 'alert:trigger-rule:view', {
    schema: {
      params: alarmTenantParamsSchema,
      querystring: alarmRuleListQuerySchema,
      reply: alarmRuleListSchema,
    },
    summary: 'Alarm rules the caller sees, newest first',
    handler: (auth, { params, query }) => rules.list(auth, params.tenant_id, query),
  });
  routes.get(`${base}/:rule_id`, 'alert:trigger-rule:view', {
    schema: { params: alarmRuleParamsSchema, reply: alarmRuleSchema },
    summary: 'One alarm rule',
    handler: (auth, { params }) => rules.get(auth, params.tenant_id, params.rule_id),
  });
  for (const status of ['enable', 'disable'] as const) {
    routes.put(`${base}/:rule_id/${status}`, 'alert:trigger-rule:enable', {
      schema: { params: alarmRuleParamsSchema, reply: alarmRuleSchema },
      summary: status === 'enable' ? 'Enables an alarm rule' : 'Disables an alarm rule',
      handler: (auth, { params }) =>
        rules.setStatus(auth, params.tenant_id, params.rule_id, status === 'enable' ? 'enabled' : 'disabled'),
    });
  }
  routes.noContent.delete(`${base}/:rule_id`, 'alert:trigger-rule:delete', {
    schema: { params: alarmRuleParamsSchema },
    summary: 'Deletes a disabled alarm rule (iot-alert.10001 while enabled)',
    handler: async (auth, { params }) => {
      await rules.delete(auth, params.tenant_id, params.rule_id);
    },
  });
  routes.put(`${base}/:rule_id/shares`, 'alert:trigger-rule:share', {
    schema: { params: alarmRuleParamsSchema, body: alarmRuleShareSchema, reply: alarmRuleSchema },
    summary: 'Shares the rule with sub-users of the tenant (replaces the list)',
    handler: (auth, { params, body }) => rules.share(auth, params.tenant_id, params.rule_id, body.user_ids),
  });
};
