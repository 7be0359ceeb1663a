import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { disabledBroker } from '../broker/broker';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { assertPermitted } from '../platform/auth.plugin';
import type { Clock } from '../platform/clock';
import type { JobRuntime } from '../platform/jobs/job-runtime';
import { ModuleServices } from '../platform/module-services';
import { PLATFORM_VERSION } from '../version';
import { accessModule, createAccessCore, createSubUsers } from './access/access.module';
import { createUserAccounts } from './accounts/user-accounts';
import { OutboundClient } from '../platform/outbound/outbound-client';
import { OutboundPolicy } from '../platform/outbound/outbound-policy';
import { alarmsModule } from './alarms/alarms.module';
import { brandsModule } from './brands/brands.module';
import { commandsModule, createDeviceSendLimiter } from './commands/commands.module';
import { customisationModule } from './customisation/customisation.module';
import { deviceScopeFromAccess } from './devices/device-scope';
import { devicesModule } from './devices/devices.module';
import { handoffModule } from './handoff/handoff.module';
import { healthModule } from './health/health.module';
import { historyModule } from './history/history.module';
import { createIdentity } from './identity/create-identity';
import { identityModule } from './identity/identity.module';
import { jobsModule } from './jobs/jobs.module';
import { LiveHub } from './live/live.hub';
import { liveModule } from './live/live.module';
import { menusModule } from './menus/menus.module';
import { messagesModule } from './messages/messages.module';
import { ordersModule } from './orders/orders.module';
import { organisationsModule } from './organisations/organisations.module';
import { personalModule } from './personal/personal.module';
import { pricesModule } from './prices/prices.module';
import { revenueModule } from './revenue/revenue.module';
import { energyReportsModule } from './energy-reports/energy-reports.module';
import type { ModuleServiceMap } from './services';
import { stationDeviceResolverOf, tenantAssetsOf } from './stations/station-device-resolver';
import { stationsModule } from './stations/stations.module';
import { storageCapacityModule } from './storage-capacity/storage-capacity.module';
import { strategiesModule } from './strategies/strategies.module';
import { systemLogModule } from './system-log/system-log.module';
import { testHooksModule } from './test-hooks/test-hooks.module';
import { uploadReferences } from './uploads/upload-references';
import { uploadsModule } from './uploads/uploads.module';

export type ModuleCore = ReturnType<typeof createModuleCore>;

/**
 * Accounts, access and identity: built before the /api scope, since the auth plugin checks every
 * request's session and grants through them.
 */
export function createModuleCore(deps: { db: Db; config: AppConfig; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock } = deps;
  // Accounts owns `users` and `tenants`; access, personal and storage capacity go through it.
  const accounts = createUserAccounts(db);
  const access = createAccessCore({ db, clock, assets: tenantAssetsOf(db), accounts });
  const identity = createIdentity({
    db,
    config: deps.config,
    clock,
    log: deps.log,
    // Every tenant has its default permission group from the first sign-in on.
    onSignedIn: (user) => access.roles.ensureDefault(user.tenantId),
  });
  const subUsers = createSubUsers({ accounts, clock, core: access, sessions: identity.sessions });
  return { accounts, access, identity, subUsers };
}

export interface ModulesOptions {
  config: AppConfig;
  deps: AppDependencies;
  clock: Clock;
  /** The platform's durable job runtime: every module's background sweep is scheduled on it. */
  jobs: JobRuntime;
  core: ModuleCore;
}

/**
 * The composition root: registers every domain module in the /api scope, in this order. A module
 * that needs another's service reads it from `services` when called, so the order only has to
 * respect what modules use while they register.
 */
