import type { EventEmitter } from 'node:events';
import type { AlarmRuleRow } from '../../db/schema';
import type { PendingSample } from '../../ingest/sample-writer';
import type { DeviceLogRow } from '../../telemetry/telemetry.repository';
import type { Clock } from '../../platform/clock';
import type { NewMessage } from '../messages/message.service';
import type { StationAccess } from '../stations/stations.service';
import type { AlarmEngineRepository, EngineDevice } from './alarm-engine.repository';
import type { AlarmEventsRepository } from './alarm-events.repository';
import {
  conditionValue,
  freshState,
  holds,
  inTimeWindow,
  type RuleDeviceState,
  recovered,
  restartAfterGap,
  step,
} from './alarm-evaluator';
import { alarmOccurrence, type PointTexts } from './alarm-message';
import { TypePoints } from './alarm-points';
import { replayLate } from './alarm-replay';
import type { AlarmNotice, AlarmNotifier } from './alarm-notifier';
import type { AlarmSettingsRepository } from './alarm-settings.repository';
import { BatchLoader } from './alarm-batch-loader';
import { StateWriter } from './alarm-state-writer';
import { ringBell } from './alarm-bell';
import { isOfflineRule, offlineSeconds, raiseRootAlarm, rootRecoveries } from './alarm-root-cause';
import { matchLog, matchState } from './alarm-triggers';

export interface AlarmEngineDeps {
  repository: AlarmEngineRepository;
  events: AlarmEventsRepository;
  /** Who sees a station (the stations module's authority): the bell rings for them. */
  stations: () => StationAccess;
  /** The bell: the messages module's service. */
  messages?: { send(message: NewMessage): Promise<unknown> };
  clock: Clock;
  /** E-mail, SMS, webhook and robot actions of the rules. */
  notifier?: AlarmNotifier;
  /** The devices module's service: the "alarm" status of a device with an active alarm. */
  devices?: {
    markAlarm(deviceId: string, alarmed: boolean): Promise<boolean>;
    /** A type's points with their names and unit (alarm texts name points so). */
    pointTexts?(tenantId: string, typeId: string): Promise<PointTexts>;
  };
  /** Users' own channels, minimum level and quiet hours. */
  settings?: Pick<AlarmSettingsRepository, 'of'>;
  log?: (message: string, error?: unknown) => void;
}

const DEVICE_CACHE_MS = 10_000;
/**
 * The part of a state worth a write: a newer sample time alone is not (writing it on every batch
 * of every device cost most of ingest's throughput in bench/alarms); after a restart a few
 * samples may be evaluated again, which raises nothing new (one active event per rule and device).
 */
const material = (state: RuleDeviceState) =>
  `${state.active}|${state.armed}|${state.since}|${state.hits.join(',')}`;
const hasOffline = (rule: AlarmRuleRow) => rule.triggerCondition.conditions.some((c) => c.kind === 'offline');

/**
 * Evaluates the enabled rules that apply to a device on every committed sample, incrementally:
 * the state per rule and device is kept in memory and written to alarm_states after each batch,
 * so a restart continues where it stopped. One device's batches are evaluated in order.
 */
export class AlarmEngine {
  private readonly rulesByTenant = new Map<string, Promise<AlarmRuleRow[]>>();
  private readonly points = new TypePoints(() => this.deps.devices);
  private readonly deviceLoader = new BatchLoader((ids) => this.deps.repository.devicesByIds(ids));
  private readonly stateLoader = new BatchLoader((ids) => this.deps.repository.statesOfDevices(ids));
  private readonly stateWriter = new StateWriter(
    (rows, at) => this.deps.repository.saveStates(rows, at),
    () => this.deps.clock.now(),
  );
  private readonly deviceCache = new Map<string, { at: number; device: EngineDevice | undefined }>();
  /** Device → rule → state (nested: a joined key string per look-up cost more than the evaluation). */
  private readonly states = new Map<string, Map<string, RuleDeviceState>>();
  private readonly loadedDevices = new Map<string, Promise<void>>();
  private readonly values = new Map<string, Record<string, unknown>>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Gateways with an active root alarm raised by this process (recovered when they return). */
  private readonly roots = new Set<string>();
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

