import type { EventEmitter } from 'node:events';
import { COMPARISON_LABELS } from '@ies/contracts';
import type { AlarmRuleRow } from '../../db/schema';
import type { PendingSample } from '../../ingest/sample-writer';
import type { DeviceLogRow } from '../../telemetry/telemetry.repository';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { NewMessage } from '../messages/message.service';
import type { StationScopeSource } from '../stations/stations.service';
import type { AlarmEngineRepository, EngineDevice } from './alarm-engine.repository';
import type { AlarmEventsRepository } from './alarm-events.repository';
import {
  freshState,
  holds,
  inTimeWindow,
  type RuleDeviceState,
  recovered,
  renderTemplate,
  step,
} from './alarm-evaluator';
import type { AlarmNotifier } from './alarm-notifier';
import { matchLog, matchState } from './alarm-triggers';

export interface AlarmEngineDeps {
  repository: AlarmEngineRepository;
  events: AlarmEventsRepository;
  /** Who has authority over a station (modules/access AccessScope). */
  access: StationScopeSource;
  /** The bell: the messages module's service. */
  messages?: { send(message: NewMessage): Promise<unknown> };
  clock: Clock;
  /** E-mail, SMS, webhook and robot actions of the rules. */
  notifier?: AlarmNotifier;
  log?: (message: string, error?: unknown) => void;
}

const DEVICE_CACHE_MS = 10_000;
const key = (ruleId: string, deviceId: string) => `${ruleId}|${deviceId}`;
const hasOffline = (rule: AlarmRuleRow) => rule.triggerCondition.conditions.some((c) => c.kind === 'offline');

/**
 * Evaluates the enabled rules that apply to a device on every committed sample, incrementally:
 * the state per rule and device is kept in memory and written to alarm_states after each batch,
 * so a restart continues where it stopped. One device's batches are evaluated in order.
 */
export class AlarmEngine {
  private readonly rulesByTenant = new Map<string, Promise<AlarmRuleRow[]>>();
  private readonly deviceCache = new Map<string, { at: number; device: EngineDevice | undefined }>();
  private readonly states = new Map<string, RuleDeviceState>();
  private readonly loadedDevices = new Map<string, Promise<void>>();
  private readonly values = new Map<string, Record<string, unknown>>();
  private readonly chains = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly listener = (deviceId: string, samples: PendingSample[]) => this.enqueue(deviceId, samples);
  private readonly logsListener = (deviceId: string, rows: DeviceLogRow[]) =>
    this.chain(deviceId, () => this.evaluateLogs(deviceId, rows));
  private readonly statusListener = (deviceId: string, change: 'online' | 'offline', at: number) =>
    this.chain(deviceId, () => this.evaluateStatus(deviceId, change, at));

  constructor(private readonly deps: AlarmEngineDeps) {}

  /** Listens to committed samples; checks offline rules every `offlineIntervalMs` (0: tests call tick()). */
  start(samples: EventEmitter | undefined, offlineIntervalMs: number): this {
    samples?.on('samples', this.listener);
    samples?.on('logs', this.logsListener);
    samples?.on('status', this.statusListener);
    this.source = samples;
    if (offlineIntervalMs > 0) {
      this.timer = setInterval(
        () => void this.tick().catch((e) => this.deps.log?.('alarm offline check failed', e)),
        offlineIntervalMs,
      );
      this.timer.unref();
    }
    return this;
  }

  private source: EventEmitter | undefined;

  async stop(): Promise<void> {
    this.source?.off('samples', this.listener);
    this.source?.off('logs', this.logsListener);
    this.source?.off('status', this.statusListener);
    clearInterval(this.timer);
    await this.settled();
    this.deps.notifier?.stop();
  }

  /** Waits until every batch handed over so far is evaluated and written. */
  async settled(): Promise<void> {
    while (this.chains.size > 0) await Promise.allSettled([...this.chains.values()]);
    await this.deps.notifier?.settled();
  }

  /** A rule was created, changed, enabled, disabled or deleted. */
  rulesChanged(tenantId: string, ruleId: string, deleted = false): void {
    this.rulesByTenant.delete(tenantId);
    // An edited rule keeps its states (an active alarm stays active); a deleted one drops them.
    if (!deleted) return;
    for (const k of [...this.states.keys()]) if (k.startsWith(`${ruleId}|`)) this.states.delete(k);
    void this.deps.repository.dropStates(ruleId).catch((e) => this.deps.log?.('alarm state drop failed', e));
  }

