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
import { accessModule, createAccessCore, createSubUsers } from './modules/access/access.module';
import { createUserAccounts } from './modules/accounts/user-accounts';
import { createIdentity } from './modules/identity.module';
import { handoffModule } from './modules/handoff/handoff.module';
import type { DeviceCache } from './modules/devices/device-connections';
import { devicesModule } from './modules/devices/devices.module';
import type { DevicesService } from './modules/devices/devices.service';
import { type StationsModuleOptions, stationsModule } from './modules/stations/stations.module';
import { stationDeviceResolverOf, tenantAssetsOf } from './modules/stations/station-device-resolver';
import type { StationsService } from './modules/stations/stations.service';
import type { StationRecalcService } from './modules/stations/station-recalc.service';
import { pricesModule } from './modules/prices/prices.module';
import type { PricesService } from './modules/prices/prices.service';
import type { StrategiesService } from './modules/strategies/strategies.service';
import { type StrategiesModuleOptions, strategiesModule } from './modules/strategies/strategies.module';
import { type RevenueEngineOptions, revenueModule } from './modules/revenue/revenue.module';
import type { RevenueEngine } from './modules/revenue/revenue-engine';
import { type OrdersModuleOptions, ordersModule } from './modules/orders/orders.module';
import type { AlarmRaise } from './modules/orders/alarm-work-orders';
import type { IngestService } from './ingest/ingest.service';
import { commandsModule, createDeviceSendLimiter } from './modules/commands/commands.module';
import type { CommandsService } from './modules/commands/commands.service';
import { historyModule } from './modules/history/history.module';
import type { HistoryLimits, HistoryService } from './modules/history/history.service';
import { LiveHub, type LiveWatcher } from './modules/live/live.hub';
import { liveModule } from './modules/live/live.module';
import type { StationDeviceResolver } from './modules/live/station-resolver';
import { identityRoutes } from './modules/identity.routes';
import { healthModule } from './modules/health/health.module';
import { uploadsModule } from './modules/uploads/uploads.module';
import { storageCapacityModule } from './modules/storage-capacity/storage-capacity.module';
import type { StorageCapacityService } from './modules/storage-capacity/storage-capacity.service';
import { menusModule } from './modules/menus/menus.module';
import { organisationsModule } from './modules/organisations/organisations.module';
import { personalModule } from './modules/personal/personal.module';
import { systemLogModule } from './modules/system-log/system-log.module';
import { appDownloadRoutes } from './modules/brands/app-download.routes';
import { customisationRoutes } from './modules/customisation/customisation.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import type { AlarmEventsService } from './modules/alarms/alarm-events.service';
import { type AlarmEngineOptions, alarmsModule } from './modules/alarms/alarms.module';
import { testHooksRoutes } from './modules/test-hooks/test-hooks.routes';
import { auditPlugin } from './platform/audit.plugin';
import { OperationLogRepository } from './modules/system-log/operation-log.repository';
import { assertPermitted, authPlugin, withoutUrlSecrets } from './platform/auth.plugin';
import { type Clock, systemClock } from './platform/clock';
import { errorsPlugin, frameworkErrors } from './platform/errors.plugin';
import { openapiPlugin } from './platform/openapi.plugin';
import { securityHeadersPlugin } from './platform/security-headers.plugin';
import { webPlugin } from './platform/web.plugin';
import { JobRuntime } from './platform/jobs/job-runtime';
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
  /** Strategy push options (issue 14 item 6); tests drive the ack-timeout sweep. */
  strategies?: Pick<StrategiesModuleOptions, 'sweepIntervalMs' | 'expose'>;
  /** Orders options (issue 16); tests drive the overdue sweep. */
  orders?: Pick<OrdersModuleOptions, 'overdueIntervalMs' | 'expose'>;
  /** Station live feeds (issue 17 item 5): keep-alive and coalescing periods; tests receive the feeds. */
  stationLive?: Pick<StationsModuleOptions, 'liveIntervalMs' | 'liveCoalesceMs' | 'exposeLive'>;
  /** The job runtime (platform/jobs): poll period (0 or absent: tests call tick()); tests receive it. */
  jobs?: { pollIntervalMs?: number; expose?: (jobs: JobRuntime) => void };
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
  const clock = deps.clock ?? systemClock;
  // The platform's one durable job runtime: modules register their jobs and schedules on it.
  const jobs = new JobRuntime({
    db: deps.database.db,
    clock,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  deps.jobs?.expose?.(jobs);
  app.addHook('onReady', async () => {
    if ((deps.jobs?.pollIntervalMs ?? 0) > 0) jobs.start(deps.jobs!.pollIntervalMs!);
  });
  app.addHook('onClose', async () => jobs.stop());
  // Accounts owns `users` and `tenants`; access, personal and storage capacity go through it.
  const accounts = createUserAccounts(deps.database.db);
  const access = createAccessCore({
    db: deps.database.db,
    clock,
    assets: tenantAssetsOf(deps.database.db),
    accounts,
  });
  const identity = createIdentity({
    db: deps.database.db,
    config,
    clock,
    log: app.log,
    // Every tenant has its default permission group from the first sign-in on.
    onSignedIn: (user) => access.roles.ensureDefault(user.tenantId),
  });
  const subUsers = createSubUsers({ accounts, clock, core: access, sessions: identity.sessions });
  app.addHook('onClose', async () => identity.close());
  await app.register(
    async (api) => {
      // Every /api route needs a session unless its config says `public: true`.
      // One WebSocket upgrade handler for every /api socket (live data, station live figures):
      // each registration listens to the server's upgrades, so a second would route them twice.
      await api.register(websocket, { options: { maxPayload: 64 * 1024 } });
      await api.register(authPlugin, { sessions: identity.sessions, grants: access.grants });
      await api.register(healthModule, {
        database: deps.database,
        broker: deps.broker ?? disabledBroker,
        version: PLATFORM_VERSION,
        ingest: ingestHealth,
      });
      await api.register(appDownloadRoutes, config.appDownload);
      await api.register(identityRoutes, { identity, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(accessModule, { core: access, subUsers });
      await api.register(messagesRoutes, { messages: identity.messages });
      await api.register(customisationRoutes, { customisation: identity.customisation });
      let capacity: StorageCapacityService | undefined;
      await api.register(storageCapacityModule, {
        db: deps.database.db,
        clock,
        tenants: accounts.tenants,
        defaultQuotaBytes: config.tenantStorageQuotaBytes,
        expose: (service) => {
          capacity = service;
        },
      });
      await api.register(uploadsModule, {
        db: deps.database.db,
        clock,
        // Read at call time: the storage capacity plugin hands its service over as it loads.
        capacity: { assertRoom: (tenantId) => capacity!.assertRoom(tenantId) },
      });
      await api.register(menusModule, { db: deps.database.db, clock, allowedMenus: access.grants });
      await api.register(systemLogModule, { db: deps.database.db, behaviour: identity.behaviour });
      await api.register(personalModule, {
        accounts: accounts.own,
        sessions: identity.sessions,
        hasher: identity.hasher,
        codes: identity.codes,
        behaviour: identity.behaviour,
        clock,
      });
      await api.register(organisationsModule, { db: deps.database.db, clock });
      // ---- device send limits (issue 12 item 4): one limiter for commands and config pushes ----
      // The one station authority resolves a station to its devices for device lists and live data.
      const stationDevicesOfCaller = stationDeviceResolverOf(deps.database.db, access.scope);
      const sendLimiter = createDeviceSendLimiter(deps.database.db, clock, config.deviceSendLimits);
      // The strategy push sends through the devices service; the alarm engine sets "alarm" through it.
      let devicesService: DevicesService | undefined;
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
        expose: (service) => {
          devicesService = service;
        },
      });
      // One live hub: the device live socket and the station live feeds follow committed samples through it.
      const liveHub = new LiveHub(deps.liveBus ?? deps.ingest?.events, deps.liveBus);
      api.addHook('onClose', async () => liveHub.close());
      let stationsService: StationsService | undefined;
      let stationRecalc: StationRecalcService | undefined;
      let revenueEngine: RevenueEngine | undefined;
      await api.register(stationsModule, {
        todayIncome: () => revenueEngine && ((stations) => revenueEngine!.todayIncome(stations)),
        // Recalculated rollups make the revenue kept from them stale.
        rollupsRecalculated: async (stationId, fromMs, toMs) =>
          revenueEngine?.rollupsRecalculated(stationId, fromMs, toMs),
        expose: (service) => {
          stationsService = service;
        },
        exposeRecalc: (recalc) => {
          stationRecalc = recalc;
        },
        db: deps.database.db,
        clock,
        access: access.scope,
        deviceScopeOf: deviceScopeFromAccess(access.scope),
        delegation: access.delegation,
        deviceCache: deps.deviceCache,
        sessions: identity.sessions,
        grants: access.grants,
        liveHub,
        ...deps.stationLive,
      });
      // ---- device data (issue 5 items 7–9): commands, live data, history ----
      const deviceScope = deviceScopeFromAccess(access.scope);
      let commandsService: CommandsService | undefined;
      await api.register(commandsModule, {
        db: deps.database.db,
        clock,
        broker: deps.broker,
        scopeOf: deviceScope,
        uplinks: deps.ingest,
        limiter: sendLimiter,
        sweepIntervalMs: deps.deviceData?.commandSweepIntervalMs,
        expose: (service) => {
          commandsService = service;
          deps.deviceData?.exposeCommands?.(service);
        },
      });
      await api.register(liveModule, {
        db: deps.database.db,
        sessions: identity.sessions,
        grants: access.grants,
        scopeOf: deviceScope,
        hub: liveHub,
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
        // The stored revenue from that date is priced again, shown as the station's recalculation task.
        tariffChanged: async (auth, stationId, fromDate) => {
          const engine = revenueEngine;
          if (!engine) return;
          await stationRecalc?.revenueTask(auth, stationId, fromDate, (progress) =>
            engine.tariffChanged(stationId, fromDate, progress),
          );
        },
        expose: (service) => {
          pricesService = service;
        },
      });
      let strategiesService: StrategiesService | undefined;
      await api.register(strategiesModule, {
        db: deps.database.db,
        clock,
        stations: stationReach,
        prices: () => {
          if (!pricesService) throw new Error('prices module not registered');
          return pricesService;
        },
        devices: () => {
          if (!devicesService) throw new Error('devices module not registered');
          return devicesService;
        },
        uplinks: deps.ingest,
        deviceEvents: deps.ingest?.events,
        sweepIntervalMs: deps.strategies?.sweepIntervalMs,
        expose: deps.strategies?.expose,
        exposeService: (service) => {
          strategiesService = service;
        },
      });
      await api.register(revenueModule, {
        db: deps.database.db,
        clock,
        stations: stationReach,
        strategies: () => {
          if (!strategiesService) throw new Error('strategies module not registered');
          return strategiesService;
        },
        samples: deps.liveBus ?? deps.ingest?.events,
        sweepIntervalMs: deps.revenue?.sweepIntervalMs,
        jobs,
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
      let openAlarmOrder: ((raise: AlarmRaise) => Promise<unknown>) | undefined;
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
        jobs,
        alarmAction: (open) => {
          openAlarmOrder = open;
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
        // A rule's command action: through the device command state machine, limits and audit.
        commands: async (command) => {
          if (!commandsService) throw new Error('commands module not registered');
          await commandsService.issueForAlarm(command);
        },
        // Its author may put in a rule only commands it could send by hand.
        commandRights: {
          commandable: async (auth, deviceIds) => {
            await assertPermitted(auth, 'device:command', access.grants);
            if (!commandsService) throw new Error('commands module not registered');
            return commandsService.commandable(auth, deviceIds);
          },
        },
        // A rule's work-order action: orders opens the order (critical alarms of a station).
        workOrders: async (notice) => {
          await openAlarmOrder?.({
            tenantId: notice.tenantId,
            eventId: notice.eventId,
            level: notice.level,
            stationId: notice.stationId,
            stationName: notice.fields.station ?? '',
            deviceId: notice.deviceId,
            message: notice.message,
            ruleName: notice.rule.name,
            ruleCreatedBy: notice.rule.createdBy,
            actions: notice.rule.actions,
          });
        },
        devices: devicesService,
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
