import { PLATFORM_JOBS } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BrokerHandle, DeviceBroker } from '../../broker/broker';
import type { Db } from '../../db/database';
import type { UplinkHandler } from '../../ingest/uplink-handler';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { StationAccess } from '../stations/stations.service';
import { FirmwareLinks } from './firmware-links';
import { FirmwareRepository } from './firmware.repository';
import { firmwareRoutes } from './firmware.routes';
import { FirmwareService } from './firmware.service';
import { RolloutEngine } from './rollout-engine';
import { RolloutRepository } from './rollout.repository';

export interface FirmwareModuleOptions {
  db: Db;
  clock: Clock;
  broker?: BrokerHandle;
  publicUrl: string;
  scopeOf: DeviceScopeResolver;
  stations: () => Pick<StationAccess, 'requireAccess'>;
  /** Where ingest hands `ota/progress` (absent when this process runs no ingest). */
  uplinks?: { onUplink(kind: 'ota/progress', handler: UplinkHandler): void };
  jobs?: JobRuntime;
  /** Period of the rollout job (default 1 s); tests pass 0 and call tick() themselves. */
  tickIntervalMs?: number;
  testHooks?: boolean;
  expose?: (engine: RolloutEngine) => void;
}

function isDeviceBroker(broker: BrokerHandle | undefined): broker is DeviceBroker {
  return typeof (broker as DeviceBroker | undefined)?.publishToDevice === 'function';
}

/** Firmware upgrades (issue 31 item 2): packages, tasks and the staged rollout engine. */
export async function firmwareModule(app: FastifyInstance, options: FirmwareModuleOptions): Promise<void> {
  const repository = new FirmwareRepository(options.db);
  const links = new FirmwareLinks(
    (candidate) => repository.signingKey(candidate),
    options.clock,
    options.publicUrl,
  );
  const engine = new RolloutEngine({
    repository,
    rollout: new RolloutRepository(options.db),
    clock: options.clock,
    links,
    broker: isDeviceBroker(options.broker) ? options.broker : undefined,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const service = new FirmwareService({
    repository,
    clock: options.clock,
    links,
    scopeOf: options.scopeOf,
    stations: options.stations,
  });
  options.uplinks?.onUplink('ota/progress', (deviceId, body, receivedAt) =>
    engine.progress(deviceId, body, receivedAt),
  );
  // Only a process connected to the broker offers packages; every process keeps the schedule.
  if (options.jobs && engine.canSend())
    options.jobs.work(PLATFORM_JOBS.firmwareRollout, () => engine.tick(), { payload: z.object({}).strict() });
  const every = options.tickIntervalMs ?? 1000;
  if (options.jobs && every > 0)
    await options.jobs.schedule(PLATFORM_JOBS.firmwareRollout, { everyMs: every });
  options.expose?.(engine);
  const corrupt = options.testHooks
    ? async (tenantId: string, id: string) => {
        const content = (await repository.findPackage(tenantId, id)) && (await repository.packageContent(id));
        if (!content) return false;
        const bytes = Buffer.from(content);
        bytes[0] = (bytes[0] ?? 0) ^ 0xff;
        await repository.overwriteContent(id, bytes);
        return true;
      }
    : undefined;
  await app.register(firmwareRoutes, { firmware: service, corrupt });
}
