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
import { requireAuth } from '../../platform/auth.plugin';
import type { AlarmRulesService } from './alarm-rules.service';
import { routeSpec } from '../../platform/route-spec';

/** Alarm rules: the spec's create and update calls (B §7) and what the rule screens need. */
export const alarmRulesRoutes: FastifyPluginAsyncZod<{ rules: AlarmRulesService }> = async (
  app,
  { rules },
) => {
  const tags = ['alarm rules'];
  const route = routeSpec(tags);
  const base = '/alert-mgmt/tenants/:tenant_id/rules';
  app.post(
    base,
    route('alert:trigger-rule:create', 'Creates an alarm rule', {
      params: alarmTenantParamsSchema,
      body: alarmRuleCreateSchema,
      response: { 201: alarmRuleSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await rules.create(requireAuth(request), request.params.tenant_id, request.body)),
  );
  app.put(
    `${base}/:rule_id`,
    route('alert:trigger-rule:update', 'Replaces the fields of an alarm rule', {
      params: alarmRuleParamsSchema,
      body: alarmRuleUpdateSchema,
      response: { 200: alarmRuleSchema },
    }),
    async (request) =>
      rules.update(requireAuth(request), request.params.tenant_id, request.params.rule_id, request.body),
  );
  app.get(
    base,
    route('alert:trigger-rule:view', 'Alarm rules the caller sees, newest first', {
      params: alarmTenantParamsSchema,
      querystring: alarmRuleListQuerySchema,
      response: { 200: alarmRuleListSchema },
    }),
    async (request) => rules.list(requireAuth(request), request.params.tenant_id, request.query),
  );
  app.get(
    `${base}/:rule_id`,
    route('alert:trigger-rule:view', 'One alarm rule', {
      params: alarmRuleParamsSchema,
      response: { 200: alarmRuleSchema },
    }),
    async (request) => rules.get(requireAuth(request), request.params.tenant_id, request.params.rule_id),
  );
  for (const status of ['enable', 'disable'] as const) {
    app.put(
      `${base}/:rule_id/${status}`,
      route(
        'alert:trigger-rule:enable',
        status === 'enable' ? 'Enables an alarm rule' : 'Disables an alarm rule',
        { params: alarmRuleParamsSchema, response: { 200: alarmRuleSchema } },
      ),
      async (request) =>
        rules.setStatus(
          requireAuth(request),
          request.params.tenant_id,
          request.params.rule_id,
          status === 'enable' ? 'enabled' : 'disabled',
        ),
    );
  }
  app.delete(
    `${base}/:rule_id`,
    route('alert:trigger-rule:delete', 'Deletes a disabled alarm rule (iot-alert.10001 while enabled)', {
      params: alarmRuleParamsSchema,
    }),
    async (request, reply) => {
      await rules.delete(requireAuth(request), request.params.tenant_id, request.params.rule_id);
      return reply.code(204).send();
    },
  );
  app.put(
    `${base}/:rule_id/shares`,
    route('alert:trigger-rule:share', 'Shares the rule with sub-users of the tenant (replaces the list)', {
      params: alarmRuleParamsSchema,
      body: alarmRuleShareSchema,
      response: { 200: alarmRuleSchema },
    }),
    async (request) =>
      rules.share(
        requireAuth(request),
        request.params.tenant_id,
        request.params.rule_id,
        request.body.user_ids,
      ),
  );
};
