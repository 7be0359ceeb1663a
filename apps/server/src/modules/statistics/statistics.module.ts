import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { StationAccess } from '../stations/stations.service';
import { CustomReportsRepository } from './custom-reports.repository';
import { customReportsRoutes } from './custom-reports.routes';
import { CustomReportsService, type ReportUsers } from './custom-reports.service';
import { StatisticsPartCache } from './statistics-part-cache';
import { StatisticsRepository } from './statistics.repository';
import { statisticsRoutes } from './statistics.routes';
import { StatisticsService } from './statistics.service';

export interface StatisticsModuleOptions {
  db: Db;
  clock: Clock;
  /** Station authority (the stations module's service), resolved when a call needs it. */
  stations: () => StationAccess;
  users: ReportUsers;
  expose?: (service: StatisticsService) => void;
  exposeReports?: (service: CustomReportsService) => void;
}

/** The statistics engine, the spec's enhance-statistics call and custom reports (issue 29). */
export async function statisticsModule(
  app: FastifyInstance,
  options: StatisticsModuleOptions,
): Promise<void> {
  const repo = new StatisticsRepository(options.db);
  const parts = new StatisticsPartCache(repo, options.clock);
  const statistics = new StatisticsService({ repo, parts, stations: options.stations });
  const reports = new CustomReportsService({
    reports: new CustomReportsRepository(options.db),
    statistics,
    points: repo,
    users: options.users,
    clock: options.clock,
    stations: options.stations,
  });
  options.expose?.(statistics);
  options.exposeReports?.(reports);
  await app.register(statisticsRoutes, { statistics });
  await app.register(customReportsRoutes, { reports });
}
