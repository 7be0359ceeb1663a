import type { FastifyInstance } from 'fastify';
import type { BrokerHandle } from '../../broker/broker';
import type { Db } from '../../db/database';
import type { UplinkHandler } from '../../ingest/uplink-handler';
import { PLATFORM_JOBS } from '@ies/contracts';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { CommandsRepository } from './commands.repository';
import { commandsRoutes } from './commands.routes';
import { CommandsService } from './commands.service';
import { DeviceSendLimiter, type DeviceSendLimits } from './device-send-limiter';
import { DeviceSendsRepository } from './device-sends.repository';

export interface CommandsModuleOptions {
  db: Db;
  clock: Clock;
  broker?: BrokerHandle;
  scopeOf: DeviceScopeResolver;
  /** The send limiter shared with configuration pushes (createDeviceSendLimiter). */
  limiter: DeviceSendLimiter;
  /** Where ingest hands `cmd/resp` messages (absent when this process runs no ingest). */
  uplinks?: { onUplink(kind: 'cmd/resp', handler: UplinkHandler): void };
  /** The sweep's period (default 1 s); tests pass 0 and call tick() themselves. */
  sweepIntervalMs?: number;
  /** The platform's job runtime: the sweep is its job `commands.sweep` (once per period across processes). */
  jobs?: JobRuntime;
  /** Receives the service, e.g. for tests that drive the sweep. */
  expose?: (service: CommandsService) => void;
}

export async function commandsModule(app: FastifyInstance, options: CommandsModuleOptions): Promise<void> {
  const service = new CommandsService({
    commands: new CommandsRepository(options.db),
    clock: options.clock,
    broker: options.broker,
    scopeOf: options.scopeOf,
    limiter: options.limiter,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  options.uplinks?.onUplink('cmd/resp', (deviceId, body, receivedAt) =>
    service.reply(deviceId, body, receivedAt),
  );
  // Only a process connected to the broker runs the sweep (elsewhere every due command would
  // fail); any process keeps its schedule, so the administrator sees a sweep nobody runs.
  const every = options.sweepIntervalMs ?? 1000;
  if (options.jobs && service.canSend())
    options.jobs.work(PLATFORM_JOBS.commandSweep, () => service.tick(), { payload: z.object({}).strict() });
  if (options.jobs && every > 0) await options.jobs.schedule(PLATFORM_JOBS.commandSweep, { everyMs: every });
  options.expose?.(service);
  await app.register(commandsRoutes, { commands: service });
}

/** The one send limiter of the process; every module that sends to devices gets this instance. */
export function createDeviceSendLimiter(db: Db, clock: Clock, limits: DeviceSendLimits): DeviceSendLimiter {
  return new DeviceSendLimiter(new DeviceSendsRepository(db), clock, limits);
}
