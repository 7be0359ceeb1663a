import type { EventEmitter } from 'node:events';
import websocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BrokerHandle, disabledBroker } from './broker/broker';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { deviceScopeFromAccess } from './modules/devices/device-scope';
import { accessRoutes } from './modules/access/access.routes';
import { createAccessCore, createSubUsers } from './modules/access/access.module';
import { createIdentity } from './modules/identity.module';
import { handoffModule } from './modules/handoff/handoff.module';
import type { DeviceCache } from './modules/devices/device-connections';
import { devicesModule } from './modules/devices/devices.module';
import { stationsModule } from './modules/stations/stations.module';
import { stationDeviceResolverOf, tenantAssetsOf } from './modules/stations/station-device-resolver';
import type { StationsService } from './modules/stations/stations.service';
import { pricesModule } from './modules/prices/prices.module';
import type { PricesService } from './modules/prices/prices.service';
import { strategiesModule } from './modules/strategies/strategies.module';
import { type RevenueEngineOptions, revenueModule } from './modules/revenue/revenue.module';
import type { RevenueEngine } from './modules/revenue/revenue-engine';
import { type OrdersModuleOptions, ordersModule } from './modules/orders/orders.module';
import type { IngestService } from './ingest/ingest.service';
import { commandsModule, createDeviceSendLimiter } from './modules/commands/commands.module';
import type { CommandsService } from './modules/commands/commands.service';
import { historyModule } from './modules/history/history.module';
import type { HistoryLimits, HistoryService } from './modules/history/history.service';
import type { LiveWatcher } from './modules/live/live.hub';
import { liveModule } from './modules/live/live.module';
import type { StationDeviceResolver } from './modules/live/station-resolver';
import { identityRoutes } from './modules/identity.routes';
import { HealthService } from './modules/health/health.service';
import { healthRoutes } from './modules/health/health.routes';
import { appDownloadRoutes } from './modules/brands/app-download.routes';
import { customisationRoutes } from './modules/customisation/customisation.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { UploadService } from './modules/uploads/upload.service';
import { UploadsRepository } from './modules/uploads/uploads.repository';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { StorageCapacityRepository } from './modules/storage-capacity/storage-capacity.repository';
import { storageCapacityRoutes } from './modules/storage-capacity/storage-capacity.routes';
import { StorageCapacityService } from './modules/storage-capacity/storage-capacity.service';
import { MenuService } from './modules/menus/menu.service';
import { MenusRepository } from './modules/menus/menus.repository';
import { menusRoutes } from './modules/menus/menus.routes';
import { OrganisationsService } from './modules/organisations/organisations.service';
import { organisationsRoutes } from './modules/organisations/organisations.routes';
import { PersonalService } from './modules/personal/personal.service';
import { personalRoutes } from './modules/personal/personal.routes';
import { SystemLogService } from './modules/system-log/system-log.service';
import { systemLogRoutes } from './modules/system-log/system-log.routes';
import type { AlarmEventsService } from './modules/alarms/alarm-events.service';
import { type AlarmEngineOptions, alarmsModule } from './modules/alarms/alarms.module';
import { testHooksRoutes } from './modules/test-hooks/test-hooks.routes';
import { auditPlugin } from './platform/audit.plugin';
import { OperationLogRepository } from './modules/system-log/operation-log.repository';
import { authPlugin, withoutUrlSecrets } from './platform/auth.plugin';
import { type Clock, systemClock } from './platform/clock';
import { errorsPlugin, frameworkErrors } from './platform/errors.plugin';
import { openapiPlugin } from './platform/openapi.plugin';
import { securityHeadersPlugin } from './platform/security-headers.plugin';
import { webPlugin } from './platform/web.plugin';
import { PLATFORM_VERSION } from './version';

export interface AppDependencies {
  database: Database;
  broker?: BrokerHandle;
  /** Time source of the services; tests pass one they can move. */
  clock?: Clock;
  /** Sees every route as it is added (the route-table tests walk the live routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The ingest service's device cache (ingest.registry), dropped when devices or types change. */
  deviceCache?: DeviceCache;
  /** The ingest service of this process: commands take its cmd/resp, live data its committed samples. */
  ingest?: IngestHooks;
  /**
   * Live samples from the PostgreSQL live bus (when ingest may run in other processes) instead
   * of this process's ingest; it is told which devices are followed.
   */
  liveBus?: EventEmitter & LiveWatcher;
  /** Device data options (issue 5 items 7–9); tests drive the sweepers and read the services. */
  deviceData?: DeviceDataOptions;
  /** Revenue engine options (issue 14): the sweep's period; tests receive the engine. */
  revenue?: RevenueEngineOptions;
  /** Alarm engine options (issue 15); tests drive its offline check. */
  alarms?: AlarmEngineOptions;
  /** Orders options (issue 16); tests drive the overdue sweep. */
  orders?: Pick<OrdersModuleOptions, 'overdueIntervalMs' | 'expose'>;
}

