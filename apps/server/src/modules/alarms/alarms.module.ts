import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AlarmRulesRepository } from './alarm-rules.repository';
import { alarmRulesRoutes } from './alarm-rules.routes';
import { AlarmRulesService } from './alarm-rules.service';

export interface AlarmsModuleOptions {
  db: Db;
  clock: Clock;
}

/** Alarms (issue 15): rules, events, statistics and the engine in the ingest path. */
export async function alarmsModule(app: FastifyInstance, options: AlarmsModuleOptions): Promise<void> {
  const rules = new AlarmRulesService({ rules: new AlarmRulesRepository(options.db), clock: options.clock });
  await app.register(alarmRulesRoutes, { rules });
}