  enqueue(deviceId: string, samples: PendingSample[]): void {
    this.chain(deviceId, () => this.evaluate(deviceId, samples));
  }

  /** One device's samples, logs and status changes are evaluated in the order they came. */
  private chain(deviceId: string, work: () => Promise<void>): void {
    const previous = this.chains.get(deviceId) ?? Promise.resolve();
    const next = previous.then(work).catch((e) => this.deps.log?.('alarm evaluation failed', e));
    this.chains.set(deviceId, next);
    void next.then(() => {
      if (this.chains.get(deviceId) === next) this.chains.delete(deviceId);
    });
  }

  private rules(tenantId: string): Promise<AlarmRuleRow[]> {
    let rules = this.rulesByTenant.get(tenantId);
    if (!rules) {
      rules = this.deps.repository.enabledRules(tenantId);
      this.rulesByTenant.set(tenantId, rules);
      rules.catch(() => this.rulesByTenant.delete(tenantId));
    }
    return rules;
  }

  private async device(id: string): Promise<EngineDevice | undefined> {
    const cached = this.deviceCache.get(id);
    if (cached && Date.now() - cached.at < DEVICE_CACHE_MS) return cached.device;
    const device = await this.deps.repository.device(id);
    this.deviceCache.set(id, { at: Date.now(), device });
    return device;
  }

  /** Loads the persisted states of a device once. */
  private loadStates(deviceId: string): Promise<void> {
    let loaded = this.loadedDevices.get(deviceId);
    if (!loaded) {
      loaded = this.deps.repository.statesOf(deviceId).then((rows) => {
        for (const row of rows) {
          const k = key(row.ruleId, deviceId);
          if (!this.states.has(k)) this.states.set(k, row.state);
        }
      });
      this.loadedDevices.set(deviceId, loaded);
      loaded.catch(() => this.loadedDevices.delete(deviceId));
    }
    return loaded;
  }

  private stateOf(ruleId: string, deviceId: string): RuleDeviceState {
    const k = key(ruleId, deviceId);
    let state = this.states.get(k);
    if (!state) {
      state = freshState();
      this.states.set(k, state);
    }
    return state;
  }

  private applies(rule: AlarmRuleRow, device: EngineDevice): boolean {
    const { type, ids } = rule.triggerFilter;
    if (type === 'all') return true;
    if (type === 'devices') return ids.includes(device.id);
    if (type === 'station') return device.stationId !== null && ids.includes(device.stationId);
    return ids.includes(device.typeId);
  }

  private async evaluate(deviceId: string, samples: PendingSample[]): Promise<void> {
    const device = await this.device(deviceId);
    if (!device) return;
    const rules = (await this.rules(device.tenantId)).filter((r) => this.applies(r, device));
    if (rules.length === 0) return;
    await this.loadStates(deviceId);
    const values = this.values.get(deviceId) ?? {};
    this.values.set(deviceId, values);
    const changed = new Map<string, RuleDeviceState>();
    const ordered = [...samples].sort((a, b) => a.ts - b.ts);
    for (const sample of ordered) {
      Object.assign(values, sample.values);
      for (const rule of rules) {
        const state = this.stateOf(rule.id, deviceId);
        const before = JSON.stringify(state);
        if (rule.dataType === 'device_data') {
          const result = step(
            {
              trigger: rule.triggerCondition,
              timeCondition: rule.timeCondition ?? null,
              enableRecovery: rule.enableRecovery,
            },
            state,
            holds(rule.triggerCondition, values),
            recovered(rule.triggerCondition, values),
            sample.ts,
            device.tzOffsetMinutes,
          );
          await this.apply(result, rule, device, values, sample.ts);
        } else if (hasOffline(rule) && state.active) {
          // A sample from an offline device: it is back.
          const result = step(
            this.evaluated(rule),
            state,
            false,
            true,
            Math.max(sample.ts, state.lastTs),
            device.tzOffsetMinutes,
          );
          await this.apply(result, rule, device, { online: true }, sample.ts);
        }
        if (JSON.stringify(state) !== before) changed.set(rule.id, state);
      }
    }
    await this.persist(deviceId, changed);
  }

