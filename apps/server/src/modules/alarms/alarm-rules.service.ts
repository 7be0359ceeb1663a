import type { AlarmRuleCreate, PageQuery } from '@ies/contracts';
import type { AlarmRuleRow } from '../../db/schema';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy';
import { type AlarmRulesRepository, isUuid, type RuleVisibility } from './alarm-rules.repository';
import type { RuleClosing } from './alarm-rule-closure';
import { presentRule } from './alarms.presenter';
import { pagedList, pageWindow } from '../../db/paging';
import type { StationAccess } from '../stations/stations.service';

/** Rules changed: the engine reloads them (and drops the rule's states when it was disabled or deleted). */
export type RulesChanged = (tenantId: string, ruleId: string, dropStates?: boolean) => void;

/**
 * Alarm rules (B §3–§8). Managers see and edit every rule of the tenant; a sub-user sees the rules
 * they made, the public ones and the ones shared with them, and edits only their own.
 */
/** Which of some devices the caller may command (throws iot-http.403 without `device:command`). */
export interface CommandRights {
  commandable(auth: AuthContext, deviceIds: string[]): Promise<Set<string>>;
}

/**
 * What POST /work-orders checks of a template and its people (the orders module's
 * WorkOrdersService.automaticOrderIssues): a rule's `work_order` action names only the caller's.
 */
export interface OrderActionRefs {
  issues(
    auth: AuthContext,
    refs: { template_id: string; handler_id: string; verifier_id: string },
  ): Promise<Array<{ field: string; code: string }>>;
}

type RuleAction = AlarmRuleCreate['actions'][number];

/** Every action of a rule with the field path it came from: its actions, then its escalation's. */
function actionsOf(input: AlarmRuleCreate): Array<{ action: RuleAction; path: string }> {
  return [
    ...input.actions.map((action, index) => ({ action, path: `actions.${index}` })),
    ...(input.escalation?.actions ?? []).map((action, index) => ({
      action,
      path: `escalation.actions.${index}`,
    })),
  ];
}

export class AlarmRulesService {
  constructor(
    private readonly deps: {
      rules: AlarmRulesRepository;
      clock: Clock;
      changed?: RulesChanged;
      commandRights?: CommandRights;
      outboundPolicy: OutboundPolicy;
      orderRefs?: OrderActionRefs;
      /** The station authority: a trigger filter names only stations and devices the caller sees. */
      stations?: () => StationAccess;
      /** Closes the active alarms of a rule disabled or deleted (alarm-rule-closure.ts). */
      close?: (rule: AlarmRuleRow, reason: RuleClosing) => Promise<unknown>;
    },
  ) {}

  private visibility(auth: AuthContext): RuleVisibility {
    return auth.isManager || auth.isPlatformAdmin
      ? { tenantId: auth.tenantId }
      : { tenantId: auth.tenantId, userId: auth.userId };
  }

  private editable(auth: AuthContext, row: AlarmRuleRow): boolean {
    return auth.isManager || auth.isPlatformAdmin || row.createdBy === auth.userId;
  }

  /** The rule if visible (404 otherwise); 403 when `edit` is asked and the caller may not edit it. */
  private async reach(auth: AuthContext, id: string, edit: boolean) {
    if (!isUuid(id)) throw notFound();
    const row = await this.deps.rules.find(this.visibility(auth), id);
    if (!row) throw notFound();
    if (edit && !this.editable(auth, row)) throw new AppError('iot-http.403');
    return row;
  }

  private async present(auth: AuthContext, row: AlarmRuleRow) {
    const shares = await this.deps.rules.sharesOf([row.id]);
    return presentRule(row, shares.get(row.id) ?? [], this.editable(auth, row));
  }

