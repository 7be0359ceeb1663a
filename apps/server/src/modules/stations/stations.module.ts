import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { StationRow } from '../../db/schema';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { DeviceCache } from '../devices/device-connections';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { DeviceStationsService } from '../devices/device-stations.service';
import { UploadsRepository } from '../uploads/uploads.repository';
import { type StationScopeSource, StationAuthority } from './station-authority';
import { StationBindingRepository } from './station-binding.repository';
import { stationBindingRoutes } from './station-binding.routes';
import { StationBindingService } from './station-binding.service';
import { StationFiguresRepository } from './station-figures.repository';
import { stationFiguresRoutes } from './station-figures.routes';
import { StationFiguresService } from './station-figures.service';
import { type SessionResolver, stationLiveRoutes } from './station-live.routes';
import { stationRecalcRoutes } from './station-recalc.routes';
import { StationRecalcService } from './station-recalc.service';
import { StationSharingRepository } from './station-sharing.repository';
import { stationSharingRoutes } from './station-sharing.routes';
import { type ShareDelegation, StationSharingService } from './station-sharing.service';
import { StationSubsystemsRepository } from './station-subsystems.repository';
import { stationSubsystemsRoutes } from './station-subsystems.routes';
import { StationSubsystemsService } from './station-subsystems.service';
import { StationsRepository } from './stations.repository';
import { stationsRoutes } from './stations.routes';
import { StationsService } from './stations.service';

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

/** Registers the station calls in the /api scope: one service and one route file per concern. */
export async function stationsModule(app: FastifyInstance, options: StationsModuleOptions): Promise<void> {
  const repository = new StationsRepository(options.db);
  const figuresRepository = new StationFiguresRepository(options.db);
  const devices = new DeviceStationsService(options.db);
  // Every concern checks access through the one station authority.
  const base = {
    stations: repository,
    authority: new StationAuthority(options.access, repository),
    clock: options.clock,
  };
  const devicesChanged = (ids: readonly string[]) => {
    for (const id of ids) options.deviceCache?.invalidate(id);
  };
  const service = new StationsService({
    ...base,
    uploads: new UploadsRepository(options.db),
    devices,
    devicesChanged,
  });
  const binding = new StationBindingService({
    ...base,
    binding: new StationBindingRepository(options.db),
    devices,
    deviceScopeOf: options.deviceScopeOf,
    devicesChanged,
  });
  const sharing = new StationSharingService({
    ...base,
    sharing: new StationSharingRepository(options.db),
    delegation: options.delegation,
  });
  const subsystems = new StationSubsystemsService({
    ...base,
    subsystems: new StationSubsystemsRepository(options.db),
  });
  const figures = new StationFiguresService({
    ...base,
    figures: figuresRepository,
    deviceScopeOf: options.deviceScopeOf,
    todayIncome: options.todayIncome,
  });
  const recalc = new StationRecalcService({ ...base, figures: figuresRepository });
  options.expose?.(service);
  // Background recalculations finish before the database closes.
  app.addHook('onClose', async () => recalc.settled());
  // Registration order is the OpenAPI document's order of the calls.
  await app.register(stationsRoutes, { stations: service });
  await app.register(stationSharingRoutes, { sharing });
  await app.register(stationSubsystemsRoutes, { subsystems });
  await app.register(stationFiguresRoutes, { figures });
  await app.register(stationBindingRoutes, { binding });
  await app.register(stationRecalcRoutes, { recalc });
  await app.register(stationLiveRoutes, {
    stations: figures,
    sessions: options.sessions,
    grants: options.grants,
    intervalMs: options.liveIntervalMs,
  });
}
