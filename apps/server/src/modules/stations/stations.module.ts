import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { StationRow } from '../../db/schema';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { DeviceCache } from '../devices/device-connections';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { DeviceStationsService } from '../devices/device-stations.service';
import { UploadsRepository } from '../uploads/uploads.repository';
import { StationFiguresRepository } from './station-figures.repository';
import { type SessionResolver, stationLiveRoutes } from './station-live.routes';
import { StationsRepository } from './stations.repository';
import { stationsRoutes } from './stations.routes';
import { type StationScopeSource, StationAuthority } from './station-authority';
import { type ShareDelegation, StationsService } from './stations.service';

export interface StationsModuleOptions {
  db: Db;
  clock: Clock;
  /** Sub-user station authority (modules/access AccessScope). */
  access: StationScopeSource;
  /** Sub-user device authority, for binding. */
  deviceScopeOf: DeviceScopeResolver;
  /** Who may receive a share from whom (modules/access DelegationPolicy). */
  delegation: ShareDelegation;
  /** The ingest service's cache of device rows (binding changes a device's day offset). */
  deviceCache?: DeviceCache;
  /** For the live WebSocket, which authenticates in-band. */
  sessions: SessionResolver;
  grants: GrantedApis;
  /** Milliseconds between live pushes (tests shorten it). */
  liveIntervalMs?: number;
  /** Today's income per station (the revenue module's engine, resolved when read). */
  todayIncome?: () => ((stations: readonly StationRow[]) => Promise<Map<string, number>>) | undefined;
  /** Receives the service: other modules (tariffs, orders) check station authority through it. */
  expose?: (service: StationsService) => void;
}

/** Registers the station calls in the /api scope. */
export async function stationsModule(app: FastifyInstance, options: StationsModuleOptions): Promise<void> {
  const repository = new StationsRepository(options.db);
  const authority = new StationAuthority(options.access, repository);
  const service = new StationsService({
    stations: repository,
    authority,
    figures: new StationFiguresRepository(options.db),
    uploads: new UploadsRepository(options.db),
    devices: new DeviceStationsService(options.db),
    deviceScopeOf: options.deviceScopeOf,
    delegation: options.delegation,
    clock: options.clock,
    todayIncome: options.todayIncome,
    devicesChanged: (ids) => {
      for (const id of ids) options.deviceCache?.invalidate(id);
    },
  });
  options.expose?.(service);
  // Background recalculations finish before the database closes.
  app.addHook('onClose', async () => service.settled());
  await app.register(stationsRoutes, { stations: service });
  await app.register(stationLiveRoutes, {
    stations: service,
    sessions: options.sessions,
    grants: options.grants,
    intervalMs: options.liveIntervalMs,
  });
}