  /**
   * Checks what the schema cannot: a unique name, filter ids of the tenant, and the devices that
   * command actions name (iot-alert.10003 when not a device of the tenant).
   */
  private async checkRefs(auth: AuthContext, input: AlarmRuleCreate, exceptId?: string): Promise<void> {
    if (await this.deps.rules.nameTaken(auth.tenantId, input.name, exceptId)) {
      throw new AppError('iot-alert.10006');
    }
    const fields: Array<{ field: string; code: string }> = [];
    const filter = input.trigger_filter;
    if (filter.type === 'station' || filter.type === 'devices') {
      // Stations and devices: only those within the caller's own authority (issue 27).
      const access = this.deps.stations?.();
      if (!access) throw new AppError('iot-http.403');
      for (const [index, id] of filter.ids.entries()) {
        const target = filter.type === 'station' ? { stationIds: [id] } : { deviceIds: [id] };
        const seen = await access.requireAccess(auth, 'view', target).then(
          () => true,
          () => false,
        );
        if (!seen) fields.push({ field: `trigger_filter.ids.${index}`, code: 'iot-alert.10039' });
      }
    } else if (filter.type !== 'all') {
      const ids = [...new Set(filter.ids)];
      const found = new Set(await this.deps.rules.existingTargets(auth.tenantId, filter.type, ids));
      filter.ids.forEach((id, index) => {
        if (!found.has(id))
          fields.push({ field: `trigger_filter.ids.${index}`, code: 'iot-validation.10002' });
      });
    }
    fields.push(...(await this.checkCommandTargets(auth, input)));
    fields.push(...(await this.deps.outboundPolicy.refusedFields(httpTargets(input))));
    fields.push(...(await this.checkOrderRefs(auth, input)));
    if (fields.length > 0) throw new ValidationError(fields);
  }

  /** A `work_order` action names a template, handler and verifier of the caller's tenant (as POST /work-orders). */
  private async checkOrderRefs(auth: AuthContext, input: AlarmRuleCreate) {
    const fields: Array<{ field: string; code: string }> = [];
    for (const { action, path } of actionsOf(input)) {
      if (action.type !== 'work_order') continue;
      // Without the orders module nothing could check them: refuse rather than store them unchecked.
      if (!this.deps.orderRefs) throw new AppError('iot-http.403');
      for (const issue of await this.deps.orderRefs.issues(auth, action))
        fields.push({ field: `${path}.${issue.field}`, code: issue.code });
    }
    return fields;
  }

  /**
   * A command action may reach only what its author could command by hand: the caller needs
   * `device:command`, a named device must be one the caller can command, and without a named device
   * (the alarm's own device) a caller below the manager must limit the rule to listed devices it
   * can command. Otherwise a rule would be a way round the caller's own rights.
   */
  private async checkCommandTargets(auth: AuthContext, input: AlarmRuleCreate) {
    const fields: Array<{ field: string; code: string }> = [];
    const commandActions = actionsOf(input).filter(({ action }) => action.type === 'command');
    if (commandActions.length === 0) return fields;
    const rights = this.deps.commandRights;
    if (!rights) throw new AppError('iot-http.403');
    const named = commandActions.flatMap(({ action }) =>
      action.type === 'command' && action.device_id ? [action.device_id] : [],
    );
    const ownDevice = commandActions.some(({ action }) => action.type === 'command' && !action.device_id);
    const filterDevices =
      ownDevice && !auth.isManager && !auth.isPlatformAdmin && input.trigger_filter.type === 'devices'
        ? input.trigger_filter.ids
        : [];
    const reachable = await rights.commandable(auth, [...new Set([...named, ...filterDevices])]);
    for (const { action, path } of commandActions) {
      if (action.type !== 'command') continue;
      const covered = action.device_id
        ? reachable.has(action.device_id)
        : auth.isManager ||
          auth.isPlatformAdmin ||
          (input.trigger_filter.type === 'devices' &&
            input.trigger_filter.ids.length > 0 &&
            input.trigger_filter.ids.every((id) => reachable.has(id)));
      if (!covered) fields.push({ field: `${path}.device_id`, code: 'iot-alert.10003' });
    }
    return fields;
  }