  /**
   * A rule was created, changed, enabled, disabled or deleted. An edited rule keeps its states
   * (an active alarm stays active); a disabled or deleted one drops them (its alarms were closed
   * with it), so that enabled again it raises anew on a condition that still holds.
   */
  rulesChanged(tenantId: string, ruleId: string, dropStates = false): void {
    this.rulesByTenant.delete(tenantId);
    if (!dropStates) return;
    for (const byRule of this.states.values()) byRule.delete(ruleId);
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
    const device = await this.deviceLoader.get(id);
    this.deviceCache.set(id, { at: Date.now(), device });
    return device;
  }

  /** Loads the persisted states of a device once. */
  private loadStates(deviceId: string): Promise<void> {
    let loaded = this.loadedDevices.get(deviceId);
    if (!loaded) {
      loaded = this.stateLoader.get(deviceId).then((rows) => {
        for (const row of rows ?? []) {
          const byRule = this.statesOf(deviceId);
          if (!byRule.has(row.ruleId)) byRule.set(row.ruleId, row.state);
        }
      });
      this.loadedDevices.set(deviceId, loaded);
      loaded.catch(() => this.loadedDevices.delete(deviceId));
    }
    return loaded;
  }

  private statesOf(deviceId: string): Map<string, RuleDeviceState> {
    let byRule = this.states.get(deviceId);
    if (!byRule) {
      byRule = new Map();
      this.states.set(deviceId, byRule);
    }
    return byRule;
  }

