import { STATION_LIVE_INTERVAL_SECONDS } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { StationRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import { OutboundPolicy } from '../../platform/outbound/outbound-policy';
import type { DeviceCache } from '../devices/device-connections';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { DeviceStationsService } from '../devices/device-stations.service';
import { uploadReferences } from '../uploads/upload-references';
import { type StationScopeSource, StationAuthority } from './station-authority';
import { StationBindingRepository } from './station-binding.repository';
import { stationBindingRoutes } from './station-binding.routes';
import { StationBindingService } from './station-binding.service';
import { StationFiguresRepository } from './station-figures.repository';
import { stationFiguresRoutes } from './station-figures.routes';
import { StationChanges } from './station-changes';
import { StationFiguresService } from './station-figures.service';
import { type LiveDeviceHub, StationLiveFeeds } from './station-live-feed';
import { liveCaller, type SessionResolver, stationLiveRoutes } from './station-live.routes';
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
  /** The home summary is answered from a kept one this young (config HOME_SUMMARY_KEEP_MS). */
  homeKeepMs?: number;
  /** Which video addresses may be saved (no internal address; platform/outbound). */
  outboundPolicy?: OutboundPolicy;
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
  /** The live hub (committed samples by device) that drives the station live feeds. */
  liveHub?: LiveDeviceHub;
  /** Milliseconds between keep-alive pushes and re-checks of the followers (tests shorten it). */
  liveIntervalMs?: number;
  /** At most one change-driven live push per station per this many milliseconds (default 1000). */
  liveCoalesceMs?: number;
  /** Receives the live feeds (tests and the benchmark count computations). */
  exposeLive?: (feeds: StationLiveFeeds) => void;
  /** Today's income per station (the revenue module's engine, resolved when read). */
  todayIncome?: () => ((stations: readonly StationRow[]) => Promise<Map<string, number>>) | undefined;
  /** A recalculation rewrote a station's rollups of [fromMs, toMs) (revenue prices those days again). */
  rollupsRecalculated?: (stationId: string, fromMs: number, toMs: number) => Promise<void>;
  /** Receives the service: other modules (tariffs, orders) check station authority through it. */
  expose?: (service: StationsService) => void;
  /** Receives the recalculation tasks: a tariff change shows its revenue recomputation there. */
  exposeRecalc?: (recalc: StationRecalcService) => void;
  /** Receives the station figures (the big screens compose them). */
  exposeFigures?: (figures: StationFiguresService) => void;
}

/** Registers the station calls in the /api scope: one service and one route file per concern. */
export async function stationsModule(app: FastifyInstance, options: StationsModuleOptions): Promise<void> {
  const repository = new StationsRepository(options.db);
  const figuresRepository = new StationFiguresRepository(options.db);
  const devices = new DeviceStationsService(options.db);
  // Every concern checks access through the one station authority.
  const base = {
    stations: repository,
    authority: new StationAuthority(options.access, repository, options.deviceScopeOf),
    clock: options.clock,
  };
  const changes = new StationChanges();
  const stationsChanged = () => changes.note();
  const devicesChanged = (ids: readonly string[]) => {
    for (const id of ids) options.deviceCache?.invalidate(id);
  };
  const service = new StationsService({
    ...base,
    uploads: uploadReferences(options.db, options.clock),
    devices,
    devicesChanged,
    stationsChanged,
  });
  const binding = new StationBindingService({
    ...base,
    binding: new StationBindingRepository(options.db),
    devices,
    deviceScopeOf: options.deviceScopeOf,
    devicesChanged,
    stationsChanged,
  });
  const sharing = new StationSharingService({
    ...base,
    sharing: new StationSharingRepository(options.db),
    delegation: options.delegation,
  });
  const subsystems = new StationSubsystemsService({
    ...base,
    subsystems: new StationSubsystemsRepository(options.db),
    outboundPolicy: options.outboundPolicy ?? new OutboundPolicy(),
  });
  const figures = new StationFiguresService({
    ...base,
    figures: figuresRepository,
    deviceScopeOf: options.deviceScopeOf,
    todayIncome: options.todayIncome,
    changes,
    homeKeepMs: options.homeKeepMs,
  });
  const recalc = new StationRecalcService({
    ...base,
    figures: figuresRepository,
    rollupsRecalculated: options.rollupsRecalculated,
  });
  const live = { sessions: options.sessions, grants: options.grants, stations: figures };
  const feeds = new StationLiveFeeds({
    hub: options.liveHub,
    load: (tenantId, stationId) => figures.liveDevices(tenantId, stationId),
    message: (stationId, devices) => figures.liveMessage(stationId, devices),
    authorise: (token, stationId) =>
      liveCaller(live, token, stationId).then(
        () => null,
        (error) => (error instanceof AppError ? error.code : 'iot-http.500'),
      ),
    intervalMs: options.liveIntervalMs ?? STATION_LIVE_INTERVAL_SECONDS * 1000,
    coalesceMs: options.liveCoalesceMs ?? 1000,
  });
  options.exposeLive?.(feeds);
  app.addHook('onClose', async () => feeds.close());
  options.expose?.(service);
  options.exposeRecalc?.(recalc);
  options.exposeFigures?.(figures);
  // Background recalculations finish before the database closes.
  app.addHook('onClose', async () => recalc.settled());
  // Registration order is the OpenAPI document's order of the calls.
  await app.register(stationsRoutes, { stations: service });
  await app.register(stationSharingRoutes, { sharing });
  await app.register(stationSubsystemsRoutes, { subsystems });
  await app.register(stationFiguresRoutes, { figures });
  await app.register(stationBindingRoutes, { binding });
  await app.register(stationRecalcRoutes, { recalc });
  await app.register(stationLiveRoutes, { ...live, feeds });
}
