import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import type { AppConfig } from '../config/config';
import type { Clock } from '../platform/clock';
import type { JobRuntime } from '../platform/jobs/job-runtime';
import { orderManifests } from '../platform/modules/module-manifest';
import { ModuleServices } from '../platform/modules/module-services';
import { accessManifest } from './access/access.manifest';
import { analysisManifest } from './analysis/analysis.manifest';
import { alarmsManifest } from './alarms/alarms.manifest';
import { bigscreensManifest } from './bigscreens/bigscreens.manifest';
import { brandsManifest } from './brands/brands.manifest';
import { commandsManifest } from './commands/commands.manifest';
import { dashboardsManifest } from './dashboards/dashboards.manifest';
import { dataCallManifest } from './data-call/data-call.manifest';
import { simPoolManifest } from './sim-pool/sim-pool.manifest';
import { platformDockingManifest } from './platform-docking/platform-docking.manifest';
import { customisationManifest } from './customisation/customisation.manifest';
import { devicesManifest } from './devices/devices.manifest';
import { firmwareManifest } from './firmware/firmware.manifest';
import { energyReportsManifest } from './energy-reports/energy-reports.manifest';
import { exportsManifest } from './exports/exports.manifest';
import { handoffManifest } from './handoff/handoff.manifest';
import { healthManifest } from './health/health.manifest';
import { historyManifest } from './history/history.manifest';
import { identityManifest } from './identity/identity.manifest';
import { jobsManifest } from './jobs/jobs.manifest';
import { liveManifest } from './live/live.manifest';
import { loraManifest } from './lora/lora.manifest';
import { menusManifest } from './menus/menus.manifest';
import { messagesManifest } from './messages/messages.manifest';
import type { DomainManifest, ModuleContext, ModuleServiceMap } from '../platform/modules/module-context';
import type { ModuleCore } from './module-core';
import { ordersManifest } from './orders/orders.manifest';
import { organisationsManifest } from './organisations/organisations.manifest';
import { personalManifest } from './personal/personal.manifest';
import { pricesManifest } from './prices/prices.manifest';
import { revenueManifest } from './revenue/revenue.manifest';
import { createSharedParts } from './shared-parts';
import { statisticsManifest } from './statistics/statistics.manifest';
import { stationsManifest } from './stations/stations.manifest';
import { storageCapacityManifest } from './storage-capacity/storage-capacity.manifest';
import { strategiesManifest } from './strategies/strategies.manifest';
import { systemLogManifest } from './system-log/system-log.manifest';
import { batchOperationsManifest } from './batch-operations/batch-operations.manifest';
import { timedStrategiesManifest } from './timed-strategies/timed-strategies.manifest';
import { testHooksManifest } from './test-hooks/test-hooks.manifest';
import { uploadsManifest } from './uploads/uploads.manifest';

export { createModuleCore, type ModuleCore } from './module-core';

/**
 * Every domain of the platform, one line each. They register in this order unless a module's
 * `needs` puts a provider first (platform/modules/module-manifest.ts); a new domain adds its line.
 */
export const DOMAIN_MANIFESTS: readonly DomainManifest[] = [
  healthManifest,
  brandsManifest,
  identityManifest,
  accessManifest,
  messagesManifest,
  customisationManifest,
  storageCapacityManifest,
  uploadsManifest,
  menusManifest,
  systemLogManifest,
  personalManifest,
  organisationsManifest,
  devicesManifest,
  stationsManifest,
  commandsManifest,
  firmwareManifest,
  loraManifest,
  liveManifest,
  historyManifest,
  dashboardsManifest,
  dataCallManifest,
  simPoolManifest,
  platformDockingManifest,
  pricesManifest,
  strategiesManifest,
  revenueManifest,
  analysisManifest,
  statisticsManifest,
  energyReportsManifest,
  exportsManifest,
  ordersManifest,
  alarmsManifest,
  timedStrategiesManifest,
  batchOperationsManifest,
  bigscreensManifest,
  jobsManifest,
  handoffManifest,
  testHooksManifest,
];

export interface ModulesOptions {
  config: AppConfig;
  deps: AppDependencies;
  clock: Clock;
  /** The platform's durable job runtime: every module's background sweep is scheduled on it. */
  jobs: JobRuntime;
  core: ModuleCore;
}

/** The composition root: builds the shared parts, then registers every manifest in the /api scope. */
export async function registerModules(
  api: FastifyInstance,
  options: ModulesOptions,
  manifests: readonly DomainManifest[] = DOMAIN_MANIFESTS,
): Promise<void> {
  const ordered = orderManifests(manifests);
  const context: ModuleContext = {
    api,
    config: options.config,
    clock: options.clock,
    jobs: options.jobs,
    db: options.deps.database.db,
    services: new ModuleServices<ModuleServiceMap>(),
    shared: createSharedParts(api, options),
  };
  for (const manifest of ordered) {
    await manifest.register(context);
    for (const name of manifest.provides ?? []) {
      if (!context.services.find(name)) throw new Error(`module ${manifest.name} did not provide ${name}`);
    }
  }
}
