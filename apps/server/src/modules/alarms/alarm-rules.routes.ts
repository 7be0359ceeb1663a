import { alarmRuleParamsSchema, alarmRuleSchema, alarmRulesOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmRulesService } from './alarm-rules.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Alarm rules: the spec's create and update calls (B §7) and what the rule screens need. */
export const alarmRulesRoutes: FastifyPluginAsyncZod<{ rules: AlarmRulesService }> = async (
  app,
  { rules },
) => {
  // The loop's routes name the caller's tenant in the path, as the declared operations do.
  const routes = moduleRoutes(app, ['alarm rules'], { ownPathIds: true });
  const base = '/alert-mgmt/tenants/:tenant_id/rules';
  bindOperations(app, ['alarm rules'], alarmRulesOperations, {
    create: (auth, { body }) => rules.create(auth, body),
    update: (auth, { params, body }) => rules.update(auth, params.rule_id, body),
    list: (auth, { query }) => rules.list(auth, query),
    get: (auth, { params }) => rules.get(auth, params.rule_id),
    delete: async (auth, { params }) => {
      await rules.delete(auth, params.rule_id);
    },
    share: (auth, { params, body }) => rules.share(auth, params.rule_id, body.user_ids),
  });

  for (const status of ['enable', 'disable'] as const) {
    routes.put(`${base}/:rule_id/${status}`, 'alert:trigger-rule:enable', {
      schema: { params: alarmRuleParamsSchema, reply: alarmRuleSchema },
      summary: status === 'enable' ? 'Enables an alarm rule' : 'Disables an alarm rule',
      handler: (auth, { params }) =>
        rules.setStatus(auth, params.rule_id, status === 'enable' ? 'enabled' : 'disabled'),
    });
  }
};