  /** Device logs against the tenant's device-log rules, in time order (logs never recover offline rules). */
  private async evaluateLogs(deviceId: string, rows: DeviceLogRow[]): Promise<void> {
    const device = await this.device(deviceId);
    if (!device) return;
    const rules = (await this.rules(device.tenantId)).filter(
      (r) => r.dataType === 'device_log' && this.applies(r, device),
    );
    if (rules.length === 0) return;
    await this.loadStates(deviceId);
    const changed = new Map<string, RuleDeviceState>();
    for (const row of [...rows].sort((a, b) => a.t - b.t)) {
      for (const rule of rules) {
        const match = matchLog(rule.triggerCondition, row);
        if (!match.relevant) continue;
        const state = this.stateOf(rule.id, deviceId);
        const result = step(
          this.evaluated(rule),
          state,
          match.holds,
          match.cleared,
          row.t,
          device.tzOffsetMinutes,
        );
        const values = { kind: row.k, level: row.lv, type: row.c, message: row.m, data: row.x };
        await this.apply(result, rule, device, values, row.t);
        changed.set(rule.id, state);
      }
    }
    await this.persist(deviceId, changed);
  }

  /**
   * A connection change against the device-state rules: state conditions compare the device's
   * new status; coming back online recovers an offline alarm (going offline is the tick's).
   */
  private async evaluateStatus(deviceId: string, change: 'online' | 'offline', at: number): Promise<void> {
    this.deviceCache.delete(deviceId);
    const device = await this.device(deviceId);
    if (!device) return;
    const rules = (await this.rules(device.tenantId)).filter(
      (r) => r.dataType === 'device_state' && this.applies(r, device),
    );
    if (rules.length === 0) return;
    await this.loadStates(deviceId);
    const status =
      change === 'offline' ? 'offline' : device.status === 'offline' ? 'online_normal' : device.status;
    const changed = new Map<string, RuleDeviceState>();
    for (const rule of rules) {
      const state = this.stateOf(rule.id, deviceId);
      const hasState = rule.triggerCondition.conditions.some((c) => c.kind === 'state');
      let result: ReturnType<typeof step> = null;
      if (hasState) {
        const holding = matchState(rule.triggerCondition, status);
        result = step(this.evaluated(rule), state, holding, !holding, at, device.tzOffsetMinutes);
      } else if (change === 'online' && state.active) {
        result = step(
          this.evaluated(rule),
          state,
          false,
          true,
          Math.max(at, state.lastTs),
          device.tzOffsetMinutes,
        );
      }
      await this.apply(result, rule, device, { status }, at);
      changed.set(rule.id, state);
    }
    await this.persist(deviceId, changed);
  }

  private evaluated(rule: AlarmRuleRow) {
    return {
      trigger: { ...rule.triggerCondition, duration_seconds: 0 },
      timeCondition: rule.timeCondition ?? null,
      enableRecovery: rule.enableRecovery,
    };
  }

  /** Raises alarms for devices of offline rules that sent nothing for the rule's seconds. */
  async tick(now: number = this.deps.clock.now().getTime()): Promise<void> {
    const rules = (await this.deps.repository.enabledRules()).filter(hasOffline);
    for (const rule of rules) {
      const seconds = Math.min(
        ...rule.triggerCondition.conditions.flatMap((c) => (c.kind === 'offline' ? [c.seconds] : [])),
      );
      for (const device of await this.deps.repository.devicesOf(rule)) {
        await this.loadStates(device.id);
        const state = this.stateOf(rule.id, device.id);
        const lastSeen = Math.max(device.lastSeenAt?.getTime() ?? 0, state.lastTs);
        const silentMs = now - lastSeen;
        if (silentMs < seconds * 1000 || state.active) continue;
        if (!inTimeWindow(rule.timeCondition ?? null, now, device.tzOffsetMinutes)) continue;
        state.active = true;
        state.armed = false;
        state.lastTs = lastSeen;
        await this.apply('raise', rule, device, { offline_seconds: Math.floor(silentMs / 1000) }, now);
        await this.persist(device.id, new Map([[rule.id, state]]));
      }
    }
  }

  private async persist(deviceId: string, changed: Map<string, RuleDeviceState>): Promise<void> {
    await this.deps.repository.saveStates(
      [...changed].map(([ruleId, state]) => ({ ruleId, deviceId, state })),
      this.deps.clock.now(),
    );
  }

