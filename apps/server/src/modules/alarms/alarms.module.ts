import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { StationScopeSource } from '../stations/stations.service';
import { AlarmEventsRepository } from './alarm-events.repository';
import { alarmEventsRoutes } from './alarm-events.routes';
import { AlarmEventsService } from './alarm-events.service';
import { AlarmRulesRepository } from './alarm-rules.repository';
import { alarmRulesRoutes } from './alarm-rules.routes';
import { AlarmRulesService } from './alarm-rules.service';

export interface AlarmsModuleOptions {
  db: Db;
  clock: Clock;
  /** Station authority of sub-users (modules/access AccessScope). */
  access: StationScopeSource;
}

/** Alarms (issue 15): rules, events, statistics and the engine in the ingest path. */
export async function alarmsModule(app: FastifyInstance, options: AlarmsModuleOptions): Promise<void> {
  const rules = new AlarmRulesService({ rules: new AlarmRulesRepository(options.db), clock: options.clock });
  await app.register(alarmRulesRoutes, { rules });
  const eventsRepository = new AlarmEventsRepository(options.db);
  const events = new AlarmEventsService({
    events: eventsRepository,
    access: options.access,
    clock: options.clock,
  });
  await app.register(alarmEventsRoutes, { events });
}