export async function registerModules(api: FastifyInstance, options: ModulesOptions): Promise<void> {
  const { config, deps, clock, jobs } = options;
  const { accounts, access, identity, subUsers } = options.core;
  const db = deps.database.db;
  const services = new ModuleServices<ModuleServiceMap>();

  await api.register(healthModule, {
    database: deps.database,
    broker: deps.broker ?? disabledBroker,
    version: PLATFORM_VERSION,
    ingest: deps.ingest?.health ? { health: deps.ingest.health.bind(deps.ingest) } : undefined,
  });
  await api.register(brandsModule, { appDownload: config.appDownload });
  await api.register(identityModule, { identity, secureCookies: config.publicUrl.startsWith('https:') });
  await api.register(accessModule, { core: access, subUsers });
  await api.register(messagesModule, { messages: identity.messages });
  await api.register(customisationModule, { customisation: identity.customisation });
  await api.register(storageCapacityModule, {
    db,
    clock,
    tenants: accounts.tenants,
    defaultQuotaBytes: config.tenantStorageQuotaBytes,
    expose: (service) => services.provide('storageCapacity', service),
  });
  await api.register(uploadsModule, {
    db,
    clock,
    capacity: { assertRoom: (tenantId) => services.get('storageCapacity').assertRoom(tenantId) },
  });
  await api.register(menusModule, { db, clock, allowedMenus: access.grants });
  await api.register(systemLogModule, { db, behaviour: identity.behaviour });
  await api.register(personalModule, {
    accounts: accounts.own,
    sessions: identity.sessions,
    hasher: identity.hasher,
    codes: identity.codes,
    behaviour: identity.behaviour,
    clock,
    uploads: uploadReferences(db),
  });
  await api.register(organisationsModule, { db, clock });

  // The one station authority resolves a station to its devices for device lists and live data.
  const stationDevicesOfCaller = stationDeviceResolverOf(db, access.scope);
  const deviceScope = deviceScopeFromAccess(access.scope);
  // One limiter for commands and config pushes (issue 12 item 4).
  const sendLimiter = createDeviceSendLimiter(db, clock, config.deviceSendLimits);
  await api.register(devicesModule, {
    sendLimiter,
    db,
    clock,
    broker: deps.broker,
    deviceCache: deps.deviceCache,
    devicesPerTenantMax: config.devicesPerTenantMax,
    customDeviceTypesMax: config.customDeviceTypesMax,
    scopeOf: deviceScope,
    grantCreated: (auth, deviceIds, tx) => access.scope.grantCreatedDevices(auth, deviceIds, tx),
    stationDevices: stationDevicesOfCaller,
    expose: (service) => services.provide('devices', service),
  });
  // One live hub: the device live socket and the station live feeds follow committed samples through it.
  const liveHub = new LiveHub(deps.liveBus ?? deps.ingest?.events, deps.liveBus);
  api.addHook('onClose', async () => liveHub.close());
  // Webhooks, robots and video addresses tenants type in reach no internal address (docs/operations.md).
  const outbound = new OutboundClient(new OutboundPolicy(config.outboundAllow, deps.outboundResolver));
  await api.register(stationsModule, {
    outboundPolicy: outbound.policy,
    todayIncome: () => {
      const revenue = services.find('revenue');
      return revenue && ((stations) => revenue.todayIncome(stations));
    },
    // Recalculated rollups make the revenue kept from them stale.
    rollupsRecalculated: async (stationId, fromMs, toMs) =>
      services.find('revenue')?.rollupsRecalculated(stationId, fromMs, toMs),
    expose: (service) => services.provide('stations', service),
    exposeRecalc: (recalc) => services.provide('stationRecalc', recalc),
    db,
    clock,
    access: access.scope,
    deviceScopeOf: deviceScope,
    delegation: access.delegation,
    deviceCache: deps.deviceCache,
    sessions: identity.sessions,
    grants: access.grants,
    liveHub,
    ...deps.stationLive,
  });

  // Device data (issue 5 items 7–9): commands, live data, history.
  await api.register(commandsModule, {
    db,
    clock,
    broker: deps.broker,
    scopeOf: deviceScope,
    uplinks: deps.ingest,
    limiter: sendLimiter,
    sweepIntervalMs: deps.deviceData?.commandSweepIntervalMs,
    jobs,
    expose: (service) => {
      services.provide('commands', service);
      deps.deviceData?.exposeCommands?.(service);
    },
  });
  await api.register(liveModule, {
    db,
    sessions: identity.sessions,
    grants: access.grants,
    scopeOf: deviceScope,
    hub: liveHub,
    stationDevices: deps.deviceData?.stationDevices ?? stationDevicesOfCaller,
  });
  await api.register(historyModule, {
    db,
    clock,
    scopeOf: deviceScope,
    expose: deps.deviceData?.exposeHistory,
    limits: deps.deviceData?.historyLimits,
  });

  // Prices, strategies and revenue (issue 14).
  const stations = () => services.get('stations');
  const prices = () => services.get('prices');
  await api.register(pricesModule, {
    db,
    clock,
    stations,
    // The stored revenue from that date is priced again, shown as the station's recalculation task.
    tariffChanged: async (auth, stationId, fromDate) => {
      const revenue = services.find('revenue');
      const recalc = services.find('stationRecalc');
      if (!revenue || !recalc) return;
      await recalc.revenueTask(auth, stationId, fromDate, (progress) =>
        revenue.tariffChanged(stationId, fromDate, progress),
      );
    },
    expose: (service) => services.provide('prices', service),
  });
  await api.register(strategiesModule, {
    db,
    clock,
    stations,
    prices,
    devices: () => services.get('devices'),
    uplinks: deps.ingest,
    deviceEvents: deps.ingest?.events,
    sweepIntervalMs: deps.strategies?.sweepIntervalMs,
    jobs,
    expose: deps.strategies?.expose,
    exposeService: (service) => services.provide('strategies', service),
  });
  await api.register(revenueModule, {
    db,
    clock,
    stations,
    strategies: () => services.get('strategies'),
    samples: deps.liveBus ?? deps.ingest?.events,
    sweepIntervalMs: deps.revenue?.sweepIntervalMs,
    jobs,
    expose: (engine) => {
      services.provide('revenue', engine);
      deps.revenue?.expose?.(engine);
    },
    prices,
  });

  // Built-in energy reports (issue 29 item 2), read through revenue and the station authority.
  await api.register(energyReportsModule, { stations, prices, revenue: () => services.get('revenue') });

  // Orders (issue 16): repair orders and work orders. Alarms register after it.
  const alarmEvents = () => services.get('alarmEvents');
  await api.register(ordersModule, {
    db,
    clock,
    stations,
    grants: access.grants,
    notify: (message) => identity.messages.send(message),
    mail: (to, subject, text) =>
      identity.notifier.notify(
        { email: to.email, mobile: null, username: to.username },
        () => ({ subject, text }),
        'zh',
      ),
    alarms: {
      forOrder: (auth, id) => alarmEvents().forOrder(auth, id),
      linkOrder: (tenantId, id, order) => alarmEvents().linkOrder(tenantId, id, order),
      handledByOrder: (tenantId, id, order) => alarmEvents().handledByOrder(tenantId, id, order),
    },
    jobs,
    alarmAction: (open) => services.provide('alarmOrders', open),
    exposeService: (service) => services.provide('workOrders', service),
    ...deps.orders,
  });

  // Alarms (issue 15).
  const commands = () => services.get('commands');
  await api.register(alarmsModule, {
    outbound,
    db,
    clock,
    stations,
    samples: deps.ingest?.events,
    messages: identity.messages,
    exposeEvents: (events) => services.provide('alarmEvents', events),
    sender: identity.sender,
    // A rule's command action: through the device command state machine, limits and audit.
    commands: async (command) => {
      await commands().issueForAlarm(command);
    },
    // Its author may put in a rule only commands it could send by hand.
    commandRights: {
      commandable: async (auth, deviceIds) => {
        await assertPermitted(auth, 'device:command', access.grants);
        return commands().commandable(auth, deviceIds);
      },
    },
    // A rule's work-order action names only the author's tenant's template and people (as POST /work-orders).
    orderRefs: { issues: (auth, refs) => services.get('workOrders').automaticOrderIssues(auth, refs) },
    // A rule's work-order action: orders opens the order (critical alarms of a station).
    workOrders: async (notice) => {
      await services.find('alarmOrders')?.({
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
    devices: services.find('devices'),
    jobs,
    ...deps.alarms,
  });
  // The background jobs above, listed for the platform administrator.
  await api.register(jobsModule, { jobs });

  await api.register(handoffModule, { db, clock, sessions: identity.sessions });
  if (config.testHooks) {
    await api.register(testHooksModule, {
      host: config.host,
      testSecrets: identity.testSecrets,
      messages: identity.messages,
      codes: identity.codes,
      jobs,
    });
  }
}
