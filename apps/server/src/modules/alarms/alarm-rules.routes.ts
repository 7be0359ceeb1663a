import { alarmRuleStatusOperations, alarmRulesOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlarmRulesService } from './alarm-rules.service';

/** Alarm rules: the spec's create and update calls (B §7) and what the rule screens need. */
export const alarmRulesRoutes: FastifyPluginAsyncZod<{ rules: AlarmRulesService }> = async (
  app,
  { rules },
) => {
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

  bindPerName(
    app,
    ['alarm rules'],
    alarmRuleStatusOperations,
    (status) =>
      (auth, { params }) =>
        rules.setStatus(auth, params.rule_id, status === 'enable' ? 'enabled' : 'disabled'),
  );
};