  private stateOf(ruleId: string, deviceId: string): RuleDeviceState {
    const byRule = this.statesOf(deviceId);
    let state = byRule.get(ruleId);
    if (!state) {
      state = freshState();
      byRule.set(ruleId, state);
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
    if (this.roots.has(deviceId) && samples.length > 0)
      await this.recoverRoots(deviceId, Math.max(...samples.map((x) => x.ts)), false);
    const rules = (await this.rules(device.tenantId)).filter((r) => this.applies(r, device));
    if (rules.length === 0) return;
    await this.loadStates(deviceId);
    const values = this.values.get(deviceId) ?? {};
    this.values.set(deviceId, values);
    const changed = new Map<string, RuleDeviceState>();
    const ordered = [...samples].sort((a, b) => a.ts - b.ts);
    const dataRules = rules.filter((r) => r.dataType === 'device_data');
    const newest = Math.max(0, ...dataRules.map((r) => this.stateOf(r.id, deviceId).lastTs));
    const late = ordered.filter((s) => s.ts < newest);
    if (late.length > 0 && dataRules.length > 0) {
      await replayLate(
        {
          device,
          rules: dataRules,
          stateOf: (ruleId) => this.stateOf(ruleId, deviceId),
          liveValues: values,
          apply: (result, rule, v, ts) => this.apply(result, rule, device, v, ts),
          changed,
        },
        late,
      );
    }
    // Per batch, not per sample: the states and what of them is already stored.
    const states = rules.map((rule) => this.stateOf(rule.id, deviceId));
    const before = states.map(material);
    const specs = rules.map((rule) => ({
      trigger: rule.triggerCondition,
      timeCondition: rule.timeCondition ?? null,
      enableRecovery: rule.enableRecovery,
    }));
    for (const sample of ordered) {
      const isLate = sample.ts < newest;
      if (!isLate) Object.assign(values, sample.values);
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i]!;
        const state = states[i]!;
        let result: ReturnType<typeof step> = null;
        if (rule.dataType === 'device_data') {
          if (isLate) continue;
          restartAfterGap(state, sample.ts, sample.late);
          const holding = holds(rule.triggerCondition, values);
          result = step(
            specs[i]!,
            state,
            holding,
            // Recovery is asked only of an active alarm whose condition no longer holds.
            state.active && !holding && recovered(rule.triggerCondition, values),
            sample.ts,
            device.tzOffsetMinutes,
          );
          if (result) await this.apply(result, rule, device, values, sample.ts);
        } else if (hasOffline(rule) && state.active) {
          // A sample from an offline device: it is back.
          result = step(
            this.evaluated(rule),
            state,
            false,
            true,
            Math.max(sample.ts, state.lastTs),
            device.tzOffsetMinutes,
          );
          if (result) await this.apply(result, rule, device, { online: true }, sample.ts);
        }
      }
    }
    states.forEach((state, i) => {
      if (material(state) !== before[i]) changed.set(rules[i]!.id, state);
    });
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
    let device = await this.device(deviceId);
    if (!device) return;
    if (change === 'online') {
      await this.recoverRoots(deviceId, at);
      await this.syncStatus(deviceId);
      device = (await this.device(deviceId)) ?? device;
    }
    const rules = (await this.rules(device.tenantId)).filter(
      (r) => r.dataType === 'device_state' && this.applies(r, device),
    );
    if (rules.length === 0) return;
    await this.loadStates(deviceId);
    const status =
      change === 'offline'
        ? 'offline'
        : device.status === 'offline' || device.status === 'alarm'
          ? 'online_normal'
          : device.status;
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
      const seconds = offlineSeconds(rule) ?? 0;
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
    await this.stateWriter.write([...changed].map(([ruleId, state]) => ({ ruleId, deviceId, state })));
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
    const value = condition?.kind === 'point' ? (conditionValue(condition, values) ?? null) : values;
    const points = condition?.kind === 'point' ? await this.points.of(device) : undefined;
    const { occurrence, fields } = alarmOccurrence(rule, device, value, values, ts, points);
    const notice = { ...occurrence, rule, fields };
    if (result === 'recover') {
      const closed = await this.deps.events.recover(rule.id, device.id, value, new Date(ts));
      if (!closed) return;
      // A grouped alarm was told through its root; a root takes its grouped alarms with it.
      if (!closed.parentEventId)
        this.deps.notifier?.notify({
          ...notice,
          kind: 'recover',
          eventId: closed.id,
          ending: { raisedAt: closed.raisedAt, reason: 'recovered' },
        });
      if (isOfflineRule(rule)) await this.recoverRoots(device.id, ts);
      await this.syncStatus(device.id);
      return;
    }
    const root = await this.rootOf(rule, device, ts);
    const raised = await this.deps.events.raise({
      ...occurrence,
      ruleId: rule.id,
      ruleName: rule.name,
      parentEventId: root,
    });
    if (!raised.created) return;
    await this.syncStatus(device.id, true);
    if (root) return;
    await this.notify({ ...notice, kind: 'raise', eventId: raised.id }, device);
    this.deps.notifier?.notify({ ...notice, kind: 'raise', eventId: raised.id });
  }

  /** The gateway's root alarm an offline alarm of this device is grouped under, if its gateway is down. */
  private async rootOf(rule: AlarmRuleRow, device: EngineDevice, ts: number): Promise<string | undefined> {
    const root = await raiseRootAlarm(this.deps, rule, device, ts, async (notice, gateway) => {
      await this.notify(notice, gateway);
      this.deps.notifier?.notify(notice);
    });
    if (root) this.roots.add(root.gatewayId);
    return root?.id;
  }

  /**
   * The gateway is back: its root alarms recover (told once) and so do the alarms grouped under
   * them; those devices' offline silence counts again from now.
   */
  private async recoverRoots(deviceId: string, ts: number, force = true): Promise<void> {
    if (!force && !this.roots.has(deviceId)) return;
    this.roots.delete(deviceId);
    const { roots, grouped } = await this.deps.events.recoverRoots(deviceId, new Date(ts));
    const device = await this.device(deviceId);
    if (device && roots.length > 0 && this.deps.notifier) {
      const rules = await this.rules(device.tenantId);
      for (const notice of rootRecoveries(roots, rules, device, ts)) this.deps.notifier.notify(notice);
    }
    const byDevice = new Map<string, Map<string, RuleDeviceState>>();
    for (const g of grouped) {
      await this.loadStates(g.deviceId);
      const state = this.stateOf(g.ruleId, g.deviceId);
      Object.assign(state, freshState(), { lastTs: Math.max(state.lastTs, ts) });
      const changed = byDevice.get(g.deviceId) ?? new Map<string, RuleDeviceState>();
      changed.set(g.ruleId, state);
      byDevice.set(g.deviceId, changed);
    }
    for (const [id, changed] of byDevice) await this.persist(id, changed);
  }

  /**
   * The device's "alarm" status follows its active alarms (devices module owns the column):
   * set when one is raised, back to online when none is left or when it reconnects without.
   */
  private async syncStatus(deviceId: string, alarmed?: boolean): Promise<void> {
    if (!this.deps.devices) return;
    const active = alarmed ?? (await this.deps.events.hasActive(deviceId));
    if (await this.deps.devices.markAlarm(deviceId, active)) this.deviceCache.delete(deviceId);
  }

  /** The bell (and each user's own channels) for everyone with authority over the station. */
  private notify(notice: AlarmNotice, device: EngineDevice): Promise<void> {
    return ringBell(this.deps, notice, device.tzOffsetMinutes);
  }
}
