import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { PLATFORM_JOBS } from '@ies/contracts';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { OutboundClient } from '../../platform/outbound/outbound-client';
import type { NewMessage } from '../messages/message.service';
import type { StationAccess } from '../stations/stations.service';
import type { MessageSender } from '../verification/message-sender';
import { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import { AlarmEngine } from './alarm-engine';
import { AlarmEngineRepository } from './alarm-engine.repository';
import { AlarmEventsRepository } from './alarm-events.repository';
import { alarmEventsRoutes } from './alarm-events.routes';
import { AlarmEventsService } from './alarm-events.service';
import { AlarmNotifier, type AlarmNotifierOptions } from './alarm-notifier';
import { AlarmSettingsRepository } from './alarm-settings.repository';
import { alarmSettingsRoutes } from './alarm-settings.routes';
import { AlarmSettingsService } from './alarm-settings.service';
import { AlarmSweep } from './alarm-sweep';
import { AlarmSweepRepository } from './alarm-sweep.repository';
import { AlarmRulesRepository } from './alarm-rules.repository';
import { alarmRulesRoutes } from './alarm-rules.routes';
import { AlarmRulesService, type CommandRights, type OrderActionRefs } from './alarm-rules.service';
import { AlarmRuleClosure } from './alarm-rule-closure';
import { recipientLanguage } from './alarm-recipients';
import type { PointTexts } from './alarm-message';

export interface AlarmEngineOptions {
  /** Period of the offline check (0: tests call engine.tick()); default 10 s. */
  offlineIntervalMs?: number;
  /** Receives the engine (tests wait for it and drive the offline check). */
  expose?: (engine: AlarmEngine) => void;
  /** HTTP retry waits and storm guard of the notifications (tests make them short). */
  notifications?: Pick<AlarmNotifierOptions, 'retryDelaysMs' | 'stormMax' | 'stormWindowMs'>;
  /** Receives the notifier (tests flush storm digests). */
  exposeNotifier?: (notifier: AlarmNotifier) => void;
  /** Period of the escalation and reminder sweep (0: tests call it); default 60 s. */
  sweepIntervalMs?: number;
  /** Receives the sweep (tests run it). */
  exposeSweep?: (sweep: AlarmSweep) => void;
}

export interface AlarmsModuleOptions extends AlarmEngineOptions {
  db: Db;
  /** The guarded client of webhooks and robots; its policy checks their addresses on save too. */
  outbound?: OutboundClient;
  clock: Clock;
  /** The station authority (stations module): who sees a station's alarms, what a rule may name. */
  stations: () => StationAccess;
  /** Ingest's bus: `samples` (deviceId, samples) after each commit. Absent: no engine here. */
  samples?: EventEmitter;
  /** The bell (messages module). */
  messages?: { send(message: NewMessage): Promise<unknown> };
  /** Receives the events service (work orders raised from alarm events call it). */
  exposeEvents?: (events: AlarmEventsService) => void;
  /** The platform's e-mail and SMS sender (identity). */
  sender?: MessageSender;
  /** Opens the work orders of rules' `work_order` actions (modules/orders). */
  workOrders?: AlarmNotifierOptions['workOrders'];
  /** Issues the commands of rules' `command` actions (modules/commands). */
  commands?: AlarmNotifierOptions['commands'];
  /** Which devices a rule's author may command (a rule's command action stays within them). */
  commandRights?: CommandRights;
  /** Whether a `work_order` action's template and people are the author's tenant's (modules/orders). */
  orderRefs?: OrderActionRefs;
  /** The devices module's service: the "alarm" status of devices with active alarms. */
  devices?: {
    markAlarm(deviceId: string, alarmed: boolean): Promise<boolean>;
    pointTexts?(tenantId: string, typeId: string): Promise<PointTexts>;
  };
  /** The platform's job runtime: the escalation and reminder sweep is its job `alarms.sweep`. */
  jobs?: JobRuntime;
}

/** Alarms (issue 15): rules, events, statistics and the engine in the ingest path. */
export async function alarmsModule(app: FastifyInstance, options: AlarmsModuleOptions): Promise<void> {
  const eventsRepository = new AlarmEventsRepository(options.db);
  const outbound = options.outbound ?? new OutboundClient();
  const engineRepository = new AlarmEngineRepository(options.db);
  const deliveries = new AlarmDeliveriesRepository(options.db);
  const settingsRepository = new AlarmSettingsRepository(options.db);
  const notifier = new AlarmNotifier({
    outbound,
    sender: options.sender,
    workOrders: options.workOrders,
    commands: options.commands,
    deliveries,
    clock: options.clock,
    languageOf: recipientLanguage({ repository: engineRepository, settings: settingsRepository }),
    ...options.notifications,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  options.exposeNotifier?.(notifier);
  await app.register(alarmSettingsRoutes, {
    settings: new AlarmSettingsService({ settings: settingsRepository, clock: options.clock }),
  });
  const sweep = new AlarmSweep({
    repository: new AlarmSweepRepository(options.db),
    notifier,
    clock: options.clock,
  });
  options.exposeSweep?.(sweep);
  // Once per period across processes; one update claims each escalation and reminder besides.
  options.jobs?.work(
    PLATFORM_JOBS.alarmSweep,
    async () => {
      await sweep.run();
    },
    { payload: z.object({}).strict() },
  );
  const every = options.sweepIntervalMs ?? 60_000;
  if (options.jobs && every > 0) await options.jobs.schedule(PLATFORM_JOBS.alarmSweep, { everyMs: every });
  const engine = options.samples
    ? new AlarmEngine({
        repository: engineRepository,
        events: eventsRepository,
        stations: options.stations,
        messages: options.messages,
        clock: options.clock,
        notifier,
        devices: options.devices,
        settings: settingsRepository,
        log: (message, error) => app.log.error({ err: error }, message),
      }).start(options.samples, options.offlineIntervalMs ?? 10_000)
    : undefined;
  if (engine) {
    app.addHook('onClose', async () => engine.stop());
    options.expose?.(engine);
  }
  const closure = new AlarmRuleClosure({
    events: eventsRepository,
    states: engineRepository,
    devices: options.devices,
    notifier,
    clock: options.clock,
  });
  const rules = new AlarmRulesService({
    rules: new AlarmRulesRepository(options.db),
    clock: options.clock,
    commandRights: options.commandRights,
    outboundPolicy: outbound.policy,
    orderRefs: options.orderRefs,
    stations: options.stations,
    changed: (tenantId, ruleId, dropStates) => engine?.rulesChanged(tenantId, ruleId, dropStates),
    close: (rule, reason) => closure.close(rule, reason),
  });
  await app.register(alarmRulesRoutes, { rules });
  const events = new AlarmEventsService({
    events: eventsRepository,
    deliveries,
    stations: options.stations,
    clock: options.clock,
  });
  options.exposeEvents?.(events);
  await app.register(alarmEventsRoutes, { events });
}
