import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { NewMessage } from '../messages/message.service';
import type { StationScopeSource } from '../stations/stations.service';
import type { MessageSender } from '../verification/message-sender';
import { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import { AlarmEngine } from './alarm-engine';
import { AlarmEngineRepository } from './alarm-engine.repository';
import { AlarmEventsRepository } from './alarm-events.repository';
import { alarmEventsRoutes } from './alarm-events.routes';
import { AlarmEventsService } from './alarm-events.service';
import { AlarmNotifier, type AlarmNotifierOptions } from './alarm-notifier';
import { AlarmRulesRepository } from './alarm-rules.repository';
import { alarmRulesRoutes } from './alarm-rules.routes';
import { AlarmRulesService } from './alarm-rules.service';

export interface AlarmEngineOptions {
  /** Period of the offline check (0: tests call engine.tick()); default 10 s. */
  offlineIntervalMs?: number;
  /** Receives the engine (tests wait for it and drive the offline check). */
  expose?: (engine: AlarmEngine) => void;
  /** HTTP retry waits and storm guard of the notifications (tests make them short). */
  notifications?: Pick<AlarmNotifierOptions, 'retryDelaysMs' | 'stormMax' | 'stormWindowMs'>;
  /** Receives the notifier (tests flush storm digests). */
  exposeNotifier?: (notifier: AlarmNotifier) => void;
}

export interface AlarmsModuleOptions extends AlarmEngineOptions {
  db: Db;
  clock: Clock;
  /** Station authority of sub-users (modules/access AccessScope). */
  access: StationScopeSource;
  /** Ingest's bus: `samples` (deviceId, samples) after each commit. Absent: no engine here. */
  samples?: EventEmitter;
  /** The bell (messages module). */
  messages?: { send(message: NewMessage): Promise<unknown> };
  /** Receives the events service (work orders raised from alarm events call it). */
  exposeEvents?: (events: AlarmEventsService) => void;
  /** The platform's e-mail and SMS sender (identity). */
  sender?: MessageSender;
}

/** Alarms (issue 15): rules, events, statistics and the engine in the ingest path. */
export async function alarmsModule(app: FastifyInstance, options: AlarmsModuleOptions): Promise<void> {
  const eventsRepository = new AlarmEventsRepository(options.db);
  const notifier = new AlarmNotifier({
    sender: options.sender,
    deliveries: new AlarmDeliveriesRepository(options.db),
    clock: options.clock,
    ...options.notifications,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  options.exposeNotifier?.(notifier);
  const engine = options.samples
    ? new AlarmEngine({
        repository: new AlarmEngineRepository(options.db),
        events: eventsRepository,
        access: options.access,
        messages: options.messages,
        clock: options.clock,
        notifier,
        log: (message, error) => app.log.error({ err: error }, message),
      }).start(options.samples, options.offlineIntervalMs ?? 10_000)
    : undefined;
  if (engine) {
    app.addHook('onClose', async () => engine.stop());
    options.expose?.(engine);
  }
  const rules = new AlarmRulesService({
    rules: new AlarmRulesRepository(options.db),
    clock: options.clock,
    changed: (tenantId, ruleId, deleted) => engine?.rulesChanged(tenantId, ruleId, deleted),
  });
  await app.register(alarmRulesRoutes, { rules });
  const events = new AlarmEventsService({
    events: eventsRepository,
    access: options.access,
    clock: options.clock,
  });
  options.exposeEvents?.(events);
  await app.register(alarmEventsRoutes, { events });
}
