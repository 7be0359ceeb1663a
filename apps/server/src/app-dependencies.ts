import type { FirmwareModuleOptions } from './modules/firmware/firmware.module';
import type { BatchOperationsModuleOptions } from './modules/batch-operations/batch-operations.module';
import type { EventEmitter } from 'node:events';
import type { RouteOptions } from 'fastify';
import type { BrokerHandle } from './broker/broker';
import type { Database } from './db/database';
import type { IngestService } from './ingest/ingest.service';
import type { AlarmEngineOptions } from './modules/alarms/alarms.module';
import type { CommandsService } from './modules/commands/commands.service';
import type { DeviceCache } from './modules/devices/device-connections';
import type { HistoryLimits, HistoryService } from './modules/history/history.service';
import type { LiveWatcher } from './modules/live/live.hub';
import type { StationDeviceResolver } from './modules/live/station-resolver';
import type { OrdersModuleOptions } from './modules/orders/orders.module';
import type { RevenueEngineOptions } from './modules/revenue/revenue.module';
import type { StationsModuleOptions } from './modules/stations/stations.module';
import type { StrategiesModuleOptions } from './modules/strategies/strategies.module';
import type { TimedStrategiesModuleOptions } from './modules/timed-strategies/timed-strategies.module';
import type { Clock } from './platform/clock';
import type { JobRuntime } from './platform/jobs/job-runtime';
import type { Resolver } from './platform/outbound/outbound-policy';
import type { ExportsModuleOptions } from './modules/exports/exports.module';
import type { StorageCapacityModuleOptions } from './modules/storage-capacity/storage-capacity.module';

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
  /** Firmware rollout options (issue 31 item 2): the rollout job's period; tests receive the engine. */
  firmware?: Pick<FirmwareModuleOptions, 'tickIntervalMs' | 'expose'>;
  /** Timed strategies (issue 31 item 3): the runner's period; tests receive the runner. */
  timedStrategies?: Pick<TimedStrategiesModuleOptions, 'tickIntervalMs' | 'expose'>;
  /** Batch operations (issue 31 item 4): the sending job's period; tests receive the runner. */
  batchOperations?: Pick<BatchOperationsModuleOptions, 'tickIntervalMs' | 'expose'>;
  /** Orders options (issue 16); tests drive the overdue sweep. */
  orders?: Pick<OrdersModuleOptions, 'overdueIntervalMs' | 'expose'>;
  /** Station live feeds (issue 17 item 5): keep-alive and coalescing periods; tests receive the feeds. */
  stationLive?: Pick<StationsModuleOptions, 'liveIntervalMs' | 'liveCoalesceMs' | 'exposeLive'>;
  /** Name lookups of outbound requests to tenants' addresses (tests: a name answering 127.0.0.1). */
  outboundResolver?: Resolver;
  /** The job runtime (platform/jobs): poll period (0 or absent: tests call tick()); tests receive it. */
  jobs?: { pollIntervalMs?: number; leaseMs?: number; expose?: (jobs: JobRuntime) => void };
  /** Exports (issue 29): lower row limits for tests; tests receive the services. */
  exports?: Pick<ExportsModuleOptions, 'limits' | 'expose'>;
  /** Storage management (issue 32 item 4): sweep period, lower B §5 / §9 limits; tests receive the service. */
  storage?: Pick<StorageCapacityModuleOptions, 'sweepIntervalMs' | 'limits'> & {
    expose?: StorageCapacityModuleOptions['expose'];
  };
}

export type IngestHooks = Pick<IngestService, 'onUplink' | 'events'> &
  Partial<Pick<IngestService, 'health' | 'accept'>>;

export interface DeviceDataOptions {
  /** Period of the command sweep, a job of the runtime (0: none; tests call tick()). */
  commandSweepIntervalMs?: number;
  exposeCommands?: (service: CommandsService) => void;
  exposeHistory?: (service: HistoryService) => void;
  /** Lower B §5 history limits (tests). */
  historyLimits?: Partial<HistoryLimits>;
  /** Records one kanban query reads (B §9: 10,000); tests lower it. */
  kanbanQueryMax?: number;
  /** Resolves a station id to its device ids for live subscriptions (stations issue). */
  stationDevices?: StationDeviceResolver;
}