  private columns(input: AlarmRuleCreate) {
    return {
      name: input.name,
      dataType: input.data_type,
      level: input.level,
      status: input.status,
      alertDescriptionType: input.alert_description_type,
      customAlertDescription: input.custom_alert_description,
      enableRecovery: input.enable_recovery,
      timeCondition: input.time_condition,
      triggerCondition: input.trigger_condition,
      triggerFilter: { type: input.trigger_filter.type, ids: [...new Set(input.trigger_filter.ids)] },
      toPublic: input.to_public,
      simpleMode: input.simple_mode,
      actions: input.actions,
      notificationInterval: input.notification_interval,
      escalation: input.escalation,
      // Absent (an older client's update): the stored variants are kept.
      ...(input.i18n ? { i18n: input.i18n } : {}),
    };
  }

  async create(auth: AuthContext, input: AlarmRuleCreate) {
    await this.checkRefs(auth, input);
    const now = this.deps.clock.now();
    const row = await this.deps.rules.insert({
      ...this.columns(input),
      tenantId: auth.tenantId,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    this.deps.changed?.(row.tenantId, row.id);
    return this.present(auth, row);
  }

  async update(auth: AuthContext, id: string, input: AlarmRuleCreate) {
    await this.reach(auth, id, true);
    await this.checkRefs(auth, input, id);
    const row = await this.deps.rules.update(auth.tenantId, id, {
      ...this.columns(input),
      updatedAt: this.deps.clock.now(),
    });
    if (!row) throw notFound();
    this.deps.changed?.(row.tenantId, row.id);
    return this.present(auth, row);
  }

  async get(auth: AuthContext, id: string) {
    return this.present(auth, await this.reach(auth, id, false));
  }

  async list(auth: AuthContext, query: PageQuery & { name?: string; status?: string; level?: number }) {
    const { rows, total } = await this.deps.rules.list(this.visibility(auth), query, pageWindow(query));
    const shares = await this.deps.rules.sharesOf(rows.map((r) => r.id));
    return pagedList(
      rows.map((r) => presentRule(r, shares.get(r.id) ?? [], this.editable(auth, r))),
      total,
      query,
    );
  }

  async setStatus(auth: AuthContext, id: string, status: 'enabled' | 'disabled') {
    await this.reach(auth, id, true);
    const row = await this.deps.rules.update(auth.tenantId, id, { status, updatedAt: this.deps.clock.now() });
    if (!row) throw notFound();
    // Disabled: the engine stops evaluating it first, then its active alarms end with it.
    const disabled = status === 'disabled';
    this.deps.changed?.(row.tenantId, row.id, disabled);
    if (disabled) await this.deps.close?.(row, 'rule_disabled');
    return this.present(auth, row);
  }

  /** B §4/§8: an enabled rule must be disabled first (iot-alert.10001). */
  async delete(auth: AuthContext, id: string): Promise<void> {
    const row = await this.reach(auth, id, true);
    if (row.status === 'enabled') throw new AppError('iot-alert.10001');
    // Any alarm still active (raised before it was disabled) ends with it, and is told so.
    await this.deps.close?.(row, 'rule_deleted');
    await this.deps.rules.delete(auth.tenantId, id);
    this.deps.changed?.(row.tenantId, row.id, true);
  }

  /** Shares the rule with sub-users of the tenant (replaces the list); unknown users are field errors. */
  async share(auth: AuthContext, id: string, userIds: string[]) {
    const row = await this.reach(auth, id, true);
    const unique = [...new Set(userIds)];
    const found = new Set(await this.deps.rules.tenantUsers(auth.tenantId, unique));
    const fields = userIds.flatMap((u, index) =>
      found.has(u) ? [] : [{ field: `user_ids.${index}`, code: 'iot-validation.10002' }],
    );
    if (fields.length > 0) throw new ValidationError(fields);
    await this.deps.rules.setShares(row.id, unique);
    return this.present(auth, row);
  }
}

/** The webhook and robot addresses of a rule's actions and escalation, each with its field. */
function httpTargets(input: AlarmRuleCreate): Array<{ field: string; url: string }> {
  const of = (actions: AlarmRuleCreate['actions'], prefix: string) =>
    actions.flatMap((action, index) =>
      'url' in action ? [{ field: `${prefix}.${index}.url`, url: action.url }] : [],
    );
  return [...of(input.actions, 'actions'), ...of(input.escalation?.actions ?? [], 'escalation.actions')];
}
