import { operation, operationsPerName } from '../common/operation';
import {
  alarmRuleCreateSchema,
  alarmRuleListQuerySchema,
  alarmRuleListSchema,
  alarmRuleParamsSchema,
  alarmRuleSchema,
  alarmRuleShareSchema,
  alarmRuleUpdateSchema,
  alarmTenantParamsSchema,
} from './alarms';

/** Served by `alarm-rules.routes.ts`; OpenAPI tag: alarm rules. */
export const alarmRulesOperations = {
  create: operation({
    method: 'POST',
    path: '/alert-mgmt/tenants/:tenant_id/rules',
    ownPathIds: true,
    access: 'alert:trigger-rule:create',
    answer: 201,
    summary: 'Creates an alarm rule',
    schema: { params: alarmTenantParamsSchema, body: alarmRuleCreateSchema, reply: alarmRuleSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/alert-mgmt/tenants/:tenant_id/rules/:rule_id',
    ownPathIds: true,
    access: 'alert:trigger-rule:update',
    summary: 'Replaces the fields of an alarm rule',
    schema: { params: alarmRuleParamsSchema, body: alarmRuleUpdateSchema, reply: alarmRuleSchema },
  }),
  list: operation({
    method: 'GET',
    path: '/alert-mgmt/tenants/:tenant_id/rules',
    ownPathIds: true,
    access: 'alert:trigger-rule:view',
    summary: 'Alarm rules the caller sees, newest first',
    schema: {
      params: alarmTenantParamsSchema,
      querystring: alarmRuleListQuerySchema,
      reply: alarmRuleListSchema,
    },
  }),
  get: operation({
    method: 'GET',
    path: '/alert-mgmt/tenants/:tenant_id/rules/:rule_id',
    ownPathIds: true,
    access: 'alert:trigger-rule:view',
    summary: 'One alarm rule',
    schema: { params: alarmRuleParamsSchema, reply: alarmRuleSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/alert-mgmt/tenants/:tenant_id/rules/:rule_id',
    ownPathIds: true,
    access: 'alert:trigger-rule:delete',
    answer: 204,
    summary: 'Deletes a disabled alarm rule (iot-alert.10001 while enabled)',
    schema: { params: alarmRuleParamsSchema },
  }),
  share: operation({
    method: 'PUT',
    path: '/alert-mgmt/tenants/:tenant_id/rules/:rule_id/shares',
    ownPathIds: true,
    access: 'alert:trigger-rule:share',
    summary: 'Shares the rule with sub-users of the tenant (replaces the list)',
    schema: { params: alarmRuleParamsSchema, body: alarmRuleShareSchema, reply: alarmRuleSchema },
  }),
};

/** Enabling and disabling a rule, one call each; served by `alarm-rules.routes.ts`. */
export const alarmRuleStatusOperations = operationsPerName(['enable', 'disable'] as const, (status) =>
  operation({
    method: 'PUT',
    path: `/alert-mgmt/tenants/:tenant_id/rules/:rule_id/${status}`,
    ownPathIds: true,
    access: 'alert:trigger-rule:enable',
    summary: status === 'enable' ? 'Enables an alarm rule' : 'Disables an alarm rule',
    schema: { params: alarmRuleParamsSchema, reply: alarmRuleSchema },
  }),
);
