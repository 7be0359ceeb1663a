import type { FastifyInstance } from 'fastify';
import type { BrokerHandle } from '../../broker/broker';
import type { Db } from '../../db/database';
import type { UplinkHandler } from '../../ingest/uplink-handler';
import type { Clock } from '../../platform/clock';
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
  /** The sweeper's period; tests pass 0 and call tick() themselves. */
  sweepIntervalMs?: number;
  /** Receives the service, e.g. for tests that drive the sweeper. */
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
  if ((options.sweepIntervalMs ?? 1000) > 0) service.start(options.sweepIntervalMs ?? 1000);
  app.addHook('onClose', async () => service.stop());
  options.expose?.(service);
  await app.register(commandsRoutes, { commands: service });
}

/** The one send limiter of the process; every module that sends to devices gets this instance. */
export function createDeviceSendLimiter(db: Db, clock: Clock, limits: DeviceSendLimits): DeviceSendLimiter {
  return new DeviceSendLimiter(new DeviceSendsRepository(db), clock, limits);
}
