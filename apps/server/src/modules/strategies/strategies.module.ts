import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { UplinkHandler } from '../../ingest/uplink-handler';
import { PLATFORM_JOBS } from '@ies/contracts';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { DevicesService } from '../devices/devices.service';
import type { PricesService } from '../prices/prices.service';
import { StrategiesRepository } from './strategies.repository';
import { strategiesRoutes } from './strategies.routes';
import { StrategiesService } from './strategies.service';
import type { StationAccess } from '../stations/stations.service';
import { StrategyPushService } from './strategy-push.service';
import { StrategyPushesRepository } from './strategy-pushes.repository';

export interface StrategiesModuleOptions {
  db: Db;
  clock: Clock;
  /** Price templates, for generating a strategy from one. */
  prices: () => Pick<PricesService, 'get'>;
  /** Station authority (the stations module's service). */
  stations: () => StationAccess;
  /** The devices module's config push. */
  devices: () => Pick<DevicesService, 'pushConfigFor'>;
  /** Where ingest hands `config/ack` (absent when this process runs no ingest). */
  uplinks?: { onUplink(kind: 'config/ack', handler: UplinkHandler): void };
  /** Ingest's events: `status` (deviceId, 'online' | 'offline') pushes a failed strategy again. */
  deviceEvents?: EventEmitter;
  /** Period of the ack-timeout sweep (default 1 s); tests pass 0 and call tick() themselves. */
  sweepIntervalMs?: number;
  /** The platform's job runtime: the sweep is its job `strategies.push-sweep`. */
  jobs?: JobRuntime;
  expose?: (push: StrategyPushService) => void;
  /** Receives the strategies service (the backtest reads a stored strategy through it). */
  exposeService?: (service: StrategiesService) => void;
}

/** Operating strategies (issue 14 items 5 and 6). */
export async function strategiesModule(
  app: FastifyInstance,
  options: StrategiesModuleOptions,
): Promise<void> {
  const strategies = new StrategiesRepository(options.db);
  const pushes = new StrategyPushesRepository(options.db);
  let service: StrategiesService | undefined;
  const push = new StrategyPushService({
    pushes,
    clock: options.clock,
    devices: options.devices,
    assigned: (tenantId, strategyId) => service!.pushable(tenantId, strategyId),
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  service = new StrategiesService({
    strategies,
    clock: options.clock,
    prices: options.prices,
    stations: options.stations,
    pushes,
    push,
  });
  options.uplinks?.onUplink('config/ack', (deviceId, body, receivedAt) =>
    push.ack(deviceId, body, receivedAt),
  );
  const onStatus = (deviceId: string, change: string) => {
    if (change === 'online') void push.deviceOnline(deviceId);
  };
  options.deviceEvents?.on('status', onStatus);
  options.jobs?.work(PLATFORM_JOBS.strategyPushSweep, () => push.tick(), { payload: z.object({}).strict() });
  const every = options.sweepIntervalMs ?? 1000;
  if (options.jobs && every > 0)
    await options.jobs.schedule(PLATFORM_JOBS.strategyPushSweep, { everyMs: every });
  app.addHook('onClose', async () => {
    options.deviceEvents?.off('status', onStatus);
  });
  options.expose?.(push);
  options.exposeService?.(service);
  await app.register(strategiesRoutes, { strategies: service });
}