  private message(
    rule: AlarmRuleRow,
    device: EngineDevice,
    values: Record<string, unknown>,
    ts: number,
  ): { text: string; fields: Record<string, string> } {
    const fields = this.fields(rule, device, values, ts);
    return { text: this.describe(rule, fields), fields };
  }

  private fields(
    rule: AlarmRuleRow,
    device: EngineDevice,
    values: Record<string, unknown>,
    ts: number,
  ): Record<string, string> {
    const condition = rule.triggerCondition.conditions[0];
    const point =
      condition?.kind === 'point'
        ? condition.point
        : condition?.kind === 'log'
          ? condition.attribute
          : (condition?.kind ?? '');
    const logValue =
      condition?.kind === 'log'
        ? ((values.data as Record<string, unknown> | null)?.[point] ?? values[point] ?? '')
        : undefined;
    const fields = {
      station: device.stationName ?? '',
      device: device.name,
      point,
      value: String(
        condition?.kind === 'point'
          ? (values[point] ?? '')
          : condition?.kind === 'log'
            ? logValue
            : condition?.kind === 'state'
              ? values.status
              : JSON.stringify(values),
      ),
      threshold:
        condition?.kind === 'point'
          ? String(condition.threshold)
          : condition?.kind === 'log'
            ? condition.value
            : condition?.kind === 'state'
              ? condition.state
              : '',
      time: new Date(ts).toISOString(),
    };
    return fields;
  }

  private describe(rule: AlarmRuleRow, fields: Record<string, string>): string {
    const condition = rule.triggerCondition.conditions[0];
    const point = fields.point ?? '';
    if (rule.alertDescriptionType === 'custom') return renderTemplate(rule.customAlertDescription, fields);
    if (condition?.kind === 'point') {
      const cmp = COMPARISON_LABELS[condition.comparison].zh;
      return `${rule.name}：${fields.station} ${fields.device} ${point}=${fields.value}，${cmp} ${fields.threshold}`;
    }
    if (condition?.kind === 'log' || condition?.kind === 'state')
      return `${rule.name}：${fields.station} ${fields.device} ${point}=${fields.value}`;
    return `${rule.name}：${fields.station} ${fields.device} ${fields.value}`;
  }

  private async apply(
    result: ReturnType<typeof step>,
    rule: AlarmRuleRow,
    device: EngineDevice,
    values: Record<string, unknown>,
    ts: number,
  ): Promise<void> {
    if (!result) return;
    const condition = rule.triggerCondition.conditions[0];
    const value = condition?.kind === 'point' ? (values[condition.point] ?? null) : values;
    const { text: message, fields } = this.message(rule, device, values, ts);
    const notice = {
      tenantId: device.tenantId,
      rule,
      deviceId: device.id,
      stationId: device.stationId,
      level: rule.level,
      value,
      message,
      at: new Date(ts),
      fields,
    };
    if (result === 'recover') {
      const eventId = await this.deps.events.recover(rule.id, device.id, value, new Date(ts));
      if (eventId) this.deps.notifier?.notify({ ...notice, kind: 'recover', eventId });
      return;
    }
    const raised = await this.deps.events.raise({
      tenantId: device.tenantId,
      ruleId: rule.id,
      ruleName: rule.name,
      deviceId: device.id,
      stationId: device.stationId,
      level: rule.level,
      value,
      message,
      at: new Date(ts),
    });
    if (!raised.created) return;
    await this.notify(rule, device, message);
    this.deps.notifier?.notify({ ...notice, kind: 'raise', eventId: raised.id });
  }

  /** A bell message to every user of the tenant with authority over the device's station. */
  private async notify(rule: AlarmRuleRow, device: EngineDevice, body: string): Promise<void> {
    if (!this.deps.messages) return;
    for (const user of await this.deps.repository.tenantUsers(device.tenantId)) {
      const auth: AuthContext = {
        sessionId: '',
        userId: user.id,
        tenantId: device.tenantId,
        isManager: user.isManager,
        isPlatformAdmin: false,
        userType: user.userType,
      };
      const scope = await this.deps.access.scopeOf(auth);
      const allowed =
        scope.allStations || (device.stationId !== null && scope.stationIds.includes(device.stationId));
      if (!allowed) continue;
      await this.deps.messages.send({
        tenantId: device.tenantId,
        userId: user.id,
        name: `告警：${rule.name}`,
        body,
      });
    }
  }
}