export type IngestHooks = Pick<IngestService, 'onUplink' | 'events'> & Partial<Pick<IngestService, 'health'>>;

export interface DeviceDataOptions {
  /** Period of the command sweeper (0: tests call tick()). */
  commandSweepIntervalMs?: number;
  exposeCommands?: (service: CommandsService) => void;
  exposeHistory?: (service: HistoryService) => void;
  /** Lower B §5 history limits (tests). */
  historyLimits?: Partial<HistoryLimits>;
  /** Resolves a station id to its device ids for live subscriptions (stations issue). */
  stationDevices?: StationDeviceResolver;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application without listening; tests drive it through `inject`. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Logout sends the token as session_id (docs/spec/A-access-and-shell.md §7): keep it out of the request log.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: withoutUrlSecrets(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // A caller's own request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https:') });
  await app.register(openapiPlugin, { version: PLATFORM_VERSION });
  await app.register(cookie);
  // Root level, so every /api route registered by any module is covered without doing anything.
  await app.register(auditPlugin, {
    log: new OperationLogRepository(deps.database.db),
    clock: deps.clock ?? systemClock,
  });
  app.addHook('onClose', async () => app.auditSettled());

  const ingestHealth = deps.ingest?.health ? { health: deps.ingest.health.bind(deps.ingest) } : undefined;
  const health = new HealthService(
    deps.database,
    deps.broker ?? disabledBroker,
    PLATFORM_VERSION,
    ingestHealth,
  );
  const clock = deps.clock ?? systemClock;
  const access = createAccessCore({ db: deps.database.db, clock, assets: tenantAssetsOf(deps.database.db) });
  const identity = createIdentity({
    db: deps.database.db,
    config,
    clock,
    log: app.log,
    // Every tenant has its default permission group from the first sign-in on.
    onSignedIn: (user) => access.roles.ensureDefault(user.tenantId),
  });
  const subUsers = createSubUsers({ db: deps.database.db, clock, core: access, sessions: identity.sessions });
  app.addHook('onClose', async () => identity.close());
  await app.register(
    async (api) => {
      // Every /api route needs a session unless its config says `public: true`.
      // One WebSocket upgrade handler for every /api socket (live data, station live figures):
      // each registration listens to the server's upgrades, so a second would route them twice.
      await api.register(websocket, { options: { maxPayload: 64 * 1024 } });
      await api.register(authPlugin, { sessions: identity.sessions, grants: access.grants });
      await api.register(healthRoutes, { health });
      await api.register(appDownloadRoutes, config.appDownload);
      await api.register(identityRoutes, { identity, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(accessRoutes, { roles: access.roles, privileges: access.privileges, subUsers });
      await api.register(messagesRoutes, { messages: identity.messages });
      await api.register(customisationRoutes, { customisation: identity.customisation });
      const capacity = new StorageCapacityService({
        repository: new StorageCapacityRepository(deps.database.db),
        defaultQuotaBytes: config.tenantStorageQuotaBytes,
        clock,
      });
      await api.register(storageCapacityRoutes, { capacity });
      await api.register(uploadsRoutes, {
        uploads: new UploadService(new UploadsRepository(deps.database.db), clock, capacity),
      });
      await api.register(menusRoutes, {
        menus: new MenuService({
          menus: new MenusRepository(deps.database.db),
          clock: deps.clock ?? systemClock,
          allowedMenus: access.grants,
        }),
      });
      await api.register(systemLogRoutes, { systemLog: new SystemLogService(deps.database.db) });
      await api.register(personalRoutes, {
        personal: new PersonalService(deps.database.db, {
          hasher: identity.hasher,
          codes: identity.codes,
          behaviour: identity.behaviour,
          clock: deps.clock ?? systemClock,
        }),
      });
      await api.register(organisationsRoutes, {
        organisations: new OrganisationsService(deps.database.db, deps.clock ?? systemClock),
      });
      // ---- device send limits (issue 12 item 4): one limiter for commands and config pushes ----
      // The one station authority resolves a station to its devices for device lists and live data.
      const stationDevicesOfCaller = stationDeviceResolverOf(deps.database.db, access.scope);
      const sendLimiter = createDeviceSendLimiter(deps.database.db, clock, config.deviceSendLimits);
      await api.register(devicesModule, {
        sendLimiter,
        db: deps.database.db,
        clock: deps.clock ?? systemClock,
        broker: deps.broker,
        deviceCache: deps.deviceCache,
        devicesPerTenantMax: config.devicesPerTenantMax,
        customDeviceTypesMax: config.customDeviceTypesMax,
        scopeOf: deviceScopeFromAccess(access.scope),
        grantCreated: (auth, deviceIds, tx) => access.scope.grantCreatedDevices(auth, deviceIds, tx),
        stationDevices: stationDevicesOfCaller,
      });
      let stationsService: StationsService | undefined;
      let revenueEngine: RevenueEngine | undefined;
      await api.register(stationsModule, {
        todayIncome: () => revenueEngine && ((stations) => revenueEngine!.todayIncome(stations)),
        expose: (service) => {
          stationsService = service;
        },
        db: deps.database.db,
        clock,
        access: access.scope,
        deviceScopeOf: deviceScopeFromAccess(access.scope),
        delegation: access.delegation,
        deviceCache: deps.deviceCache,
        sessions: identity.sessions,
        grants: access.grants,
      });
      // ---- device data (issue 5 items 7–9): commands, live data, history ----
      const deviceScope = deviceScopeFromAccess(access.scope);
      await api.register(commandsModule, {
        db: deps.database.db,
        clock,
        broker: deps.broker,
        scopeOf: deviceScope,
        uplinks: deps.ingest,
        limiter: sendLimiter,
        sweepIntervalMs: deps.deviceData?.commandSweepIntervalMs,
        expose: deps.deviceData?.exposeCommands,
      });
      await api.register(liveModule, {
        db: deps.database.db,
        sessions: identity.sessions,
        grants: access.grants,
        scopeOf: deviceScope,
        samples: deps.liveBus ?? deps.ingest?.events,
        watcher: deps.liveBus,
        stationDevices: deps.deviceData?.stationDevices ?? stationDevicesOfCaller,
      });
      await api.register(historyModule, {
        db: deps.database.db,
        clock,
        scopeOf: deviceScope,
        expose: deps.deviceData?.exposeHistory,
        limits: deps.deviceData?.historyLimits,
      });
      // ---- end device data ----
      // ---- prices and strategies (issue 14) ----
      const stationReach = () => {
        if (!stationsService) throw new Error('stations module not registered');
        return stationsService;
      };
      let pricesService: PricesService | undefined;
      await api.register(pricesModule, {
        db: deps.database.db,
        clock,
        stations: stationReach,
        tariffChanged: async (stationId, fromDate) => revenueEngine?.tariffChanged(stationId, fromDate),
        expose: (service) => {
          pricesService = service;
        },
      });
      await api.register(strategiesModule, {
        db: deps.database.db,
        clock,
        stations: stationReach,
        prices: () => {
          if (!pricesService) throw new Error('prices module not registered');
          return pricesService;
        },
      });
      await api.register(revenueModule, {
        db: deps.database.db,
        clock,
        stations: stationReach,
        samples: deps.liveBus ?? deps.ingest?.events,
        sweepIntervalMs: deps.revenue?.sweepIntervalMs,
        expose: (engine) => {
          revenueEngine = engine;
          deps.revenue?.expose?.(engine);
        },
        prices: () => {
          if (!pricesService) throw new Error('prices module not registered');
          return pricesService;
        },
      });
      // ---- end prices and strategies ----
      // ---- orders (issue 16): repair orders and work orders ----
      let alarmEvents: AlarmEventsService | undefined;
      const alarmsOf = () => {
        if (!alarmEvents) throw new Error('alarms module not registered');
        return alarmEvents;
      };
      await api.register(ordersModule, {
        db: deps.database.db,
        clock,
        // Read at call time: the stations plugin hands its service over as it loads.
        stations: {
          reachable: (auth, id) => stationsService!.reachableWithDevices(auth, id),
          reachableIds: (auth) => stationsService!.reachableIds(auth),
        },
        grants: access.grants,
        notify: (message) => identity.messages.send(message),
        mail: (to, subject, text) =>
          identity.notifier.notify(
            { email: to.email, mobile: null, username: to.username },
            () => ({ subject, text }),
            'zh',
          ),
        // Read at call time: the alarms plugin registers after this one.
        alarms: {
          forOrder: (auth, id) => alarmsOf().forOrder(auth, id),
          linkOrder: (tenantId, id, order) => alarmsOf().linkOrder(tenantId, id, order),
          handledByOrder: (tenantId, id, order) => alarmsOf().handledByOrder(tenantId, id, order),
        },
        ...deps.orders,
      });
      // ---- end orders ----
      // ---- alarms (issue 15) ----
      await api.register(alarmsModule, {
        db: deps.database.db,
        clock,
        access: access.scope,
        samples: deps.ingest?.events,
        messages: identity.messages,
        exposeEvents: (events) => {
          alarmEvents = events;
        },
        sender: identity.sender,
        ...deps.alarms,
      });
      // ---- end alarms ----
      // ---- hand-off tickets ----
      await api.register(handoffModule, { db: deps.database.db, clock, sessions: identity.sessions });
      // ---- end hand-off tickets ----
      if (config.testHooks) {
        await api.register(testHooksRoutes, {
          prefix: '/test-hooks',
          host: config.host,
          testSecrets: identity.testSecrets,
          messages: identity.messages,
          codes: identity.codes,
        });
      }
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
